// The model-based test on subscription.plan (targets.tsx says what it covers).
import { modelTest } from './targets';

modelTest('subscription.plan');
