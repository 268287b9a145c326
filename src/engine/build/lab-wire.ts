// The Schema Lab's wire: what the browser's lab sends and the server's check answers, one module both import.
import type { Schema } from '../core/declarations.ts';
import type { Registries } from './registries.ts';

/** The kinds of declaration the lab edits. */
export type DeclarationKind = 'form' | 'table' | 'wizard';

/** One declaration file, parsed, with its path from the project root. */
export interface LabDeclaration {
  file: string;
  json: Record<string, unknown>;
}

/** Everything under schemas/ the lab reads, by kind. */
export interface LabDeclarations {
  shared: { file: string; json: Schema }[];
  forms: LabDeclaration[];
  tables: LabDeclaration[];
  wizards: LabDeclaration[];
}

/** What the lab sends: the edited declaration, optional sample data, and the names its registries offer. */
export interface CheckBody {
  kind: DeclarationKind;
  declaration: Record<string, unknown>;
  sample?: Record<string, unknown>;
  /** The file the declaration was opened from; matched before the id, so renaming the id stays the same file. */
  file?: string;
  registries: Omit<Registries, 'screenTables'>;
}

/** One problem of the edited declaration, located by JSON pointer. */
export interface LabProblem {
  pointer: string;
  message: string;
}

/** What the check answers: the problems, the bundled schema (form) or row (table), and the sample's messages. */
export interface CheckResult {
  problems: LabProblem[];
  bundled?: Schema;
  sampleErrors?: Record<string, string>;
}
