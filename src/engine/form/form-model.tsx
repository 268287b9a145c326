// A model-based test of a declared form: random sequences of what a user does, after each of which what every field
// shows, what the form reported and what a submit sends agree with a model of the form's data (form-model README).
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultFormState, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import fc from 'fast-check';
import { expect, vi } from 'vitest';
import { applyRules, type FieldUi, type RuleContext } from '../core/rules';
import type { Engine } from '../EngineContext';
import { renderWithEngine } from '../test-engine';
import { SETTLE_AFTER_MS } from './store';
import { resetsOf } from './resets';
import { declaredDefaults } from './revealed-defaults';
import { SchemaForm, type LoadedForm } from './SchemaForm';
import { DEFAULTS, settleData } from './settle';
import { transformInput, type TransformOptions } from './transforms';

/** Timers as they were before a test faked them: the runner waits on real time for parts fetched on first use. */
const realTimeout = globalThis.setTimeout;

type Data = Record<string, unknown>;

/** A field the model drives: a text field, a choice drawn as a select or a radio group, or a date. */
interface ModelField {
  key: string;
  kind: 'text' | 'select' | 'radio' | 'date';
  /** The declared choices of a select or radio group, as values and the labels shown. */
  choices: { value: unknown; label: string }[];
  transform: TransformOptions;
}

/** What a widget of the form sets on its sibling fields when the user makes it (an OCR reading a PAN card). */
export interface ModelFill<V> {
  /** What the widget may be given (the OCR's answer). */
  given: fc.Arbitrary<V>;
  /** Makes the widget act with `given` (uploads a card the OCR reads as `given`). */
  perform: (given: V) => Promise<void>;
  /** The values the widget sets, its own field's among them. */
  sets: (given: V) => Data;
}

/** A declared form under the model: the form, the engine it is drawn with, its starting data, its filling widget. */
export interface ModelledForm {
  form: LoadedForm;
  engine: Partial<Engine> & { context?: RuleContext };
  initialData?: Data;
  fill?: ModelFill<Data>;
}

/** The model: the data the form should hold and report, and the text typed into a field and not yet settled. */
interface Model {
  data: Data;
  ui: Record<string, FieldUi>;
  draft?: { key: string; text: string; value: unknown };
}

/** The form as drawn: what it reported and submitted, and how to draw it again. */
interface Real {
  onChange: ReturnType<typeof vi.fn>;
  onSubmit: ReturnType<typeof vi.fn>;
  open: () => Promise<Data>;
}

const plain = (data: unknown) => JSON.parse(JSON.stringify(data ?? {})) as Data;
const byId = (key: string) => document.getElementById(`root_${key}`) as HTMLInputElement | null;
const radios = (key: string) => [
  ...document.querySelectorAll<HTMLInputElement>(`input[type=radio][name="root_${key}"]`),
];
const usable = (element: HTMLInputElement | null | undefined): element is HTMLInputElement =>
  Boolean(element && !element.disabled && !element.readOnly);
const dayMonthYear = (iso: unknown) => (typeof iso === 'string' ? iso.split('-').reverse().join('/') : '');

/** Lets React, RJSF and promises finish what a command started (real time: parts may be fetched on first use). */
async function flush(times = 3) {
  for (let i = 0; i < times; i++)
    await act(async () => {
      await new Promise((resolve) => realTimeout(resolve, 0));
    });
}

/** Waits in real time, rendering as it goes, until `found` returns something (or gives up and returns undefined). */
async function until<R>(found: () => R | undefined | null, tries = 200): Promise<R | undefined> {
  for (let i = 0; i < tries; i++) {
    const result = found();
    if (result) return result;
    await act(async () => {
      await new Promise((resolve) => realTimeout(resolve, 2));
    });
  }
  return undefined;
}

/** The fields of a declaration the model drives, read from its schema and ui schema (others are left alone). */
function modelFields({ form }: ModelledForm): ModelField[] {
  const { schema, ui = {} } = form.declaration as { schema: RJSFSchema; ui?: Record<string, Record<string, unknown>> };
  const validator = createPrecompiledValidator(form.validateFns as never, schema);
  return Object.entries(schema.properties ?? {}).flatMap(([key, declared]): ModelField[] => {
    const own = ui[key] ?? {};
    const resolved = retrieveSchema(validator, declared as RJSFSchema, schema);
    const widget = own['ui:widget'] as string | undefined;
    const choices = [
      ...(resolved.enum ?? []).map((value) => ({ value, label: String(value) })),
      ...((resolved.oneOf ?? []) as RJSFSchema[])
        .filter((option) => 'const' in option)
        .map((option) => ({ value: option.const, label: option.title ?? String(option.const) })),
    ];
    if (own['ui:readonly']) return [];
    const field = (kind: ModelField['kind']) => [
      { key, kind, choices, transform: (own['ui:options'] ?? {}) as TransformOptions },
    ];
    if (widget === 'radio' && choices.length) return field('radio');
    if (widget === 'date') return field('date');
    if ((widget === 'select' || widget === undefined) && choices.length) return field('select');
    if (widget === undefined && resolved.type === 'string' && !resolved.format) return field('text');
    return [];
  });
}

/** The model's settle: the form's own pure settle (settle.ts) with the declaration's rules, resets and defaults. */
function modelSettle({ form, engine }: ModelledForm) {
  const { declaration } = form;
  const schema = declaration.schema as RJSFSchema;
  const validator = createPrecompiledValidator(form.validateFns as never, schema);
  const context = engine.context ?? { console: 'admin', role: 'Admin' };
  const settling = {
    run: (data: Data) => applyRules(declaration.rules, engine.rules ?? {}, data, context),
    resets: resetsOf(declaration.ui),
    defaults: declaredDefaults(validator, schema, DEFAULTS),
  };
  return (model: Model, next: Data) => {
    const settled = settleData(next, model, settling);
    model.data = settled.data;
    model.ui = settled.ui;
  };
}

/** The commands of a sequence, each acting on the drawn form and the model alike. */
function commandsFor(target: ModelledForm) {
  const fields = modelFields(target);
  const settle = modelSettle(target);
  const user = userEvent.setup({ delay: null });
  const of = (kind: ModelField['kind']) => fields.filter((field) => field.kind === kind);

  /** Leaving a field with text typed into it settles that text (a click elsewhere, Tab). */
  const leave = async (model: Model) => {
    const { draft } = model;
    if (!draft) return;
    const element = byId(draft.key);
    if (element) fireEvent.focusOut(element);
    model.draft = undefined;
    if (element) settle(model, { ...model.data, [draft.key]: draft.value });
    await flush();
  };

  const command = (
    name: string,
    run: (model: Model, real: Real) => Promise<void>,
    check: (model: Model) => boolean = () => true,
  ): fc.AsyncCommand<Model, Real> => ({
    check,
    async run(model, real) {
      await run(model, real);
      await flush();
      agree(model, real, fields);
    },
    toString: () => name,
  });

  const typing = (field: ModelField) =>
    fc.string({ maxLength: 6, unit: fc.constantFrom('a', 'B', '1', ' ', '.', '-') }).map((text) =>
      command(`type ${JSON.stringify(text)} into ${field.key}`, async (model) => {
        if (model.draft && model.draft.key !== field.key) await leave(model);
        const element = byId(field.key);
        if (!usable(element)) return;
        fireEvent.focusIn(element);
        fireEvent.input(element, { target: { value: text } });
        const shown = transformInput(text, field.transform);
        model.draft = { key: field.key, text: shown, value: shown === '' ? undefined : shown };
      }),
    );

  const settling = fc.constantFrom('Tab', 'Enter', 'pause', 'hide the page').map((how) =>
    command(
      how,
      async (model) => {
        const { draft } = model;
        const element = draft && byId(draft.key);
        if (!draft || !element) return;
        if (how === 'Tab') fireEvent.focusOut(element);
        if (how === 'Enter') fireEvent.keyDown(element, { key: 'Enter' });
        if (how === 'pause') act(() => vi.advanceTimersByTime(SETTLE_AFTER_MS));
        if (how === 'hide the page') hidePage();
        model.draft = undefined;
        settle(model, { ...model.data, [draft.key]: draft.value });
      },
      (model) => model.draft !== undefined,
    ),
  );

  const picking = (field: ModelField) =>
    fc.nat(field.choices.length - 1).map((index) => {
      const choice = field.choices[index];
      return command(`pick ${choice.label} in ${field.key}`, async (model) => {
        await leave(model);
        if (field.kind === 'radio') {
          const radio = radios(field.key)[index];
          if (!usable(radio)) return;
          fireEvent.click(radio);
        } else {
          const element = byId(field.key);
          if (!usable(element)) return;
          await user.click(element);
          const option = await until(() => screen.queryByRole('option', { name: choice.label }));
          if (!option) throw new Error(`no option ${choice.label} in ${field.key}`);
          await user.click(option);
        }
        // Mantine's select lets its chosen option go when it is picked again.
        const again = field.kind === 'select' && Object.is(model.data[field.key], choice.value);
        settle(model, { ...model.data, [field.key]: again ? undefined : choice.value });
      });
    });

  const dating = (field: ModelField) =>
    fc.date({ min: new Date('1950-01-01'), max: new Date('2020-12-28'), noInvalidDate: true }).map((day) => {
      const iso = day.toISOString().slice(0, 10);
      return command(`pick ${iso} in ${field.key}`, async (model) => {
        await leave(model);
        const element = byId(field.key);
        if (!usable(element)) return;
        fireEvent.focus(element);
        fireEvent.change(element, { target: { value: dayMonthYear(iso) } });
        fireEvent.blur(element);
        settle(model, { ...model.data, [field.key]: iso });
      });
    });

  const { fill } = target;
  const filling =
    fill &&
    fill.given.map((given) =>
      command(`fill ${JSON.stringify(given)}`, async (model, real) => {
        await leave(model);
        const sets = plain(fill.sets(given));
        await fill.perform(given);
        // The widget's work is asynchronous (an upload, then the OCR): done once the form reports what it sets.
        await until(() => {
          const reported = plain(real.onChange.mock.lastCall?.[0]);
          return Object.entries(sets).every(([key, value]) => JSON.stringify(reported[key]) === JSON.stringify(value));
        });
        settle(model, { ...model.data, ...fill.sets(given) });
      }),
    );

  const switching = fc.nat(5).map((index) =>
    command(`tab ${index}`, async (model) => {
      await leave(model);
      const tab = screen.queryAllByRole('tab')[index];
      if (tab && !tab.hasAttribute('disabled')) await user.click(tab);
    }),
  );

  const submitting = fc.constant(
    command('submit', async (model, real) => {
      await leave(model);
      const button = document.querySelector<HTMLButtonElement>('button[type=submit]');
      if (!button || button.disabled) return;
      real.onSubmit.mockClear();
      await user.click(button);
      await flush();
      for (const [sent] of real.onSubmit.mock.calls) expect(plain(sent), 'what submit sent').toEqual(plain(model.data));
    }),
  );

  const reopening = fc.constant(
    command('open the form again', async (model, real) => {
      model.draft = undefined;
      Object.assign(model, { data: await real.open(), ui: {} });
      settle(model, model.data);
    }),
  );

  return [
    ...of('text').map(typing),
    ...(of('text').length ? [settling] : []),
    ...[...of('select'), ...of('radio')].map(picking),
    ...of('date').map(dating),
    ...(filling ? [filling] : []),
    ...((target.form.declaration.ui as Data | undefined)?.['ui:tabs'] ? [switching] : []),
    submitting,
    reopening,
  ];
}

/** The page hidden (the user switches away): a phone may discard it without a `pagehide`. */
function hidePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  Reflect.deleteProperty(document, 'visibilityState');
}

/** What each field shows and what the form last reported agree with the model. */
function agree(model: Model, real: Real, fields: ModelField[]) {
  const reported = real.onChange.mock.lastCall?.[0];
  if (reported) expect(plain(reported), 'what the form reported').toEqual(plain(model.data));
  for (const field of fields) {
    const value = model.data[field.key];
    const drafted = model.draft?.key === field.key;
    if (field.kind === 'radio') {
      const checked = radios(field.key).findIndex((radio) => radio.checked);
      const expected = field.choices.findIndex((choice) => choice.value === value);
      if (radios(field.key).length) expect(checked, `what ${field.key} shows`).toBe(expected);
      continue;
    }
    const element = byId(field.key);
    if (!element) continue;
    const shown =
      field.kind === 'text'
        ? drafted
          ? model.draft!.text
          : value === undefined || value === null
            ? ''
            : String(value)
        : field.kind === 'date'
          ? dayMonthYear(value)
          : (field.choices.find((choice) => choice.value === value)?.label ?? '');
    expect(element.value, `what ${field.key} shows`).toBe(shown);
  }
}

/**
 * Runs `runs` random sequences of at most `commands` commands on the form, from `seed` (with the `path` and
 * `replayPath` a failure printed, replays it); throws the shortest failing one.
 */
export async function checkFormModel(
  target: ModelledForm,
  {
    runs = 200,
    seed = 28,
    commands = 10,
    path,
    replayPath,
  }: { runs?: number; seed?: number; commands?: number; path?: string; replayPath?: string } = {},
) {
  const arbitraries = commandsFor(target);
  const settle = modelSettle(target);
  const { schema } = target.form.declaration as { schema: RJSFSchema };
  const validator = createPrecompiledValidator(target.form.validateFns as never, schema);
  const open = async () => {
    cleanup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    await act(async () => {
      renderWithEngine(
        <SchemaForm form={target.form} initialData={target.initialData} onChange={onChange} onSubmit={onSubmit} />,
        target.engine,
      );
    });
    // Drawn once the parts it waits for have come (fetched on first use), and RJSF has reported what it adds.
    await until(() => document.querySelector('form'));
    await flush();
    real.onChange = onChange;
    real.onSubmit = onSubmit;
    // The form at rest once open: its starting data with the declared defaults, settled.
    const model: Model = { data: {}, ui: {} };
    settle(model, getDefaultFormState(validator, schema, target.initialData ?? {}, schema, false, DEFAULTS) as Data);
    return plain(model.data);
  };
  const real: Real = { onChange: vi.fn(), onSubmit: vi.fn(), open };
  await fc.assert(
    fc.asyncProperty(fc.commands(arbitraries, { maxCommands: commands, replayPath }), async (sequence) => {
      const setup = async () => {
        const data = await open();
        const model: Model = { data, ui: {} };
        settle(model, data);
        return { model, real };
      };
      try {
        await fc.asyncModelRun(setup, sequence);
      } finally {
        cleanup();
      }
    }),
    { numRuns: runs, seed, path, verbose: 1 },
  );
}
