// What a scoped route shows when the navigation state lacks its scope: the declared `choose` text with a link to
// `otherwise`, so the screen asks for the missing choice instead of calling the API without it; else it goes there.
import { Button, Stack, Text } from '@mantine/core';
import { Link, Navigate } from 'react-router-dom';
import type { RouteScope } from '../../../screens.config';

/** The route's `choose` text and link, or a redirect to `otherwise` when it declares none. */
export function ScopeMissing({ scope }: { scope: RouteScope }) {
  if (!scope.choose) return <Navigate to={scope.otherwise} replace />;
  return (
    <Stack p="md" gap="sm" align="flex-start">
      <Text>{scope.choose.text}</Text>
      <Button component={Link} to={scope.otherwise} variant="light">
        {scope.choose.link}
      </Button>
    </Stack>
  );
}
