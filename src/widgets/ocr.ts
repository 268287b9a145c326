// Spec 2 sections 2.4 and 5.3: an uploaded PAN card or address proof is read by OCR, and what it reads prefills the form.
import type { DocumentRef, WidgetFormContext } from './widget-props';
import { message } from '../engine/core/message';

/** `ui:options.ocr` of an upload widget. */
export interface OcrOptions {
  /** Registered action that stores the file(s) and reads them (required). */
  action: string;
  /** Sub-type sent with the file (PAN); the address proof widget sends the chosen proof type instead. */
  documentSubType?: string;
  /** Form fields to fill from what was read: { field: key of the OCR answer }. */
  fill?: Record<string, string>;
  /** Message when the card cannot be read and the server gives none; default 'Please upload PAN card only'. */
  failure?: string;
}

/** The OCR answer of spec 2 section 3: what was read, and the stored document(s). */
export interface OcrAnswer extends Record<string, unknown> {
  document: DocumentRef & { documentId2?: string; documentName2?: string };
}

/** Sends the file for reading and fills the declared fields; rejects with the message to show (the file is not kept). */
export async function readDocument(
  context: WidgetFormContext,
  ocr: OcrOptions,
  payload: { file: File; documentType: string; documentSubType?: string },
): Promise<OcrAnswer> {
  if (!context.call) throw new Error(message('upload.unavailable'));
  let answer: OcrAnswer;
  try {
    answer = (await context.call(ocr.action, { documentSubType: ocr.documentSubType, ...payload })) as OcrAnswer;
  } catch (error) {
    throw new Error((error as Error).message || ocr.failure || message('upload.panCardOnly'));
  }
  for (const [field, key] of Object.entries(ocr.fill ?? {}))
    if (answer[key] !== undefined && answer[key] !== null) context.setField?.(field, answer[key]);
  return answer;
}
