// Replies of the client's own areas: documents, virtual accounts, alerts, profile, images, users, System Config,
// subscriptions, dashboards and scrips, from their entity files under schemas/entities where one describes the row.
import { replies } from './envelope';
import { anything, decimal, entityShape, integer, list, object, text } from './reply-schema';

/** The Documents screen's titled documents (the spec's `otd` list). */
export const DOCUMENTS = replies(object({ otd: list(entityShape('documents#/$defs/document')) }));

/** The currencies a virtual account may be asked for. */
export const VACC_CURRENCIES = replies(list(object({ currency: text, countryCode: text, countryName: text })));
export const VIRTUAL_ACCOUNTS = replies(list(entityShape('virtualAccounts#/$defs/virtualAccount')));

export const ALERTS = replies(list(entityShape('alerts#/$defs/alert')));

/** The signed-in user's profile, with the company in the client console. */
export const PROFILE = replies(
  object({
    userId: text,
    email: text,
    userFirstName: text,
    userLastName: text,
    mobile: text,
    countryCodeMobile: text,
    roleName: text,
    clientId: text,
    pendingMobile: text,
    company: object({
      clientId: text,
      companyName: text,
      clientType: text,
      businessCategory: text,
      clientStatus: text,
    }),
  }),
);

/** A stored profile picture or company logo. */
export const IMAGE_SAVED = replies(object({ documentRefNo: text, documentType: text, documentName: text }));

export const USERS = replies(list(entityShape('users#/$defs/user')));

export const CONFIG_ENTRIES = replies(list(entityShape('clientConfig#/$defs/entry')));
export const PAYOUT_ACCOUNTS = replies(list(entityShape('clientConfig#/$defs/payoutAccount')));
export const EBRC_SETUP = replies(entityShape('clientConfig#/$defs/ebrcSetup'));

/** The choices of a subscription field: its key and the words shown. */
export const PLAN_CHOICES = replies(list(object({ key: text, value: text })));
export const ACCESSIBILITY = replies(list(object({ id: text, accessibility: text })));
export const PLANS = replies(list(entityShape('subscription#/$defs/planRow')));
/** One plan with what it stores as saved (its settings, features and prices, written by the plan form). */
export const PLAN = replies(
  object({
    planId: text,
    planName: text,
    planDetailsId: text,
    status: text,
    settings: anything,
    accessibility: anything,
    pricing: anything,
  }),
);

const byStatus = list(object({ status: text, count: integer }));

/** A client's dashboard; every amount is exact decimal text (server/dashboards/README.md). */
export const CLIENT_DASHBOARD = replies(
  object({
    state: object({ clientStatus: text, approvedOn: text }),
    totals: object({
      receivedMonth: text,
      receivedYear: text,
      paidOutMonth: text,
      paidOutYear: text,
      feesYear: text,
      requests: integer,
    }),
    byStatus,
    months: list(text),
    monthly: list(object({ month: text, currency: text, amount: decimal })),
    rates: list(object({ currency: text, averageRate: decimal, received: decimal, fees: decimal })),
    latest: list(
      object({
        requestId: text,
        invoiceNumber: text,
        payerName: text,
        amount: text,
        currency: text,
        status: text,
        kind: text,
        createdAt: text,
      }),
    ),
  }),
);

/** The Document manager's dashboard. */
export const DOCUMENTS_DASHBOARD = replies(
  object({
    state: object({ clientStatus: text }),
    totals: object({ shipments: integer, documents: integer }),
    byStatus,
    latest: list(
      object({
        requestId: text,
        invoiceNumber: text,
        payerName: text,
        shippingBillNumber: text,
        amount: text,
        currency: text,
        status: text,
        createdAt: text,
      }),
    ),
    documents: list(object({ title: text, createdAt: text })),
  }),
);

/** The Admin's dashboard. */
export const ADMIN_DASHBOARD = replies(
  object({
    clientsByStatus: byStatus,
    payoutsByStatus: byStatus,
    requestsByStatus: byStatus,
    waiting: object({
      financingRequested: integer,
      reversalsInProgress: integer,
      payoutsCancelled: integer,
      requestsFailed: integer,
    }),
    months: list(text),
    monthly: list(object({ month: text, amount: decimal, count: integer })),
  }),
);

export const SCRIPS = replies(list(entityShape('scrips#/$defs/scrip')));
