// The popups of SessionWatch, in their own chunk: most visits never show any.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { message } from '../../engine/core/message';
import { clearSession } from '../../session/session';

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
  /** Called once 'Sign in again' has ended the session, before sign-in opens. */
  onSignedOut: () => void;
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
  onSignedOut,
}: SessionDialogsProps) {
  const navigate = useNavigate();
  const signInAgainNow = async () => {
    // The old session ends on the server too; a new sign-in makes a new one, which is the proof asked for.
    const { callAction } = await import('../../api/actions');
    await callAction('auth.logout').catch(() => undefined);
    clearSession();
    onSignedOut();
    navigate('/sign-in', { replace: true });
  };
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
          <Button onClick={signInAgainNow}>Sign in again</Button>
        </Group>
      </Modal>
    </>
  );
}
