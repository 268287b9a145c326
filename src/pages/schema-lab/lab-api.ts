// The Schema Lab's two calls: the declarations as written, and the server check the browser cannot run under its CSP.
import { actions } from '../../api/actions/registry';
import { request } from '../../api/client';
import type { Schema } from '../../engine/core/declarations';
import { TRANSFORM_NAMES } from '../../engine/form/transforms';
import { rules } from '../../rules';
import { widgets } from '../../widgets';

/** The three kinds of declaration the lab edits. */
export type DeclarationKind = 'form' | 'table' | 'wizard';

/** One declaration file, parsed, with its path from the project root. */
export interface LabDeclaration {
  file: string;
  json: Record<string, unknown>;
}

/** Everything under schemas/, by kind. */
export interface LabDeclarations {
  shared: { file: string; json: Schema }[];
  forms: LabDeclaration[];
  tables: LabDeclaration[];
  wizards: LabDeclaration[];
}

/** One problem of the edited declaration, located by JSON pointer. */
export interface LabProblem {
  pointer: string;
  message: string;
}

/** What the server found: the declaration's problems, its bundled schema and the sample data's messages by field. */
export interface CheckResult {
  problems: LabProblem[];
  bundled?: Schema;
  sampleErrors?: Record<string, string>;
}

/** What the lab asks the server to check. */
export interface CheckInput {
  kind: DeclarationKind;
  file: string;
  declaration: Record<string, unknown>;
  sample: Record<string, unknown>;
}

/** The names our registries offer to JSON, sent with each check: the server may not import browser code. */
export const REGISTRY_NAMES = {
  widgets: Object.keys(widgets),
  rules: Object.keys(rules),
  actions: Object.keys(actions),
  transforms: [...TRANSFORM_NAMES],
};

/** Reads every declaration from the server's schemas/ folder. */
export const fetchDeclarations = () => request<LabDeclarations>('GET', '/schema-lab/declarations');

/** Checks one edited declaration (and its sample data) against the saved others. */
export const checkDeclaration = (input: CheckInput) =>
  request<CheckResult>('POST', '/schema-lab/check', { ...input, registries: REGISTRY_NAMES });
