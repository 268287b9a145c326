// What a screen shows while its chunk or the frame around it is on its way.
import { Group, Loader } from '@mantine/core';

/** A centred spinner. */
export const PageLoader = () => (
  <Group justify="center" p="xl">
    <Loader aria-label="Loading" />
  </Group>
);
