// The form's store: one place for the data, typed values held until they settle, each field told only of its own path.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppliedRules } from '../core/rules';
import { FormStore, SETTLE_AFTER_MS, withValueAt, type FormWork } from './store';

type Data = Record<string, unknown>;

/** A form whose one rule upper-cases `code` and hides `gst` for individuals; every empty `name` is a message. */
const work = (): FormWork<Data> => ({
  settle: (next): AppliedRules<Data> => {
    const data = typeof next.code === 'string' ? { ...next, code: next.code.toUpperCase() } : next;
    return { data, errors: {}, ui: data.kind === 'individual' ? { gst: { hidden: true } } : {} };
  },
  judge: (settled) => new Map(settled.data.name ? [] : [['name', 'Required!']]),
});

/** A store that reports to `report`. */
const storeOf = (initial: Data, report = vi.fn()) => {
  const store = new FormStore(work(), initial);
  store.use(work(), report);
  return store;
};

describe('withValueAt', () => {
  it('copies only the objects and arrays along the path', () => {
    const data = { a: { b: 1 }, c: { d: 2 }, list: [{ x: 1 }, { x: 2 }] };
    const next = withValueAt(data, ['list', 1, 'x'], 3);
    expect(next).toEqual({ a: { b: 1 }, c: { d: 2 }, list: [{ x: 1 }, { x: 3 }] });
    expect(next.a).toBe(data.a);
    expect(next.list[0]).toBe(data.list[0]);
    expect(Array.isArray(next.list)).toBe(true);
  });
});

describe('FormStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells a field of its own path only, and reports the settled data', () => {
    const report = vi.fn();
    const store = storeOf({ name: 'Ravi', city: 'Pune' }, report);
    const [name, city] = [vi.fn(), vi.fn()];
    store.subscribe('name', name);
    store.subscribe('city', city);
    store.set(['city'], 'Delhi');
    expect(city).toHaveBeenCalledTimes(1);
    expect(name).not.toHaveBeenCalled();
    expect(report).toHaveBeenLastCalledWith({ name: 'Ravi', city: 'Delhi' });
  });

  it('holds typing until it pauses, then settles every typed value once', () => {
    const report = vi.fn();
    const store = storeOf({}, report);
    store.type('name', 'R');
    store.type('name', 'Ra');
    expect(store.draftAt('name')).toEqual({ value: 'Ra' });
    expect(store.valueAt('name')).toBeUndefined();
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLE_AFTER_MS);
    expect(store.draftAt('name')).toBeUndefined();
    expect(report).toHaveBeenCalledTimes(1);
    expect(store.data).toEqual({ name: 'Ra' });
  });

  it('keeps the option the user picks after a widget filled that field: nothing laid over it', () => {
    const store = storeOf({});
    store.set(['birthDate'], '1990-01-01');
    store.set(['birthDate'], '1985-05-05');
    expect(store.data.birthDate).toBe('1985-05-05');
  });

  it('tells the field typed into when a rule rewrites its value, even to the value it held before', () => {
    const store = storeOf({ code: 'AB' });
    const code = vi.fn();
    store.subscribe('code', code);
    store.type('code', 'ab');
    code.mockClear();
    store.flush();
    expect(store.data.code).toBe('AB');
    expect(code).toHaveBeenCalled();
  });

  it('shows a message once its field is touched or the form submitted, and keeps the object while unchanged', () => {
    const store = storeOf({});
    expect(store.shownAt('name')).toEqual({});
    store.touch('root_name');
    const shown = store.shownAt('name');
    expect(shown).toEqual({ __errors: ['Required!'] });
    store.set(['city'], 'Pune');
    expect(store.shownAt('name')).toBe(shown);
    expect([...store.submit()]).toEqual([['name', 'Required!']]);
  });

  it('keeps the messages shown still while a pointer is pressed, and shows them after the release', () => {
    const store = storeOf({});
    const detach = store.attach();
    document.dispatchEvent(new Event('pointerdown'));
    store.touch('root_name');
    expect(store.shownAt('name')).toEqual({});
    document.dispatchEvent(new Event('pointerup'));
    vi.runAllTimers();
    expect(store.shownAt('name')).toEqual({ __errors: ['Required!'] });
    detach();
  });

  it('settles what is typed when the page is hidden', () => {
    const store = storeOf({});
    const detach = store.attach();
    store.type('name', 'Ravi');
    window.dispatchEvent(new Event('pagehide'));
    expect(store.data.name).toBe('Ravi');
    detach();
  });

  it('keeps the rules presentation object while its content is unchanged', () => {
    const store = storeOf({ kind: 'individual' });
    const ui = store.ui;
    store.set(['name'], 'Ravi');
    expect(store.ui).toBe(ui);
    store.set(['kind'], 'business');
    expect(store.ui).toEqual({});
  });
  it("shows the server's refusal at its field until that field changes, and one of the form itself until any change", () => {
    const store = storeOf({ name: 'Ravi', city: 'Pune' });
    const city = vi.fn();
    store.subscribe('city', city);
    // As a drawn field reads its messages.
    expect(store.shownAt('city')).toEqual({});
    store.refuse(
      new Map([
        ['city', 'City must be at most 20 characters'],
        ['', 'Please enter Export Licence'],
      ]),
    );
    expect(store.shownAt('city')).toEqual({ __errors: ['City must be at most 20 characters'] });
    expect(store.shownAt('')).toEqual({ __errors: ['Please enter Export Licence'] });
    expect(city).toHaveBeenCalled();
    // A submit meanwhile is held back by them.
    expect([...store.submit().keys()]).toEqual(['city', '']);
    store.set(['name'], 'Ravi Kumar');
    expect(store.shownAt('')).toEqual({});
    expect(store.shownAt('city')).toEqual({ __errors: ['City must be at most 20 characters'] });
    store.set(['city'], 'Mumbai');
    expect(store.shownAt('city')).toEqual({});
    expect(store.messages.size).toBe(0);
  });
});
