// The OTP resend control: a one-minute countdown in mm:ss and a Resend button that wakes at 00:00.
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { canResend, mmss } from './countdown';

/** Props of ResendCountdown. */
export interface ResendCountdownProps {
  seconds: number;
  label?: string;
  /** Sends the code again; resolves when sent (the countdown restarts), rejects to leave it at 00:00. */
  onResend: () => Promise<void>;
}

/** Counts down from `seconds` on mount and after each successful resend. */
export function ResendCountdown({ seconds, label = 'Resend OTP', onResend }: ResendCountdownProps) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const display = mmss((endsAt - now) / 1000);
  const resend = async () => {
    setBusy(true);
    try {
      await onResend();
      setEndsAt(Date.now() + seconds * 1000);
      setNow(Date.now());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" aria-live="polite" role="timer" aria-label="Time left to resend">
        {display}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        disabled={!canResend(display)}
        loading={busy}
        onClick={() => void resend().catch(() => undefined)}
      >
        {label}
      </Button>
    </Group>
  );
}
