// A stored document in a detail section (a client's GST certificate on the admin's client detail): its name and View.
import { Button, Group, Text } from '@mantine/core';
import { message } from '../core/message';
import { useEngine } from '../EngineContext';
import { useDocumentView } from './use-document-view';

/** A document reference as the API answers it: an object, or the JSON text onboarding stores (spec 2 section 3). */
const referenceOf = (value: unknown): { documentId: string; documentName: string } | undefined => {
  let reference = value;
  if (typeof value === 'string') {
    try {
      reference = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const candidate = reference as { documentId?: unknown; documentName?: unknown } | null;
  return typeof candidate?.documentId === 'string'
    ? { documentId: candidate.documentId, documentName: String(candidate.documentName ?? candidate.documentId) }
    : undefined;
};

/** The name and a View button that opens the document; '-' when there is none. */
export default function DocumentField({ value }: { value: unknown }) {
  const { fetchDocument } = useEngine();
  const viewer = useDocumentView(fetchDocument);
  const document = referenceOf(value);
  if (!document) return <>-</>;
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" truncate="end" title={document.documentName}>
        {document.documentName}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        aria-label={`View ${document.documentName}`}
        onClick={() => void viewer.view(document.documentId, document.documentName)}
      >
        View
      </Button>
      {viewer.failed ? (
        <Text size="xs" c="red" role="alert">
          {message('upload.fetchFailed')}
        </Text>
      ) : null}
      {viewer.dialog}
    </Group>
  );
}
