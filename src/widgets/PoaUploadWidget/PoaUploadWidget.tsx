// Spec 2 sections 2.4 and 5.3: a proof of address, front then back, of the type chosen in a sibling field; the front is read by OCR.
import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useFocusWithin } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { WidgetProps } from '@rjsf/utils';
import { useDocumentView } from '../../engine/document/use-document-view';
import type { OcrOptions } from '../ocr';
import { useUpload } from '../use-upload';
import { errorOf, formContextOf, useFormData } from '../widget-props';
import { message } from '../../engine/core/message';

/** `ui:options` the address proof widget reads. */
export interface PoaUploadOptions {
  /** Field holding the proof type (AADHAAR, PASSPORT...); default 'idType'. */
  typeField?: string;
  /** OCR of the front side (required): its action and the fields it fills. */
  ocr: OcrOptions;
  /** Largest file in bytes; default 5_000_000 (spec 2 section 9). */
  maxSize?: number;
}

/** The value: both sides' document references and the proof type (spec 2 section 3, poaDocument). */
export interface PoaDocument {
  documentId?: string;
  documentName?: string;
  documentId2?: string;
  documentName2?: string;
  documentSubType?: string;
}

const ACCEPT = ['application/pdf', 'image/jpeg', 'image/png'];
/** The spec's messages. */
export const POA_MESSAGES = {
  noType: message('upload.poa.noType'),
  frontFirst: message('upload.poa.frontFirst'),
  front: message('upload.poa.frontDone'),
  back: message('upload.poa.backDone'),
};

/** `ui:widget: poa-upload`: Front and Back uploads; the back is refused until the front is in. */
export function PoaUploadWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, label, required, disabled, readonly } = props;
  const { typeField = 'idType', ocr, maxSize = 5_000_000 } = props.options as unknown as PoaUploadOptions;
  const context = formContextOf(props);
  const type = useFormData(props)?.[typeField] as string | undefined;
  const current = (value ?? {}) as PoaDocument;
  const { problem, setProblem, busy: uploading, take } = useUpload<'front' | 'back'>();
  const busy = uploading?.part;
  const { ref } = useFocusWithin({ onFocus: () => onFocus(id, value), onBlur: () => onBlur(id, value) });
  const locked = disabled || readonly || Boolean(busy);
  const viewer = useDocumentView(context.fetchDocument);

  // A front the OCR cannot take clears the proof (spec 2 section 5.3); a refused back leaves the front in place.
  const send = (side: 'front' | 'back', file: File, proofType: string) => async () => {
    if (side === 'front') {
      // Fetched with the first proof read, as the upload field does.
      const { readDocument } = await import('../ocr');
      const { document } = await readDocument(context, ocr, {
        file,
        documentType: 'POA',
        documentSubType: proofType,
      }).catch((error: unknown) => {
        onChange(undefined);
        throw error;
      });
      onChange({ documentId: document.documentId, documentName: document.documentName, documentSubType: proofType });
    } else {
      if (!context.upload) throw new Error(message('upload.unavailable'));
      const back = await context.upload(file, { documentType: 'POA', onProgress: () => undefined });
      onChange({ ...current, documentId2: back.documentId, documentName2: back.documentName });
    }
    notifications.show({ color: 'green', message: POA_MESSAGES[side], autoClose: 2000 });
  };

  const pick = (side: 'front' | 'back') => async (file: File | null) => {
    if (!file) return;
    if (!type) return setProblem(POA_MESSAGES.noType);
    if (side === 'back' && !current.documentId) return setProblem(POA_MESSAGES.frontFirst);
    await take(side, file, { accept: ACCEPT, maxBytes: maxSize }, send(side, file, type));
  };

  const side = (which: 'front' | 'back', documentId: string | undefined, name: string | undefined) => {
    const words = `${which} of ${label}`;
    // The first control carries the field's id, so the label names it: View when read-only, else the front's upload.
    const first = which === 'front' ? id : undefined;
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" w={48}>
          {which === 'front' ? 'Front' : 'Back'}
        </Text>
        {name ? (
          <Text size="sm" truncate="end" title={name}>
            {name}
          </Text>
        ) : null}
        {documentId && name ? (
          <Button
            id={readonly ? first : undefined}
            size="xs"
            variant="light"
            disabled={disabled}
            aria-label={`View ${words}`}
            onClick={() => void viewer.view(documentId, name)}
          >
            View
          </Button>
        ) : null}
        {readonly ? null : (
          <FileButton onChange={pick(which)} accept={ACCEPT.join(',')} inputProps={{ disabled: locked }}>
            {(button) => (
              <Button
                {...button}
                id={first}
                size="xs"
                variant="default"
                disabled={locked}
                loading={busy === which}
                aria-label={`${name ? 'Replace' : 'Upload'} ${words}`}
              >
                {name ? 'Replace' : 'Upload'}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    );
  };

  return (
    <Input.Wrapper
      id={id}
      label={label}
      required={required}
      error={errorOf(props, problem, viewer.failed ? message('upload.fetchFailed') : undefined)}
    >
      <Stack gap={4} ref={ref}>
        {side('front', current.documentId, current.documentName)}
        {side('back', current.documentId2, current.documentName2)}
      </Stack>
      {viewer.dialog}
    </Input.Wrapper>
  );
}
