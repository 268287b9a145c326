// The two popups of SessionWatch, in their own chunk: most visits never show either.
import { Button, Group, Modal, Text } from '@mantine/core';
import { message } from '../../engine/core/message';

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
        title={message('session.expired.title')}
        centered
      >
        <Text>{message('session.expired.text')}</Text>
        <Text size="sm" c="dimmed" mt="xs" role="timer">
          {message('session.expired.redirecting', { seconds: left })}
        </Text>
      </Modal>
      <Modal
        opened={Boolean(version)}
        onClose={() => undefined}
        withCloseButton={false}
        title={message('session.newVersion.title')}
        centered
      >
        <Text>{message('session.newVersion.text')}</Text>
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
