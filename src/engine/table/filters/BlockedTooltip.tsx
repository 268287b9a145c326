// Why a table action is disabled, on hover: Mantine's Tooltip, fetched only when an action is blocked.
import { Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** The disabled action with its reason. */
export default function BlockedTooltip({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <span>{children}</span>
    </Tooltip>
  );
}
