// Inside a wizard opened for one client (the admin console), every action and upload names that client, and rules see its status.
import { useMemo, type ReactNode } from 'react';
import type { RuleContext } from '../core/rules';
import { EngineProvider, useEngine, type Engine } from '../EngineContext';

/** Props of ScopedEngine. */
export interface ScopedEngineProps {
  /** Values added to every action payload and upload (e.g. { clientId }); none by default. */
  scope?: Record<string, unknown>;
  /** Context values that override the session's (the chosen client's status and type). */
  context?: Partial<RuleContext>;
  children: ReactNode;
}

/** The surrounding engine with the scope laid under every payload and the context laid over the session's. */
export function ScopedEngine({ scope, context, children }: ScopedEngineProps) {
  const engine = useEngine();
  const scoped = useMemo<Engine>(() => {
    if (!scope && !context) return engine;
    const withScope = (payload: unknown) =>
      payload && typeof payload === 'object' && !Array.isArray(payload) ? { ...scope, ...payload } : (payload ?? scope);
    return {
      ...engine,
      context: { ...engine.context, ...context },
      call: (action, payload) => engine.call(action, withScope(payload)),
      upload: engine.upload && ((file, options) => engine.upload!(file, { ...scope, ...options })),
    };
  }, [engine, scope, context]);
  return <EngineProvider engine={scoped}>{children}</EngineProvider>;
}
