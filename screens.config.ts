// The route table of spec 1 section 2.1: each path, who may open it, and the lazily loaded screen behind it.
import type { ComponentType } from 'react';
import type { ConsoleKind } from './src/session/console';

/**
 * What a wizard, page or table route takes from the navigation state in some consoles: the client an admin chose in a
 * list (spec 3), where a client user's own session says it elsewhere.
 */
export interface RouteScope {
  /** Consoles in which the route is scoped; elsewhere the screen works on the user's own data. */
  consoles: ConsoleKind[];
  /** Navigation-state values every action of the screen receives ({ clientId }); all are required. */
  fields: string[];
  /** Navigation-state values that stand for the session's facts when a wizard is chosen by its `when`. */
  facts?: ('purpose' | 'clientType')[];
  /** Where a scoped route goes when the navigation state lacks its fields. */
  otherwise: string;
  /** Said instead of going to `otherwise` when the fields are lacking, with a link there labelled `link`. */
  choose?: { text: string; link: string };
  /** Heading above the screen when scoped; `{field}` is filled from the state. */
  heading?: string;
}

/**
 * One route of the product: exactly one of `screen`, `table`, `wizard`, `flow`, `page` or `dashboard`, except that a
 * hand-laid `screen` drawing a declared flow names it as `flow` too (it loads, and its page preloads, with the screen).
 */
export interface ScreenRoute {
  /** Path as react-router writes it (`:token` for a parameter). */
  path: string;
  /** Title shown in the top bar and the document title. */
  title: string;
  /** Public routes open without a session; guarded ones send a visitor to /sign-in. */
  access: 'public' | 'guarded';
  /** Consoles the route exists in (both when absent); elsewhere it is not registered and goes to /sign-in like any unknown path. */
  consoles?: ConsoleKind[];
  /** Public paths on which the sidebar and top bar are hidden (spec 1 section 2.2). */
  bare?: boolean;
  /** A hand-laid screen, loaded as its own chunk, for what no declaration expresses. */
  screen?: () => Promise<{ default: ComponentType }>;
  /** Id of a declared table (`*.table.json`): the screen is that MasterTable. */
  table?: string;
  /** A wizard id, or the `screen` name its candidates share (the one whose `when` holds is shown). */
  wizard?: string;
  /** Id of a declared flow (`*.flow.json`); the path's parameters (`:token`) are its starting data. */
  flow?: string;
  /** Id of a declared page (`*.page.json`); the path's parameters and the navigation state are its parameters. */
  page?: string;
  /** Id of a declared dashboard (`*.dashboard.json`): its panels for the caller's console and role. */
  dashboard?: string;
  /** Where a wizard, page or table takes its scope from, by console. */
  scope?: RouteScope;
}

/**
 * The provider's back-office screens (spec 1 section 6 and spec 3 section 1: only the Admin menu has them). The
 * master lists every console reads (currency, purpose code, incoterms, ITC-HS code) stay in both.
 */
const ADMIN: ConsoleKind[] = ['admin'];

/** Every route; the order is the order react-router tries them. */
export const screens: ScreenRoute[] = [
  {
    path: '/sign-in',
    title: 'Sign In',
    access: 'public',
    bare: true,
    screen: () => import('./src/app/auth/SignInScreen'),
    flow: 'auth.sign-in',
  },
  {
    path: '/sign-up',
    title: 'Sign Up',
    access: 'public',
    bare: true,
    consoles: ['client'],
    flow: 'auth.sign-up',
  },
  { path: '/set-password', title: 'Set Password', access: 'public', bare: true, flow: 'auth.forgot-password' },
  { path: '/set-password/:token', title: 'Set Password', access: 'public', bare: true, flow: 'auth.set-password' },
  { path: '/privacy-policy', title: 'Privacy Policy', access: 'public', bare: true, page: 'privacy-policy' },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    access: 'public',
    bare: true,
    page: 'terms-and-conditions',
  },
  { path: '/fx-calculator', title: 'FX Savings Calculator', access: 'public', bare: true, page: 'fx-calculator' },
  { path: '/dashboard', title: 'Dashboard', access: 'guarded', dashboard: 'dashboard' },
  // System Config (issue 31): the caller's own entries, then each entry's screen, in the client console.
  { path: '/admin-service', title: 'System Config', access: 'guarded', consoles: ['client'], table: 'system-config' },
  { path: '/admin-service/payers', title: 'Add Customers', access: 'guarded', consoles: ['client'], table: 'payers' },
  { path: '/admin-service/users', title: 'Add User', access: 'guarded', consoles: ['client'], table: 'client-users' },
  {
    path: '/admin-service/accounts',
    title: 'Add Bank Accounts',
    access: 'guarded',
    consoles: ['client'],
    table: 'bank-accounts',
  },
  { path: '/admin-service/ebrc', title: 'Set up e-BRC', access: 'guarded', consoles: ['client'], page: 'ebrc-setup' },
  // Issue 30: the client's payment requests, a wizard for each kind, and one request's detail reachable from both lists.
  { path: '/shipment', title: 'Shipment', access: 'guarded', consoles: ['client'], table: 'shipments' },
  { path: '/shipment/create', title: 'New Shipment', access: 'guarded', consoles: ['client'], wizard: 'new-shipment' },
  {
    path: '/receive-payments',
    title: 'Receive Payments',
    access: 'guarded',
    consoles: ['client'],
    table: 'receive-payments',
  },
  {
    path: '/receive-payments/create',
    title: 'Receive Payment',
    access: 'guarded',
    consoles: ['client'],
    wizard: 'receive-payment',
  },
  {
    path: '/payment-requests/:requestId',
    title: 'Payment Request',
    access: 'guarded',
    consoles: ['client'],
    page: 'payment-request',
  },
  { path: '/shipment/scrip', title: 'Manage Scrip', access: 'guarded', consoles: ['client'], table: 'scrips' },
  { path: '/hs-code', title: 'ITC-HS Code', access: 'guarded', table: 'hs-code' },
  { path: '/incoterms', title: 'Incoterms', access: 'guarded', table: 'incoterms' },
  { path: '/purpose-code', title: 'Purpose Code', access: 'guarded', table: 'purpose-code' },
  { path: '/currency', title: 'Currency', access: 'guarded', table: 'currency' },
  { path: '/role', title: 'Role', access: 'guarded', consoles: ADMIN, table: 'role' },
  { path: '/access', title: 'Access', access: 'guarded', consoles: ADMIN, table: 'access' },
  { path: '/transactions', title: 'Transactions', access: 'guarded', table: 'transactions' },
  { path: '/financing', title: 'Financing', access: 'guarded', consoles: ADMIN, table: 'financing' },
  { path: '/reversals', title: 'Reversals', access: 'guarded', table: 'reversals' },
  { path: '/users', title: 'Users', access: 'guarded', consoles: ADMIN, table: 'users' },
  { path: '/profile', title: 'Profile', access: 'guarded', page: 'profile' },
  { path: '/reset-password', title: 'Set/Reset Password', access: 'guarded', flow: 'auth.change-password' },
  {
    path: '/onboarding-list',
    title: 'Client Onboarding',
    access: 'guarded',
    consoles: ADMIN,
    table: 'onboarding-list',
  },
  {
    path: '/onboarding-list/:clientId',
    title: 'Client Detail',
    access: 'guarded',
    consoles: ADMIN,
    page: 'client-detail',
  },
  {
    path: '/onboarding',
    title: 'Onboarding',
    access: 'guarded',
    // Spec 2 section 2.1: the variant for this user, or in the admin console for the client chosen in the list.
    wizard: 'onboarding',
    scope: {
      consoles: ADMIN,
      fields: ['clientId'],
      facts: ['purpose', 'clientType'],
      otherwise: '/onboarding-list',
      heading: 'Client {clientId}',
    },
  },
  {
    path: '/external-onboarding',
    title: 'Partner Onboarding',
    access: 'guarded',
    consoles: ADMIN,
    table: 'partner-onboarding',
  },
  // Spec 2 sections 2.6 and 2.7: a client's own documents and accounts. The Admin is no client: in the admin console
  // they are a chosen client's (spec 3 reaches accounts through the client detail's Virtual Account tab).
  {
    path: '/documents',
    title: 'Documents',
    access: 'guarded',
    table: 'documents',
    scope: {
      consoles: ADMIN,
      fields: ['clientId'],
      otherwise: '/onboarding-list',
      heading: 'Client {clientId}',
      choose: {
        text: 'Documents are kept per client. Choose a client in the Client Onboarding list to work on theirs.',
        link: 'Go to Client Onboarding',
      },
    },
  },
  {
    path: '/set-virtual-accounts',
    title: 'Set Virtual Accounts',
    access: 'guarded',
    table: 'virtual-accounts',
    scope: {
      consoles: ADMIN,
      fields: ['clientId'],
      otherwise: '/onboarding-list',
      heading: 'Client {clientId}',
      choose: {
        text: 'Virtual accounts are kept per client. Choose a client in the Client Onboarding list and open its Virtual Account tab.',
        link: 'Go to Client Onboarding',
      },
    },
  },
  { path: '/manage-alerts', title: 'Manage Alerts', access: 'guarded', consoles: ['client'], table: 'alerts' },
  {
    path: '/schema-lab',
    title: 'Schema Lab',
    access: 'guarded',
    // Its API compiles what the caller writes, so it is the admin console's in every mode; the page checks the Admin role.
    consoles: ['admin'],
    screen: () => import('./src/pages/schema-lab/SchemaLabPage'),
  },
  // Plans are the provider's configuration: the admin console's Admin manages them (spec 2 section 6 leaves it open).
  {
    path: '/subscription',
    title: 'Subscription Plans',
    access: 'guarded',
    consoles: ADMIN,
    table: 'subscription-plans',
  },
  {
    path: '/subscription/configure',
    title: 'Configure Plan',
    access: 'guarded',
    consoles: ADMIN,
    page: 'subscription-plan',
  },
];
