// Social sign-in (spec 1 section 2.3): Google and Microsoft buttons, ready 2 s after the view loads, through the identity provider.
import { Button, Divider, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { lazyComponent } from '../../engine/arrival';
import type { LoginResponse } from '../../session/session';

/** Spec 1 section 9: the buttons are set up 2 seconds after load. */
export const SOCIAL_SETUP_MS = 2000;

const DevIdentityDialog = lazyComponent(() => import('./DevIdentityDialog'));

/**
 * The embedded development identity provider stands in for Google and Microsoft: it asks for the account's
 * e-mail and issues a signed token that token sign-in (loginKey google) checks on the server.
 */
export function SocialSignIn({ onSignedIn }: { onSignedIn: (login: LoginResponse) => void }) {
  const [ready, setReady] = useState(false);
  const [provider, setProvider] = useState<string>();
  // The dialog is fetched with the first press and then stays mounted, so it keeps what was typed and closes as Mantine does.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), SOCIAL_SETUP_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <Divider label="or" labelPosition="center" my="sm" />
      <Stack gap="xs">
        {['Google', 'Microsoft'].map((name) => (
          <Button
            key={name}
            variant="default"
            disabled={!ready}
            onClick={() => {
              setAsked(true);
              setProvider(name);
            }}
          >
            {`Sign in with ${name}`}
          </Button>
        ))}
      </Stack>
      {asked ? (
        <DevIdentityDialog provider={provider} onClose={() => setProvider(undefined)} onSignedIn={onSignedIn} />
      ) : null}
    </>
  );
}
