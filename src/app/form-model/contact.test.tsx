// The model-based test on examples.contact (targets.tsx says what it covers).
import { modelTest } from './targets';

modelTest('examples.contact');
