// Wires the engine to this app: widget, rule and action registries, and the rule context from the session.
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { callAction } from '../api/actions';
import { EngineProvider, type Engine } from '../engine/EngineContext';
import type { RuleRegistry } from '../engine/core/rules';
import { widgets } from '../widgets';
import { useLeaveGuard } from './leave-guard';
import { sessionContext } from './session-context';
import { useSessionValue } from './use-session-value';

/** The rules, filled by loadRules: a page whose forms name no rule downloads none. */
const rules: RuleRegistry = {};
let rulesLoading: Promise<void> | undefined;
let rulesLoaded = false;
const loadRules = () => {
  if (rulesLoaded) return undefined;
  rulesLoading ??= import('../rules').then((module) => {
    Object.assign(rules, module.rules);
    rulesLoaded = true;
  });
  return rulesLoading;
};

/** The engine for the signed-in user of this console. */
export function AppEngine({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // The status an admin may change while the client works: the engine (read-only onboarding, approval-only actions) follows it.
  const clientStatus = useSessionValue('clientStatus');
  const engine = useMemo<Engine>(
    () => ({
      widgets,
      rules,
      loadRules,
      call: callAction,
      upload: (file, options) => callAction('onboarding.uploadDocument', { ...options, file }) as never,
      fetchDocument: (documentId) => callAction('onboarding.fetchDocument', { documentId }) as Promise<Blob>,
      navigate: (path, state) => navigate(path, { state }),
      useLeaveGuard,
      context: sessionContext(clientStatus),
    }),
    [navigate, clientStatus],
  );
  return <EngineProvider engine={engine}>{children}</EngineProvider>;
}
