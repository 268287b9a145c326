// The embedded development identity provider's account picker, in its own chunk: fetched when a social button is pressed.
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { callAction } from '../../api/actions';
import { request } from '../../api/client';
import type { LoginResponse } from '../../session/session';
import { message } from '../../engine/core/message';

/** Props of DevIdentityDialog. */
export interface DevIdentityDialogProps {
  /** The provider whose button was pressed; the dialog is open while it is set. */
  provider?: string;
  onClose: () => void;
  onSignedIn: (login: LoginResponse) => void;
}

/** Asks for the account's e-mail and signs in with the token the development identity provider issues for it. */
export default function DevIdentityDialog({ provider, onClose, onSignedIn }: DevIdentityDialogProps) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    try {
      const { token } = await request<{ token: string }>('GET', `/dev/identity?email=${encodeURIComponent(email)}`);
      onSignedIn(
        (await callAction('auth.tokenSignIn', { loginKey: 'google', loginValue: email, token })) as LoginResponse,
      );
      onClose();
    } catch (error) {
      notifications.show({
        color: 'red',
        message: (error as Error).message || message('common.somethingWentWrong'),
        autoClose: 3000,
        withCloseButton: true,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={Boolean(provider)} onClose={onClose} title={`${provider} (development identity provider)`} centered>
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
  );
}
