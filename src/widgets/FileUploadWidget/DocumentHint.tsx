// A field's description as a tooltip (the accepted business proofs, spec 2 section 2.2), kept out of the field's name.
import { Group, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** A focusable 'Accepted documents' hint that shows the description on hover, focus or touch. */
export function DocumentHint({ hint }: { hint: string }) {
  return (
    <Tooltip label={hint} multiline w={320} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Group gap={4} component="span" tabIndex={0} style={{ display: 'inline-flex', cursor: 'help' }}>
        <IconInfoCircle size={14} aria-hidden />
        <Text span size="xs">
          Accepted documents
        </Text>
      </Group>
    </Tooltip>
  );
}
