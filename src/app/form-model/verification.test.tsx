// The model-based test on onboarding.verification (targets.tsx says what it covers).
import { modelTest } from './targets';

modelTest('onboarding.verification');
