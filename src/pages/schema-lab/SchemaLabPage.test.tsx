// The Schema Lab on the real example declarations: list, live form rendering, parse errors, server findings, tables,
// wizards, flows and the message catalogue.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import menus from '../../../schemas/auth/menus.json';
import defs from '../../../schemas/common/defs.json';
import masters from '../../../schemas/entities/masters.json';
import address from '../../../schemas/examples/address.form.json';
import contact from '../../../schemas/examples/contact.form.json';
import wizard from '../../../schemas/examples/contact.wizard.json';
import currency from '../../../schemas/tables/currency.table.json';
import { writeSession } from '../../session/session';
import { declarationIdOf, labEntries } from '../../engine/build/lab-wire';
import type { CheckResult, DeclarationKind, LabDeclarations } from './lab-api';
import { versionOf } from './lab-fixtures';
import { renderLab } from './lab-testing';

const DECLARATIONS = {
  shared: [
    { file: 'schemas/common/defs.json', json: defs },
    { file: 'schemas/entities/masters.json', json: masters },
  ],
  forms: [
    { file: 'schemas/examples/address.form.json', json: address },
    { file: 'schemas/examples/contact.form.json', json: contact },
  ],
  tables: [{ file: 'schemas/tables/currency.table.json', json: currency }],
  wizards: [{ file: 'schemas/examples/contact.wizard.json', json: wizard }],
  flows: [
    {
      file: 'schemas/examples/contact.flow.json',
      json: { id: 'examples.contact-flow', start: 'where', steps: { where: { form: 'examples.address' } } },
    },
  ],
  pages: [
    {
      file: 'schemas/examples/contact.page.json',
      json: {
        id: 'examples.contact-page',
        title: 'Contact {clientId}',
        params: ['clientId'],
        source: 'examples.contact.load',
        summary: [{ title: 'Who', fields: [{ field: 'name', label: 'Name' }] }],
        tabs: [],
      },
    },
  ],
  dashboards: [],
  catalogue: {
    file: 'schemas/messages.en-GB.json',
    json: { 'common.fillRequired': 'Please fill all the required fields', 'lab.city': 'Town of the address' },
  },
  menus: { file: 'schemas/auth/menus.json', json: menus },
  tours: { file: 'schemas/tours.json', json: { tours: {} } },
  entities: [{ file: 'schemas/entities/masters.json', json: masters }],
} as unknown as LabDeclarations;

/** Version 0 of a declaration: its file, as GET /schema-lab/versions answers when nothing was published. */
const fileVersion = (kind: string | null, id: string | null) =>
  versionOf(
    0,
    labEntries(DECLARATIONS, kind as DeclarationKind).find(
      (entry) => declarationIdOf(kind as DeclarationKind, entry.json) === id,
    )?.json,
  );

let checkResult: CheckResult;
/** Every call the page sent, as [method, path under /api, body]. */
let calls: [string, string, unknown][];
const checks = () => calls.filter(([, path]) => path === '/schema-lab/check');

/** Signs in as a role of schemas/auth/menus.json: its name and its declared menu, as a login stores them. */
const signInAs = (role: keyof typeof menus.menus) => {
  writeSession('roleName', role);
  writeSession('privileges', JSON.stringify(menus.menus[role]));
};

beforeEach(() => {
  signInAs('Admin');
  checkResult = { problems: [] };
  calls = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    const path = new URL(sent.url).pathname.replace(/^\/api/, '');
    const text = await sent.text();
    calls.push([sent.method, path, text ? JSON.parse(text) : undefined]);
    const data =
      path === '/schema-lab/declarations'
        ? DECLARATIONS
        : path === '/schema-lab/check'
          ? checkResult
          : path === '/schema-lab/versions'
            ? [fileVersion(new URL(sent.url).searchParams.get('kind'), new URL(sent.url).searchParams.get('id'))]
            : [];
    return new Response(JSON.stringify({ responseCode: 200, message: 'Success', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => vi.unstubAllGlobals());

const open = async (name: string | RegExp) => {
  const user = renderLab();
  await user.click(await screen.findByRole('button', { name }));
  await screen.findByText('Version 0: the file');
  return user;
};

const editDeclaration = <T extends object = typeof address>(change: (json: T) => void, from: T = address as T) => {
  const json = structuredClone(from);
  change(json);
  fireEvent.change(screen.getByRole('textbox', { name: /^Declaration/ }), {
    target: { value: JSON.stringify(json, null, 2) },
  });
};

describe('SchemaLabPage', () => {
  it('is kept from other roles (Admin and Product Analyst only), and asks the server nothing for them', async () => {
    signInAs('Client Exporter');
    renderLab();
    expect(await screen.findByRole('alert')).toHaveTextContent('The Schema Lab is for the Admin');
    expect(calls).toEqual([]);
  });

  it("is the Product Analyst's too (issue 34), whose menu is the lab alone", async () => {
    signInAs('Product Analyst');
    await open(/Address \(example\)/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toContainEqual(['GET', '/schema-lab/declarations', undefined]);
  });

  it('lists every declaration by kind, and searches them', async () => {
    const user = await open(/Address \(example\)/);
    expect(within(screen.getByRole('group', { name: 'Forms' })).getByText(/Contact details/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Tables' })).getByText('Currency')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Wizards' })).getByText('Example wizard')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search declarations' }), 'currency');
    expect(screen.queryByRole('group', { name: 'Forms' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tables' })).toBeInTheDocument();
  });

  it('renders a chosen form beside its formatted JSON', async () => {
    await open(/Address \(example\)/);
    expect(screen.getByLabelText(/Address Line 1/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Pincode/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Declaration/ })).toHaveValue(JSON.stringify(address, null, 2));
  });

  it('re-renders the new label when a field title is edited in the JSON', async () => {
    await open(/Address \(example\)/);
    editDeclaration((json) => {
      json.schema.properties.city.title = 'Town or Village';
    });
    expect(await screen.findByLabelText(/Town or Village/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^City/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Address \(example\).*edited/ })).toBeInTheDocument();
  });

  it('shows a parse error and keeps the last good rendering', async () => {
    await open(/Address \(example\)/);
    fireEvent.change(screen.getByRole('textbox', { name: /^Declaration/ }), { target: { value: '{ "id": ' } });
    expect(await screen.findByText(/Not valid JSON/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Address Line 1/)).toBeInTheDocument();
  });

  it('says why a declaration cannot be rendered instead of going blank', async () => {
    await open(/Address \(example\)/);
    editDeclaration((json) => {
      json.schema.properties.pincode.$ref = 'common#/$defs/nope';
    });
    expect(await screen.findByText('$ref "common#/$defs/nope" does not resolve')).toBeInTheDocument();
  });

  it("lists the server's problems with their pointer and the sample data's messages", async () => {
    checkResult = {
      problems: [{ pointer: '/ui/city/ui:widget', message: 'widget "town" is not in the widget registry' }],
      sampleErrors: { city: 'Please enter City' },
    };
    await open(/Address \(example\)/);
    expect(await screen.findByText('/ui/city/ui:widget')).toBeInTheDocument();
    expect(screen.getByText('widget "town" is not in the widget registry')).toBeInTheDocument();
    expect(screen.getByText('Please enter City')).toBeInTheDocument();
    const [, , body] = checks()[0];
    expect(body).toMatchObject({
      kind: 'form',
      file: 'schemas/examples/address.form.json',
      declaration: address,
      sample: {},
      registries: {
        widgets: expect.arrayContaining(['otp', 'file-upload']),
        rules: expect.arrayContaining(['gstForBusiness']),
        actions: expect.arrayContaining(['currencies.list']),
        transforms: ['upper', 'digits', 'letters', 'amount'],
      },
    });
  });

  it('sends what is typed in the form as sample data, once typing pauses', async () => {
    const user = await open(/Address \(example\)/);
    await waitFor(() => expect(checks()).toHaveLength(1));
    await user.type(screen.getByLabelText(/^City/), 'Pune');
    await waitFor(() => expect(checks().at(-1)?.[2]).toMatchObject({ sample: { city: 'Pune' } }));
    expect(checks()).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /^Sample data/ })).toHaveValue(
      JSON.stringify({ city: 'Pune' }, null, 2),
    );
  });

  it('renders a table with sample rows instead of its source', async () => {
    await open(/^Currency/);
    expect(await screen.findByText('Country Name 1')).toBeInTheDocument();
    expect(calls.map(([, path]) => path)).not.toContain('/masters/currencies');
  });

  it('lists flows, pages, entities and the texts (catalogue, menus, tours) beside the forms, tables and wizards', async () => {
    await open(/Address \(example\)/);
    expect(
      within(screen.getByRole('group', { name: 'Flows' })).getByRole('button', { name: /examples\.contact-flow/ }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Pages' })).getByText('Contact {clientId}')).toBeInTheDocument();
    const texts = within(screen.getByRole('group', { name: 'Texts and labels' }));
    expect(texts.getByRole('button', { name: /Message catalogue \(en-GB\)/ })).toBeInTheDocument();
    expect(texts.getByRole('button', { name: /Menus' labels/ })).toBeInTheDocument();
    expect(texts.getByRole('button', { name: /Demo tours/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Entities' })).getByRole('button', { name: /masters/ }),
    ).toBeInTheDocument();
  });

  it("draws a draft's msg: references with the catalogue's texts", async () => {
    await open(/Address \(example\)/);
    editDeclaration((json) => {
      json.schema.properties.city.title = 'msg:lab.city';
    });
    expect(await screen.findByLabelText(/Town of the address/)).toBeInTheDocument();
  });

  it('shows what a catalogue draft changes, adds and removes against the catalogue in force', async () => {
    await open(/Message catalogue \(en-GB\)/);
    expect(screen.getByText('No message differs from the catalogue in force.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Sample data/ })).not.toBeInTheDocument();
    editDeclaration<Record<string, string>>(
      (json) => {
        json['common.fillRequired'] = 'Please fill every required field';
        json['lab.new'] = 'A new text';
        delete json['lab.city'];
      },
      DECLARATIONS.catalogue.json as Record<string, string>,
    );
    const table = await screen.findByRole('table', { name: 'Messages changed' });
    expect(screen.getByText('Messages this draft changes: 3')).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Key', 'Text in force', 'Text proposed'],
      ['common.fillRequired', 'Please fill all the required fields', 'Please fill every required field'],
      ['lab.city', 'Town of the address', '(removed)'],
      ['lab.new', '(new)', 'A new text'],
    ]);
  });

  it("previews a flow's steps with each form read-only", async () => {
    await open(/examples\.contact-flow/);
    expect(screen.getByRole('heading', { name: '1. where' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Address Line 1/)).toBeDisabled();
  });

  it("opens an entity and the menus' labels at their version in force, saying what may change", async () => {
    const user = await open(/^Master data/);
    expect(screen.getByText(/only the fields of the parts kept as a JSON document may change/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Menus' labels/ }));
    expect(await screen.findByText(/only an entry's title and description may change/)).toBeInTheDocument();
  });

  it("draws a page with the sample data as its source's record, asking the server nothing for it", async () => {
    await open(/Contact \{clientId\}/);
    fireEvent.change(screen.getByRole('textbox', { name: /^Sample data/ }), {
      target: { value: JSON.stringify({ clientId: 'C-7', name: 'Asha Rao' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Contact C-7' })).toBeInTheDocument();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(calls.map(([, path]) => path)).not.toContain('/examples/contact');
  });

  it('lists a wizard’s steps with each form read-only', async () => {
    await open(/^Example wizard/);
    expect(screen.getByRole('heading', { name: '1. Contact Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3. Review & Finish' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Address Line 1/)).toBeDisabled();
  });
});
