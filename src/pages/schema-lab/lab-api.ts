// The Schema Lab's calls: the declarations as written, the server check the browser cannot run under its CSP, and the
// versions: history, impact, publish and rollback.
import { actions } from '../../api/actions/registry';
import { request, requestWithMessage } from '../../api/client';
import type {
  CheckBody,
  CheckResult,
  DeclarationKind,
  DeclarationVersion,
  Impact,
  LabDeclarations,
  Published,
} from '../../engine/build/lab-wire';
import { TRANSFORM_NAMES } from '../../engine/form/transforms';
import { rules } from '../../rules';
import { widgets } from '../../widgets';

export type {
  CheckResult,
  DeclarationKind,
  DeclarationVersion,
  Impact,
  LabDeclaration,
  LabDeclarations,
  LabProblem,
  PatchOperation,
  Published,
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

/** Every version of one declaration, version 0 (the file) first. */
export const fetchVersions = (kind: DeclarationKind, id: string) =>
  request<DeclarationVersion[]>('GET', `/schema-lab/versions?${new URLSearchParams({ kind, id })}`);

/** What publishing the edited declaration would do to stored records, and who uses it. */
export const checkImpact = (kind: DeclarationKind, declaration: Record<string, unknown>) =>
  request<Impact>('POST', '/schema-lab/impact', { kind, declaration });

/** A publish: the comment always, the reason when the impact found records that would fail. */
export interface PublishInput {
  kind: DeclarationKind;
  declaration: Record<string, unknown>;
  comment: string;
  confirm?: { reason: string };
}

/** Publishes the edited declaration as the next version; answers it with the server's message. */
export const publishDeclaration = (input: PublishInput) =>
  requestWithMessage<Published>('POST', '/schema-lab/publish', input);

/** A rollback: the earlier version to publish again, an optional comment, the reason when records would fail. */
export interface RollbackInput {
  kind: DeclarationKind;
  id: string;
  version: number;
  comment?: string;
  confirm?: { reason: string };
}

/** Publishes an earlier version again as the next one; answers it with the server's message. */
export const rollbackDeclaration = (input: RollbackInput) =>
  requestWithMessage<Published>('POST', '/schema-lab/rollback', input);
