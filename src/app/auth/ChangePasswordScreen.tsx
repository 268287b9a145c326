// /reset-password inside the console (spec 1 section 2.4): change the signed-in user's password with the declared flow.
import { Loader, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Flow } from '../../engine/flow/Flow';
import { AppEngine } from '../engine';
import { useFlow } from './use-flow';

/** The change-password form; it clears itself after a successful change. */
export default function ChangePasswordScreen() {
  const loaded = useFlow('auth.change-password');
  const [round, setRound] = useState(0);
  if (!loaded) return <Loader aria-label="Loading" />;
  return (
    <Paper withBorder p="lg" maw={480}>
      <AppEngine>
        <Flow
          key={round}
          flow={loaded.flow}
          forms={loaded.forms}
          onDone={() => {
            notifications.show({ color: 'green', message: 'Password changed successfully', autoClose: 3000 });
            setRound((count) => count + 1);
          }}
        />
      </AppEngine>
    </Paper>
  );
}
