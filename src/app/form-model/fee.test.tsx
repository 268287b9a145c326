// The model-based test on clientDetail.fee (targets.tsx says what it covers).
import { modelTest } from './targets';

modelTest('clientDetail.fee');
