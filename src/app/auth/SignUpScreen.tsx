// /sign-up (spec 1 sections 2.5 and 4.3), client console only: the declared four-step flow, then /onboarding after 2 s.
import { Alert, Anchor, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Flow } from '../../engine/flow/Flow';
import { AppEngine } from '../engine';
import { AuthLayout } from './AuthLayout';
import { useFlow } from './use-flow';

/** Spec 1 section 9: success redirects after 2 seconds. */
export const SIGN_UP_REDIRECT_MS = 2000;

/** The sign-up screen. */
export default function SignUpScreen() {
  const loaded = useFlow('auth.sign-up');
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/onboarding', { replace: true }), SIGN_UP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  const footer = (
    <Text size="sm" ta="center">
      Already registered?{' '}
      <Anchor component={Link} to="/sign-in">
        Sign In
      </Anchor>
    </Text>
  );
  return (
    <AuthLayout title="Sign Up" loading={!loaded} footer={footer}>
      {done ? (
        <Alert color="green" role="status">
          Registered successfully. Taking you to onboarding...
        </Alert>
      ) : loaded ? (
        <AppEngine>
          <Flow
            flow={loaded.flow}
            forms={loaded.forms}
            onDone={() => setDone(true)}
            onExit={(path) => navigate(path, { replace: true })}
          />
        </AppEngine>
      ) : null}
    </AuthLayout>
  );
}
