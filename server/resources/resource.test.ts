// The start-up refusals of the resource route: access that leaves a console open, and declarations looser than
// their table (the audit of issue 32 found both failing open).
import { describe, expect, it } from 'vitest';
import { columnProblems, type TableColumn } from './columns';
import { resourceOf, type ResourceDeclaration } from './resource';

const BOTH = { rolesIn: { client: ['Client Exporter'], admin: ['Admin'] } };

const entity = (declaration: Partial<ResourceDeclaration>, properties: Record<string, unknown> = {}) => ({
  $id: 'notes',
  'x-resource': { table: 'notes', item: '#/$defs/note', key: 'noteId', access: BOTH, ...declaration },
  $defs: {
    title: { type: 'string', title: 'Title', maxLength: 80 },
    note: {
      type: 'object',
      properties: { noteId: { type: 'string', readOnly: true }, title: { $ref: '#/$defs/title' }, ...properties },
    },
  },
});

const column = (name: string, type: string, sizes: Partial<TableColumn> = {}): TableColumn => ({
  name,
  type,
  maxLength: null,
  precision: null,
  scale: null,
  ...sizes,
});
const TABLE = [
  column('note_id', 'text'),
  column('client_id', 'text'),
  column('title', 'character varying', { maxLength: 80 }),
];

describe('the access of a resource', () => {
  it.each([
    [
      { rolesIn: { client: ['Client Exporter'] } },
      'access names no role of the admin console (rolesIn.admin, or "any")',
    ],
    [{ rolesIn: { admin: ['Admin'] } }, 'access names no role of the client console (rolesIn.client, or "any")'],
    [{ roles: ['Admin'] } as never, 'access names no role of the client console'],
    [{ rolesIn: { client: [], admin: ['Admin'] } }, 'access names no role of the client console'],
    [{ consoles: ['client' as const], rolesIn: { admin: ['Admin'] } }, 'access names no role of the client console'],
  ])('refuses at start an access that leaves a console open: %j', (access, why) => {
    expect(() => resourceOf('notes', entity({ access }) as never)).toThrow(why);
  });

  it.each([
    [BOTH],
    [{ consoles: ['admin' as const], rolesIn: { admin: ['Admin'] } }],
    [{ consoles: ['client' as const], rolesIn: { client: ['Client Exporter', 'Client Importer'] } }],
  ])('takes an access naming the roles of each console it serves: %j', (access) => {
    expect(resourceOf('notes', entity({ access }) as never)?.access).toEqual(access);
  });

  it('takes "any" as every role of a console, named on purpose: the route then checks no role there', () => {
    const resource = resourceOf('notes', entity({ access: { rolesIn: { client: 'any', admin: ['Admin'] } } }) as never);
    expect(resource?.access).toEqual({ rolesIn: { admin: ['Admin'] } });
    expect(() => resourceOf('notes', entity({ access: { rolesIn: { client: 'all' as never } } }) as never)).toThrow(
      'access names no role of the client console',
    );
  });

  it('lets writes have an audience of their own, held to the same rule, and the same as the list by default', () => {
    const writeAccess = { consoles: ['admin' as const], rolesIn: { admin: ['Admin'] } };
    expect(resourceOf('notes', entity({ writeAccess }) as never)).toMatchObject({ access: BOTH, writeAccess });
    expect(resourceOf('notes', entity({}) as never)?.writeAccess).toEqual(BOTH);
    expect(() => resourceOf('notes', entity({ writeAccess: { rolesIn: { admin: ['Admin'] } } }) as never)).toThrow(
      'writeAccess names no role of the client console (rolesIn.client, or "any")',
    );
  });

  it("names each write's success message by a catalogue key, refusing an unknown key or an operation that is no write", () => {
    expect(resourceOf('notes', entity({ messages: { update: 'masters.status.updated' } }) as never)?.messages).toEqual({
      create: 'Saved successfully',
      update: 'Status Updated Successfully',
      remove: 'Removed successfully',
    });
    expect(() => resourceOf('notes', entity({ messages: { update: 'notes.nowhere' } }) as never)).toThrow(
      'messages.update "notes.nowhere" is not a key of the message catalogue',
    );
    expect(() => resourceOf('notes', entity({ messages: { list: 'resource.saved' } as never }) as never)).toThrow(
      'messages names "list", which is not a write',
    );
  });

  it('refuses a scope other than client or global', () => {
    expect(() => resourceOf('notes', entity({ scope: 'everyone' as never }) as never)).toThrow('scope "everyone"');
  });
});

describe('a resource against its table', () => {
  const problems = (
    declaration: Partial<ResourceDeclaration>,
    properties: Record<string, unknown>,
    table: TableColumn[],
  ) => columnProblems(resourceOf('notes', entity(declaration, properties) as never)!, table);

  it.each([
    ['a text column', {}, TABLE, []],
    ['no table', {}, [], ['table "notes" does not exist']],
    [
      'a missing column',
      { remark: { type: 'string' } },
      TABLE,
      ['property "remark" has no column "remark" in "notes"'],
    ],
    [
      'a varchar shorter than the maxLength',
      {},
      [...TABLE.slice(0, 2), column('title', 'character varying', { maxLength: 40 })],
      ['property "title" needs a maxLength of at most 40, the length of its column'],
    ],
    [
      'a numeric without bounds',
      { amount: { type: 'number' } },
      [...TABLE, column('amount', 'numeric', { precision: 14, scale: 2 })],
      ['property "amount" needs a minimum and a maximum within ±999999999999.99, what its numeric column holds'],
    ],
    [
      'a numeric within its bounds',
      { amount: { type: 'number', minimum: 0, maximum: 999999999999.99 } },
      [...TABLE, column('amount', 'numeric', { precision: 14, scale: 2 })],
      [],
    ],
    ['an unbounded numeric', { amount: { type: 'number' } }, [...TABLE, column('amount', 'numeric')], []],
    [
      'an integer above its column',
      { count: { type: 'integer', minimum: 0, maximum: 99_999 } },
      [...TABLE, column('count', 'smallint')],
      ['property "count" needs a minimum and a maximum within ±32767, what its smallint column holds'],
    ],
    [
      'a number in an integer column',
      { count: { type: 'number', minimum: 0, maximum: 10 } },
      [...TABLE, column('count', 'integer')],
      ['property "count" needs "type": "integer", its column being integer'],
    ],
    [
      "a read-only property is the table's to fill",
      { createdAt: { type: 'string', readOnly: true } },
      [...TABLE, column('created_at', 'character varying', { maxLength: 10 })],
      [],
    ],
  ])('%s', (_, properties, table, expected) => {
    expect(problems({}, properties, table)).toEqual(expected);
  });

  it('a client resource needs a client_id column, a global one may not have one', () => {
    expect(problems({}, {}, [TABLE[0], TABLE[2]])).toEqual([
      'table "notes" has no client_id column; declare "scope": "global" for rows every caller shares',
    ]);
    expect(problems({ scope: 'global' }, {}, TABLE)).toEqual([
      'table "notes" holds clients\' rows (client_id), so it may not be "global"',
    ]);
    expect(problems({ scope: 'global' }, {}, [TABLE[0], TABLE[2]])).toEqual([]);
  });
});
