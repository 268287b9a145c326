// Stands at routes whose screens later work builds, so every menu entry already lands on a titled page in the shell.
import { Stack, Text, Title } from '@mantine/core';
import { useRouteTitle } from '../app/route-meta';

/** Shows the route's title and says its screen is not built yet. */
export default function AwaitingScreen() {
  const title = useRouteTitle();
  return (
    <Stack gap="xs" p="md">
      <Title order={2}>{title}</Title>
      <Text c="dimmed">This screen is not available yet.</Text>
    </Stack>
  );
}
