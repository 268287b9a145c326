// The names code registries offer to JSON: its own module, so each check-*.ts reads it without importing check.ts.
import type { MessageRef } from './message-refs.ts';

/** The names code registries offer to JSON. */
export interface Registries {
  widgets: string[];
  rules: string[];
  actions: string[];
  transforms: string[];
  /** Table ids screens.config.ts uses. */
  screenTables: string[];
  /** Wizard panel names; none by default. */
  panels?: string[];
  /** The catalogue keys the code's `message('...')` calls name (build/code-messages.ts); without them no key counts as unused. */
  messageKeys?: MessageRef[];
}
