// /sign-in (spec 1 sections 2.3 and 4.1): the declared sign-in flow (OTP or password), social sign-in and the links.
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Flow } from '../../engine/flow/Flow';
import { currentConsole } from '../../session/console';
import { AppEngine } from '../engine';
import type { LoginResponse } from '../../session/session';
import { AuthLayout } from './AuthLayout';
import { SocialSignIn } from './SocialSignIn';
import { useAfterLogin } from './use-after-login';
import { useFlow } from './use-flow';

/** The sign-in screen of either console. */
export default function SignInScreen() {
  const loaded = useFlow('auth.sign-in');
  const afterLogin = useAfterLogin();
  const footer =
    currentConsole() === 'client' ? (
      <Text size="sm" ta="center">
        New to TradePay?{' '}
        <Anchor component={Link} to="/sign-up">
          Sign Up
        </Anchor>
      </Text>
    ) : undefined;
  return (
    <AuthLayout title="Sign In" loading={!loaded} footer={footer}>
      {loaded ? (
        <AppEngine>
          <Flow
            flow={loaded.flow}
            forms={loaded.forms}
            onDone={(_data, result) => afterLogin(result as LoginResponse)}
          />
          <SocialSignIn onSignedIn={(login) => void afterLogin(login)} />
          <Group justify="center" mt="md">
            <Anchor component={Link} to="/set-password" size="sm">
              Forgot / Set Password?
            </Anchor>
          </Group>
        </AppEngine>
      ) : null}
    </AuthLayout>
  );
}
