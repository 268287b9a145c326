// A declared field of type `copy`: its text with a Copy button beside it (an address to whitelist, a reference).
import { Button, CopyButton, Group } from '@mantine/core';

/** Props of CopyableText. */
export interface CopyableTextProps {
  /** The text shown and copied. */
  text: string;
  /** The field's label, naming the button for assistive technology. */
  label: string;
}

/** The text and a Copy button that says Copied for a moment; '-' and no button when the text is empty. */
export function CopyableText({ text, label }: CopyableTextProps) {
  if (!text) return <>-</>;
  return (
    <Group gap="xs" wrap="nowrap" component="span">
      <span>{text}</span>
      <CopyButton value={text}>
        {({ copied, copy }) => (
          <Button size="compact-xs" variant="light" onClick={copy} aria-label={`Copy ${label}`}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
