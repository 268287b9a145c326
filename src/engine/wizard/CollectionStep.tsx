// A wizard step that keeps a list of entries in sections (the stakeholders): visible sections, their banner, each section.
import { Accordion, Alert, Stack } from '@mantine/core';
import type { CollectionDeclaration } from '../core/declarations';
import { useEngine } from '../EngineContext';
import type { LoadedForm } from '../form/SchemaForm';
import { CollectionSection } from './CollectionSection';
import { collectionRules, entriesOf } from './collection';

type Entry = Record<string, unknown>;

/** Props of CollectionStep. */
export interface CollectionStepProps {
  collection: CollectionDeclaration;
  value: unknown;
  onChange: (value: Record<string, unknown>) => void;
  forms: Record<string, LoadedForm>;
  /** The whole wizard's data, which the collection's rules read (the company type). */
  data: Record<string, unknown>;
  readOnly: boolean;
}

/** The sections the rules leave visible, all open, with the missing-people banner above them. */
export function CollectionStep({ collection, value, onChange, forms, data, readOnly }: CollectionStepProps) {
  const engine = useEngine();
  const { ui, problem } = collectionRules(collection, value, { rules: engine.rules, context: engine.context, data });
  const sections = collection.sections.filter((section) => !ui[section.type]?.hidden);
  const entries = entriesOf(collection, value);
  const write = (next: Entry[]) => onChange({ ...(value as object), [collection.field]: next });
  return (
    <Stack gap="md">
      {problem ? (
        <Alert color="yellow" role="status">
          {problem}
        </Alert>
      ) : null}
      <Accordion multiple defaultValue={sections.map((section) => section.type)} variant="separated">
        {sections.map((section) => (
          <CollectionSection
            key={section.type}
            collection={collection}
            section={section}
            title={ui[section.type]?.label ?? section.title}
            value={value}
            forms={forms}
            readOnly={readOnly}
            onAdded={(added) => write([...entries, ...added])}
            onRemoved={(removed) => write(entries.filter((entry) => entry !== removed && entry.id !== removed.id))}
          />
        ))}
      </Accordion>
    </Stack>
  );
}
