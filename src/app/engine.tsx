// Wires the engine to this app: widget, rule and action registries, and the rule context from the session.
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { callAction } from '../api/actions';
import { EngineProvider, type Engine } from '../engine/EngineContext';
import { rules } from '../rules';
import { widgets } from '../widgets';
import { currentConsole } from './console';
import { readSession } from './session';
import { useSessionValue } from './use-session-value';

/** The engine for the signed-in user of this console. */
export function AppEngine({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // The status an admin may change while the client works: the engine (read-only onboarding, approval-only actions) follows it.
  const clientStatus = useSessionValue('clientStatus');
  const engine = useMemo<Engine>(
    () => ({
      widgets,
      rules,
      call: callAction,
      upload: (file, options) => callAction('onboarding.uploadDocument', { ...options, file }) as never,
      fetchDocument: (documentId) => callAction('onboarding.fetchDocument', { documentId }) as Promise<Blob>,
      navigate: (path, state) => navigate(path, { state }),
      context: {
        console: currentConsole(),
        role: readSession('roleName') ?? undefined,
        clientStatus,
        clientType: readSession('clientType'),
      },
    }),
    [navigate, clientStatus],
  );
  return <EngineProvider engine={engine}>{children}</EngineProvider>;
}
