// An entity published from the Schema Lab (issue 34): only the fields of its parts kept as one JSON document of a
// client may change (a new field, its limits, its default); anything else of an entity decides where and how data is
// kept, and stays in the repository.
import { message } from '../../src/engine/core/message';
import type { Schema } from '../../src/engine/core/declarations';
import { ApiError } from '../plugins/envelope';
import { diffOf } from './json-patch';
import { isDocumentColumn, type DocumentColumn } from './stored-records';

type Document = Record<string, unknown>;

/** The parts of an entity kept as a client's JSON document, with their column (`x-stored`). */
export function documentParts(entity: Document): { part: string; column: DocumentColumn }[] {
  const properties = (entity.properties ?? {}) as Record<string, { 'x-stored'?: unknown }>;
  return Object.entries(properties).flatMap(([part, schema]) =>
    isDocumentColumn(schema?.['x-stored']) ? [{ part, column: schema['x-stored'] as DocumentColumn }] : [],
  );
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every change outside the fields of a document part (`/properties/<part>/properties/...` or its `required`). */
export function outsideDocumentParts(inForce: Document, proposed: Document): { pointer: string; message: string }[] {
  const parts = documentParts(inForce).map(({ part }) => `/properties/${escape(part)}`);
  const within = (path: string) =>
    parts.some(
      (part) =>
        path.startsWith(`${part}/properties/`) || path === `${part}/required` || path.startsWith(`${part}/required/`),
    );
  const names = documentParts(inForce)
    .map(({ part }) => part)
    .join(', ');
  return diffOf(inForce, proposed)
    .filter((operation) => !within(operation.path))
    .map(({ path }) => ({
      pointer: path,
      message: message('schemaLab.entity.outsideParts', { pointer: path, parts: names }),
    }));
}

/** 400 naming every change outside the fields of a document part, the first as the message. */
export function assertOnlyDocumentParts(inForce: Document, proposed: Document): void {
  const outside = outsideDocumentParts(inForce, proposed);
  if (!outside.length) return;
  const errors = outside.map(({ pointer, message: text }) => ({ field: pointer, message: text }));
  throw new ApiError(400, errors[0]!.message, { errors });
}

/** Each document part whose schema the proposal changes, as the two versions' schemas of what its column stores. */
export function changedParts(inForce: Document, proposed: Document) {
  const schemaOf = (entity: Document, part: string) =>
    ((entity.properties ?? {}) as Record<string, Schema>)[part] ?? { type: 'object' };
  return documentParts(inForce)
    .filter(({ part }) => JSON.stringify(schemaOf(inForce, part)) !== JSON.stringify(schemaOf(proposed, part)))
    .map(({ part, column }) => ({
      part,
      column,
      inForce: schemaOf(inForce, part),
      proposed: schemaOf(proposed, part),
    }));
}
