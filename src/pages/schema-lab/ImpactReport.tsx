// What publishing the edited declaration would do: stored records that would fail and why, a few clients, its users.
import { Alert, Button, Code, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { message } from '../../engine/core/message';
import type { Impact } from './lab-api';

/** The impact of the declaration as edited: none asked yet, on its way, failed, or answered. */
export interface ImpactState {
  impact?: Impact;
  failure?: string;
  checking: boolean;
}

/** Props of ImpactReport. */
export interface ImpactReportProps {
  state: ImpactState;
  onCheck: () => void;
  /** True while the declaration does not parse. */
  disabled?: boolean;
}

function Counts({ impact }: { impact: Impact }) {
  if (!impact.checked) return <Text size="sm">{message('schemaLab.impactReport.noRecords')}</Text>;
  if (!impact.failing)
    return (
      <Text size="sm" fw={600}>
        {message('schemaLab.impactReport.noneFail', { checked: impact.checked })}
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {message('schemaLab.impactReport.failing', { failing: impact.failing, checked: impact.checked })}
      </Text>
      <Text size="sm">{message('schemaLab.impactReport.reasons')}:</Text>
      <List size="sm" spacing={2} aria-label={message('schemaLab.impactReport.reasons')}>
        {impact.reasons.map((reason) => (
          <List.Item key={`${reason.field} ${reason.keyword}`}>{reason.message}</List.Item>
        ))}
      </List>
      {impact.clientIds.length ? (
        <Text size="sm">
          {message('schemaLab.impactReport.clientIds')}:{' '}
          {impact.clientIds.map((id) => (
            <Code key={id} mr={4}>
              {id}
            </Code>
          ))}
        </Text>
      ) : null}
    </Stack>
  );
}

function Uses({ impact }: { impact: Impact }) {
  const { routes, declarations } = impact.uses;
  if (!routes.length && !declarations.length) return <Text size="sm">{message('schemaLab.impactReport.noUses')}</Text>;
  return (
    <Stack gap={4}>
      {routes.length ? (
        <Text size="sm" fw={600}>
          {message('schemaLab.impactReport.routes')}
        </Text>
      ) : null}
      {routes.length ? (
        <List size="sm" spacing={2} aria-label={message('schemaLab.impactReport.routes')}>
          {routes.map((route) => (
            <List.Item key={route.path}>
              <Code>{route.path}</Code> {route.title}
            </List.Item>
          ))}
        </List>
      ) : null}
      {declarations.length ? (
        <Text size="sm" fw={600}>
          {message('schemaLab.impactReport.declarations')}
        </Text>
      ) : null}
      {declarations.length ? (
        <List size="sm" spacing={2} aria-label={message('schemaLab.impactReport.declarations')}>
          {declarations.map((use) => (
            <List.Item key={`${use.kind} ${use.id} ${use.pointer}`}>
              {use.kind} <Code>{use.id}</Code> <Code>{use.pointer}</Code>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

/** The button that asks for the impact, and its answer below it. */
export function ImpactReport({ state, onCheck, disabled }: ImpactReportProps) {
  const { impact, failure, checking } = state;
  return (
    <Stack gap="xs">
      <Title order={4}>{message('schemaLab.impactReport.title')}</Title>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={onCheck} loading={checking} disabled={disabled}>
          {message('schemaLab.impactReport.check')}
        </Button>
        {!impact && !checking ? (
          <Text size="sm" c="dimmed">
            {message('schemaLab.impactReport.hint')}
          </Text>
        ) : null}
      </Group>
      <div role="status">
        {checking ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{message('schemaLab.impactReport.checking')}</Text>
          </Group>
        ) : impact ? (
          <Stack gap="xs">
            <Counts impact={impact} />
            <Uses impact={impact} />
          </Stack>
        ) : null}
      </div>
      {failure ? (
        <Alert color="red" role="alert" title={message('schemaLab.impactReport.failed')}>
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
