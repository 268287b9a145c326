// A field's description as a tooltip (the accepted business proofs, spec 2 section 2.2), kept out of the field's name.
// Drawn below its trigger by CSS, not by Mantine's Tooltip: that would bring floating-ui (14 KiB) to every upload form.
import { Box, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';

/** A focusable 'Accepted documents' hint that shows the description on hover, focus or touch; Escape hides it. */
export function DocumentHint({ hint }: { hint: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Box
      component="span"
      pos="relative"
      display="inline-flex"
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
    >
      <Group
        gap={4}
        component="span"
        tabIndex={0}
        aria-describedby={id}
        style={{ display: 'inline-flex', cursor: 'help' }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <IconInfoCircle size={14} aria-hidden />
        <Text span size="xs">
          Accepted documents
        </Text>
      </Group>
      {/* a span: the hint sits in the field's description, a paragraph */}
      <Text
        span
        display="block"
        id={id}
        role="tooltip"
        hidden={!open}
        size="sm"
        c="white"
        bg="dark.6"
        p="xs"
        w={320}
        maw="80vw"
        pos="absolute"
        top="100%"
        left={0}
        mt={4}
        style={{ zIndex: 300, borderRadius: 'var(--mantine-radius-sm)', whiteSpace: 'normal' }}
      >
        {hint}
      </Text>
    </Box>
  );
}
