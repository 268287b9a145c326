// The review's grid of labels and values: the one place both the Review step and an expanded collection entry draw it.
import { SimpleGrid, Text } from '@mantine/core';
import type { ReviewLine } from './review';

/** A description list of lines, two columns from small screens up. */
export const ReviewGrid = ({ lines }: { lines: ReviewLine[] }) => (
  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
    {lines.map((line) => (
      <div key={line.label}>
        <Text component="dt" size="xs" c="dimmed">
          {line.label}
        </Text>
        <Text component="dd" m={0}>
          {line.value}
        </Text>
      </div>
    ))}
  </SimpleGrid>
);
