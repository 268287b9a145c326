// The shapes of the JSON declarations under schemas/: forms, tables and wizards, as the engine reads them.
import type { JSONSchema7 } from 'json-schema';
import type { PerConsole } from './audience.ts';

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

/** One step of a wizard: a declared form, a named panel, or the generated review. */
export interface WizardStep extends Audience {
  id: string;
  title: string;
  /** Id of a declared form (a *.form.json file under schemas). */
  form?: string;
  /** Name of a panel in the panel registry, for what no form expresses (stakeholders). */
  panel?: string;
  /** Action that saves the step's data when leaving it forwards; the step stays (nothing lost) when it fails. */
  save?: string;
  /** The generated Review & Finish step. */
  review?: boolean;
}

/** A linear wizard. Its data is one object keyed by step id. */
export interface WizardDeclaration {
  id: string;
  title: string;
  steps: WizardStep[];
  /** Action that loads the saved data ({ [stepId]: data }) when the wizard opens. */
  load?: string;
  /** Action called with all data on Finish. */
  finish?: string;
  /** Where Finish leads, by console. */
  finishTo?: PerConsole<string>;
  /** Skip, offered only to the listed consoles, after this confirmation. */
  skip?: Audience & { confirm: string; to: string };
  /** Read-only (with the banner) when the client status is one of these. */
  readOnlyWhen?: { clientStatus?: string[] };
  readOnlyBanner?: string;
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
