// Publishing a declaration (issue 34): today's check and the publish refusals against the version in force, the
// impact on stored records (confirmed with a reason when not zero), then the next version and its audit row at once.
import { message } from '../../src/engine/core/message';
import type { FastifyInstance } from 'fastify';
import { DbError } from '../db/db-error';
import { ApiError } from '../plugins/envelope';
import {
  CATALOGUE,
  ENTITY,
  isSingleKind,
  LISTS,
  SINGLES,
  type DeclarationKind,
  type Published,
} from '../../src/engine/build/lab-wire';
import { assertOnlyDocumentParts, documentParts } from './entity-parts';
import { fileDeclarations } from '../schemas';
import { withMessageRefs } from './in-force-view';
import { labChecker } from './lab-checker';
import { impactOf } from './impact';
import { diffOf } from './json-patch';
import { assertWithinLimits } from './limits';
import { assertSafePatterns } from './patterns';
import { registeredNames } from './registered';
import { assertNoSecuredChange } from './secured-keys';
import { assertNewFieldsStored } from './stored-fields';
import { assertTextsOnly } from './texts-only';
import {
  insertVersion,
  latestVersion,
  publishedVersion,
  publishedVersions,
  versionZero,
  type DeclarationVersion,
} from './versions';

type Document = Record<string, unknown>;

/** A declaration's version 0: its file and document as written ("msg:" references kept), or 404 when schemas/ declares no such one. */
export function fileVersion(kind: DeclarationKind, id: string): { file: string; document: Document } {
  const files = fileDeclarations();
  if (kind === CATALOGUE.kind && id === CATALOGUE.id && files.messages)
    return { file: files.messages.file, document: files.messages.json };
  const single = isSingleKind(kind) && id === SINGLES[kind] ? files[kind] : undefined;
  if (single) return { file: single.file, document: single.json as unknown as Document };
  if (kind === ENTITY) {
    const entity = files.shared.find(({ json }) => json.$id === id && documentParts(json as Document).length);
    if (entity) return { file: entity.file, document: entity.json as Document };
  }
  const list =
    kind === CATALOGUE.kind || isSingleKind(kind) || kind === ENTITY
      ? []
      : ((files[LISTS[kind]] ?? []) as { file: string; json: { id?: unknown } }[]);
  const entry = list.find((candidate) => candidate.json.id === id);
  if (!entry) throw new ApiError(404, message('schemaLab.versions.unknownDeclaration', { kind, id }));
  const refs = (files.messageRefs ?? []).filter((ref) => ref.file === entry.file);
  return { file: entry.file, document: withMessageRefs(entry.json as Document, refs) };
}

/** The version in force: the newest published one, else the file. */
export async function versionInForce(app: FastifyInstance, kind: DeclarationKind, id: string) {
  const { file, document } = fileVersion(kind, id);
  return { file, current: (await latestVersion(app.db, kind, id)) ?? versionZero(document) };
}

/** Version k of a declaration (0 is the file), or 404. */
export async function versionOf(app: FastifyInstance, kind: DeclarationKind, id: string, version: number) {
  const { document } = fileVersion(kind, id);
  const found = version === 0 ? versionZero(document) : await publishedVersion(app.db, kind, id, version);
  if (!found) throw new ApiError(404, message('schemaLab.versions.unknownVersion', { id, version }));
  return found;
}

/** The id a proposed declaration names, which must be a string; the catalogue, menus and tours are one of their kind. */
const idOf = (kind: DeclarationKind, declaration: Document): string => {
  if (kind === CATALOGUE.kind) return CATALOGUE.id;
  if (isSingleKind(kind)) return SINGLES[kind];
  const id = kind === ENTITY ? declaration.$id : declaration.id;
  if (typeof id !== 'string') throw new ApiError(400, message('schemaLab.publish.noId'));
  return id;
};

/** The impact of a proposed document against the version in force, after the guards every posted declaration meets. */
export async function proposedImpact(app: FastifyInstance, kind: DeclarationKind, declaration: Document) {
  assertWithinLimits(declaration, 'The declaration');
  assertSafePatterns(declaration);
  const id = idOf(kind, declaration);
  const { current } = await versionInForce(app, kind, id);
  const change = { kind, id, inForce: current.document, proposed: declaration };
  return impactOf(app.db, app.declarations.view(), change, (job) => labChecker(app).impact(job));
}

/** What a publish asks for. */
export interface PublishRequest {
  kind: DeclarationKind;
  declaration: Document;
  comment: string;
  /** Given when the caller has seen a non-zero impact and publishes anyway. */
  confirm?: { reason: string };
  /** The earlier version a rollback publishes again. */
  rolledBackTo?: number;
}

/** 400 listing the check's problems by pointer, the first as the message. */
function refuseProblems(problems: { pointer: string; message: string }[]): never {
  const errors = problems.map(({ pointer, message: problem }) => ({
    field: pointer,
    message: message('schemaLab.publish.problem', { pointer: pointer || '/', problem }),
  }));
  throw new ApiError(400, errors[0].message, { errors });
}

/** Runs every check and refusal, then stores the next version with its audit row in one transaction. */
export async function publish(app: FastifyInstance, authorId: string, request: PublishRequest): Promise<Published> {
  const { kind, declaration } = request;
  assertWithinLimits(declaration, 'The declaration');
  assertSafePatterns(declaration);
  const id = idOf(kind, declaration);
  const { file, current } = await versionInForce(app, kind, id);
  if (isSingleKind(kind)) assertTextsOnly(kind, current.document, declaration);
  else if (kind !== CATALOGUE.kind) assertNoSecuredChange(current.document, declaration);
  if (kind === ENTITY) assertOnlyDocumentParts(current.document, declaration);
  const diff = diffOf(current.document, declaration);
  if (!diff.length) throw new ApiError(400, message('schemaLab.publish.unchanged', { version: current.version }));
  const view = app.declarations.view();
  const registries = registeredNames(view);
  const published = app.declarations.published();
  const { problems } = await labChecker(app).check({ kind, declaration, file, registries, published });
  if (problems.length) refuseProblems(problems);
  if (kind === 'form') assertNewFieldsStored(view, id, current.document, declaration);
  const change = { kind, id, inForce: current.document, proposed: declaration };
  const impact = await impactOf(app.db, view, change, (job) => labChecker(app).impact(job));
  if (impact.failing && !request.confirm?.reason.trim()) {
    const errors = impact.reasons.map((reason) => ({ field: reason.field, message: reason.message }));
    throw new ApiError(409, message('schemaLab.publish.confirmImpact', { count: impact.failing }), { errors });
  }
  const next = {
    kind,
    id,
    version: current.version + 1,
    document: declaration,
    diff,
    comment: request.comment,
    impactReason: impact.failing ? request.confirm?.reason.trim() : undefined,
    rolledBackTo: request.rolledBackTo,
    authorId,
  };
  try {
    await app.db.transaction((tx) => insertVersion(tx, next));
  } catch (error) {
    if (error instanceof DbError && error.code === '23505')
      throw new ApiError(409, message('schemaLab.publish.raced', { version: next.version }));
    throw error;
  }
  // In force in this process at once (both consoles share the set); other processes take it at their next poll.
  await app.declarations.refresh();
  return { version: next.version, diff, impact };
}

/** Every version of a declaration, version 0 (the file) first. */
export async function historyOf(
  app: FastifyInstance,
  kind: DeclarationKind,
  id: string,
): Promise<DeclarationVersion[]> {
  const { document } = fileVersion(kind, id);
  return [versionZero(document), ...(await publishedVersions(app.db, kind, id))];
}

/** What a rollback asks for: the version to publish again, an optional comment and a confirmation. */
export interface RollbackRequest {
  kind: DeclarationKind;
  id: string;
  version: number;
  comment?: string;
  confirm?: { reason: string };
}

/** Publishes version k's document again as a new version, through every check a publish meets. */
export async function rollback(app: FastifyInstance, authorId: string, request: RollbackRequest): Promise<Published> {
  const { kind, id, version, comment } = request;
  const target = await versionOf(app, kind, id, version);
  return publish(app, authorId, {
    kind,
    declaration: target.document,
    comment: comment?.trim()
      ? message('schemaLab.rollback.commentWith', { version, comment: comment.trim() })
      : message('schemaLab.rollback.comment', { version }),
    confirm: request.confirm,
    rolledBackTo: version,
  });
}
