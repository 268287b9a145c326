// The frame of the public sign-in, sign-up and password screens: the product's name, a card, and the legal links.
import { Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Props of AuthLayout. */
export interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  /** Shown under the card (sign-up and sign-in links). */
  footer?: ReactNode;
  loading?: boolean;
}

/** A centred card. */
export function AuthLayout({ title, children, footer, loading }: AuthLayoutProps) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={440} gap="md">
        <Text fw={700} size="xl" ta="center" c="blue.8">
          TradePay
        </Text>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Title order={1} size="h3" mb="md">
            {title}
          </Title>
          {loading ? <Loader aria-label="Loading" /> : children}
        </Paper>
        {footer}
        <Group justify="center" gap="md">
          <Anchor component={Link} to="/privacy-policy" size="sm">
            Privacy Policy
          </Anchor>
          <Anchor component={Link} to="/terms-and-conditions" size="sm">
            Terms and Conditions
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          © 2025 TradePay. All rights reserved.
        </Text>
      </Stack>
    </Center>
  );
}
