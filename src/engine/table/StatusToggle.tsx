// A row's status switch: flips at once, calls the declared action, and flips back with the server's message on failure.
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { message } from '../core/message';

const ACTIVE = { on: 'active', off: 'inactive' };

/** Props of StatusToggle. */
export interface StatusToggleProps {
  row: Record<string, unknown>;
  field: string;
  label: string;
  /** Saves the row with the new status; rejects with the server's message. */
  save: (row: Record<string, unknown>) => Promise<unknown>;
  /** Called after a successful save, to reload the list. */
  onSaved?: () => void;
  disabled?: boolean;
  /** The field's values when on and off; 'active' and 'inactive' by default (an alert's are true and false). */
  values?: { on: unknown; off: unknown };
}

/** On <-> off, optimistic, reverted on failure. */
export function StatusToggle({ row, field, label, save, onSaved, disabled, values = ACTIVE }: StatusToggleProps) {
  const [active, setActive] = useState(row[field] === values.on);
  const [busy, setBusy] = useState(false);
  const change = async (checked: boolean) => {
    setActive(checked);
    setBusy(true);
    try {
      const result = await save({ ...row, [field]: checked ? values.on : values.off });
      const done =
        result && typeof result === 'object' && 'message' in result
          ? String(result.message)
          : message('masters.status.updated');
      notifications.show({ color: 'green', message: done, autoClose: 2000 });
      onSaved?.();
    } catch (error) {
      setActive(!checked);
      notifications.show({
        color: 'red',
        title: message('masters.status.failed'),
        message: (error as Error).message || message('common.somethingWentWrong'),
        autoClose: 3000,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      checked={active}
      disabled={disabled || busy}
      onChange={(event) => void change(event.currentTarget.checked)}
      aria-label={label}
    />
  );
}
