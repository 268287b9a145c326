// A page tab's declared wizard, in its own chunk, scoped to the page's parameters (the client an admin reviews).
import { useCallback } from 'react';
import { useEngine } from '../EngineContext';
import { loadWizard } from '../wizard/load-wizard';
import { Wizard } from '../wizard/Wizard';
import { RecordState } from './RecordState';
import { useLoaded } from './use-loaded';

/** Props of EmbeddedWizard. */
export interface EmbeddedWizardProps {
  id: string;
  params: Record<string, unknown>;
  /** Whose draft this is: the page and its parameters, so two clients' drafts never mix. */
  owner: string;
}

/** The wizard with its forms; finishing or skipping leaves through the app's navigation. */
export default function EmbeddedWizard({ id, params, owner }: EmbeddedWizardProps) {
  const engine = useEngine();
  const load = useCallback(() => loadWizard(id), [id]);
  const { value, error, retry } = useLoaded(load, `No wizard "${id}" under schemas/`);
  return (
    <RecordState label={id} loading={!value} error={error} retry={retry}>
      {value ? (
        <Wizard
          wizard={value.declaration}
          forms={value.forms}
          fields={value.fields}
          owner={owner}
          scope={params}
          onNavigate={(path) => (engine.navigate ? engine.navigate(path) : window.location.assign(path))}
        />
      ) : null}
    </RecordState>
  );
}
