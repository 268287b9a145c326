// One form's state, the one place its values live: the data as settled, what is typed and not yet settled, and the
// messages it shows. Each field hears its own part; the form hears the whole.
import { ADDITIONAL_PROPERTY_KEY_REMOVE } from '@rjsf/core/lib/components/constants.js';
import { deepEquals, type ErrorSchema } from '@rjsf/utils';
import type { AppliedRules, FieldUi } from '../core/rules';
import { toErrorSchema } from './error-schema';
import { Keystrokes } from './speed/keystrokes';
import { PageEvents } from './page-events';

/**
 * How long typing must pause before the form settles the value (rules, validation, onChange). Longer than the gap
 * between two keystrokes of someone typing, so a word costs the whole form one update rather than one per letter.
 */
export const SETTLE_AFTER_MS = 250;

type Data = Record<string, unknown>;
/** A field's place in the data, as RJSF's `fieldPathId.path`. */
export type Path = readonly (string | number)[];
/** A path as one string ('a.b.0'); '' is the form itself. */
export const keyOf = (path: Path) => path.join('.');

/** What the form does with data: settle it after what was shown before, and judge it. */
export interface FormWork<T extends Data> {
  settle: (next: T, previous: { data: Data; ui: Record<string, FieldUi> }) => AppliedRules<T>;
  /** Every message the settled data gives, by path; none for a hidden field. */
  judge: (settled: AppliedRules<T>) => Map<string, string>;
}

/** A typed value not yet settled; the object is new for each keystroke. */
export interface Draft {
  value: unknown;
}

/** The value at `key` in `data`. */
export function valueAt(data: unknown, key: string): unknown {
  if (!key) return data;
  let node = data;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Data)[part];
  }
  return node;
}

/** `data` with `value` at `path`, copying only the objects and arrays along it (RJSF's removal marker removes). */
export function withValueAt<T>(data: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const node: Data | unknown[] = Array.isArray(data)
    ? [...data]
    : data && typeof data === 'object'
      ? { ...(data as Data) }
      : typeof head === 'number'
        ? []
        : {};
  const inner = withValueAt((node as Data)[head], rest, value);
  if (rest.length === 0 && value === ADDITIONAL_PROPERTY_KEY_REMOVE && !Array.isArray(node))
    delete (node as Data)[head];
  else (node as Data)[head] = inner;
  return node as T;
}

const same = (a: unknown, b: unknown) => a === b || deepEquals(a, b);
const NO_ERRORS: ErrorSchema = {};

/**
 * The state of one form. Writers: a field's change (`set`), typing (`type`, settled by `flush` after a pause, on
 * leaving the field, on Enter, when the page is hidden), a widget filling a sibling (`set`), the user leaving a field
 * (`touch`) and submitting (`submit`). Readers subscribe by path and read `valueAt`, `draftAt` and `shownAt`, whose
 * answers keep their object while their content is unchanged.
 */
export class FormStore<T extends Data> {
  /** Keeps a text field's typing from React (speed/keystrokes.ts). */
  readonly keystrokes = new Keystrokes();
  private settled: AppliedRules<T>;
  private found: Map<string, string>;
  private readonly touched = new Set<string>();
  private submitted = false;
  private readonly drafts = new Map<string, Draft>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private shown: ErrorSchema = NO_ERRORS;
  private readonly shownByKey = new Map<string, ErrorSchema>();
  private readonly fields = new Map<string, Set<() => void>>();
  private readonly form = new Set<() => void>();
  private readonly keys = new Map<string, string>();
  private readonly page = new PageEvents(() => this.publishShown());
  private batch: T | undefined;
  /** Messages the server refused the data with, by path: each shows until its field's value changes. */
  private refused = new Map<string, string>();
  private report: ((data: T) => void) | undefined;

  constructor(
    private work: FormWork<T>,
    initial: T,
  ) {
    this.settled = work.settle(initial, { data: {}, ui: {} });
    this.found = work.judge(this.settled);
  }

  /** Settles from now on with `work` (the latest rules and context) and tells `report` the data after every change. */
  use(work: FormWork<T>, report: ((data: T) => void) | undefined) {
    this.work = work;
    this.report = report;
  }

  /** The settled data. */
  get data(): T {
    return this.settled.data;
  }
  /** The rules' presentation of each field (hidden, disabled, locked, required). */
  get ui(): Record<string, FieldUi> {
    return this.settled.ui;
  }
  /** The first rule's reason for holding the submit, if any holds it. */
  get holdSubmit(): string | undefined {
    return this.settled.holdSubmit;
  }
  /** Every message the data gives now, touched or not, by path. */
  get messages(): ReadonlyMap<string, string> {
    return this.found;
  }

  /** The settled value at `key`. */
  valueAt = (key: string): unknown => valueAt(this.settled.data, key);
  /** The value typed at `key` and not yet settled. */
  draftAt = (key: string): Draft | undefined => this.drafts.get(key);
  /** The messages shown at `key` as an error schema (for the form itself, '', only its own). */
  shownAt = (key: string): ErrorSchema => {
    let found = this.shownByKey.get(key);
    if (!found) this.shownByKey.set(key, (found = this.shownOf(key)));
    return found;
  };

  /** Names a field's element id with its path, so that its input can find its place from the id RJSF gives it. */
  bind(id: string, key: string) {
    if (this.keys.get(id) !== key) this.keys.set(id, key);
  }
  /** The path of the field whose element id is `id`. */
  keyForId = (id: string): string | undefined => this.keys.get(id);

  /** Hears changes at `key` (its value, its draft, its messages); the answer stops it. */
  subscribe(key: string, listener: () => void): () => void {
    let listeners = this.fields.get(key);
    if (!listeners) this.fields.set(key, (listeners = new Set()));
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }
  /** Hears every change of the form; the answer stops it. */
  subscribeForm = (listener: () => void): (() => void) => {
    this.form.add(listener);
    return () => void this.form.delete(listener);
  };

  /** Sets the value at `path` (a field's change, a widget filling a sibling) and settles the form. */
  set = (path: Path, value: unknown) => {
    if (this.batch) this.batch = withValueAt(this.batch, path, value);
    else this.apply(withValueAt(this.settled.data, path, value));
  };

  /** A change as RJSF's fields report it to the form's root: the new value and its path. */
  change = (value: unknown, path?: Path) => this.set(path ?? [], value);

  /** Holds a typed value at `key`; the form settles it after SETTLE_AFTER_MS without another keystroke. */
  type(key: string, value: unknown) {
    if (this.drafts.size === 0) this.page.onHidden(this.flush);
    this.drafts.set(key, { value });
    clearTimeout(this.timer);
    this.timer = setTimeout(this.flush, SETTLE_AFTER_MS);
    this.notify([key]);
  }

  /** Settles every typed value now. */
  flush = () => {
    clearTimeout(this.timer);
    if (this.drafts.size === 0) return;
    const typed = [...this.drafts];
    this.drafts.clear();
    this.page.onHidden(undefined);
    let next = this.settled.data;
    for (const [key, draft] of typed) next = withValueAt(next, key.split('.'), draft.value);
    // A rule may rewrite a typed value to what the field held before: its input still shows the text, so it hears.
    this.apply(
      next,
      typed.map(([key]) => key),
    );
  };

  /** Runs `change` (a widget's several `set`s) and settles once. */
  together(change: () => void) {
    this.batch = this.settled.data;
    try {
      change();
    } finally {
      const next = this.batch;
      this.batch = undefined;
      this.apply(next);
    }
  }

  /**
   * The server refused the data sent with `messages` by path ('' the form itself): each shows, as after a submit,
   * until its field's value changes (a field the form does not draw: until any change).
   */
  refuse(messages: ReadonlyMap<string, string>) {
    this.refused = new Map(messages);
    this.submitted = true;
    this.found = this.judged();
    this.publishShown(true);
  }

  /** The field `id` was left: its messages show from now on. */
  touch = (id: string) => {
    if (this.touched.has(id)) return;
    this.touched.add(id);
    this.publishShown();
  };

  /** Every message shows from now on; the answer is every message. */
  submit(): ReadonlyMap<string, string> {
    this.flush();
    this.submitted = true;
    this.publishShown();
    return this.found;
  }

  /** Starts hearing the page (presses, the page hidden); the answer stops it. */
  attach(): () => void {
    const detach = this.page.attach();
    this.publishShown();
    return () => {
      clearTimeout(this.timer);
      detach();
    };
  }

  private apply(next: T, heard: string[] = []) {
    const before = this.settled;
    this.settled = this.work.settle(next, before);
    if (same(before.ui, this.settled.ui)) this.settled.ui = before.ui;
    for (const key of [...this.refused.keys()])
      if (valueAt(before.data, key) !== this.valueAt(key)) this.refused.delete(key);
    const found = this.judged();
    if (!same([...found], [...this.found])) this.found = found;
    const changed = [...this.fields.keys()].filter(
      (key) => heard.includes(key) || valueAt(before.data, key) !== this.valueAt(key),
    );
    this.notify(changed);
    this.publishShown(true);
    this.report?.(this.settled.data);
  }

  /** Every message of the settled data, then the server's refusals of fields the data gives none for. */
  private judged(): Map<string, string> {
    const found = this.work.judge(this.settled);
    for (const [key, message] of this.refused) if (!found.has(key)) found.set(key, message);
    return found;
  }

  /** The messages to show now: while a pointer is pressed, those shown when it went down (page-events.ts). */
  private publishShown(formChanged = false) {
    const next = this.page.pressed
      ? this.shown
      : toErrorSchema(new Map(this.found), (id) => this.submitted || this.touched.has(id));
    const changed: string[] = [];
    if (!same(next, this.shown)) {
      this.shown = next;
      for (const [key, before] of this.shownByKey) {
        const now = this.shownOf(key);
        if (!same(before, now)) {
          this.shownByKey.set(key, now);
          changed.push(key);
        }
      }
    }
    this.notify(changed);
    if (formChanged || changed.length) this.form.forEach((listener) => listener());
  }

  private shownOf(key: string): ErrorSchema {
    if (!key) return this.shown.__errors ? ({ __errors: this.shown.__errors } as ErrorSchema) : NO_ERRORS;
    return (valueAt(this.shown, key) as ErrorSchema | undefined) ?? NO_ERRORS;
  }

  private notify(keys: string[]) {
    for (const key of keys) this.fields.get(key)?.forEach((listener) => listener());
  }
}
