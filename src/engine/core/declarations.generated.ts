// Generated from schemas/meta/declarations.meta.json by `npm run schemas:types`: edit the meta-schemas, not this file.
import type { FieldUi, PerConsole, Schema } from './hand-types.ts';
import type { RowWhen } from './row-when.ts';
import type { When } from './when.ts';

/**
 * Consoles it is meant for; both when absent.
 */
export type Consoles = ('client' | 'admin')[];
/**
 * Roles it is meant for; every role when absent.
 */
export type Roles = string[];

/**
 * The type of each kind of declaration file, by kind (`*.form.json`, `auth/menus.json`: form, menus).
 */
export interface DeclarationKinds {
  form: FormDeclaration;
  table: TableDeclaration;
  wizard: WizardDeclaration;
  flow: FlowDeclaration;
  page: PageDeclaration;
  dashboard: DashboardDeclaration;
  menus: MenusDeclaration;
  tours: ToursDeclaration;
}
/**
 * A form: data shape (usually $refs into entities), presentation and the rules that apply.
 */
export interface FormDeclaration {
  $schema?: string;
  /**
   * Unique id, used by wizards, flows, tables and the server ('onboarding.business').
   */
  id: string;
  title?: string;
  /**
   * The data shape: a JSON Schema, usually $refs into schemas/entities.
   */
  schema: Schema;
  /**
   * The RJSF ui schema: ui:widget, ui:options, ui:order ... per field.
   */
  ui?: {
    [k: string]: unknown;
  };
  /**
   * Cross-field rules (src/rules) that apply, by name, or as { "rule": name, ...options }.
   */
  rules?: (
    | string
    | {
        rule: string;
        [k: string]: unknown;
      }
  )[];
  /**
   * Label of the submit button.
   */
  submitLabel?: string;
  /**
   * The submit button stays disabled until every field is valid (Save needs a title and a file).
   */
  submitOnlyValid?: boolean;
  /**
   * Snackbar when a submit is refused because fields are missing or wrong; none by default.
   */
  invalidMessage?: string;
}
/**
 * A list or master screen.
 */
export interface TableDeclaration {
  $schema?: string;
  id: string;
  title: string;
  /**
   * The list action (may differ by console).
   */
  source: PerConsole<string>;
  rowKey: string;
  /**
   * The row's JSON Schema.
   */
  row: Schema;
  columns: TableColumn[];
  search?: string[];
  filters?: TableFilter[];
  actions?: TableToolbarAction[];
  rowActions?: TableAction[];
  /**
   * What an expanded row shows: fields, and titled sections of fields.
   */
  detail?: (DetailField | DetailSection)[];
  /**
   * Offer CSV export.
   */
  export?: boolean;
  pageSize?: number;
  /**
   * Text of an empty table; 'No record found!' by default.
   */
  empty?: string;
  /**
   * Text a row's empty field holds (`{ "clientStatus": "Pending" }`): shown, filtered, counted and exported as that.
   */
  emptyAs?: {
    [k: string]: string;
  };
  /**
   * Asks the source again every 2 seconds while some row matches (accounts still being issued).
   */
  pollWhile?: RowWhen;
  /**
   * What an empty table shows instead of its text: a list of what it could hold and a button for one of its actions.
   */
  emptyState?: {
    /**
     * Shown above the list; the table's `empty` text when absent.
     */
    text?: string;
    /**
     * Action answering what the empty table could hold (the currencies offered), shown as a list.
     */
    listSource?: string;
    /**
     * The field of each listed item to show.
     */
    listField?: string;
    /**
     * Values of listField left out of the list (INR and ARS).
     */
    exclude?: string[];
    /**
     * Id of the table action the empty state offers.
     */
    action: string;
    /**
     * That action's label here ('Create Virtual Accounts').
     */
    label?: string;
  };
  /**
   * Changes stay in the browser until Submit: actions declared with `draft` add, update and remove rows, the submit sends them whole.
   */
  draft?: {
    /**
     * Action sent every row (`rows`) with the screen's parameters.
     */
    submit: string;
    /**
     * The submit button's label; 'Submit' by default.
     */
    label?: string;
    /**
     * Names of rules (src/rules) run over `{ rows }` before the submit; the first message they give stops it.
     */
    checks?: string[];
  };
}
/**
 * A table column.
 */
export interface TableColumn {
  field: string;
  header: string;
  /**
   * How cells show; `flag`: the country's flag (an emoji, from `countryField`) before the value.
   */
  type?: 'text' | 'date' | 'money' | 'status' | 'toggle' | 'number' | 'flag';
  /**
   * For flag columns: the field holding the two-letter country code; `countryCode` by default.
   */
  countryField?: string;
  /**
   * For toggle columns: the field's values when on and off; 'active' and 'inactive' by default.
   */
  values?: {
    on: unknown;
    off: unknown;
  };
  /**
   * For toggle columns: the action that saves the new value (may differ by console).
   */
  action?: PerConsole<string>;
  /**
   * For money columns: the field holding the currency code.
   */
  currencyField?: string;
  /**
   * Text shown (and exported) for some values (`{ "ANY": "*" }`).
   */
  shows?: {
    [k: string]: string;
  };
  sortable?: boolean;
  consoles?: Consoles;
  roles?: Roles;
}
/**
 * A filter above a table; `status` is a segmented control showing the number of rows per value ("Pending (12)").
 */
export interface TableFilter {
  /**
   * The row field it filters (a dotted path reads a nested one: `payoutDetail.partnerStatus`).
   */
  field: string;
  label: string;
  /**
   * status: a segmented control with the number of rows per value ("Pending (12)") and All.
   */
  type: 'select' | 'multi-select' | 'date-range' | 'status';
  /**
   * For status filters: chosen on the server: the source is asked again with `{ <field>: value }` (nothing for All) and answers `{ rows, counts }`, whose counts by value the filter shows (All their sum); false by default.
   */
  remote?: boolean;
  /**
   * The value chosen when the table opens: a value, a list, or a date range whose `to` may be `today`.
   */
  default?:
    | string
    | string[]
    | {
        /**
         * First day, YYYY-MM-DD or "today"; open when absent.
         */
        from?: string;
        /**
         * Last day, YYYY-MM-DD or "today"; open when absent.
         */
        to?: string;
      };
  consoles?: Consoles;
  roles?: Roles;
  /**
   * The values offered; a `status` filter without them offers the values the rows hold.
   */
  options?: {
    label: string;
    value: string;
  }[];
  /**
   * For date-range filters: ranges offered beside the calendar ('Last 30 days').
   */
  presets?: {
    label: string;
    /**
     * The last this many days, today included.
     */
    days?: number;
    /**
     * First day, YYYY-MM-DD or "today" (without `days`).
     */
    from?: string;
    /**
     * Last day, YYYY-MM-DD or "today" (without `days`).
     */
    to?: string;
  }[];
  /**
   * For select filters: the action answering the values offered ({ label, value } items), asked once when the table opens (may differ by console); `options` or the rows' values otherwise.
   */
  optionsSource?: PerConsole<string>;
}
/**
 * Something a table or a row offers: a dialog form, a confirmation, or a navigation.
 */
export interface TableToolbarAction {
  id: string;
  label: string;
  /**
   * Title of the dialog the action opens (a form, a confirmation, a document view); the label by default.
   */
  dialogTitle?: string;
  /**
   * Id of a declared form opened in a dialog.
   */
  form?: string;
  /**
   * Action that saves the dialog.
   */
  submit?: string;
  /**
   * Confirmation text before the submit.
   */
  confirm?: string;
  /**
   * Path to go to; each `{field}` is filled from the row, and a path that is one placeholder (`{path}`) is the row's own app path.
   */
  navigate?: string;
  /**
   * Navigation state for a navigate action; `{field}` is filled from the row (the chosen client's id).
   */
  state?: {
    [k: string]: string;
  };
  /**
   * Message when the submit action fails without one of its own; the server's message otherwise.
   */
  failure?: string;
  /**
   * Client users whose account is not approved may not use it (spec 3 section 2.1).
   */
  requiresApproved?: boolean;
  /**
   * With `confirm`: the confirming button's words ('Yes, Delete'); the label by default.
   */
  confirmLabel?: string;
  /**
   * With `confirm`: the cancelling button's words ('No, Keep It'); 'Cancel' by default.
   */
  cancelLabel?: string;
  /**
   * With `form`: the dialog stays this long after a successful save, then closes.
   */
  closeAfterMs?: number;
  /**
   * Row actions: the row field holding a stored document, opened in the viewer (fetched by `fetch`).
   */
  view?: string;
  /**
   * Row actions: the row field holding a stored document, saved under its name (fetched by `fetch`).
   */
  download?: string;
  /**
   * With `view` or `download`: the action answering the document's content, given its documentId.
   */
  fetch?: string;
  /**
   * In a table with `draft`: adds the dialog's values as a row, replaces the row with them, or removes the row, in the browser until the draft's Submit.
   */
  draft?: 'add' | 'update' | 'remove';
  /**
   * Snackbar once a draft action is carried out ("msg:fees.added").
   */
  done?: string;
  consoles?: Consoles;
  roles?: Roles;
}
/**
 * Something a table or a row offers: a dialog form, a confirmation, or a navigation.
 */
export interface TableAction {
  id: string;
  label: string;
  /**
   * Title of the dialog the action opens (a form, a confirmation, a document view); the label by default.
   */
  dialogTitle?: string;
  /**
   * Id of a declared form opened in a dialog.
   */
  form?: string;
  /**
   * Action that saves the dialog.
   */
  submit?: string;
  /**
   * Confirmation text before the submit.
   */
  confirm?: string;
  /**
   * Path to go to; each `{field}` is filled from the row, and a path that is one placeholder (`{path}`) is the row's own app path.
   */
  navigate?: string;
  /**
   * Navigation state for a navigate action; `{field}` is filled from the row (the chosen client's id).
   */
  state?: {
    [k: string]: string;
  };
  /**
   * Message when the submit action fails without one of its own; the server's message otherwise.
   */
  failure?: string;
  /**
   * Client users whose account is not approved may not use it (spec 3 section 2.1).
   */
  requiresApproved?: boolean;
  /**
   * With `confirm`: the confirming button's words ('Yes, Delete'); the label by default.
   */
  confirmLabel?: string;
  /**
   * With `confirm`: the cancelling button's words ('No, Keep It'); 'Cancel' by default.
   */
  cancelLabel?: string;
  /**
   * With `form`: the dialog stays this long after a successful save, then closes.
   */
  closeAfterMs?: number;
  /**
   * Row actions: the row field holding a stored document, opened in the viewer (fetched by `fetch`).
   */
  view?: string;
  /**
   * Row actions: the row field holding a stored document, saved under its name (fetched by `fetch`).
   */
  download?: string;
  /**
   * With `view` or `download`: the action answering the document's content, given its documentId.
   */
  fetch?: string;
  /**
   * In a table with `draft`: adds the dialog's values as a row, replaces the row with them, or removes the row, in the browser until the draft's Submit.
   */
  draft?: 'add' | 'update' | 'remove';
  /**
   * Snackbar once a draft action is carried out ("msg:fees.added").
   */
  done?: string;
  /**
   * Row actions: offered (enabled) only for rows matching this condition over their fields; every row when absent.
   */
  enabledWhen?: RowWhen;
  /**
   * Row actions with a form: the form opens read-only, without its submit, for rows matching this condition.
   */
  readOnlyWhen?: RowWhen;
  /**
   * Values added to the submit payload; `{field}` is filled from the row (the payout's id beside a typed remark).
   */
  submitWith?: {
    [k: string]: string;
  };
  /**
   * Width of the action's dialog, a CSS length ('45vw', '65vw'); Mantine's lg by default.
   */
  dialogSize?: string;
  /**
   * After a successful submit the filters return to their defaults (a status filter to All) and the list is asked again; false by default.
   */
  resetFilters?: boolean;
  /**
   * With `form`: a failed submit closes the dialog and says why in a snackbar, instead of keeping the dialog open with the message; false by default.
   */
  closeOnFailure?: boolean;
  list?: RowList;
  record?: RecordView;
  consoles?: Consoles;
  roles?: Roles;
  steps?: ServerStepper;
}
/**
 * Row actions: a list the row holds (its status history, its documents) shown as a read-only table in the action's dialog.
 */
export interface RowList {
  /**
   * The row's list shown (`factoringStatusHistory`).
   */
  field: string;
  /**
   * @minItems 1
   */
  columns: {
    /**
     * The entry's field (a dotted path reads a nested one).
     */
    field: string;
    header: string;
    /**
     * How cells show: `date` dd/MM/yyyy, `document` the stored file's name, which opens it (fetched by the list's `fetch`); text by default.
     */
    type?: 'text' | 'date' | 'document';
  }[];
  /**
   * For document cells: the action answering a document's content, given its documentId.
   */
  fetch?: string;
  /**
   * Text when the list is empty; 'No record found!' by default.
   */
  empty?: string;
}
/**
 * Row actions: a record fetched for the row and shown read-only (its detail, then its timeline), above the action's form when it has one.
 */
export interface RecordView {
  /**
   * The action answering the record, given `with`.
   */
  source: string;
  /**
   * The source's payload; `{field}` is filled from the row (`{ "reversalId": "{reversalId}" }`).
   */
  with?: {
    [k: string]: string;
  };
  /**
   * The record's fields and titled sections, as an expanded row shows them.
   */
  detail?: (DetailField | DetailSection)[];
  timeline?: Timeline;
}
/**
 * One value shown in an expanded row or a page section: a row field with its label and type.
 */
export interface DetailField {
  field: string;
  label: string;
  /**
   * How the value shows; `document`: a stored document's name with View; `copy`: the text with a Copy button.
   */
  type?: 'text' | 'date' | 'money' | 'status' | 'toggle' | 'number' | 'document' | 'copy';
  /**
   * A field of the record whose value is the label (an account's `number.label`: 'Routing Number'); `label` when it is empty.
   */
  labelField?: string;
  /**
   * For money fields: the field holding the currency code.
   */
  currencyField?: string;
}
/**
 * A titled group of fields in an expanded row, a page's summary or a page tab.
 */
export interface DetailSection {
  title: string;
  /**
   * A list in the record (`stakeHolders`): the fields are shown once per item, read from the item.
   */
  each?: string;
  /**
   * With `each`: the item field heading each item (`name`); its number otherwise.
   */
  titleField?: string;
  /**
   * @minItems 1
   */
  fields: DetailField[];
}
/**
 * A record's history as a vertical timeline, one bullet per entry, coloured by its status.
 */
export interface Timeline {
  /**
   * Heading above the timeline; none by default.
   */
  title?: string;
  /**
   * The record's list of entries, oldest first (`remarkHistory`).
   */
  field: string;
  /**
   * Each entry's field naming its status, the entry's heading.
   */
  status: string;
  /**
   * Each entry's field holding its time (epoch milliseconds), shown dd/MM/yyyy HH:mm.
   */
  date: string;
  /**
   * Each entry's field holding its remark; none by default.
   */
  text?: string;
  /**
   * Each entry's field holding a further line (a description); none by default.
   */
  note?: string;
  /**
   * Heading shown for some statuses (`{ "REVERSED": "Reversed" }`); the status itself otherwise.
   */
  shows?: {
    [k: string]: string;
  };
  /**
   * Colour of each status's bullet and line, a Mantine colour or a CSS one (`{ "REVERSED": "green" }`); grey otherwise.
   */
  colors?: {
    [k: string]: string;
  };
  /**
   * Text when the list is empty; 'No record found!' by default.
   */
  empty?: string;
}
/**
 * A vertical, linear stepper driven by the server (spec 3 section 4, partner onboarding): on opening, `status` is asked and every step whose `report` answers responseCode 200 is complete; the first step not complete runs its `run` action at once, or shows its `form` and runs it on submit; a success completes the step and goes on, a failure shows the server's message and stays on the step (Try again runs it anew). In a row action beside `form` (with no `submit`): a dialog of two steps, the form first (its submit label starts the stepper), whose values and the row's are the stepper's parameters; closing the dialog reloads the table.
 */
export interface ServerStepper {
  /**
   * Heading above the steps; `{field}` is filled from the parameters (the chosen partner's name).
   */
  title: string;
  /**
   * Action answering the state of every step, given the parameters.
   */
  status: string;
  /**
   * @minItems 1
   */
  steps: {
    id: string;
    title: string;
    /**
     * Dotted path into the status answer of the object whose responseCode 200 says the step is complete.
     */
    report: string;
    /**
     * Action that carries the step out, given the parameters (and the form's values).
     */
    run: string;
    /**
     * Id of a declared form the step needs filled in first (the account settings).
     */
    form?: string;
  }[];
  /**
   * The button that closes the dialog once every step is complete; 'Done' by default.
   */
  doneLabel?: string;
}
/**
 * A linear wizard; its data is one object keyed by step id.
 */
export interface WizardDeclaration {
  $schema?: string;
  id: string;
  title: string;
  /**
   * The route's screen this wizard is one candidate for ('onboarding').
   */
  screen?: string;
  /**
   * Who the wizard is for; the candidate without `when` is the screen's fallback (see core/when.ts).
   */
  when?: When;
  /**
   * What the server checks before a finish (its completeness rules): payments, service or documentation.
   */
  variant?: string;
  /**
   * Action that loads the saved data ({ data: { [stepId]: data }, context }) when the wizard opens.
   */
  load?: string;
  /**
   * @minItems 1
   */
  steps: WizardStep[];
  /**
   * Action called with all data on Finish.
   */
  finish?: string;
  /**
   * The role a client-console user holds after finishing; unchanged when absent.
   */
  finishRole?: string;
  /**
   * Values added to the finish action's payload (the variant).
   */
  finishWith?: {
    [k: string]: unknown;
  };
  /**
   * Shown after a successful finish; its button leads on.
   */
  finishDialog?: {
    title: string;
    text: string;
    confirm: string;
  };
  /**
   * Where Finish leads, by console.
   */
  finishTo?: PerConsole<string>;
  /**
   * Skip, offered only to the listed consoles, after this confirmation.
   */
  skip?: {
    title: string;
    text: string;
    confirm: string;
    cancel?: string;
    to: string;
    consoles?: Consoles;
    roles?: Roles;
  };
  /**
   * Read-only (with the banner) when the client status is one of these.
   */
  readOnlyWhen?: {
    clientStatus?: string[];
  };
  /**
   * Banner of a read-only wizard; `{clientStatus}` is replaced by the status.
   */
  readOnlyBanner?:
    | string
    | {
        text: string;
        consoles?: Consoles;
        roles?: Roles;
      };
  /**
   * Said when Next is pressed on the last step of a read-only wizard.
   */
  readOnlyDone?: string;
  /**
   * Message when moving on is not allowed.
   */
  guardMessage?: string;
}
/**
 * One step of a wizard: a declared form, a named panel, a collection, or the generated review.
 */
export interface WizardStep {
  id: string;
  title: string;
  /**
   * Id of a declared form (a *.form.json file under schemas).
   */
  form?: string;
  /**
   * The part of an entity the step reads and writes ('client#/businessInformation'): its saved data is read from that part of the loaded record, and the server validates a save of it with this step's form.
   */
  bind?: string;
  /**
   * For a step bound to a list ('client#/accountDetails'): the fields that pick the one item it edits ({ "isPrimary": true }).
   */
  bindItem?: {
    [k: string]: unknown;
  };
  /**
   * Rules run on the step's data as loaded through its `bind` (form-only fields derived from saved ones).
   */
  loadRules?: string[];
  /**
   * Presentation changes of the step's form in this wizard (a field this variant hides or locks).
   */
  fieldUi?: Record<string, FieldUi>;
  /**
   * Name of a panel in the panel registry, for what no form or collection expresses.
   */
  panel?: string;
  collection?: CollectionDeclaration;
  /**
   * Action that saves the step's data when leaving it forwards; the step stays (nothing lost) when it fails.
   */
  save?: string;
  check?: StepCheck;
  /**
   * Milliseconds between a successful save and the move to the next step; none by default.
   */
  advanceAfterMs?: number;
  /**
   * Rules run once when the step is entered with no data yet, seeing the other steps (a default from them).
   */
  enterRules?: string[];
  /**
   * Field of this step's saved data whose presence means the wizard resumes here (or later).
   */
  resumeWhen?: string;
  /**
   * Reload the saved data (the load action) when the step is entered.
   */
  reload?: boolean;
  /**
   * The generated Review & Finish step.
   */
  review?: boolean;
  consoles?: Consoles;
  roles?: Roles;
}
/**
 * A step that keeps a list of entries (the stakeholders), each added and removed through actions.
 */
export interface CollectionDeclaration {
  /**
   * Key of the list in the step's data.
   */
  field: string;
  /**
   * Key of an entry that says which section it belongs to.
   */
  typeField: string;
  sections: CollectionSection[];
  /**
   * Action that saves one new entry; answers { id } (and a message).
   */
  add: string;
  /**
   * Action that removes one saved entry.
   */
  remove: string;
  /**
   * Fields shown for a collapsed entry; `masked` ones show only their last four characters.
   */
  summary: {
    title: string;
    fields?: string[];
    masked?: string[];
  };
  /**
   * The delete confirmation, shown after a short delay.
   */
  confirmRemove: {
    text: string;
    delayMs?: number;
  };
  /**
   * Text of a section with no entries.
   */
  empty: string;
  /**
   * Message when a section has fewer than its `min` entries (rules may give their own).
   */
  minMessage?: string;
  /**
   * Rules over { [field]: entries } that hide or relabel sections (ui keyed by type) and say what is missing.
   */
  rules?: string[];
}
/**
 * A section of a collection step: the entries of one type, added through one declared form.
 */
export interface CollectionSection {
  /**
   * Value of the collection's type field for this section's entries (e.g. 'director').
   */
  type: string;
  title: string;
  /**
   * Label of the Add button; default 'Add <title>'.
   */
  addLabel?: string;
  /**
   * Id of the declared form that adds an entry.
   */
  form: string;
  /**
   * Most entries the section takes; Add is disabled once reached.
   */
  max?: number;
  /**
   * Fewest entries the section needs (rules may say more); none by default.
   */
  min?: number;
  /**
   * Action that saves this section's entries, when not the collection's `add`.
   */
  add?: string;
  /**
   * A checkbox of the form that also adds the same person to another section (an extra add call).
   */
  alsoAdd?: {
    field: string;
    type: string;
  };
  /**
   * Presentation changes of the form in this section (hide a field it does not need).
   */
  fieldUi?: Record<string, FieldUi>;
}
/**
 * A check before a step's save (the bank validation), with its progress, success and failure dialogs.
 */
export interface StepCheck {
  /**
   * Action given the step's data; resolves ({ message }) to go on, rejects (CheckFailure) to stop.
   */
  action: string;
  progress: {
    title: string;
    text?: string;
  };
  success: {
    title: string;
    closeAfterMs?: number;
  };
  /**
   * Shown instead of the form when a failure asks for it (the service could not answer); absent: the form stays.
   */
  failurePanel?: {
    title: string;
    retry: string;
  };
}
/**
 * A step machine for screens that are not linear wizards (sign-in modes, sign-up, password reset).
 */
export interface FlowDeclaration {
  $schema?: string;
  id: string;
  /**
   * Heading of the flow's route; the route's title when absent.
   */
  title?: string;
  start: string;
  steps: {
    [k: string]: FlowStep;
  };
  /**
   * Links under the flow when it is a route of its own ("Already registered? Sign In").
   */
  links?: FlowLink[];
  done?: FlowDone;
}
/**
 * One state of a flow: a declared form (or a named panel) and what happens on submit.
 */
export interface FlowStep {
  title?: string;
  form?: string;
  panel?: string;
  /**
   * Action called with the flow data on submit; its answer is merged into the flow data.
   */
  submit?: string;
  /**
   * Step to go to after a successful submit; absent means the flow is done.
   */
  next?: string;
  /**
   * A resend control with a countdown (OTP steps).
   */
  resend?: {
    action: string;
    seconds: number;
    label?: string;
  };
  /**
   * Shows a field's value with an Edit link back to the step that asked for it (the identifier on the OTP step).
   */
  edit?: {
    field: string;
    to: string;
    label?: string;
  };
  /**
   * Fields cleared when the submit fails (the OTP after 'Invalid OTP').
   */
  clearOnFailure?: string[];
  /**
   * Buttons to other steps (mode switches).
   */
  switches?: FlowSwitch[];
  /**
   * A link out of the flow (Skip to /onboarding).
   */
  exit?: {
    label: string;
    to: string;
  };
}
/**
 * A button that moves a flow to another step, carrying values across (e.g. the e-mail between sign-in modes).
 */
export interface FlowSwitch {
  label: string;
  to: string;
  /**
   * Values to copy: { field in the target step: field in the flow data }.
   */
  carry?: {
    [k: string]: string;
  };
}
/**
 * A link under a flow shown as a route of its own ("Already registered? Sign In").
 */
export interface FlowLink {
  /**
   * Words before the link; none by default.
   */
  text?: string;
  label: string;
  to: string;
  consoles?: Consoles;
  roles?: Roles;
}
/**
 * What follows the last step of a flow shown as a route of its own.
 */
export interface FlowDone {
  /**
   * Said when the flow is done: in place of the flow, or as a snackbar when `notify`.
   */
  message?: string;
  /**
   * Show the message as a green snackbar instead of in place of the flow; false by default.
   */
  notify?: boolean;
  /**
   * Where to go next; nowhere by default.
   */
  to?: string;
  /**
   * Milliseconds before going to `to`; 0 by default.
   */
  afterMs?: number;
  /**
   * Start the flow again, empty (the in-console password change); false by default.
   */
  restart?: boolean;
}
/**
 * A declared page (the admin client detail): title, back link, summary sections and tabs embedding declared screens.
 */
export interface PageDeclaration {
  $schema?: string;
  id: string;
  /**
   * Heading; `{param}` is filled from the route's parameters ("Client {clientId}").
   */
  title: string;
  /**
   * The link back (to the list the page was opened from).
   */
  back?: {
    label: string;
    to: string;
  };
  /**
   * Route parameters the page needs (a path's `:clientId`, or the navigation state's); without them it says so.
   */
  params?: string[];
  /**
   * Route parameters the page takes when given (the plan an Edit opens); without them it starts empty.
   */
  optionalParams?: string[];
  /**
   * Action answering the record the summary and the tabs' sections read, given the page's parameters.
   */
  source?: string;
  /**
   * Sections shown above the tabs.
   */
  summary?: DetailSection[];
  /**
   * @minItems 1
   */
  tabs: PageTab[];
  /**
   * Text of a section or tab with nothing to show; 'No record found!' by default.
   */
  empty?: string;
  /**
   * Buttons to other routes under the page (a legal page's Sign In and Sign Up), for their consoles.
   */
  links?: {
    label: string;
    to: string;
    consoles?: Consoles;
  }[];
  /**
   * Shown in place of the page on a window 768 px or wider (a mobile-only calculator).
   */
  mobileOnly?: string;
  /**
   * Asks the page's source again every `everySeconds` while its record matches `while`, and its tabs' tables whenever the record changed (a request moved by jobs); none when absent.
   */
  refresh?: {
    /**
     * How often the source is asked again while the condition holds.
     */
    everySeconds: number;
    /**
     * A condition over the page's record (a request still on its way); no refreshing once it fails.
     */
    while: RowWhen;
  };
}
/**
 * One tab of a page: sections of fields, or one embedded declared screen, given the page's parameters.
 */
export interface PageTab {
  id: string;
  label: string;
  /**
   * Titled groups of fields read from the page's record (or from the tab's own `source`).
   */
  sections?: DetailSection[];
  /**
   * Action answering the record this tab's sections read, given the page's parameters.
   */
  source?: string;
  /**
   * Id of a declared table; its source and submits receive the page's parameters.
   */
  table?: string;
  form?: PageForm;
  /**
   * Id of a declared wizard, scoped to the page's parameters.
   */
  wizard?: string;
  /**
   * Id of a content file (`schemas/content/<id>.md`, Markdown an analyst edits) shown as text.
   */
  content?: string;
  consoles?: Consoles;
  roles?: Roles;
}
/**
 * A declared form embedded in a page tab, inline or behind a button that opens it in a dialog.
 */
export interface PageForm {
  /**
   * Id of the declared form.
   */
  id: string;
  /**
   * Action that saves it; the page's parameters are added to the payload.
   */
  submit: string;
  /**
   * Action answering the form's starting data, given the page's parameters; empty when absent.
   */
  load?: string;
  /**
   * Label of the button that opens the form in a dialog; the form is shown inline when absent.
   */
  dialog?: string;
  /**
   * The submit's answer shown under the form as fields and sections (a quote); the form stays as typed.
   */
  result?: (DetailField | DetailSection)[];
  /**
   * Path to go to after a successful save (back to the list).
   */
  then?: string;
  /**
   * A second step the save's answer may ask for (an OTP sent to a new number): a form in a dialog that shows the answer's message; its success refreshes the form.
   */
  followUp?: {
    /**
     * Field of the save's answer: the dialog opens when it has a value (a number waiting for its OTP).
     */
    when: string;
    /**
     * Id of the declared form the dialog shows.
     */
    form: string;
    /**
     * Action that saves the dialog; the page's parameters are added to the payload.
     */
    submit: string;
    /**
     * Title of the dialog.
     */
    title: string;
  };
  /**
   * A Cancel button that asks before leaving the form for `to`.
   */
  cancel?: {
    label: string;
    /**
     * Title of the confirmation ('Cancel Plan').
     */
    title: string;
    /**
     * The question ('Are you really want to exit?').
     */
    confirm: string;
    yes?: string;
    no?: string;
    /**
     * Where Yes goes.
     */
    to: string;
  };
  /**
   * With `cancel`: leaving the page another way with a valid unsaved form asks the same question, and closing the tab brings the browser's warning.
   */
  guardLeaving?: boolean;
}
/**
 * A dashboard (`*.dashboard.json`): panels laid out on a grid, each shown only to its audience.
 */
export interface DashboardDeclaration {
  $schema?: string;
  id: string;
  /**
   * Heading of the screen.
   */
  title: string;
  /**
   * @minItems 1
   */
  panels: DashboardPanel[];
  /**
   * Shown when no panel is meant for the caller's console and role.
   */
  empty?: string;
}
/**
 * One panel of a dashboard: what it shows, where its data comes from and who sees it.
 */
export interface DashboardPanel {
  id: string;
  /**
   * The panel's heading (and the caption of the table behind a chart).
   */
  title: string;
  /**
   * Action answering the record the panel reads; panels naming the same source share one call.
   */
  source: string;
  /**
   * `figures`: labelled values; `chart`: a chart drawn from a list of the record, with its table; `list`: rows of the record in columns.
   */
  kind: 'figures' | 'chart' | 'list';
  consoles?: Consoles;
  roles?: Roles;
  /**
   * Columns of the twelve-column grid it takes on a wide screen; 6 by default (12 on a phone).
   */
  span?: number;
  /**
   * For figures panels: the values shown.
   */
  figures?: {
    /**
     * Dotted path into the record.
     */
    field: string;
    label: string;
    /**
     * How the value shows; `money` in the Indian grouping with `currency` (INR by default); `status` as words.
     */
    type?: 'text' | 'money' | 'number' | 'rate' | 'status' | 'date';
    /**
     * For money figures: the currency code; INR by default.
     */
    currency?: string;
  }[];
  /**
   * For chart and list panels: the dotted path of the record's list.
   */
  data?: string;
  /**
   * For chart panels: the chart kind.
   */
  chart?: 'bar' | 'line' | 'donut';
  /**
   * For chart panels: each item's category field (a month, a status).
   */
  x?: string;
  /**
   * For chart panels: the category column's header in the table.
   */
  xLabel?: string;
  /**
   * How categories show: as written, a status as words, `month` (yyyy-MM) as 'Nov 2026'; text by default.
   */
  xType?: 'text' | 'status' | 'month';
  /**
   * For chart panels: the dotted path of a list in the record giving every category in order (months with no data show as 0); the items' own categories otherwise.
   */
  categories?: string;
  /**
   * For chart panels: each item's value field (a number or a decimal string).
   */
  value?: string;
  /**
   * How values show in the table and tooltips; money is INR.
   */
  valueType?: 'number' | 'money';
  /**
   * For chart panels: the field splitting items into series (a currency); one series named by `valueLabel` when absent.
   */
  series?: string;
  /**
   * For chart panels without `series`: the single series' name.
   */
  valueLabel?: string;
  /**
   * For bar charts with series: bars stacked; side by side when false.
   */
  stacked?: boolean;
  /**
   * For list panels: the columns, as a table's.
   */
  columns?: TableColumn[];
  /**
   * Shown when the list or chart has no item.
   */
  empty?: string;
}
/**
 * The menu of every role (spec 1 section 6, schemas/auth/menus.json), sent as the user's privileges at sign-in.
 */
export interface MenusDeclaration {
  /**
   * Path of this file's meta-schema, for editors.
   */
  $schema?: string;
  $id?: string;
  title?: string;
  /**
   * Menu entries by role name. Its keys are the roles: every `when`, `roles` and `finishRole` must name one of them.
   */
  menus: {
    [k: string]: MenuItem[];
  };
  /**
   * Entry ids (at any depth) left out of every role's menu for a client of this type (spec 1 section 6: the privilege set depends on client type), e.g. { "Individual": ["users"] }.
   */
  withoutForClientType?: {
    [k: string]: string[];
  };
}
/**
 * One entry of a role's menu; children make it a group.
 */
export interface MenuItem {
  /**
   * Stable id of the entry (the privilege it stands for).
   */
  id: string;
  /**
   * Text of the entry.
   */
  title: string;
  /**
   * Route the entry opens; a group has none.
   */
  path?: string;
  /**
   * Name of the icon the sidebar shows.
   */
  icon_id?: string;
  /**
   * A line on what the entry does, shown on its group's own page (System Config lists its entries so).
   */
  description?: string;
  /**
   * Entries of a group.
   */
  children?: MenuItem[];
}
/**
 * The demo tours per role (spec 1 section 2.6, schemas/tours.json), shown once while the session's view-tour flag is set.
 */
export interface ToursDeclaration {
  /**
   * Path of this file's meta-schema, for editors.
   */
  $schema?: string;
  title?: string;
  /**
   * Longest wait, in milliseconds, for an asynchronous step's target (spec 1 section 9).
   */
  asyncWaitMs: number;
  /**
   * Tours by role name (a role of schemas/auth/menus.json); `default` is for every role without its own.
   */
  tours: {
    [k: string]: TourDeclaration;
  };
}
/**
 * A tour and where it ends.
 */
export interface TourDeclaration {
  /**
   * Route the tour ends on.
   */
  finishTo: string;
  /**
   * @minItems 1
   */
  steps: TourStepDeclaration[];
}
/**
 * One step of a demo tour: the page it shows, the element it points at, and its words.
 */
export interface TourStepDeclaration {
  /**
   * Route the step shows.
   */
  route: string;
  /**
   * The `data-tour` name of the element the step points at.
   */
  target: string;
  title: string;
  text: string;
  /**
   * The target appears after the page loads; wait for it (at most asyncWaitMs).
   */
  async?: boolean;
}
/**
 * A dialog of the wizard: title, text and its buttons.
 */
export interface WizardDialog {
  title: string;
  text: string;
  confirm: string;
  cancel?: string;
}
