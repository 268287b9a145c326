// SQL for a declared resource: every identifier comes from a checked declaration (resource.ts), every value is a parameter.
import type { Queryable } from '../db/db';
import type { Resource } from './resource';

type Data = Record<string, unknown>;

/** A row as its item: each property from its column, numbers as numbers, times as ISO text. */
function itemOf(resource: Resource, row: Data): Data {
  return Object.fromEntries(
    Object.entries(resource.columns).map(([name, column]) => {
      const value = row[column];
      if (value === null || value === undefined) return [name, null];
      if (value instanceof Date) return [name, value.toISOString()];
      return [name, resource.numbers.includes(name) ? Number(value) : value];
    }),
  );
}

const selectList = (resource: Resource) => Object.values(resource.columns).join(', ');

/** The client's rows (every client's when none is given), in the declared order. */
export async function listItems(db: Queryable, resource: Resource, clientId: string | undefined): Promise<Data[]> {
  const { rows } = await db.query<Data>(
    `SELECT ${selectList(resource)} FROM ${resource.table} WHERE ($1::text IS NULL OR client_id = $1)
      ORDER BY ${resource.order.column} ${resource.order.descending ? 'DESC' : 'ASC'}`,
    [clientId ?? null],
  );
  return rows.map((row) => itemOf(resource, row));
}

/** Inserts the client's row from the checked body; answers the stored item (its key and defaults filled in). */
export async function createItem(db: Queryable, resource: Resource, clientId: string, body: Data): Promise<Data> {
  const names = resource.writable.filter((name) => body[name] !== undefined);
  const columns = ['client_id', ...names.map((name) => resource.columns[name])];
  const { rows } = await db.query<Data>(
    `INSERT INTO ${resource.table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})
     RETURNING ${selectList(resource)}`,
    [clientId, ...names.map((name) => body[name])],
  );
  return itemOf(resource, rows[0]);
}

/** Replaces the writable values of the client's row; undefined when the client has no row with that key. */
export async function updateItem(
  db: Queryable,
  resource: Resource,
  clientId: string,
  body: Data,
): Promise<Data | undefined> {
  const names = resource.writable;
  const { rows } = await db.query<Data>(
    `UPDATE ${resource.table} SET ${names.map((name, index) => `${resource.columns[name]} = $${index + 3}`).join(', ')}
      WHERE client_id = $1 AND ${resource.columns[resource.key]} = $2 RETURNING ${selectList(resource)}`,
    [clientId, body[resource.key], ...names.map((name) => body[name] ?? null)],
  );
  return rows[0] && itemOf(resource, rows[0]);
}

/** Deletes the client's row; false when it has none with that key. */
export async function removeItem(db: Queryable, resource: Resource, clientId: string, key: unknown): Promise<boolean> {
  const { rows } = await db.query(
    `DELETE FROM ${resource.table} WHERE client_id = $1 AND ${resource.columns[resource.key]} = $2 RETURNING 1`,
    [clientId, key],
  );
  return rows.length > 0;
}
