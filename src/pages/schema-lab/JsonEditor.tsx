// One JSON text box of the lab: monospace, formatted on blur when it parses, and the parse error under it.
import { JsonInput } from '@mantine/core';
import type { JsonDraft } from './draft';

/** Props of JsonEditor. */
export interface JsonEditorProps {
  label: string;
  description?: string;
  draft: JsonDraft;
  onChange: (text: string) => void;
  /** Rows shown before it grows; 12 by default. */
  minRows?: number;
}

/** The editor; the error is the draft's, so it shows while typing and not only on blur. */
export function JsonEditor({ label, description, draft, onChange, minRows = 12 }: JsonEditorProps) {
  return (
    <JsonInput
      label={label}
      description={description}
      value={draft.text}
      onChange={onChange}
      error={draft.error}
      validationError={draft.error}
      formatOnBlur
      autosize
      minRows={minRows}
      maxRows={40}
      spellCheck={false}
    />
  );
}
