// Reacts to what the API client reports: an ended session (401/403), a forced reload (419), a new app version.
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiEvents } from '../../api/client';
import { clearSession, isSignedIn } from '../session';
import { accept, shouldPrompt, snooze } from './version';

/** Spec 1 section 9: the session-expired popup closes itself after 8 seconds. */
export const SESSION_EXPIRED_MS = 8000;

/** Mounted once inside the router. */
export function SessionWatch() {
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const [left, setLeft] = useState(SESSION_EXPIRED_MS / 1000);
  const [version, setVersion] = useState<string>();

  useEffect(() => {
    const ended = () => {
      if (!isSignedIn()) return;
      setLeft(SESSION_EXPIRED_MS / 1000);
      setExpired(true);
    };
    const reload = () => window.location.reload();
    const announced = (event: Event) => {
      const detail = (event as CustomEvent<string>).detail;
      if (shouldPrompt(detail)) setVersion(detail);
    };
    apiEvents.addEventListener('session-ended', ended);
    apiEvents.addEventListener('reload', reload);
    apiEvents.addEventListener('version', announced);
    return () => {
      apiEvents.removeEventListener('session-ended', ended);
      apiEvents.removeEventListener('reload', reload);
      apiEvents.removeEventListener('version', announced);
    };
  }, []);

  useEffect(() => {
    if (!expired) return;
    const tick = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    const end = setTimeout(() => {
      clearSession();
      setExpired(false);
      navigate('/sign-in', { replace: true });
    }, SESSION_EXPIRED_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [expired, navigate]);

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
          <Button
            variant="default"
            onClick={() => {
              snooze();
              setVersion(undefined);
            }}
          >
            Later
          </Button>
          <Button
            onClick={() => {
              accept(version!);
              window.location.reload();
            }}
          >
            Reload
          </Button>
        </Group>
      </Modal>
    </>
  );
}
