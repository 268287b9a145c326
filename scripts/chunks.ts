// How the build groups modules into files (Rolldown's codeSplitting groups), by what the routes share.
// Without groups every module shared by two lazy chunks becomes a file of its own: a route downloaded 20 to 50 files,
// most under 1 KiB, which brotli compresses far worse than the same code in a few files.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDeclarations } from '../src/engine/build/load.ts';
import { flowFormIds } from '../src/engine/core/wizard-forms.ts';

/** Tests a module id against paths written with `/` (ids on Windows use `\`). */
const under = (...paths: string[]) => {
  const pattern = new RegExp(paths.map((path) => path.replaceAll('/', '[\\\\/]')).join('|'));
  return (id: string) => pattern.test(id);
};
const mantine = (components: string) =>
  `node_modules/@mantine/core/esm/components/(${components.replaceAll(' ', '|')})/`;

/**
 * Each declared flow's file name by the virtual modules it holds: the flow's and those of the forms no other flow
 * names. A flow loads every form its steps name before it draws (src/app/auth/use-flow.ts), so they travel as one file,
 * not one each (sign-up: five).
 */
function flowFiles(): Map<string, string> {
  const flows = loadDeclarations(join(dirname(fileURLToPath(import.meta.url)), '..')).flows.map(({ json }) => json);
  const namings = new Map<string, number>();
  for (const flow of flows) for (const form of flowFormIds(flow)) namings.set(form, (namings.get(form) ?? 0) + 1);
  return new Map(
    flows.flatMap((flow) => [
      [`virtual:flow/${flow.id}`, flow.id] as const,
      ...flowFormIds(flow)
        .filter((form) => namings.get(form) === 1)
        .map((form) => [`virtual:form/${form}`, flow.id] as const),
    ]),
  );
}
const FLOW_FILES = flowFiles();
/** A module's flow file, if it is a flow's declaration or one of its own forms' (ids of virtual modules start with \0). */
export const flowFileOf = (id: string) => FLOW_FILES.get(id.replace(/^\0/, '')) ?? null;

/**
 * Highest priority first; a group also takes what its modules import (unless a higher one took it already), never
 * what they fetch on use.
 * - `initial`: what the entry imports: the route table, the session, the declarations' loaders, the screens' loaders,
 *   the starters of their first data and what every action module imports (src/boot.ts), so that the module of the
 *   page's first call waits for no file that brings React.
 * - `app`: the app the entry imports next (src/main.tsx): React, the router, MantineProvider, the shell.
 * - `common`: what both form and table screens draw or call: Mantine's everyday components and its internals, the
 *   engine's registries (widgets and rules are fetched on use), Ajv's runtime.
 * - `shared`: Mantine's hooks, internals and portals, used by the frame and by every dropdown.
 * - `scroll`: Mantine's ScrollArea, which imports floating-ui (for merged refs): tables, dialogs and dropdowns, not the
 *   frame (its sidebar scrolls natively) nor a wizard before it opens a dialog.
 * - `forms`: react-jsonschema-form and the form engine with the rule runner: every form screen, no table screen.
 * - `dropdown`: Mantine's Popover, Combobox and Select: screens with a select, the menus.
 * - `frame`: the sidebar, top bar and tour around guarded screens.
 * - `uploads`: the upload field, Mantine's FileButton, the upload hook and the document viewer they bring: upload fields
 *   and document cells.
 * - `records`: SWR, the cell formats and field paths, which a page's record and detail sections share with tables
 *   (and the door through which both fetch the detail sections), and the record hook pages and dashboards share.
 * - `tables`: MasterTable with TanStack Table, the table route's renderer and a page's table tab.
 * - `dayjs`: the date library tables and date fields share; the entry no longer needs it (the pickers bring the locale).
 * - a flow's file (named after the flow): its declaration with the forms only it names (`flowFiles`).
 * - `wizard`, `page-route`, `dashboard`: each kind of route's renderer with the engine part it draws (a wizard's with its
 *   stepper, which the transaction steps dialog then shares; a dashboard's with the colour swatch its
 *   charts share): one file each, not three to five of under 1 KiB.
 * - `auth-screens`: the sign-in screen, the flow renderer and what they share (the layout, the flow's loader, the landing after
 *   sign-in with the menus it reads): one file, not five of about 1 KiB each.
 */
export const CHUNK_GROUPS = [
  { name: 'initial', tags: ['$initial' as const], priority: 10 },
  { name: 'app', priority: 9.8, test: under('src/main.tsx') },
  {
    name: 'common',
    priority: 9,
    test: under(
      mantine(
        'Anchor Button Center CloseButton Container Divider Fieldset Flex Grid Group Input InputBase Loader Paper ' +
          'SimpleGrid Stack Text TextInput Title Transition UnstyledButton',
      ),
      'node_modules/ajv/dist/runtime/',
      // what Mantine's Radio and Checkbox need beyond the above: without them here, a radio group (sign-up's
      // business category) would bring the whole shared group
      'node_modules/@mantine/core/esm/utils/(InlineInput|InputsGroupFieldset)/',
      'node_modules/@mantine/core/esm/core/MantineProvider/color-functions/get-auto-contrast-value/',
      'node_modules/@mantine/hooks/esm/use-uncontrolled/',
      // the focus tracking of the OTP, upload and choice widgets: a chunk of its own cost more than its bytes
      'node_modules/@mantine/hooks/esm/use-focus-within/',
      // and what a flow's failure message (Alert) and a widget's focus tracking need
      'node_modules/@mantine/core/esm/components/Alert/',
      // the tick of a completed wizard step (Stepper), which would otherwise bring the dropdown group
      'node_modules/@mantine/core/esm/components/Checkbox/CheckIcon',
      // the few internals the frame (AppShell, NavLink, Burger) needs, which would otherwise bring the shared group
      'node_modules/@mantine/core/esm/core/(Box/get-style-object|utils/(get-default-z-index|create-scoped-keydown-handler|get-safe-id))/',
      'node_modules/@mantine/hooks/esm/use-merged-ref/',
      'node_modules/@mantine/hooks/esm/utils/use-callback-ref/',
      'src/engine/EngineContext',
      'src/engine/form/speed/deferred',
      // the idle callbacks of the frame and the forms, and the early answers of the screens' first calls: a few bytes
      // each, which in a group of their own's users brought that group (the frame, the forms) to every guarded screen
      'src/engine/when-idle',
      'src/app/engine',
      'src/widgets/index',
      'src/api/actions/index',
      // what page, table and wizard routes share (a record's loading state, a declaration fetched on use, the route's
      // scope): a file of their own was one more trip on each of those routes for 1.2 KiB
      'src/engine/page/(RecordState|use-loaded)',
      'src/app/route-kinds/scope-missing',
    ),
  },
  { name: 'scroll', priority: 7.5, test: under(mantine('ScrollArea'), 'node_modules/@floating-ui/') },
  {
    name: 'shared',
    priority: 8,
    test: under(
      mantine('Portal OptionalPortal ActionIcon Switch'),
      'node_modules/@mantine/core/esm/components/Combobox/(ComboboxChevron|get-parsed-combobox-data)/',
      'node_modules/@mantine/hooks/esm/use-uncontrolled/',
      // the focus tracking of the OTP, upload and choice widgets: a chunk of its own cost more than its bytes
      'node_modules/@mantine/hooks/esm/use-focus-within/',
      'node_modules/@mantine/core/esm/(core|utils)/',
    ),
  },
  {
    name: 'forms',
    priority: 7,
    test: under(
      // not the hooks of RJSF's file and date widgets (fetched on use), which would weigh on every form
      'node_modules/@rjsf/utils/lib/(?!useFileWidgetProps|useAltDateWidgetProps|dataURItoBlob)',
      'node_modules/@rjsf/validator-ajv8/',
      // of RJSF's own fields, widgets and templates only those the engine's registry draws at once (the rest are fetched
      // on use: src/engine/form/speed/default-registry.ts)
      'node_modules/@rjsf/core/lib/(?!components/(fields|widgets|templates)/)',
      'node_modules/@rjsf/core/lib/components/fields/(Schema|Object|String|Number|Boolean|Null)Field',
      'node_modules/@rjsf/core/lib/components/widgets/(Email|Hidden|Text|UpDown|URL)Widget',
      // not the tabs of a tabbed form nor the radio group (fetched on use): Mantine's Tabs and Radio would bring the
      // shared group to every form (sign-in too); nor the woken select's wrapper, fetched with the real select
      'src/engine/form/(?!FormTabs|RadioWidget|speed/woken-select)',
      'src/engine/core/(messages|required-by-rule|rules)',
      'src/widgets/widget-props',
    ),
  },
  {
    name: 'dropdown',
    priority: 6,
    test: under('node_modules/@floating-ui/', mantine('Popover Combobox Select')),
  },
  { name: 'frame', priority: 5, test: under('src/app/shell/Frame') },
  // the upload field with the picker and upload hook only upload fields use: one chunk, not three small ones
  {
    name: 'uploads',
    priority: 4.6,
    test: under(
      mantine('FileButton'),
      'src/widgets/use-upload',
      'src/widgets/FileUploadWidget/(FileUploadWidget|DocumentHint)',
    ),
  },
  // Mantine's Tabs: tabbed forms (a page's tab bar is its own, src/engine/page/PageTabs.tsx, fetched apart)
  { name: 'tabs', priority: 4.3, test: under(mantine('Tabs')) },
  {
    name: 'records',
    priority: 4.5,
    test: under(
      'node_modules/swr/',
      'src/engine/(table/(format|detail-sections-on-show)|core/(field-path|amount-text)|page/use-record)',
    ),
  },
  // not the dialogs, filter controls, detail sections, drafts, empty states, document views, a row's list or record
  // with its timeline, nor the date presets (dayjs): fetched when shown
  {
    name: 'tables',
    priority: 4,
    test: under(
      'src/engine/table/(?!FormDialog|ConfirmDialog|DetailSections|DraftTable|EmptyState|RowDocument|RowList|Record(Dialog|View)|Timeline|StepsDialog|date-presets|filters/)',
      'src/app/route-kinds/TableRoute',
      // a page's table tab, which always draws with the tables
      'src/engine/page/EmbeddedTable',
    ),
  },
  { name: 'dayjs', priority: 11, test: under('node_modules/dayjs/dayjs.min.js') },
  {
    name: flowFileOf,
    debugName: 'flows',
    priority: 4.8,
    test: (id: string) => flowFileOf(id) !== null,
    includeDependenciesRecursively: false,
  },
  {
    name: 'wizard',
    priority: 4.65,
    test: under(
      'src/app/route-kinds/WizardRoute',
      'src/engine/wizard/Wizard\\.',
      'src/engine/core/check',
      mantine('Stepper'),
    ),
  },
  { name: 'page-route', priority: 4.65, test: under('src/app/route-kinds/PageRoute', 'src/engine/page/Page\\.') },
  { name: 'dashboard', priority: 4.65, test: under('src/app/route-kinds/DashboardRoute', mantine('ColorSwatch')) },
  {
    name: 'auth-screens',
    priority: 4.7,
    test: under(
      'src/app/auth/(SignInScreen|AuthLayout|use-flow|use-after-login)',
      'src/engine/flow/',
      'src/app/after-login',
      'src/app/route-kinds/FlowRoute',
      'src/session/menu',
    ),
  },
];

/** The file a module is bundled into when a group takes it: the highest group in priority whose test holds. */
export const groupOf = (module: string): string | undefined => {
  const group = [...CHUNK_GROUPS]
    .sort((a, b) => b.priority - a.priority)
    .find((candidate) => 'test' in candidate && candidate.test?.(module));
  return typeof group?.name === 'function' ? (group.name(module) ?? undefined) : group?.name;
};
