// The registries and services the app hands the engine: the engine itself imports no widget, rule or API code.
import type { RegistryWidgetsType } from '@rjsf/utils';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RuleContext, RuleRegistry } from './core/rules';

/** A named API action: payload in, data out; throws an Error carrying the server's message on failure. */
export type ActionCall = (action: string, payload?: unknown) => Promise<unknown>;

/** Upload a file for a document field; resolves to the spec's document reference. */
export type UploadFile = (
  file: File,
  options: { documentType?: string; onProgress?: (percent: number) => void; [scope: string]: unknown },
) => Promise<{ documentId: string; documentName: string }>;

/** What a wizard hands a named panel (a step no form expresses, such as the stakeholders). */
export interface PanelProps {
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly: boolean;
}

/** A panel and the check that says when its step is complete. */
export interface Panel {
  component: ComponentType<PanelProps>;
  complete: (value: unknown) => boolean;
}

/** Everything the engine needs from the app. */
export interface Engine {
  widgets: RegistryWidgetsType;
  /** The rules by name; the app fills it when `loadRules` has run. */
  rules: RuleRegistry;
  /**
   * Fetches the rules into `rules` (the app loads them with the first form or wizard that needs one, so a page
   * without rules downloads none): a promise while they are not there, undefined once they are or when absent.
   */
  loadRules?: () => Promise<void> | undefined;
  call: ActionCall;
  upload?: UploadFile;
  fetchDocument?: (documentId: string) => Promise<Blob>;
  context: RuleContext;
  /** Moves to another screen with navigation state; a page load when absent. */
  navigate?: (path: string, state?: Record<string, unknown>) => void;
  /**
   * A hook the app gives (react-router's blocker and the browser's unload warning): while `mayLeave` does not answer
   * true, leaving the route asks it first. Absent outside the app.
   */
  useLeaveGuard?: (mayLeave: (unloading?: boolean) => boolean | Promise<boolean>) => void;
  /** Named wizard panels; none by default. */
  panels?: Record<string, Panel>;
}

const EngineContext = createContext<Engine | null>(null);

/** Provides the registries to every SchemaForm, MasterTable and Wizard below it. */
export function EngineProvider({ engine, children }: { engine: Engine; children: ReactNode }) {
  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
}

/** The engine's registries; fails loudly outside an EngineProvider. */
export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine must be used inside <EngineProvider>');
  return engine;
}
