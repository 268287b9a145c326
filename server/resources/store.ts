// SQL for a declared resource: every identifier comes from a checked declaration (resource.ts), every value is a parameter.
import type { Queryable } from '../db/db';
import type { TableColumn } from './columns';
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

/** The columns of a resource's table, as the database describes them (none when it has no such table). */
export async function tableColumns(db: Queryable, table: string): Promise<TableColumn[]> {
  const { rows } = await db.query<TableColumn>(
    `SELECT column_name AS name, data_type AS type, character_maximum_length AS "maxLength",
            numeric_precision AS precision, numeric_scale AS scale
       FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  return rows.map((row) => ({
    ...row,
    maxLength: row.maxLength === null ? null : Number(row.maxLength),
    precision: row.precision === null ? null : Number(row.precision),
    scale: row.scale === null ? null : Number(row.scale),
  }));
}

/**
 * The rows a caller reaches: the client's own (`client_id = $1`) for a client resource, every row of a global one.
 * `first` is the parameter number the client takes.
 */
const whose = (resource: Resource, first = 1) => (resource.scope === 'client' ? `client_id = $${first}` : 'TRUE');
const clientParams = (resource: Resource, clientId: string | undefined) =>
  resource.scope === 'client' ? [clientId] : [];

/** The client's rows (a global resource's all), in the declared order. */
export async function listItems(db: Queryable, resource: Resource, clientId: string | undefined): Promise<Data[]> {
  const { rows } = await db.query<Data>(
    `SELECT ${selectList(resource)} FROM ${resource.table} WHERE ${whose(resource)}
      ORDER BY ${resource.order.column} ${resource.order.descending ? 'DESC' : 'ASC'}`,
    clientParams(resource, clientId),
  );
  return rows.map((row) => itemOf(resource, row));
}

/** Inserts the client's row (a global resource's row) from the checked body; answers the stored item. */
export async function createItem(
  db: Queryable,
  resource: Resource,
  clientId: string | undefined,
  body: Data,
): Promise<Data> {
  const names = resource.writable.filter((name) => body[name] !== undefined);
  const owner = resource.scope === 'client' ? ['client_id'] : [];
  const columns = [...owner, ...names.map((name) => resource.columns[name])];
  const values = columns.length
    ? `(${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`
    : 'DEFAULT VALUES';
  const { rows } = await db.query<Data>(`INSERT INTO ${resource.table} ${values} RETURNING ${selectList(resource)}`, [
    ...clientParams(resource, clientId),
    ...names.map((name) => body[name]),
  ]);
  return itemOf(resource, rows[0]);
}

/**
 * Changes the values the body names, and only those, of the client's row (a global resource's row); undefined when
 * there is no such row with that key.
 */
export async function updateItem(
  db: Queryable,
  resource: Resource,
  clientId: string | undefined,
  body: Data,
): Promise<Data | undefined> {
  const names = resource.writable.filter((name) => name !== resource.key && body[name] !== undefined);
  const keyColumn = resource.columns[resource.key];
  const owner = clientParams(resource, clientId);
  const first = owner.length + 2;
  const changes = names.length
    ? names.map((name, index) => `${resource.columns[name]} = $${index + first}`).join(', ')
    : `${keyColumn} = ${keyColumn}`;
  const { rows } = await db.query<Data>(
    `UPDATE ${resource.table} SET ${changes}
      WHERE ${whose(resource, 2)} AND ${keyColumn} = $1 RETURNING ${selectList(resource)}`,
    [body[resource.key], ...owner, ...names.map((name) => body[name])],
  );
  return rows[0] && itemOf(resource, rows[0]);
}

/** Deletes the client's row (a global resource's row); false when there is none with that key. */
export async function removeItem(
  db: Queryable,
  resource: Resource,
  clientId: string | undefined,
  key: unknown,
): Promise<boolean> {
  const { rows } = await db.query(
    `DELETE FROM ${resource.table} WHERE ${whose(resource, 2)} AND ${resource.columns[resource.key]} = $1 RETURNING 1`,
    [key, ...clientParams(resource, clientId)],
  );
  return rows.length > 0;
}
