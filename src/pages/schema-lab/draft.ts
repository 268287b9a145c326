// An edited declaration and its sample data: the text as typed, and the last text that parsed to a JSON object.
import type { LabDeclaration } from './lab-api';

/** Text as typed, the last object it parsed to, and why the current text does not parse. */
export interface JsonDraft {
  text: string;
  value: Record<string, unknown>;
  error?: string;
}

/** The lab's work on one declaration file. */
export interface Draft {
  declaration: JsonDraft;
  sample: JsonDraft;
  /** Bumped when the sample is typed in its editor (not when the form writes it), so the preview starts again from it. */
  sampleVersion: number;
  /** The declaration's text as saved, formatted. */
  saved: string;
}

const format = (value: unknown) => JSON.stringify(value, null, 2);

/** Takes new text: keeps the last good value when it does not parse to an object, and says why. */
export function editJson(draft: JsonDraft, text: string): JsonDraft {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { text, value: draft.value, error: `Not valid JSON: ${(error as Error).message}` };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { text, value: draft.value, error: 'A declaration and its sample data are JSON objects' };
  return { text, value: parsed as Record<string, unknown> };
}

/** A fresh draft of a declaration as saved, with empty sample data. */
export function draftOf(entry: LabDeclaration): Draft {
  const saved = format(entry.json);
  return {
    declaration: { text: saved, value: entry.json },
    sample: { text: '{}', value: {} },
    sampleVersion: 0,
    saved,
  };
}

/** True when the declaration's text differs from the file as saved (sample data does not count). */
export const isEdited = (draft: Draft | undefined): boolean => Boolean(draft && draft.declaration.text !== draft.saved);

/** The draft after the preview's form changed the sample data. */
export const sampleFromForm = (draft: Draft, data: Record<string, unknown>): Draft => ({
  ...draft,
  sample: { text: format(data), value: data },
});
