// A route whose screen is a declared flow: in the sign-in card on public paths, in a panel inside the console.
import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ScreenRoute } from '../../../screens.config';
import { isFor } from '../../engine/core/audience';
import { Flow } from '../../engine/flow/Flow';
import { AuthLayout } from '../auth/AuthLayout';
import type { LoadedFlow } from '../auth/use-flow';
import { currentConsole } from '../../session/console';
import { AppEngine } from '../engine';
import { readSession } from '../../session/session';

/** Props of FlowRoute. */
export interface FlowRouteProps {
  route: ScreenRoute;
  loaded: LoadedFlow;
}

/**
 * The flow, started with the path's parameters (a link's token). When it is done it follows its declared `done`: a
 * message in its place or as a snackbar, a move to `to` (after `afterMs`), or a fresh start.
 */
export function FlowRoute({ route, loaded: { flow, forms } }: FlowRouteProps) {
  const params = useParams();
  const navigate = useNavigate();
  const [said, setSaid] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const [round, setRound] = useState(0);
  const done = flow.done ?? {};
  useEffect(() => {
    if (!leaving || !done.to) return;
    const timer = setTimeout(() => navigate(done.to!, { replace: true }), done.afterMs ?? 0);
    return () => clearTimeout(timer);
  }, [leaving, done.to, done.afterMs, navigate]);
  const finish = () => {
    if (done.message && done.notify) notifications.show({ color: 'green', message: done.message, autoClose: 3000 });
    else if (done.message) setSaid(done.message);
    if (done.restart) setRound((count) => count + 1);
    if (done.to) setLeaving(true);
  };
  const audience = { console: currentConsole(), role: readSession('roleName') ?? undefined };
  const links = (flow.links ?? []).filter((link) => isFor(link, audience));
  const footer = links.length ? (
    <Stack gap={4}>
      {links.map((link) => (
        <Text key={link.to} size="sm" ta="center">
          {link.text ? `${link.text} ` : null}
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        </Text>
      ))}
    </Stack>
  ) : undefined;
  const body: ReactNode = said ? (
    <Alert color="green" role="status">
      {said}
    </Alert>
  ) : (
    <AppEngine>
      <Flow
        key={round}
        flow={flow}
        forms={forms}
        initialData={params as Record<string, string>}
        onDone={finish}
        onExit={(path) => navigate(path, { replace: true })}
      />
    </AppEngine>
  );
  if (route.bare)
    return (
      <AuthLayout title={flow.title ?? route.title} footer={footer}>
        {body}
      </AuthLayout>
    );
  return (
    <Paper withBorder p="lg" maw={480}>
      {body}
      {footer}
    </Paper>
  );
}
