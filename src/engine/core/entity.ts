// The parts of a declared entity (schemas/entities) that steps bind to, read by the browser and the server alike.

type Data = Record<string, unknown>;

/** A property's schema, with the entity annotations this module reads (see schemas/README.md, "Entities"). */
export interface EntityProperty {
  type?: string | string[];
  default?: unknown;
  properties?: Record<string, EntityProperty>;
  items?: EntityProperty;
  /** A part's name in request bodies ('basicInformation' for the answered 'bacicInformation'). */
  'x-request'?: string;
  /** Where the server keeps a part (a column or a table). */
  'x-stored'?: string;
  /** A value kept in its own column rather than in the item's JSON document. */
  'x-column'?: string;
  /** An item's identity. */
  'x-key'?: string;
  /** The wire holds objects whose named property is the code the form holds. */
  'x-code'?: string;
  /** Properties the server fills beside the code, from the named lookup. */
  'x-label'?: Record<string, string>;
  /** Saved as a copy of another field of the same save. */
  'x-from'?: string;
}

/** A declared entity: an object schema whose properties are its parts. */
export interface EntitySchema {
  $id?: string;
  properties: Record<string, EntityProperty>;
}

/** A step's `bind` ('client#/businessInformation') as its entity and the part it names. */
export function parseBind(bind: string): { entity: string; part: string } {
  const [entity, pointer = ''] = bind.split('#');
  return { entity, part: pointer.replace(/^\//, '').split('/')[0] };
}

/** The property names an object (or an array's items) declares. */
export const keysOf = (schema: EntityProperty | undefined): string[] =>
  Object.keys((schema?.type === 'array' ? schema.items : schema)?.properties ?? {});

/** The entity's object parts, in declaration order (the client's basic and business information). */
export const objectParts = (entity: EntitySchema): [string, EntityProperty][] =>
  Object.entries(entity.properties).filter(([, part]) => part.type === 'object');

/** An item's properties kept in its JSON document: every one without a column of its own. */
export const documentKeys = (item: EntityProperty | undefined): string[] =>
  Object.entries(item?.properties ?? {}).flatMap(([key, property]) => (property['x-column'] ? [] : [key]));

/** Only the named keys that the source holds. */
export const pickKeys = (source: Data | null | undefined, keys: string[]): Data =>
  Object.fromEntries(keys.flatMap((key) => (source && source[key] !== undefined ? [[key, source[key]]] : [])));

/** A stored item in the entity's shape: columns from the row, everything else from its document (null when absent). */
export function itemOf(item: EntityProperty | undefined, row: Data, document: Data): Data {
  return Object.fromEntries(
    Object.entries(item?.properties ?? {}).map(([key, property]) => {
      const column = property['x-column'];
      return [key, column ? row[column] : (document[key] ?? null)];
    }),
  );
}

/**
 * Flat form data split among the object parts by the keys each declares. A key no part declares (a field published
 * from the Schema Lab) goes to the part `bound`, the one the form is bound to, or is not kept when none is named.
 */
export function splitByParts(entity: EntitySchema, data: Data, bound?: string): Record<string, Data> {
  const parts = objectParts(entity);
  const split: Record<string, Data> = Object.fromEntries(parts.map(([name]) => [name, {}]));
  for (const [key, value] of Object.entries(data)) {
    const owner = parts.find(([, part]) => part.properties?.[key])?.[0] ?? bound;
    if (owner && split[owner]) split[owner][key] = value;
  }
  return split;
}

/** A request body for flat form data: each object part under its request name ('basicInformation'). */
export function requestParts(entity: EntitySchema, data: Data, bound?: string): Data {
  const split = splitByParts(entity, data, bound);
  return Object.fromEntries(
    objectParts(entity).map(([name, part]) => [part['x-request'] ?? name, split[name]] as const),
  );
}

/** The object parts of a request body, by part name, from their request names. */
export function partsOfRequest(entity: EntitySchema, body: Data): Record<string, Data> {
  return Object.fromEntries(
    objectParts(entity).map(([name, part]) => [name, (body[part['x-request'] ?? name] as Data | undefined) ?? {}]),
  );
}

/** The record as forms hold it: in each object part, coded lists reduced to their codes ('clientIndustry': keys). */
export function formRecord(entity: EntitySchema, record: Data): Data {
  const result: Data = { ...record };
  for (const [name, part] of objectParts(entity)) {
    const values = record[name] as Data | null | undefined;
    if (!values) continue;
    result[name] = Object.fromEntries(
      Object.entries(values).map(([key, value]) => {
        const code = part.properties?.[key]?.['x-code'];
        return [
          key,
          code && Array.isArray(value)
            ? value.map((item) => (item && typeof item === 'object' ? (item as Data)[code] : item))
            : value,
        ];
      }),
    );
  }
  return result;
}
