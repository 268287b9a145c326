// Loads a wizard's saved data through its declared load action, and again on demand (the review step).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RuleContext } from '../core/rules';
import { takeEarly } from '../early-answers';
import { useEngine } from '../EngineContext';
import type { LoadedForm } from '../form/SchemaForm';
import { message } from '../core/message';

/** What a load action answers: data by step id, and what it says about the context (the client's status). */
export interface Loaded {
  data: Record<string, unknown>;
  context?: Partial<RuleContext>;
}

/** A load action's answer: data by step id, or the entity record the steps' `bind` read. */
export type LoadAnswer = Partial<Loaded> & { record?: Record<string, unknown> };

/** The load's state: loading, failed with a message, or done. */
export type LoadState = { status: 'loading' } | { status: 'failed'; message: string } | ({ status: 'done' } & Loaded);

/** Calls `action` with the scope once (none: the given saved data at once); `retry` loads again. */
export function useWizardLoad(
  action: string | undefined,
  scope: Record<string, unknown> | undefined,
  saved: Record<string, unknown> | undefined,
  /** Step data from a loaded entity record (the steps' `bind`), read with the forms fetched so far when given. */
  bindRecord: (
    record: Record<string, unknown>,
    context: Partial<RuleContext>,
    forms?: Record<string, LoadedForm>,
  ) => Record<string, unknown>,
) {
  const engine = useEngine();
  // Read through a ref: a new mapper each render must not start another load.
  const bindRef = useRef(bindRecord);
  useEffect(() => {
    bindRef.current = bindRecord;
  });
  // Keyed by content, so a screen that builds a new scope object each render does not reload.
  const scopeKey = JSON.stringify(scope ?? {});
  const [state, setState] = useState<LoadState>(() =>
    action ? { status: 'loading' } : { status: 'done', data: saved ?? {} },
  );
  /** The saved data again; `forms` (those fetched so far) say which fields a bound step reads. */
  const fetchSaved = useCallback(
    async (forms?: Record<string, LoadedForm>): Promise<Loaded | undefined> => {
      if (!action) return undefined;
      // the rules a bound record is read with come beside the answer
      const payload = JSON.parse(scopeKey) as Record<string, unknown>;
      // an answer asked for as the route began (src/app/route-kinds/wizard-first-data.ts) is taken, not asked again
      const loading = takeEarly(action, payload) ?? engine.call(action, payload);
      const [answer] = (await Promise.all([loading, engine.loadRules?.()])) as [LoadAnswer | undefined, unknown];
      const context = answer?.context ?? {};
      return { data: answer?.record ? bindRef.current(answer.record, context, forms) : (answer?.data ?? {}), context };
    },
    [action, engine, scopeKey],
  );
  const settle = useCallback(
    () =>
      fetchSaved().then(
        (loaded) => setState({ status: 'done', data: loaded?.data ?? {}, context: loaded?.context }),
        (error: Error) =>
          setState({ status: 'failed', message: error.message || message('common.somethingWentWrong') }),
      ),
    [fetchSaved],
  );
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void settle();
  }, [settle]);
  useEffect(() => {
    if (action) void settle();
  }, [action, settle]);
  return { state, retry, fetchSaved };
}
