// A page declaration rendered as the app renders it, with the sample data as the record its source answers: every
// other call (a tab's table, form or wizard) is answered empty by the lab, so a preview never reads or changes real data.
import { useMemo } from 'react';
import { SWRConfig } from 'swr';
import type { PageDeclaration } from '../../engine/core/declarations';
import { EngineProvider, useEngine, type Engine } from '../../engine/EngineContext';
import { Page } from '../../engine/page/Page';

/** Props of PagePreview. */
export interface PagePreviewProps {
  declaration: Record<string, unknown>;
  /** The record the page's source answers; its values also fill the page's parameters. */
  sample: Record<string, unknown>;
  sampleVersion: number;
}

/** The page with its parameters taken from the sample (a declared one the sample lacks is "sample"). */
export function PagePreview({ declaration, sample, sampleVersion }: PagePreviewProps) {
  const page = declaration as unknown as PageDeclaration;
  const outer = useEngine();
  const params = useMemo(
    () => Object.fromEntries((page.params ?? []).map((name) => [name, sample[name] ?? 'sample'])),
    [page.params, sample],
  );
  const engine = useMemo<Engine>(
    () => ({
      ...outer,
      navigate: undefined,
      call: async (action) => (action === page.source ? sample : []),
    }),
    [outer, page.source, sample],
  );
  return (
    <SWRConfig key={`${sampleVersion}:${JSON.stringify(sample)}`} value={{ provider: () => new Map() }}>
      <EngineProvider engine={engine}>
        <Page page={page} params={params} />
      </EngineProvider>
    </SWRConfig>
  );
}
