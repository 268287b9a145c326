// The Schema Lab's two calls: the declarations as written, and the server check the browser cannot run under its CSP.
import { actions } from '../../api/actions/registry';
import { request } from '../../api/client';
import type { CheckBody, CheckResult, LabDeclarations } from '../../engine/build/lab-wire';
import { TRANSFORM_NAMES } from '../../engine/form/transforms';
import { rules } from '../../rules';
import { widgets } from '../../widgets';

export type {
  CheckResult,
  DeclarationKind,
  LabDeclaration,
  LabDeclarations,
  LabProblem,
} from '../../engine/build/lab-wire';

/** What the lab asks the server to check; the registries' names are added as it is sent. */
export type CheckInput = Omit<CheckBody, 'registries'>;

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
