// The popups of SessionWatch, in their own chunk: most visits never show any.
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
  /** The server's message asking for a recent sign-in; 'Sign in again' is open while it is set. */
  signInAgain?: string;
  onStay: () => void;
  onSignInAgain: () => void;
}

/**
 * 'Session Expired!' (no way to close it), 'New Version Available' (Later or Reload) and 'Sign in again' (Cancel, or
 * sign out and sign in again).
 */
export default function SessionDialogs({
  expired,
  left,
  version,
  onLater,
  onReload,
  signInAgain,
  onStay,
  onSignInAgain,
}: SessionDialogsProps) {
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
      <Modal opened={Boolean(signInAgain)} onClose={onStay} title={message('session.signInAgain.title')} centered>
        <Text>{signInAgain}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onStay}>
            Cancel
          </Button>
          <Button onClick={onSignInAgain}>Sign in again</Button>
        </Group>
      </Modal>
    </>
  );
}
