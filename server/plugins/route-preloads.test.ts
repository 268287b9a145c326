// Each route's first chunks from a manifest: its screen's static imports, less what index.html already loads.
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ScreenRoute } from '../../screens.config';
import {
  actionModules,
  actionModulesAwaitingApp,
  appChunk,
  preloadLinks,
  preloadsInForce,
  preloadsOf,
  routeModules,
  widgetModules,
  widgetWords,
  type Manifest,
} from './route-preloads';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime-1.js'], css: ['assets/index-1.css'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_common-1.js': { file: 'assets/common-1.js', imports: ['_runtime-1.js', 'index.html'] },
  '_forms-1.js': { file: 'assets/forms-1.js', imports: ['_common-1.js'], css: ['assets/forms-1.css'] },
  '_tables-1.js': { file: 'assets/tables-1.js', imports: ['_common-1.js', '_forms-1.js'] },
  // The sidebar as the build writes it: inside its chunk group's file, no key of its own (scripts/chunks.ts).
  '_frame-1.js': { file: 'assets/frame-1.js', name: 'frame', imports: ['_common-1.js'], css: ['assets/index-1.css'] },
  'src/app/auth/SignInScreen.tsx': { file: 'assets/SignInScreen-1.js', imports: ['_forms-1.js', 'index.html'] },
  'src/app/auth/use-flow.ts': { file: 'assets/use-flow-1.js' },
  'src/app/route-kinds/TableRoute.tsx': { file: 'assets/TableRoute-1.js', imports: ['_tables-1.js'] },
  'src/app/route-kinds/FlowRoute.tsx': { file: 'assets/FlowRoute-1.js', imports: ['_forms-1.js'] },
  'src/app/route-kinds/WizardRoute.tsx': { file: 'assets/WizardRoute-1.js', imports: ['_forms-1.js'] },
  'virtual:table/currency': { file: 'assets/currency-1.js' },
  'virtual:flow/auth.sign-up': { file: 'assets/auth-1.js' },
  'virtual:form/auth.email': { file: 'assets/auth-2.js', imports: ['_common-1.js'] },
  'virtual:form/auth.otp': { file: 'assets/auth-3.js' },
  'virtual:wizard/only': { file: 'assets/only-1.js' },
  'virtual:wizard/a': { file: 'assets/a-1.js' },
  'virtual:wizard/b': { file: 'assets/b-1.js' },
  'virtual:form/first': { file: 'assets/first-1.js' },
  'virtual:flow/auth.sign-in': { file: 'assets/auth-4.js' },
  'virtual:form/auth.identifier': { file: 'assets/auth-5.js' },
  'src/widgets/identifier/IdentifierWidget.tsx': { file: 'assets/IdentifierWidget-1.js' },
  'src/widgets/OtpWidget/OtpWidget.tsx': { file: 'assets/OtpWidget-1.js' },
  'src/app/route-kinds/PageRoute.tsx': { file: 'assets/PageRoute-1.js' },
  'virtual:page/detail': { file: 'assets/detail-1.js' },
  'virtual:page/by-role': { file: 'assets/by-role-1.js' },
  'src/engine/page/EmbeddedTable.tsx': { file: 'assets/EmbeddedTable-1.js' },
  'src/engine/page/PageTabs.tsx': { file: 'assets/PageTabs-1.js' },
  'virtual:table/fees': { file: 'assets/fees-1.js' },
  'src/app/route-kinds/DashboardRoute.tsx': { file: 'assets/DashboardRoute-1.js' },
  'virtual:dashboard/home': { file: 'assets/home-1.js' },
  'virtual:dashboard/by-role': { file: 'assets/by-role-2.js' },
  'src/api/actions/masters.ts': { file: 'assets/masters-1.js' },
  // an area other chunks import too: a shared chunk named after its module, no key of its own
  '_onboarding-1.js': { file: 'assets/onboarding-1.js', name: 'onboarding' },
  'src/api/actions/dashboards.ts': { file: 'assets/dashboards-1.js' },
  'src/api/actions/resources.ts': { file: 'assets/resources-1.js' },
  // the rules' registry (src/rules/index.ts), a shared chunk named after its folder
  '_rules-1.js': { file: 'assets/rules-1.js', name: 'rules' },
};

const DECLARATIONS = {
  flows: [
    {
      id: 'auth.sign-up',
      start: 'email',
      steps: { email: { form: 'auth.email', next: 'otp' }, otp: { form: 'auth.otp' } },
    },
    {
      id: 'auth.sign-in',
      start: 'identify',
      steps: { identify: { form: 'auth.identifier', next: 'code' }, code: { form: 'auth.otp' } },
    },
  ],
  wizards: [
    { id: 'only', screen: 'only', steps: [{ id: 's', title: 'S', form: 'first' }] },
    { id: 'a', screen: 'variants', steps: [{ id: 's', title: 'S', form: 'first' }] },
    { id: 'b', screen: 'variants', steps: [{ id: 's', title: 'S', form: 'first' }] },
    { id: 'c', screen: 'differing', steps: [{ id: 's', title: 'S', form: 'first' }] },
    { id: 'd', screen: 'differing', steps: [{ id: 's', title: 'S', form: 'auth.identifier' }] },
  ],
  pages: [
    {
      id: 'detail',
      source: 'clientDetail.load',
      tabs: [
        { id: 'mine', label: 'Mine', form: { id: 'first' }, consoles: ['client'] },
        { id: 'fees', label: 'Fees', table: 'fees' },
      ],
    },
    { id: 'by-role', tabs: [{ id: 'fees', label: 'Fees', table: 'fees', roles: ['Admin'] }] },
  ],
  console: 'admin',
  widgetsOf: (form: string) => ({ 'auth.identifier': ['identifier'], 'auth.otp': ['otp'], first: ['otp'] })[form] ?? [],
  widgetModules: {
    identifier: 'src/widgets/identifier/IdentifierWidget.tsx',
    otp: 'src/widgets/OtpWidget/OtpWidget.tsx',
  },
  groupOf: (module: string) => (module.startsWith('src/app/shell/Frame') ? 'frame' : undefined),
} as unknown as Parameters<typeof routeModules>[1];

const route = (fields: Partial<ScreenRoute>): ScreenRoute => ({ path: '/x', title: 'X', access: 'public', ...fields });
const modules = (fields: Partial<ScreenRoute>) => routeModules(route(fields), DECLARATIONS, MANIFEST);

describe('the modules a route imports first', () => {
  it('a hand-laid screen is found by the path its loader imports, as written or as Vite serves it', () => {
    const loader = (source: string) => ({ toString: () => source }) as unknown as ScreenRoute['screen'];
    for (const source of [
      "() => import('./src/app/auth/SignInScreen')",
      '() => __vite_ssr_dynamic_import__("/src/app/auth/SignInScreen.tsx")',
    ])
      expect(modules({ screen: loader(source) })).toEqual(['src/app/auth/SignInScreen.tsx']);
    expect(modules({ screen: loader("() => import('./src/app/NotBuilt')") })).toEqual([]);
  });

  it("a declared table: its renderer and its declaration, with the frame's group chunk when guarded and not bare", () => {
    expect(modules({ table: 'currency', access: 'guarded' })).toEqual([
      '_frame-1.js',
      'src/app/route-kinds/TableRoute.tsx',
      'virtual:table/currency',
    ]);
    expect(modules({ table: 'currency', access: 'guarded', bare: true })).not.toContain('_frame-1.js');
    // Without knowing the groups, a module the build put in one is left out rather than named wrongly.
    const { groupOf: _groups, ...ungrouped } = DECLARATIONS;
    expect(routeModules(route({ table: 'currency', access: 'guarded' }), ungrouped, MANIFEST)).toEqual([
      'src/app/route-kinds/TableRoute.tsx',
      'virtual:table/currency',
    ]);
  });

  it('a flow: its renderer, its loader, its declaration and every form its steps name', () => {
    expect(modules({ flow: 'auth.sign-up' })).toEqual([
      'src/app/route-kinds/FlowRoute.tsx',
      'src/app/auth/use-flow.ts',
      'virtual:flow/auth.sign-up',
      'virtual:form/auth.email',
      'virtual:form/auth.otp',
    ]);
  });

  it("a hand-laid screen that draws a flow: the screen, the flow with its forms, the first form's widgets", () => {
    const screen = { toString: () => "() => import('./src/app/auth/SignInScreen')" } as ScreenRoute['screen'];
    expect(modules({ screen, flow: 'auth.sign-in' })).toEqual([
      'src/app/auth/SignInScreen.tsx',
      'src/app/auth/use-flow.ts',
      'virtual:flow/auth.sign-in',
      'virtual:form/auth.identifier',
      'virtual:form/auth.otp',
      'src/widgets/identifier/IdentifierWidget.tsx',
    ]);
  });

  it("a wizard's declaration, first form and widgets only when one wizard is the screen's", () => {
    expect(modules({ wizard: 'only' })).toEqual([
      'src/app/route-kinds/WizardRoute.tsx',
      'virtual:wizard/only',
      'virtual:form/first',
      'src/widgets/OtpWidget/OtpWidget.tsx',
    ]);
    // whichever of a screen's wizards applies, the widgets all their first forms draw
    expect(modules({ wizard: 'variants' })).toEqual([
      'src/app/route-kinds/WizardRoute.tsx',
      'src/widgets/OtpWidget/OtpWidget.tsx',
    ]);
    expect(modules({ wizard: 'differing' })).toEqual(['src/app/route-kinds/WizardRoute.tsx']);
  });

  it("a screen of several wizards: the declaration and first form of the one the request's hint chose", () => {
    const hinted = routeModules(route({ wizard: 'variants' }), DECLARATIONS, MANIFEST, 'b');
    expect(hinted).toContain('virtual:wizard/b');
    expect(hinted).toContain('virtual:form/first');
    expect(hinted).not.toContain('virtual:wizard/a');
    expect(routeModules(route({ wizard: 'variants' }), DECLARATIONS, MANIFEST, 'not-a-candidate')).toEqual(
      modules({ wizard: 'variants' }),
    );
  });

  it('a dashboard: its renderer and its declaration', () => {
    expect(modules({ dashboard: 'home' })).toEqual([
      'src/app/route-kinds/DashboardRoute.tsx',
      'virtual:dashboard/home',
    ]);
  });

  it("a page: its renderer, its declaration, and its first tab's part", () => {
    expect(modules({ page: 'detail' })).toEqual([
      'src/app/route-kinds/PageRoute.tsx',
      'virtual:page/detail',
      'src/engine/page/EmbeddedTable.tsx',
      'virtual:table/fees',
    ]);
    expect(modules({ page: 'by-role' })).toEqual(['src/app/route-kinds/PageRoute.tsx', 'virtual:page/by-role']);
  });

  it('the tab bar of a page that shows several tabs to every role of the console, and of no other', () => {
    const pages = [
      {
        id: 'two',
        tabs: [
          { id: 'a', label: 'A', table: 'fees' },
          { id: 'b', label: 'B', table: 'fees' },
        ],
      },
      {
        id: 'one-each',
        tabs: [
          { id: 'a', label: 'A', table: 'fees', consoles: ['client'] },
          { id: 'b', label: 'B', table: 'fees', roles: ['Admin'] },
          { id: 'c', label: 'C', table: 'fees' },
        ],
      },
    ];
    const tabBar = (page: string, console: 'client' | 'admin') =>
      routeModules(route({ page }), { ...DECLARATIONS, pages, console } as typeof DECLARATIONS, MANIFEST).includes(
        'src/engine/page/PageTabs.tsx',
      );
    expect(tabBar('two', 'admin')).toBe(true);
    expect(tabBar('one-each', 'client')).toBe(true);
    expect(tabBar('one-each', 'admin')).toBe(false);
    expect(modules({ page: 'detail' })).not.toContain('src/engine/page/PageTabs.tsx');
  });

  it('names only what the manifest has', () => {
    expect(modules({ table: 'not-built' })).toEqual(['src/app/route-kinds/TableRoute.tsx']);
  });
});

describe("the module of a screen's first action", () => {
  const withActions = {
    ...DECLARATIONS,
    wizards: [
      ...DECLARATIONS.wizards.map((wizard) => ({ ...wizard, load: 'onboarding.load' })),
      { id: 'c', screen: 'mixed', load: 'onboarding.load', steps: [] },
      { id: 'd', screen: 'mixed', load: 'currencies.list', steps: [] },
    ],
    tables: [
      { id: 'currency', source: 'currencies.list' },
      { id: 'fees', source: { client: 'resources.fees', admin: 'dashboards.fees' } },
    ],
    dashboards: [
      {
        id: 'home',
        panels: [
          { id: 'a', source: 'dashboards.client' },
          { id: 'b', source: 'dashboards.client', consoles: ['admin'] },
          { id: 'c', source: 'currencies.list', consoles: ['client'] },
        ],
      },
      {
        id: 'by-role',
        panels: [
          { id: 'a', source: 'dashboards.client' },
          { id: 'b', source: 'currencies.list', roles: ['Admin'] },
        ],
      },
    ],
    actionModules: {
      currencies: 'src/api/actions/masters.ts',
      onboarding: 'src/api/actions/onboarding.ts',
      dashboards: 'src/api/actions/dashboards.ts',
    },
  } as unknown as Parameters<typeof routeModules>[1];
  const first = (fields: Partial<ScreenRoute>) =>
    routeModules(route(fields), withActions, MANIFEST).filter((key) => key.startsWith('src/api/'));

  it("is a table's source, for the console the page is written for", () => {
    expect(first({ table: 'currency' })).toEqual(['src/api/actions/masters.ts']);
    expect(first({ table: 'fees' })).toEqual(['src/api/actions/dashboards.ts']);
    expect(routeModules(route({ table: 'fees' }), { ...withActions, console: 'client' }, MANIFEST)).toContain(
      'src/api/actions/resources.ts',
    );
  });

  it("is a wizard screen's load when every candidate loads through the same module, else none", () => {
    const wizardFirst = (fields: Partial<ScreenRoute>) =>
      routeModules(route(fields), withActions, MANIFEST).filter((key) => key.startsWith('_onboarding'));
    expect(wizardFirst({ wizard: 'variants' })).toEqual(['_onboarding-1.js']);
    expect(wizardFirst({ wizard: 'only' })).toEqual(['_onboarding-1.js']);
    expect(first({ wizard: 'mixed' })).toEqual([]);
    expect(routeModules(route({ wizard: 'mixed' }), withActions, MANIFEST)).not.toContain('_onboarding-1.js');
    // two shared chunks of that name: which is the module's is not known, so neither is named
    const twice = { ...MANIFEST, '_onboarding-2.js': { file: 'assets/onboarding-2.js', name: 'onboarding' } };
    expect(routeModules(route({ wizard: 'variants' }), withActions, twice).join()).not.toContain('_onboarding');
  });

  it("names the rules' registry when every wizard of the screen loads its data, which it reads with the rules", () => {
    expect(routeModules(route({ wizard: 'variants' }), withActions, MANIFEST)).toContain('_rules-1.js');
    expect(routeModules(route({ wizard: 'only' }), withActions, MANIFEST)).toContain('_rules-1.js');
    expect(modules({ wizard: 'variants' })).not.toContain('_rules-1.js');
  });

  it("is a dashboard's panels' for the console, whichever roles they are for", () => {
    expect(first({ dashboard: 'home' })).toEqual(['src/api/actions/dashboards.ts']);
    expect(first({ dashboard: 'by-role' })).toEqual([]);
    expect(routeModules(route({ dashboard: 'home' }), { ...withActions, console: 'client' }, MANIFEST)).not.toContain(
      'src/api/actions/dashboards.ts',
    );
  });

  it('is none for an action of no known area, or a flow', () => {
    expect(first({ table: 'not-built' })).toEqual([]);
    expect(first({ flow: 'auth.sign-up' })).toEqual([]);
  });

  it("is found in the browser's action index: every area, as a module that exists", () => {
    const file = fileURLToPath(new URL('../../src/api/actions/index.ts', import.meta.url));
    const source = readFileSync(file, 'utf8');
    const modules = actionModules(source);
    // one area a line between `ACTION_AREAS … = {` and its closing `};`
    const areas = source.slice(source.indexOf('ACTION_AREAS'), source.indexOf('\n};')).split('\n').slice(1);
    expect(Object.keys(modules)).toHaveLength(areas.length);
    expect(modules.onboarding).toBe('src/api/actions/onboarding.ts');
    expect(modules.countries).toBe('src/api/actions/auth.ts');
    expect(modules['onboarding.clients']).toBe('src/api/actions/onboarding-list.ts');
    for (const module of Object.values(modules))
      expect(existsSync(fileURLToPath(new URL(`../../${module}`, import.meta.url)))).toBe(true);
  });
});

describe("the first form's widgets", () => {
  it("are the ui:widget words at any depth of a form's ui", () => {
    expect(
      widgetWords({
        a: { 'ui:widget': 'pan' },
        list: { items: { b: { 'ui:widget': 'date' } } },
        c: { 'ui:title': 'x' },
      }),
    ).toEqual(['pan', 'date']);
  });

  it("are found in the browser's registry: each of its `later` entries, as a module that exists", () => {
    const file = fileURLToPath(new URL('../../src/widgets/index.ts', import.meta.url));
    const source = readFileSync(file, 'utf8');
    const modules = widgetModules(source);
    expect(Object.keys(modules)).toHaveLength(source.match(/later\(\(\) => import/g)!.length);
    expect(modules.identifier).toBe('src/widgets/identifier/IdentifierWidget.tsx');
    for (const module of Object.values(modules))
      expect(existsSync(fileURLToPath(new URL(`../../${module}`, import.meta.url)))).toBe(true);
  });
});

describe("the app's file, which every page names", () => {
  it("is the app module's own chunk, or its group's, or none when the build has neither", () => {
    expect(appChunk({ 'src/main.tsx': { file: 'assets/main-1.js' } })).toEqual(['src/main.tsx']);
    const grouped: Manifest = { '_app-1.js': { file: 'assets/app-1.js', name: 'app' } };
    expect(appChunk(grouped, (module) => (module === 'src/main.tsx' ? 'app' : undefined))).toEqual(['_app-1.js']);
    expect(appChunk(grouped)).toEqual([]);
  });

  it('is the chunk the build made of src/main.tsx, which the entry imports', () => {
    const index = readFileSync(fileURLToPath(new URL('../../src/boot.ts', import.meta.url)), 'utf8');
    expect(index).toContain("import('./main')");
  });
});

describe('the files preloaded', () => {
  it("the modules' static imports, each once, without the entry's own files", () => {
    expect(preloadsOf(MANIFEST, ['src/app/route-kinds/TableRoute.tsx', 'virtual:table/currency'])).toEqual({
      scripts: [
        '/assets/TableRoute-1.js',
        '/assets/tables-1.js',
        '/assets/common-1.js',
        '/assets/forms-1.js',
        '/assets/currency-1.js',
      ],
      styles: ['/assets/forms-1.css'],
    });
    expect(preloadsOf(MANIFEST, ['_frame-1.js']).styles).toEqual([]);
  });

  it("a declaration in force as its published module, its built chunk left out but not what the route's others need", () => {
    const keys = ['src/app/route-kinds/FlowRoute.tsx', 'virtual:flow/auth.sign-up', 'virtual:form/auth.email'];
    const published = { 'form:auth.email': '/published/form/auth.email.1.0123456789ab.js' };
    const preloads = preloadsInForce(MANIFEST, keys, published);
    expect(preloads.scripts).toContain('/published/form/auth.email.1.0123456789ab.js');
    expect(preloads.scripts).not.toContain('/assets/auth-2.js');
    // The built form's import the renderer needs too stays; the flow, which is never published, stays built.
    expect(preloads.scripts).toEqual(expect.arrayContaining(['/assets/common-1.js', '/assets/auth-1.js']));
    expect(preloads.styles).toEqual(preloadsOf(MANIFEST, keys).styles);
  });

  it('a flow in force (any kind the lab publishes) is preloaded as its published module too', () => {
    const keys = ['src/app/route-kinds/FlowRoute.tsx', 'virtual:flow/auth.sign-up'];
    const published = { 'flow:auth.sign-up': '/published/flow/auth.sign-up.1.0123456789ab.js' };
    const { scripts } = preloadsInForce(MANIFEST, keys, published);
    expect(scripts).toContain('/published/flow/auth.sign-up.1.0123456789ab.js');
    expect(scripts).not.toContain('/assets/auth-1.js');
  });

  it('the built chunk of a declaration in force stays when a key not in force is in the same file', () => {
    const shared: Manifest = { ...MANIFEST, 'virtual:form/auth.otp': { file: 'assets/auth-2.js' } };
    const published = { 'form:auth.email': '/published/form/auth.email.1.0123456789ab.js' };
    expect(preloadsInForce(shared, ['virtual:form/auth.email', 'virtual:form/auth.otp'], published).scripts).toEqual([
      '/assets/auth-2.js',
      '/published/form/auth.email.1.0123456789ab.js',
    ]);
  });

  it('with nothing in force, or only declarations the route does not need, the built files alone', () => {
    const keys = ['src/app/route-kinds/TableRoute.tsx', 'virtual:table/currency'];
    expect(preloadsInForce(MANIFEST, keys, {})).toEqual(preloadsOf(MANIFEST, keys));
    expect(preloadsInForce(MANIFEST, keys, { 'table:fees': '/published/table/fees.2.0123456789ab.js' })).toEqual(
      preloadsOf(MANIFEST, keys),
    );
  });

  it('as links in the form Vite writes them', () => {
    expect(preloadLinks({ scripts: ['/assets/a.js'], styles: ['/assets/b.css'] })).toBe(
      '    <link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/b.css">\n',
    );
  });
});

describe('the action modules a first call may wait on', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true },
    '_app-1.js': { file: 'assets/app-1.js', name: 'app', imports: ['index.html'] },
    '_common-1.js': { file: 'assets/common-1.js', name: 'common', imports: ['_app-1.js'] },
    '_masters-1.js': { file: 'assets/masters-1.js', name: 'masters', imports: ['index.html'] },
    '_profile-1.js': { file: 'assets/profile-1.js', name: 'profile', imports: ['index.html', '_common-1.js'] },
    'src/api/actions/resources.ts': { file: 'assets/resources-1.js', imports: ['_app-1.js'] },
  };
  const modules = {
    masters: 'src/api/actions/masters.ts',
    currencies: 'src/api/actions/masters.ts',
    profile: 'src/api/actions/profile.ts',
    resources: 'src/api/actions/resources.ts',
  };
  const groupOf = (module: string) => (module === 'src/main.tsx' ? 'app' : undefined);

  it("are those whose file imports the app's, directly or through another file", () => {
    expect(actionModulesAwaitingApp(manifest, modules, groupOf)).toEqual([
      'src/api/actions/profile.ts',
      'src/api/actions/resources.ts',
    ]);
  });

  it('are none when the build has no app file of its own', () => {
    expect(actionModulesAwaitingApp(manifest, modules)).toEqual([]);
  });
});
