// A page tab's content file (schemas/content/<id>.md), in its own chunk: fetched, then drawn as safe Markdown.
import { contents } from 'virtual:declarations';
import { Markdown } from './markdown';
import { RecordState } from './RecordState';
import { useLoaded } from './use-loaded';

/** The content file `id`. */
export default function ContentView({ id }: { id: string }) {
  const { value, error, retry } = useLoaded(contents[id], `No content "${id}" under schemas/content/`);
  return (
    <RecordState label={id} loading={!value} error={error} retry={retry}>
      {value ? <Markdown text={value.text} /> : null}
    </RecordState>
  );
}
