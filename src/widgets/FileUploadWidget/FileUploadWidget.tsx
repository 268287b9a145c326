// Spec 2 sections 2.2, 2.6, 5 and 9: a document field; pick a file, check it, upload it with progress, then view, replace or remove it.
import { Button, FileButton, Group, Input, Text, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useFocusWithin } from '@mantine/hooks';
import type { WidgetProps } from '@rjsf/utils';
import { useRef } from 'react';
import { lazyComponent } from '../../engine/arrival';
import { errorOf, formContextOf, type DocumentRef, type WidgetFormContext } from '../widget-props';
import type { OcrOptions } from '../ocr';
import { useUpload } from '../use-upload';
import { DocumentHint } from './DocumentHint';
import { useDocumentView } from '../../engine/document/use-document-view';
import { message } from '../../engine/core/message';

/** `ui:options` the file-upload widget reads. */
export interface FileUploadOptions {
  /** MIME types the picker offers and the widget takes, told by the file's first bytes; default PDF, JPEG and PNG (spec 2 section 9). */
  accept?: string[];
  /** Largest file in bytes; default 5_000_000 (spec 2 section 9; onboarding business documents use 10_000_000). */
  maxSize?: number;
  /** Document type passed to the upload (GSTIN, IEC, eefc_statement...); default none. */
  documentType?: string;
  /** An action that uploads instead of the engine's document upload (an e-BRC credential file); default none. */
  uploadAction?: string;
  /** Fields of the form sent with the file to `uploadAction` (the client's id); default none. */
  uploadWith?: string[];
  /** An action that answers a stored file's content (a profile picture) instead of the engine's document fetch. */
  fetchAction?: string;
  /** Offer Download beside View for a stored file; default false. */
  downloadable?: boolean;
  /** Read the file by OCR and prefill the form (a PAN card); default no OCR. */
  ocr?: OcrOptions;
}

const ACCEPT = ['application/pdf', 'image/jpeg', 'image/png'];

// Fetched with the first upload: a form whose user never uploads does not download the progress bar.
const UploadProgress = lazyComponent(() => import('./UploadProgress'));

const isDocumentRef = (value: unknown): value is DocumentRef =>
  typeof value === 'object' && value !== null && typeof (value as DocumentRef).documentId === 'string';

/** `ui:widget: file-upload`: the value is the uploaded document's `{ documentId, documentName }`, or undefined. */
export function FileUploadWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, label, hideLabel, required, disabled, readonly } = props;
  const {
    accept = ACCEPT,
    maxSize = 5_000_000,
    documentType,
    ocr,
    uploadAction,
    uploadWith = [],
    fetchAction,
    downloadable = false,
  } = props.options as FileUploadOptions;
  const context = formContextOf(props);
  const { fetchDocument, call } = context;
  const upload: WidgetFormContext['upload'] = uploadAction
    ? call &&
      ((file, options) =>
        call(uploadAction, {
          ...Object.fromEntries(uploadWith.map((field) => [field, context.formData?.[field]])),
          ...options,
          file,
        }) as Promise<DocumentRef>)
    : context.upload;
  const { problem, setProblem, busy: uploading, take } = useUpload();
  const resetPicker = useRef<() => void>(null);
  const { ref } = useFocusWithin({ onFocus: () => onFocus(id, value), onBlur: () => onBlur(id, value) });
  const viewer = useDocumentView(
    fetchAction && call ? (documentId) => call(fetchAction, { documentId }) as Promise<Blob> : fetchDocument,
  );

  const stored = isDocumentRef(value) ? value : undefined;
  const unavailable = !upload && !readonly && !disabled ? message('upload.unavailable') : undefined;
  const error = errorOf(props, problem, unavailable, viewer.failed ? message('upload.fetchFailed') : undefined);
  const busy = uploading !== undefined;
  // The field's first button carries its id, so the label points at it; its name is the label and then its own text.
  const naming = {
    id,
    'aria-labelledby': label && !hideLabel ? `${id}-label ${id}-action` : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  const action = (text: string) => <span id={`${id}-action`}>{text}</span>;

  // A card the OCR cannot read is cleared (spec 2 section 5.3); any other refused file leaves the value as it was.
  // The OCR reading is fetched with the first card: most upload fields read none.
  const readCard = (file: File, card: OcrOptions) =>
    import('../ocr')
      .then(({ readDocument }) => readDocument(context, card, { file, documentType: documentType ?? 'POI' }))
      .then(
        (answer) => answer.document,
        (error: unknown) => {
          onChange(undefined);
          throw error;
        },
      );

  const pick = async (file: File | null) => {
    resetPicker.current?.();
    if (!file || !upload) return;
    await take('file', file, { accept, maxBytes: maxSize }, async (onProgress) => {
      const uploaded = ocr ? await readCard(file, ocr) : await upload(file, { documentType, onProgress });
      onChange({ documentId: uploaded.documentId, documentName: uploaded.documentName });
      notifications.show({ color: 'green', message: message('upload.done'), autoClose: 2000 });
    });
  };

  const view = () => stored && void viewer.view(stored.documentId, stored.documentName);

  const remove = () => {
    setProblem(undefined);
    onChange(undefined);
  };

  const picker = (text: string, extra: ButtonProps & Partial<typeof naming> = {}) => {
    const locked = disabled || readonly || !upload || busy;
    return (
      <FileButton onChange={pick} accept={accept.join(',')} resetRef={resetPicker} inputProps={{ disabled: locked }}>
        {(button) => (
          <Button {...button} {...extra} size="xs" variant="default" disabled={locked}>
            {extra.id ? action(text) : text}
          </Button>
        )}
      </FileButton>
    );
  };

  return (
    <Input.Wrapper
      id={id}
      label={hideLabel ? undefined : label}
      description={props.schema.description ? <DocumentHint hint={props.schema.description} /> : undefined}
      required={required}
      error={error}
    >
      <div
        ref={ref}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          if (!(disabled || readonly || busy)) void pick(event.dataTransfer.files[0] ?? null);
        }}
      >
        {stored ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" truncate="end" title={stored.documentName}>
              {stored.documentName}
            </Text>
            <Button {...naming} size="xs" variant="light" disabled={disabled} onClick={view}>
              {action('View')}
            </Button>
            {downloadable ? (
              <Button
                size="xs"
                variant="light"
                disabled={disabled}
                aria-label={`Download ${stored.documentName}`}
                onClick={() => void viewer.download(stored.documentId, stored.documentName)}
              >
                Download
              </Button>
            ) : null}
            {!readonly && picker('Replace')}
            {!readonly && (
              <Button size="xs" variant="subtle" color="red" disabled={disabled || busy} onClick={remove}>
                Remove
              </Button>
            )}
          </Group>
        ) : (
          picker('Upload', naming)
        )}
        {uploading && <UploadProgress percent={uploading.percent} />}
      </div>
      {viewer.dialog}
    </Input.Wrapper>
  );
}
