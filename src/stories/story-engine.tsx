// The engine stories run with: the real widgets and rules, and actions answered from sample data instead of a server.
import { useMemo, type ReactNode } from 'react';
import { EngineProvider, type Engine } from '../engine/EngineContext';
import type { RuleContext } from '../engine/core/rules';
import { rules } from '../rules';
import { widgets } from '../widgets';
import { SAMPLE_OPTIONS } from './sample-data';

/** The option sources of remote selects and select filters (not the currency checklist's, which answers records). */
const OPTION_SOURCES =
  /\.(active|industries|actions|countries|partners|customers|payers|incoterms|hsCodes|\w+PurposeCodes)$|^(paymentRequests|reversals)\.currencies$/;

/**
 * Wraps a story in an engine whose named `answers` (a wizard's load) come first, whose list actions return sample rows
 * or options and whose other actions succeed. No action reaches the network.
 */
export function StoryEngine({
  children,
  context,
  rows,
  source,
  answers,
}: {
  children: ReactNode;
  context?: Partial<RuleContext>;
  /** What list actions answer: the `.list` ones, and `source` (a table's own, whatever its name). */
  rows?: unknown[];
  source?: string;
  /** Answers by action name, before any other; none by default. */
  answers?: Record<string, unknown>;
}) {
  const engine = useMemo<Engine>(
    () => ({
      widgets,
      rules,
      call: async (action) =>
        answers && action in answers
          ? answers[action]
          : action.endsWith('.list') || action === source
            ? (rows ?? [])
            : action.startsWith('lists.') || OPTION_SOURCES.test(action)
              ? SAMPLE_OPTIONS
              : { message: 'Saved (story)' },
      upload: async (file) => ({ documentId: 'story-doc', documentName: file.name }),
      fetchDocument: async () => new Blob(['%PDF-1.4 story'], { type: 'application/pdf' }),
      context: { console: 'admin', role: 'Admin', clientStatus: 'Approved', ...context },
    }),
    [answers, context, rows, source],
  );
  return <EngineProvider engine={engine}>{children}</EngineProvider>;
}
