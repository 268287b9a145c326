// What every widget reads from RJSF's props the same way: the error text, the label and the engine's form context.
import type { WidgetProps } from '@rjsf/utils';
import { useSyncExternalStore } from 'react';

/** A stored document as the API returns it from an upload (spec 2 section 3, "Document upload"). */
export interface DocumentRef {
  documentId: string;
  documentName: string;
}

/** What an upload is told besides the file: the document type and where to report progress. */
export interface UploadOptions {
  documentType?: string;
  onProgress: (percent: number) => void;
}

/** The services the engine hands widgets through `formContext`; all optional, so a widget can say what is missing. */
export interface WidgetFormContext {
  upload?: (file: File, options: UploadOptions) => Promise<DocumentRef>;
  fetchDocument?: (documentId: string) => Promise<Blob>;
  call?: (action: string, payload: Record<string, unknown>) => Promise<unknown>;
  setField?: (name: string, value: unknown) => void;
  /** The whole form's current data (read it through useFormData to re-render when it changes). */
  formData?: Record<string, unknown>;
  /** The data around the form (a table dialog's other rows as `items`, a page's record as `page`). */
  related?: Record<string, unknown>;
  /** Subscribes to changes of the form's data; returns the unsubscribe function. */
  subscribe?: (listener: () => void) => () => void;
}

/** The form context of a widget: RJSF 6 keeps it in the registry, an explicit `formContext` prop wins. */
export function formContextOf(props: WidgetProps): WidgetFormContext {
  return (props.formContext ?? props.registry?.formContext ?? {}) as WidgetFormContext;
}

/** The error text to show: RJSF's errors (unless hidden) and the widget's own, each once; undefined when there are none. */
export function errorOf(props: WidgetProps, ...own: (string | undefined)[]): string | undefined {
  const messages = [...(props.hideError ? [] : (props.rawErrors ?? [])), ...own].filter(
    (message, index, all): message is string => !!message && all.indexOf(message) === index,
  );
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/** Mantine `label`, or an `aria-label` when the uiSchema hides the label, so the input keeps its name. */
export function labelOf({ label, hideLabel }: WidgetProps): { label?: string; 'aria-label'?: string } {
  return hideLabel ? { 'aria-label': label || undefined } : { label: label || undefined };
}

/**
 * The eight props every input widget takes from RJSF alike: id, label (or aria-label), required, error, disabled,
 * read-only, placeholder, and focus on open, which RJSF sets only when the declaration asks for it (`ui:autofocus`,
 * the first field of a step), as its own widgets honour it. `own` are the widget's own messages beside RJSF's.
 */
export function inputPropsOf(props: WidgetProps, ...own: (string | undefined)[]) {
  return {
    id: props.id,
    ...labelOf(props),
    required: props.required,
    error: errorOf(props, ...own),
    disabled: props.disabled,
    readOnly: props.readonly,
    autoFocus: props.autofocus,
    placeholder: props.placeholder,
  };
}

/** The value RJSF wants for an emptied field: `ui:options.emptyValue`, undefined unless set. */
export function emptyOf(props: WidgetProps): unknown {
  return props.options.emptyValue;
}

const noSubscription = () => () => {};

/**
 * The whole form's data for a widget that depends on other fields (Swift verify, HS verify): it re-renders
 * when the form changes. Other widgets do not, which keeps a keystroke to the field that changed.
 */
export function useFormData(props: WidgetProps): Record<string, unknown> | undefined {
  const context = formContextOf(props);
  return useSyncExternalStore(context.subscribe ?? noSubscription, () => context.formData);
}
