// Types of the `virtual:bench-form/<n>` modules that bench/vite.config.ts serves (n = 30, 150, 600).
declare module 'virtual:bench-form/*' {
  import type { BundledForm, ValidatorFunctions } from '../../src/engine/core/declarations';
  export const declaration: BundledForm;
  export const validateFns: ValidatorFunctions;
}
