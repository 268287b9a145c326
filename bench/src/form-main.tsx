// Form benchmark page "ours": SchemaForm with precompiled validators on the shared harness's n-field schema.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { Container, MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EngineProvider, type Engine } from '../../src/engine/EngineContext';
import { SchemaForm, type LoadedForm } from '../../src/engine/form/SchemaForm';
import { intParam, markRenderStart, markWhenShown } from './marks';

/** One lazy chunk per field count, so a page loads only the validators of the form it shows. */
const FORMS: Record<number, () => Promise<LoadedForm>> = {
  30: () => import('virtual:bench-form/30'),
  150: () => import('virtual:bench-form/150'),
  600: () => import('virtual:bench-form/600'),
};

/** No widgets, rules or actions: the fixture uses only RJSF's built-in text, select and number fields. */
const ENGINE: Engine = { widgets: {}, rules: {}, call: async () => ({}), context: { console: 'admin' } };

/** The same frame as the rjsf anchor page (MantineProvider, Container sm), so only the form differs. */
function Page({ form }: { form: LoadedForm }) {
  return (
    <MantineProvider>
      <Container size="sm" py="md">
        <EngineProvider engine={ENGINE}>
          <SchemaForm form={form} />
        </EngineProvider>
      </Container>
    </MantineProvider>
  );
}

// ?live= is read by the harness's contract but cannot change SchemaForm: it always validates on change
// and shows a field's messages once it was blurred (or the form submitted).
const n = intParam('n', 30);
const load = FORMS[n];
if (!load) throw new Error(`no bench form for ?n=${n}; built: ${Object.keys(FORMS).join(', ')}`);
void load().then((form) => {
  const root = document.getElementById('root')!;
  // Ready once the last field is in the page: SchemaForm shows a loader until the widgets it fetches on first use
  // (the number input here) have arrived, so the page's own first commit is not the form's.
  markWhenShown(root, `#root_f${n - 1}`, 'bench:form-ready');
  markRenderStart();
  createRoot(root).render(
    <StrictMode>
      <Page form={form} />
    </StrictMode>,
  );
});
