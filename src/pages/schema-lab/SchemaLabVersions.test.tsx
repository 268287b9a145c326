// The lab's versions (issue 34) against a stubbed API: version in force, impact, publish and its refusals, history, rollback.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import menus from '../../../schemas/auth/menus.json';
import defs from '../../../schemas/common/defs.json';
import address from '../../../schemas/examples/address.form.json';
import { writeSession } from '../../session/session';
import type { DeclarationVersion, Impact, LabDeclarations } from './lab-api';
import { versionOf } from './lab-fixtures';
import { renderLab } from './lab-testing';

const DECLARATIONS = {
  shared: [{ file: 'schemas/common/defs.json', json: defs }],
  forms: [{ file: 'schemas/examples/address.form.json', json: address }],
  tables: [],
  wizards: [],
  flows: [],
  pages: [],
  dashboards: [],
  catalogue: { file: 'schemas/messages.en-GB.json', json: {} },
  menus: { file: 'schemas/auth/menus.json', json: {} },
  tours: { file: 'schemas/tours.json', json: {} },
  entities: [],
} as unknown as LabDeclarations;

const FIELD = { type: 'string', title: 'Landmark', maxLength: 50 };
const withLandmark = () => {
  const json = structuredClone(address) as typeof address & { schema: { properties: Record<string, unknown> } };
  json.schema.properties.landmark = FIELD;
  return json;
};

const version = versionOf;

const IMPACT: Impact = {
  binds: ['client.address'],
  checked: 40,
  failing: 37,
  clientIds: ['c-1', 'c-2'],
  reasons: [
    { field: 'landmark', keyword: 'required', count: 37, message: '37 clients lack the new required field landmark' },
  ],
  uses: {
    declarations: [{ kind: 'wizard', id: 'examples.contact', pointer: '/steps/1/form' }],
    routes: [{ path: '/examples', title: 'Examples' }],
  },
};

/** What the stubbed server answers each path with: [status, message, data]. */
type Answer = [number, string, unknown];
let history: DeclarationVersion[];
let answers: Record<string, (body: unknown) => Answer>;
/** Every call the page sent, as [method, path under /api, body]. */
let calls: [string, string, unknown][];
const sent = (path: string) => calls.filter(([, called]) => called === path).map(([, , body]) => body);

beforeEach(() => {
  writeSession('roleName', 'Product Analyst');
  writeSession('privileges', JSON.stringify(menus.menus['Product Analyst']));
  history = [version(0, address)];
  calls = [];
  answers = {
    '/schema-lab/declarations': () => [200, 'Success', DECLARATIONS],
    '/schema-lab/check': () => [200, 'Success', { problems: [] }],
    '/schema-lab/versions': () => [200, 'Success', history],
  };
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push([request.method, path, body]);
    const [responseCode, message, data] = answers[path]?.(body) ?? [404, 'Not found', null];
    return new Response(JSON.stringify({ responseCode, message, data }), {
      status: responseCode,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => vi.unstubAllGlobals());

const open = async () => {
  const user = renderLab();
  await user.click(await screen.findByRole('button', { name: /Address \(example\)/ }));
  return user;
};

const edit = (json: unknown) =>
  fireEvent.change(screen.getByRole('textbox', { name: /^Declaration/ }), {
    target: { value: JSON.stringify(json, null, 2) },
  });

describe('Schema Lab versions', () => {
  it('opens the version in force, not the file, with its number', async () => {
    history = [version(0, address), version(1, withLandmark(), { comment: 'Landmark', authorName: 'Priya Analyst' })];
    await open();
    expect(await screen.findByText('Version 1 in force')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('textbox', { name: /^Declaration/ })).toHaveValue(JSON.stringify(withLandmark(), null, 2));
    expect(screen.getByLabelText(/Landmark/)).toBeInTheDocument();
  });

  it('shows the impact of the declaration as edited: how many would fail, why, which clients, where it is used', async () => {
    answers['/schema-lab/impact'] = () => [200, 'Success', IMPACT];
    const user = await open();
    await screen.findByText('Version 0: the file');
    edit(withLandmark());
    await user.click(screen.getByRole('button', { name: 'Check impact' }));
    expect(await screen.findByText('37 of 40 stored records would fail the new version')).toBeInTheDocument();
    expect(screen.getByText('37 clients lack the new required field landmark')).toBeInTheDocument();
    expect(screen.getByText('c-1')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Screens using it' })).getByText('/examples')).toBeInTheDocument();
    expect(sent('/schema-lab/impact')).toEqual([{ kind: 'form', declaration: withLandmark() }]);
    expect(screen.getByRole('textbox', { name: /Reason to publish/ })).toBeInTheDocument();
  });

  it("shows the impact check's failure", async () => {
    answers['/schema-lab/impact'] = () => [
      400,
      'The pattern at /schema/properties/city/pattern may take too long to match; simplify it',
      null,
    ];
    const user = await open();
    await screen.findByText('Version 0: the file');
    await user.click(screen.getByRole('button', { name: 'Check impact' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The pattern at /schema/properties/city/pattern may take too long to match; simplify it',
    );
  });

  it('refuses to publish without a comment, and sends nothing', async () => {
    const user = await open();
    await screen.findByText('Version 0: the file');
    edit(withLandmark());
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Please enter a comment of at most 500 characters')).toBeInTheDocument();
    expect(sent('/schema-lab/publish')).toEqual([]);
  });

  it('publishes with a comment, then shows the new version in force and history read again', async () => {
    answers['/schema-lab/publish'] = () => {
      history = [...history, version(1, withLandmark(), { comment: 'Adds the landmark', authorName: 'Priya Analyst' })];
      return [200, 'Version 1 published', { version: 1, diff: [], impact: { ...IMPACT, failing: 0, reasons: [] } }];
    };
    const user = await open();
    await screen.findByText('Version 0: the file');
    edit(withLandmark());
    await user.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Adds the landmark');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 1 in force')).toBeInTheDocument();
    expect(sent('/schema-lab/publish')).toEqual([
      { kind: 'form', declaration: withLandmark(), comment: 'Adds the landmark' },
    ]);
    expect(sent('/schema-lab/versions')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Address \(example\)/ })).not.toHaveAccessibleName(/edited/);
  });

  it('asks for a reason when the server answers 409 for records that would fail, then sends it', async () => {
    answers['/schema-lab/publish'] = (body) =>
      (body as { confirm?: unknown }).confirm
        ? [200, 'Version 1 published', { version: 1, diff: [], impact: IMPACT }]
        : [
            409,
            '37 stored records would fail the new version: give a reason to publish it anyway',
            { errors: [{ field: 'landmark', message: '37 clients lack the new required field landmark' }] },
          ];
    const user = await open();
    await screen.findByText('Version 0: the file');
    edit(withLandmark());
    await user.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Adds the landmark');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('37 stored records would fail the new version: give a reason to publish it anyway'),
    ).toBeInTheDocument();
    expect(screen.getByText('37 clients lack the new required field landmark')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Please enter a reason of at most 500 characters')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Reason to publish/ }), 'Asked of them next login');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent('/schema-lab/publish')).toHaveLength(2));
    expect(sent('/schema-lab/publish')[1]).toMatchObject({ confirm: { reason: 'Asked of them next login' } });
  });

  it('shows a 400 refusal word for word beside the editor', async () => {
    const refusal =
      'when at /schema/properties/city/when decides who may do what or which record a call concerns: it cannot be changed by publishing; change it in the repository, where it is reviewed and deployed';
    answers['/schema-lab/publish'] = () => [400, refusal, null];
    const user = await open();
    await screen.findByText('Version 0: the file');
    edit(withLandmark());
    await user.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Try');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not published');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.queryByText('Version 1 in force')).not.toBeInTheDocument();
  });

  it('lists every version with its author, time, comment, reason and readable diff', async () => {
    history = [
      version(0, address),
      version(1, withLandmark(), {
        diff: [{ op: 'add', path: '/schema/properties/landmark', value: FIELD }],
        comment: 'Adds the landmark',
        authorName: 'Priya Analyst',
        publishedAt: new Date(2026, 10, 27, 9, 5).toISOString(),
        impactReason: 'Asked of them next login',
      }),
      version(2, address, {
        diff: [{ op: 'remove', path: '/schema/properties/landmark' }],
        comment: 'Rollback to version 0',
        authorName: 'Priya Analyst',
        publishedAt: new Date(2026, 10, 27, 10, 30).toISOString(),
        rolledBackTo: 0,
      }),
    ];
    await open();
    const table = await screen.findByRole('table', { name: 'History' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Version', 'Author', 'Published', 'Comment', 'Impact reason', 'Diff', 'Actions']);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Rolled back to 0');
    expect(rows[1]).toHaveTextContent('27/11/2026 10:30');
    expect(rows[2]).toHaveTextContent('Priya Analyst');
    expect(rows[2]).toHaveTextContent('27/11/2026 09:05');
    expect(rows[2]).toHaveTextContent('Asked of them next login');
    const diff = within(rows[2]).getByRole('list', { name: 'Changes of version 1' });
    expect(diff).toHaveTextContent('add /schema/properties/landmark');
    expect(diff).toHaveTextContent(JSON.stringify(FIELD));
    expect(within(rows[1]).getByRole('list', { name: 'Changes of version 2' })).toHaveTextContent(
      'remove /schema/properties/landmark',
    );
    expect(within(rows[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('rolls back to an earlier version after a confirmation, and reads history again', async () => {
    history = [version(0, address), version(1, withLandmark(), { comment: 'Adds the landmark' })];
    answers['/schema-lab/rollback'] = () => {
      history = [...history, version(2, address, { rolledBackTo: 0, comment: 'Rollback to version 0' })];
      return [200, 'Version 0 published again as version 2', { version: 2, diff: [], impact: IMPACT }];
    };
    const user = await open();
    await screen.findByText('Version 1 in force');
    await user.click(screen.getByRole('button', { name: 'Roll back to version 0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back to version 0?' });
    expect(dialog).toHaveTextContent('Version 0 is published again as version 2');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('Version 2 in force')).toBeInTheDocument();
    expect(sent('/schema-lab/rollback')).toEqual([{ kind: 'form', id: 'examples.address', version: 0 }]);
    expect(screen.getByRole('textbox', { name: /^Declaration/ })).toHaveValue(JSON.stringify(address, null, 2));
  });
});
