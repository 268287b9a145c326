// The two popups of SessionWatch, in their own chunk: most visits never show either.
import { Button, Group, Modal, Text } from '@mantine/core';

/** Props of SessionDialogs. */
export interface SessionDialogsProps {
  /** 'Session Expired!' is open. */
  expired: boolean;
  /** Seconds left before the expired session goes to sign-in. */
  left: number;
  /** The new version announced; 'New Version Available' is open while it is set. */
  version?: string;
  onLater: () => void;
  onReload: () => void;
}

/** 'Session Expired!' (no way to close it) and 'New Version Available' (Later or Reload). */
export default function SessionDialogs({ expired, left, version, onLater, onReload }: SessionDialogsProps) {
  return (
    <>
      <Modal
        opened={expired}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        title="Session Expired!"
        centered
      >
        <Text>Please login again</Text>
        <Text size="sm" c="dimmed" mt="xs" role="timer">
          {`Redirecting to sign in in ${left} s`}
        </Text>
      </Modal>
      <Modal
        opened={Boolean(version)}
        onClose={() => undefined}
        withCloseButton={false}
        title="New Version Available"
        centered
      >
        <Text>A new version of TradePay is available. Reload to use it.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onLater}>
            Later
          </Button>
          <Button onClick={onReload}>Reload</Button>
        </Group>
      </Modal>
    </>
  );
}
