// Vite plugin: each declared form and table becomes a module with its bundled schema and precompiled validators.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { wizardCandidates } from '../core/select-wizard.ts';
import type { PageDeclaration } from '../core/declarations.ts';
import {
  bundleForm,
  bundleTable,
  loadDeclarations,
  MESSAGES_FILE,
  registryOf,
  SINGLE_FILES,
  type DeclarationFile,
  type Declarations,
} from './load.ts';
import { contentIds } from './content-ids.ts';
import { formModule, plainModule, tableModule, wizardModule } from './declaration-modules.ts';
import { entityPlugin } from './entity-plugin.ts';
import { inlineMessages } from './message-inline.ts';

const FORM = 'virtual:form/';
const TABLE = 'virtual:table/';
const WIZARD = 'virtual:wizard/';
const FLOW = 'virtual:flow/';
const PAGE = 'virtual:page/';
const DASHBOARD = 'virtual:dashboard/';
const CONTENT = 'virtual:content/';
const INDEX = 'virtual:declarations';
const TOURS = 'virtual:tours';

/** The page declarations (`*.page.json`) with their type. */
const pagesOf = (declarations: Declarations) => (declarations.pages ?? []) as DeclarationFile<PageDeclaration>[];

/**
 * Serves `virtual:form/<id>` ({ declaration, validateFns }), `virtual:table/<id>` ({ declaration }
 * for the row), `virtual:wizard/<id>`, `virtual:flow/<id>`, `virtual:page/<id>` and `virtual:dashboard/<id>` ({ declaration }) and `virtual:declarations` (lazy loaders by id). A saved schema file reloads the screens using it.
 * `virtual:tours` ({ declaration }) is the demo tours (schemas/tours.json), which only the lazy tour imports.
 * Every `message('key', ...)` call of the app is given its catalogue text in place of its key, and
 * src/engine/core/message.ts becomes the placeholder filler alone, so no chunk carries the whole catalogue.
 */
export function declarationsPlugin(projectRoot = process.cwd()): Plugin[] {
  const schemasDir = resolve(projectRoot, 'schemas');
  const load = () => loadDeclarations(projectRoot);
  const catalogueFile = resolve(schemasDir, MESSAGES_FILE);
  const messageModule = resolve(projectRoot, 'src/engine/core/message.ts');
  const fillModule = resolve(projectRoot, 'src/engine/core/message-fill.ts');
  const inForceModule = resolve(projectRoot, 'src/engine/core/in-force.ts');
  const engineBuild = resolve(projectRoot, 'src/engine/build');
  const plugin: Plugin = {
    name: 'tradepay-declarations',
    // RJSF's markdown renderer is replaced by plain text (form/speed/plain-markdown.tsx): about 30 KiB gzip less per form;
    // fast-uri by the browser's URL (form/speed/uri-resolver.ts): 6 KiB brotli less; RJSF's omitExtraData left out.
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^markdown-to-jsx\/react$/,
            replacement: resolve(projectRoot, 'src/engine/form/speed/plain-markdown.tsx'),
          },
          { find: /^fast-uri$/, replacement: resolve(projectRoot, 'src/engine/form/speed/uri-resolver.ts') },
          // RJSF's omitExtraData filter, which no form of ours calls (form/speed/no-omit-extra-data.ts): 0.9 KiB
          // brotli less. Only @rjsf/utils imports a module of that name (no file of ours may take it).
          {
            find: /^\.\/omitExtraData\.js$/,
            replacement: resolve(projectRoot, 'src/engine/form/speed/no-omit-extra-data.ts'),
          },
        ],
      },
    }),
    resolveId(id) {
      if (
        [FORM, TABLE, WIZARD, FLOW, PAGE, DASHBOARD, CONTENT].some((prefix) => id.startsWith(prefix)) ||
        id === INDEX ||
        id === TOURS
      )
        return `\0${id}`;
      return null;
    },
    load(id) {
      if (id.split('?')[0] === messageModule)
        return `export { fillMessage as message } from ${JSON.stringify(fillModule)};`;
      if (!id.startsWith('\0virtual:')) return null;
      const declarations = load();
      const all = [
        ...declarations.shared,
        ...declarations.forms,
        ...declarations.tables,
        ...declarations.wizards,
        ...declarations.flows,
        ...(declarations.pages ?? []),
        ...(declarations.dashboards ?? []),
      ];
      for (const file of all) this.addWatchFile(resolve(projectRoot, file.file));
      const registry = registryOf(declarations);
      const name = id.slice(1);
      if (name === INDEX) {
        const entry = (prefix: string, ids: string[]) =>
          `{${ids.map((key) => `${JSON.stringify(key)}: () => import(${JSON.stringify(prefix + key)})`).join(',')}}`;
        const ids = (list: { json: { id: string } }[]) => list.map((declaration) => declaration.json.id);
        // The kinds the Schema Lab publishes take the version in force (src/engine/core/in-force.ts).
        return [
          `import { inForce } from ${JSON.stringify(inForceModule)};`,
          `export const forms = inForce('form', ${entry(FORM, ids(declarations.forms))});`,
          `export const tables = inForce('table', ${entry(TABLE, ids(declarations.tables))});`,
          `export const wizards = inForce('wizard', ${entry(WIZARD, ids(declarations.wizards))});`,
          `export const flows = inForce('flow', ${entry(FLOW, ids(declarations.flows))});`,
          `export const pages = inForce('page', ${entry(PAGE, ids(pagesOf(declarations)))});`,
          `export const dashboards = inForce('dashboard', ${entry(DASHBOARD, ids((declarations.dashboards ?? []) as { json: { id: string } }[]))});`,
          `export const contents = ${entry(CONTENT, contentIds(schemasDir))};`,
          `export const wizardCandidates = ${JSON.stringify(wizardCandidates(declarations.wizards.map((w) => w.json)))};`,
          `export const sources = ${JSON.stringify(Object.fromEntries([...declarations.forms, ...declarations.tables].map((d) => [d.json.id, d.json])))};`,
        ].join('\n');
      }
      if (name === TOURS) {
        if (!declarations.tours) this.error(`No demo tours under schemas/ (${SINGLE_FILES.tours})`);
        this.addWatchFile(resolve(projectRoot, declarations.tours.file));
        return plainModule(declarations.tours.json);
      }
      if (name.startsWith(FORM)) {
        const form = declarations.forms.find((f) => f.json.id === name.slice(FORM.length));
        if (!form) this.error(`No form declaration with id "${name.slice(FORM.length)}" under schemas/`);
        return formModule(bundleForm(form, registry));
      }
      if (name.startsWith(FLOW)) {
        const flow = declarations.flows.find((f) => f.json.id === name.slice(FLOW.length));
        if (!flow) this.error(`No flow declaration with id "${name.slice(FLOW.length)}" under schemas/`);
        return plainModule(flow.json);
      }
      if (name.startsWith(CONTENT)) {
        const file = resolve(schemasDir, 'content', `${name.slice(CONTENT.length)}.md`);
        if (!contentIds(schemasDir).includes(name.slice(CONTENT.length)))
          this.error(`No content file schemas/content/${name.slice(CONTENT.length)}.md`);
        this.addWatchFile(file);
        return `export const text = ${JSON.stringify(readFileSync(file, 'utf8'))};\n`;
      }
      if (name.startsWith(PAGE)) {
        const page = pagesOf(declarations).find((p) => p.json.id === name.slice(PAGE.length));
        if (!page) this.error(`No page declaration with id "${name.slice(PAGE.length)}" under schemas/`);
        return plainModule(page.json);
      }
      if (name.startsWith(DASHBOARD)) {
        const id = name.slice(DASHBOARD.length);
        const dashboard = (declarations.dashboards ?? []).find((d) => (d.json as { id: string }).id === id);
        if (!dashboard) this.error(`No dashboard declaration with id "${id}" under schemas/`);
        return plainModule(dashboard.json);
      }
      if (name.startsWith(WIZARD)) {
        const wizard = declarations.wizards.find((w) => w.json.id === name.slice(WIZARD.length));
        if (!wizard) this.error(`No wizard declaration with id "${name.slice(WIZARD.length)}" under schemas/`);
        return wizardModule(wizard.json, (formId) => {
          const form = declarations.forms.find((f) => f.json.id === formId);
          return form && bundleForm(form, registry);
        });
      }
      const table = declarations.tables.find((t) => t.json.id === name.slice(TABLE.length));
      if (!table) this.error(`No table declaration with id "${name.slice(TABLE.length)}" under schemas/`);
      return tableModule(bundleTable(table, registry));
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/') || file.startsWith(engineBuild)) return null;
      if (!code.includes('message(')) return null;
      this.addWatchFile(catalogueFile);
      const inlined = inlineMessages(code, JSON.parse(readFileSync(catalogueFile, 'utf8')));
      if ('error' in inlined) this.error(`${file}: ${inlined.error}`);
      return inlined.code === code ? null : { code: inlined.code, map: null };
    },
    handleHotUpdate({ file, server }) {
      if (file === catalogueFile) server.moduleGraph.invalidateAll();
      if (!file.startsWith(schemasDir)) return;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith('\0virtual:')) server.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
  // with the entity files the browser's actions import, served without their root's documentation
  return [entityPlugin(projectRoot), plugin];
}
