// The shapes of the JSON declarations under schemas/: forms, tables and wizards, as the engine reads them.
import type { JSONSchema7 } from 'json-schema';
import type { PerConsole } from './audience.ts';
import type { FieldUi } from './rules.ts';
import type { When } from './when.ts';

/** A JSON Schema as written in schemas/, with the ajv-errors keyword. */
export type Schema = JSONSchema7 & { errorMessage?: string | Record<string, unknown>; $defs?: Record<string, Schema> };

/** Precompiled validators by schema id, as the declarations plugin emits them. */
export type ValidatorFunctions = Record<string, ((data: unknown) => boolean) & { errors?: unknown[] | null }>;

/** Consoles and roles a column, action or step may be limited to. */
export interface Audience {
  consoles?: ('client' | 'admin')[];
  roles?: string[];
}

/** A form: data shape (usually $refs into entities), presentation and the rules that apply. */
export interface FormDeclaration {
  id: string;
  title?: string;
  schema: Schema;
  ui?: Record<string, unknown>;
  rules?: string[];
  submitLabel?: string;
  /** Snackbar when a submit is refused because fields are missing or wrong; none by default. */
  invalidMessage?: string;
}

/** A form after bundling: its schema is self-contained and carries the default messages. */
export interface BundledForm extends FormDeclaration {
  schema: Schema;
  /** File the declaration came from, relative to the project root. */
  file: string;
}

/** A table column. */
export interface TableColumn extends Audience {
  field: string;
  header: string;
  type?: 'text' | 'date' | 'money' | 'status' | 'toggle' | 'number';
  /** For toggle columns: the action that saves the new value (may differ by console). */
  action?: PerConsole<string>;
  /** For money columns: the field holding the currency code. */
  currencyField?: string;
  sortable?: boolean;
}

/** A filter above a table. */
export interface TableFilter {
  field: string;
  label: string;
  type: 'select' | 'multi-select' | 'date-range';
  options?: { label: string; value: string }[];
}

/** Something a table or a row offers: a dialog form, a confirmation, or a navigation. */
export interface TableAction extends Audience {
  id: string;
  label: string;
  form?: string;
  submit?: string;
  confirm?: string;
  navigate?: string;
  /** Navigation state for a navigate action; `{field}` is filled from the row (the chosen client's id). */
  state?: Record<string, string>;
  /** Message when the submit action fails without one of its own; the server's message otherwise. */
  failure?: string;
  /** Client users whose account is not approved may not use it (spec 3 section 2.1). */
  requiresApproved?: boolean;
}

/** A list or master screen. */
export interface TableDeclaration {
  id: string;
  title: string;
  /** The list action (may differ by console). */
  source: PerConsole<string>;
  rowKey: string;
  row: Schema;
  columns: TableColumn[];
  search?: string[];
  filters?: TableFilter[];
  actions?: TableAction[];
  rowActions?: TableAction[];
  detail?: { field: string; label: string; type?: TableColumn['type'] }[];
  export?: boolean;
  pageSize?: number;
  empty?: string;
}

/** A section of a collection step: the entries of one type, added through one declared form. */
export interface CollectionSection {
  /** Value of the collection's type field for this section's entries (e.g. 'director'). */
  type: string;
  title: string;
  /** Label of the Add button; default 'Add <title>'. */
  addLabel?: string;
  /** Id of the declared form that adds an entry. */
  form: string;
  /** Most entries the section takes; Add is disabled once reached. */
  max?: number;
  /** Fewest entries the section needs (rules may say more); none by default. */
  min?: number;
  /** Action that saves this section's entries, when not the collection's `add`. */
  add?: string;
  /** A checkbox of the form that also adds the same person to another section (an extra add call). */
  alsoAdd?: { field: string; type: string };
  /** Presentation changes of the form in this section (hide a field it does not need). */
  fieldUi?: Record<string, FieldUi>;
}

/** A step that keeps a list of entries (the stakeholders), each added and removed through actions. */
export interface CollectionDeclaration {
  /** Key of the list in the step's data. */
  field: string;
  /** Key of an entry that says which section it belongs to. */
  typeField: string;
  sections: CollectionSection[];
  /** Action that saves one new entry; answers { id } (and a message). */
  add: string;
  /** Action that removes one saved entry. */
  remove: string;
  /** Fields shown for a collapsed entry; `masked` ones show only their last four characters. */
  summary: { title: string; fields?: string[]; masked?: string[] };
  /** The delete confirmation, shown after a short delay. */
  confirmRemove: { text: string; delayMs?: number };
  /** Text of a section with no entries. */
  empty: string;
  /** Message when a section has fewer than its `min` entries (rules may give their own). */
  minMessage?: string;
  /** Rules over { [field]: entries } that hide or relabel sections (ui keyed by type) and say what is missing. */
  rules?: string[];
}

/** A check before a step's save (the bank validation), with its progress, success and failure dialogs. */
export interface StepCheck {
  /** Action given the step's data; resolves ({ message }) to go on, rejects (CheckFailure) to stop. */
  action: string;
  progress: { title: string; text?: string };
  success: { title: string; closeAfterMs?: number };
  /** Shown instead of the form when a failure asks for it (the service could not answer); absent: the form stays. */
  failurePanel?: { title: string; retry: string };
}

/** One step of a wizard: a declared form, a named panel, a collection, or the generated review. */
export interface WizardStep extends Audience {
  id: string;
  title: string;
  /** Id of a declared form (a *.form.json file under schemas). */
  form?: string;
  /** The part of an entity the step's form writes ('client#/businessInformation'): the server validates a save of that part with this step's form. */
  bind?: string;
  /** Presentation changes of the step's form in this wizard (a field this variant hides or locks). */
  fieldUi?: Record<string, FieldUi>;
  /** Name of a panel in the panel registry, for what no form or collection expresses. */
  panel?: string;
  /** A list of entries added through declared forms (the stakeholders). */
  collection?: CollectionDeclaration;
  /** Action that saves the step's data when leaving it forwards; the step stays (nothing lost) when it fails. */
  save?: string;
  /** A check run before the save. */
  check?: StepCheck;
  /** Milliseconds between a successful save and the move to the next step; none by default. */
  advanceAfterMs?: number;
  /** Rules run once when the step is entered with no data yet, seeing the other steps (a default from them). */
  enterRules?: string[];
  /** Field of this step's saved data whose presence means the wizard resumes here (or later). */
  resumeWhen?: string;
  /** Reload the saved data (the load action) when the step is entered. */
  reload?: boolean;
  /** The generated Review & Finish step. */
  review?: boolean;
}

/** A dialog of the wizard: title, text and its buttons. */
export interface WizardDialog {
  title: string;
  text: string;
  confirm: string;
  cancel?: string;
}

/** A linear wizard. Its data is one object keyed by step id. */
export interface WizardDeclaration {
  id: string;
  title: string;
  /** The route's screen this wizard is one candidate for ('onboarding'). */
  screen?: string;
  /** Who the wizard is for; the candidate without `when` is the screen's fallback (see core/when.ts). */
  when?: When;
  /** What the server checks before a finish (its completeness rules): payments, service or documentation. */
  variant?: string;
  /** The role a client-console user holds after finishing; unchanged when absent. */
  finishRole?: string;
  steps: WizardStep[];
  /** Action that loads the saved data ({ data: { [stepId]: data }, context }) when the wizard opens. */
  load?: string;
  /** Action called with all data on Finish. */
  finish?: string;
  /** Values added to the finish action's payload (the variant). */
  finishWith?: Record<string, unknown>;
  /** Shown after a successful finish; its button leads on. */
  finishDialog?: Omit<WizardDialog, 'cancel'>;
  /** Where Finish leads, by console. */
  finishTo?: PerConsole<string>;
  /** Skip, offered only to the listed consoles, after this confirmation. */
  skip?: Audience & WizardDialog & { to: string };
  /** Read-only (with the banner) when the client status is one of these. */
  readOnlyWhen?: { clientStatus?: string[] };
  /** Banner of a read-only wizard; `{clientStatus}` is replaced by the status. */
  readOnlyBanner?: string | (Audience & { text: string });
  /** Said when Next is pressed on the last step of a read-only wizard. */
  readOnlyDone?: string;
  /** Message when moving on is not allowed. */
  guardMessage?: string;
}

/** A button that moves a flow to another step, carrying values across (e.g. the e-mail between sign-in modes). */
export interface FlowSwitch {
  label: string;
  to: string;
  /** Values to copy: { field in the target step: field in the flow data }. */
  carry?: Record<string, string>;
}

/** One state of a flow: a declared form (or a named panel) and what happens on submit. */
export interface FlowStep {
  title?: string;
  form?: string;
  panel?: string;
  /** Action called with the flow data on submit; its answer is merged into the flow data. */
  submit?: string;
  /** Step to go to after a successful submit; absent means the flow is done. */
  next?: string;
  /** A resend control with a countdown (OTP steps). */
  resend?: { action: string; seconds: number; label?: string };
  /** Shows a field's value with an Edit link back to the step that asked for it (the identifier on the OTP step). */
  edit?: { field: string; to: string; label?: string };
  /** Fields cleared when the submit fails (the OTP after 'Invalid OTP'). */
  clearOnFailure?: string[];
  /** Buttons to other steps (mode switches). */
  switches?: FlowSwitch[];
  /** A link out of the flow (Skip to /onboarding). */
  exit?: { label: string; to: string };
}

/** A step machine for screens that are not linear wizards (sign-in modes, sign-up, password reset). */
export interface FlowDeclaration {
  id: string;
  start: string;
  steps: Record<string, FlowStep>;
}
