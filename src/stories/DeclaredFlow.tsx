// A declared flow as a story shows it: its first step empty or with every message, or filled along its steps.
import { Paper } from '@mantine/core';
import { useMemo, useRef } from 'react';
import type { FlowDeclaration } from '../engine/core/declarations';
import { Flow } from '../engine/flow/Flow';
import type { LoadedForm } from '../engine/form/SchemaForm';
import { flowPath } from './flow-path';
import { sampleData } from './sample-data';
import { submitButton, useClickOnce } from './click-once';
import { StoryEngine } from './story-engine';

/** The states a designer looks at. */
export type FlowStoryState = 'empty' | 'filled' | 'errors';

/** Props of DeclaredFlow. */
export interface DeclaredFlowProps {
  flow: FlowDeclaration;
  /** Every form the steps name. */
  forms: Record<string, LoadedForm>;
  state: FlowStoryState;
}

/** Who looks: the client console with no role or client status (most flows run before sign-in). */
const VISITOR = { console: 'client', role: undefined, clientStatus: null } as const;

/**
 * Renders one flow with every action answered by the story engine. Filled opens at the last step of its path with the
 * sample data the earlier steps' forms would have given (the identifier beside its Edit link); a step's own form
 * starts empty, as the flow always shows it.
 */
export function DeclaredFlow({ flow, forms, state }: DeclaredFlowProps) {
  const box = useRef<HTMLDivElement>(null);
  const pending = useClickOnce(box, state === 'errors' ? submitButton : undefined);
  const filled = useMemo(() => {
    if (state !== 'filled') return undefined;
    const path = flowPath(flow);
    const before = path.slice(0, -1).flatMap((id) => {
      const form = flow.steps[id].form;
      return form && forms[form] ? [sampleData(forms[form].declaration.schema)] : [];
    });
    return { startAt: path[path.length - 1], initialData: Object.assign({}, ...before) as Record<string, unknown> };
  }, [flow, forms, state]);
  return (
    <StoryEngine context={VISITOR}>
      <Paper p="md" maw={480} ref={box} data-story-pending={pending || undefined}>
        <Flow
          flow={flow}
          forms={forms}
          startAt={filled?.startAt}
          initialData={filled?.initialData}
          onDone={() => undefined}
          onExit={() => undefined}
        />
      </Paper>
    </StoryEngine>
  );
}
