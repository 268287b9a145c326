// The bodies a declared resource accepts, built from its entity's item schema so the form and the route agree.
import { message } from '../../src/engine/core/message';
import type { ValidateFunction } from 'ajv';
import { bundleSchema, type SchemaRegistry } from '../../src/engine/core/bundle';
import type { Schema } from '../../src/engine/core/declarations';
import { messagesByPath, type AjvError } from '../../src/engine/form/error-schema';
import { ApiError } from '../plugins/envelope';
import { createAjv } from '../validation';
import type { Resource } from './resource';

type Data = Record<string, unknown>;

const ajv = createAjv({}, []);

/** What a body may hold: the writable properties (create), those and the key (update), or the key alone (remove). */
export type BodyKind = 'create' | 'update' | 'remove';

/** The body's properties, nothing else, as a self-contained schema. */
function bodySchema(resource: Resource, registry: SchemaRegistry, kind: BodyKind): Schema {
  const properties = resource.item.properties as Record<string, Schema>;
  const others = resource.writable.filter((name) => name !== resource.key);
  const names = kind === 'create' ? resource.writable : kind === 'update' ? [resource.key, ...others] : [resource.key];
  const withKey = kind !== 'create';
  // The item's own references ('#/$defs/...') point into its entity file.
  const local = JSON.parse(
    JSON.stringify(Object.fromEntries(names.map((name) => [name, properties[name]]))).replace(
      /"\$ref":"#\//g,
      `"$ref":"${resource.id}#/`,
    ),
  ) as Record<string, Schema>;
  const required = (resource.item.required ?? []).filter((name) => names.includes(name));
  return bundleSchema(
    {
      type: 'object',
      additionalProperties: false,
      properties: local,
      required: withKey ? [resource.key, ...required.filter((name) => name !== resource.key)] : required,
    },
    registry,
  );
}

/** A check of one kind of body: the body's own values, or 400 with the form's first message. */
export function bodyCheck(resource: Resource, registry: SchemaRegistry, kind: BodyKind) {
  const validate: ValidateFunction = ajv.compile(bodySchema(resource, registry, kind));
  const properties = resource.item.properties as Record<string, Schema>;
  // A row sent back whole (a toggle, a remove) still carries values the server keeps (its date): they are not read,
  // nor are its empty (null) values, as an update changes only the values it names.
  const kept = (name: string, value: unknown) =>
    name === resource.key || (!properties[name]?.readOnly && (kind !== 'update' || value !== null));
  return (sent: unknown): Data => {
    const body =
      kind !== 'create' && sent && typeof sent === 'object' && !Array.isArray(sent)
        ? Object.fromEntries(
            Object.entries(sent).filter(
              ([name, value]) => kept(name, value) && (kind === 'update' || name === resource.key),
            ),
          )
        : sent;
    if (validate(body)) return body as Data;
    const [first] = messagesByPath((validate.errors ?? []) as AjvError[]).values();
    throw new ApiError(400, first ?? message('common.invalidRequest'));
  };
}
