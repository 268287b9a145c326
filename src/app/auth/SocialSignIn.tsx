// Social sign-in (spec 1 section 2.3): Google and Microsoft buttons, ready 2 s after the view loads, through the identity provider.
import { Button, Divider, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { callAction } from '../../api/actions';
import { request } from '../../api/client';
import type { LoginResponse } from '../session';

/** Spec 1 section 9: the buttons are set up 2 seconds after load. */
export const SOCIAL_SETUP_MS = 2000;

/**
 * The embedded development identity provider stands in for Google and Microsoft: it asks for the account's
 * e-mail and issues a signed token that token sign-in (loginKey google) checks on the server.
 */
export function SocialSignIn({ onSignedIn }: { onSignedIn: (login: LoginResponse) => void }) {
  const [ready, setReady] = useState(false);
  const [provider, setProvider] = useState<string>();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), SOCIAL_SETUP_MS);
    return () => clearTimeout(timer);
  }, []);
  const signIn = async () => {
    setBusy(true);
    try {
      const { token } = await request<{ token: string }>('GET', `/dev/identity?email=${encodeURIComponent(email)}`);
      onSignedIn(
        (await callAction('auth.tokenSignIn', { loginKey: 'google', loginValue: email, token })) as LoginResponse,
      );
      setProvider(undefined);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: (error as Error).message || 'Something went wrong',
        autoClose: 3000,
        withCloseButton: true,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Divider label="or" labelPosition="center" my="sm" />
      <Stack gap="xs">
        {['Google', 'Microsoft'].map((name) => (
          <Button key={name} variant="default" disabled={!ready} onClick={() => setProvider(name)}>
            {`Sign in with ${name}`}
          </Button>
        ))}
      </Stack>
      <Modal
        opened={Boolean(provider)}
        onClose={() => setProvider(undefined)}
        title={`${provider} (development identity provider)`}
        centered
      >
        <Stack>
          <Text size="sm">Choose the account to sign in with.</Text>
          <TextInput
            label="Account email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            data-autofocus
          />
          <Button onClick={() => void signIn()} loading={busy} disabled={!email}>
            Continue
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
