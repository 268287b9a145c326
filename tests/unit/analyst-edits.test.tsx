// An analyst changes the product by editing JSON alone: each edit goes through the real declarations plugin and renders.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationsPlugin } from '../../src/engine/build/vite-plugin';
import type { TableDeclaration, WizardDeclaration } from '../../src/engine/core/declarations';
import { SchemaForm, type LoadedForm } from '../../src/engine/form/SchemaForm';
import { MasterTable } from '../../src/engine/table/MasterTable';
import { renderWithEngine } from '../../src/engine/test-engine';
import { Wizard } from '../../src/engine/wizard/Wizard';
import { rules } from '../../src/rules';

let root: string;
let vite: ViteDevServer;

/** Edits one JSON file of the scratch project's schemas/. */
/** A declaration as JSON.parse returns it: analysts edit it freely, so it is untyped on purpose. */
type ParsedJson = ReturnType<typeof JSON.parse>;

const edit = (file: string, change: (json: ParsedJson) => void) => {
  const path = join(root, 'schemas', file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
  vite.moduleGraph.invalidateAll();
};

const load = <T,>(id: string) => vite.ssrLoadModule(id) as Promise<T>;

beforeAll(async () => {
  root = mkdtempSync(join(process.cwd(), '.analyst-'));
  cpSync(join(process.cwd(), 'schemas'), join(root, 'schemas'), { recursive: true });
  vite = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false },
    plugins: [declarationsPlugin(root)],
  });
});
afterAll(async () => {
  await vite.close();
  rmSync(root, { recursive: true, force: true });
});

describe('editing JSON alone', () => {
  it('adds a field', async () => {
    edit('examples/contact.form.json', (form) => {
      form.schema.properties.nickname = { type: 'string', title: 'Nick Name', maxLength: 20 };
    });
    renderWithEngine(<SchemaForm form={await load<LoadedForm>('virtual:form/examples.contact')} />, { rules });
    expect(screen.getByRole('textbox', { name: /Nick Name/ })).toBeInTheDocument();
  });

  it('changes a message and a limit', async () => {
    edit('examples/contact.form.json', (form) => {
      form.schema.properties.name.maxLength = 10;
      form.schema.properties.city.errorMessage = { maxLength: 'City names here are short' };
      form.schema.properties.city.maxLength = 5;
    });
    renderWithEngine(<SchemaForm form={await load<LoadedForm>('virtual:form/examples.contact')} />, { rules });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Abcdefghijk');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Mumbai');
    await user.tab();
    expect(await screen.findByText('Please enter maximum 10 characters for Full Name')).toBeInTheDocument();
    expect(screen.getByText('City names here are short')).toBeInTheDocument();
  });

  it('reorders wizard steps', async () => {
    edit('examples/contact.wizard.json', (wizard) => {
      wizard.steps = [wizard.steps[1], wizard.steps[0], wizard.steps[2]];
    });
    const { declaration } = await load<{ declaration: WizardDeclaration }>('virtual:wizard/examples.contact');
    const forms = {
      'examples.contact': await load<LoadedForm>('virtual:form/examples.contact'),
      'examples.address': await load<LoadedForm>('virtual:form/examples.address'),
    };
    renderWithEngine(<Wizard wizard={declaration} forms={forms} owner="analyst" onNavigate={() => undefined} />, {
      rules,
      context: { console: 'admin' },
    });
    // The wizard opens once it knows its step (its forms may still be on their way).
    expect(await screen.findByRole('textbox', { name: /Address Line 1/ })).toBeInTheDocument();
    const labels = [...document.querySelectorAll('.mantine-Stepper-stepLabel')].map((label) => label.textContent);
    expect(labels).toEqual(['Address', 'Contact Details', 'Review & Finish']);
  });

  it('adds a table column', async () => {
    edit('tables/currency.table.json', (table) => {
      table.columns.splice(2, 0, { field: 'status', header: 'State', type: 'status' });
    });
    const { declaration } = await load<{ declaration: TableDeclaration }>('virtual:table/currency');
    renderWithEngine(<MasterTable table={{ declaration }} />, {
      call: async () => [{ countryCode: 'US', countryName: 'United States', currency: 'USD', status: 'active' }],
    });
    const header = await screen.findByRole('row', { name: /Country Code/ });
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.trim()),
    ).toEqual(['Country Code', 'Country Name', 'State', 'Currency', 'Status']);
  });
});
