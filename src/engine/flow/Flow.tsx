// Renders a declared flow: one declared form per step, its action on submit, transitions, mode switches, resend and edit links.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { FlowDeclaration } from '../core/declarations';
import { useEngine } from '../EngineContext';
import { SchemaForm, type LoadedForm } from '../form/SchemaForm';
import { ResendCountdown } from './Countdown';

/** Props of Flow. */
export interface FlowProps {
  flow: FlowDeclaration;
  /** Every form the steps name, loaded. */
  forms: Record<string, LoadedForm>;
  /** Called when a step without `next` succeeds, with the flow data and that step's answer. */
  onDone: (data: Record<string, unknown>, result: unknown) => void | Promise<void>;
  /** Leaves the flow through a step's exit link. */
  onExit?: (path: string) => void;
  /** Step to start at instead of the declared start. */
  startAt?: string;
  initialData?: Record<string, unknown>;
}

const failure = (error: unknown) =>
  notifications.show({
    color: 'red',
    message: (error as Error).message || 'Something went wrong',
    autoClose: 3000,
    withCloseButton: true,
  });

/** The flow; its data accumulates across steps, and each action's answer is merged into it. */
export function Flow({ flow, forms, onDone, onExit, startAt, initialData = {} }: FlowProps) {
  const engine = useEngine();
  const [stepId, setStepId] = useState(startAt ?? flow.start);
  const [data, setData] = useState<Record<string, unknown>>(initialData);
  const [generation, setGeneration] = useState(0);
  const step = flow.steps[stepId];
  if (!step) throw new Error(`Flow "${flow.id}" has no step "${stepId}"`);

  const go = (to: string, values: Record<string, unknown> = data) => {
    setData(values);
    setStepId(to);
    setGeneration((count) => count + 1);
  };
  const submit = async (values: Record<string, unknown>) => {
    const merged = { ...data, ...values };
    setData(merged);
    try {
      const result = step.submit ? await engine.call(step.submit, merged) : undefined;
      const next =
        result && typeof result === 'object' && !Array.isArray(result) ? { ...merged, ...(result as object) } : merged;
      if (step.next) go(step.next, next);
      else await onDone(next, result);
    } catch (error) {
      failure(error);
      if (step.clearOnFailure?.length) {
        setData(Object.fromEntries(Object.entries(merged).filter(([key]) => !step.clearOnFailure!.includes(key))));
        setGeneration((count) => count + 1);
      }
    }
  };
  const form = step.form ? forms[step.form] : undefined;
  const Panel = step.panel ? engine.panels?.[step.panel] : undefined;

  return (
    <Stack gap="sm">
      {step.title ? (
        <Text fw={600} size="sm" c="dimmed">
          {step.title}
        </Text>
      ) : null}
      {step.edit ? (
        <Group gap="xs">
          <Text size="sm">{String(data[step.edit.field] ?? '')}</Text>
          <Anchor component="button" type="button" size="sm" onClick={() => go(step.edit!.to)}>
            {step.edit.label ?? 'Edit'}
          </Anchor>
        </Group>
      ) : null}
      {form ? (
        <SchemaForm
          key={`${stepId}-${generation}`}
          form={form}
          initialData={data}
          onChange={(values) => setData((current) => ({ ...current, ...values }))}
          onSubmit={submit}
        />
      ) : null}
      {Panel ? (
        <Panel.component
          value={data}
          onChange={(value) => setData((current) => ({ ...current, ...(value as object) }))}
          readOnly={false}
        />
      ) : null}
      {step.resend ? (
        <ResendCountdown
          key={`${stepId}-${generation}-resend`}
          seconds={step.resend.seconds}
          label={step.resend.label}
          onResend={async () => {
            try {
              await engine.call(step.resend!.action, data);
            } catch (error) {
              failure(error);
              throw error;
            }
          }}
        />
      ) : null}
      {step.switches?.length || step.exit ? (
        <Group justify="center" gap="xs">
          {step.switches?.map((option) => (
            <Button
              key={option.to}
              variant="subtle"
              size="compact-sm"
              onClick={() =>
                go(option.to, {
                  ...data,
                  ...Object.fromEntries(Object.entries(option.carry ?? {}).map(([to, from]) => [to, data[from]])),
                })
              }
            >
              {option.label}
            </Button>
          ))}
          {step.exit ? (
            <Button variant="subtle" size="compact-sm" onClick={() => onExit?.(step.exit!.to)}>
              {step.exit.label}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
