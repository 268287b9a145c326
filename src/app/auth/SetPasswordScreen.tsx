// /set-password and /set-password/{token} (spec 1 section 2.4): ask for a link by e-mail, or set the password the link allows.
import { Alert, Anchor, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Flow } from '../../engine/flow/Flow';
import { AppEngine } from '../engine';
import { AuthLayout } from './AuthLayout';
import { useFlow } from './use-flow';

/** Without a token: the e-mail form; with one: the new-password form, then /sign-in. */
export default function SetPasswordScreen() {
  const { token } = useParams();
  const loaded = useFlow(token ? 'auth.set-password' : 'auth.forgot-password');
  const navigate = useNavigate();
  const [sent, setSent] = useState<string>();
  return (
    <AuthLayout
      title={token ? 'Set Password' : 'Forgot Password'}
      loading={!loaded}
      footer={
        <Group justify="center">
          <Anchor component={Link} to="/sign-in" size="sm">
            Back to Sign In
          </Anchor>
        </Group>
      }
    >
      {sent ? (
        <Alert color="green" role="status">
          {sent}
        </Alert>
      ) : loaded ? (
        <AppEngine>
          <Flow
            key={token ?? 'request'}
            flow={loaded.flow}
            forms={loaded.forms}
            initialData={token ? { token } : {}}
            onDone={() => {
              if (!token) return setSent('If this email is registered, a link to set your password has been sent.');
              notifications.show({
                color: 'green',
                message: 'Password set successfully. Please sign in.',
                autoClose: 3000,
              });
              navigate('/sign-in', { replace: true });
            }}
          />
        </AppEngine>
      ) : null}
    </AuthLayout>
  );
}
