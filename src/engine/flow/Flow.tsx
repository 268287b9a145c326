// Renders a declared flow: one declared form per step, its action on submit, transitions, mode switches, resend and edit links.
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { FlowDeclaration } from '../core/declarations';
import { useEngine } from '../EngineContext';
import { usePrefetchedForms } from '../form/form-ready';
import { SchemaForm, type LoadedForm } from '../form/SchemaForm';
import { ResendCountdown } from './Countdown';
import { message } from '../core/message';

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
  /** Flow data to start from (a link's token): the steps' actions receive it; no step's form shows it. */
  initialData?: Record<string, unknown>;
}

type Fields = Record<string, unknown>;

const failure = (error: unknown) =>
  notifications.show({
    color: 'red',
    message: (error as Error).message || message('common.somethingWentWrong'),
    autoClose: 3000,
    withCloseButton: true,
  });

/**
 * The flow. Its data accumulates across steps, each action's answer merged into it, and feeds the actions. Each
 * step's form holds only its own values, even where two steps name a field alike (the e-mail and mobile OTPs): a step
 * moved on to starts empty, a step gone back to (Edit) shows what it held, and a switch brings only what it `carry`s.
 */
export function Flow({ flow, forms, onDone, onExit, startAt, initialData = {} }: FlowProps) {
  const engine = useEngine();
  const [stepId, setStepId] = useState(startAt ?? flow.start);
  const [data, setData] = useState<Fields>(initialData);
  const [held, setHeld] = useState<Record<string, Fields>>({});
  const [generation, setGeneration] = useState(0);
  const step = flow.steps[stepId];
  if (!step) throw new Error(`Flow "${flow.id}" has no step "${stepId}"`);

  /** Shows step `to` with the flow data given and its form starting from `start` (given what that form last held). */
  const go = (to: string, flowData: Fields, start: (previous: Fields) => Fields) => {
    setData(flowData);
    setHeld((current) => ({ ...current, [to]: start(current[to] ?? {}) }));
    setStepId(to);
    setGeneration((count) => count + 1);
  };
  const hold = (values: Fields) => {
    setData((current) => ({ ...current, ...values }));
    setHeld((current) => ({ ...current, [stepId]: values }));
  };
  const submit = async (values: Fields) => {
    const merged = { ...data, ...values };
    setData(merged);
    try {
      const result = step.submit ? await engine.call(step.submit, merged) : undefined;
      const next =
        result && typeof result === 'object' && !Array.isArray(result) ? { ...merged, ...(result as object) } : merged;
      if (step.next) go(step.next, next, () => ({}));
      else await onDone(next, result);
    } catch (error) {
      failure(error);
      if (step.clearOnFailure?.length) {
        const kept = (fields: Fields) =>
          Object.fromEntries(Object.entries(fields).filter(([key]) => !step.clearOnFailure!.includes(key)));
        setData(kept(merged));
        setHeld((current) => ({ ...current, [stepId]: kept(values) }));
        setGeneration((count) => count + 1);
      }
    }
  };
  const form = step.form ? forms[step.form] : undefined;
  // The steps one click away (next, a switch, Edit) draw at once: their widgets are fetched while this one is shown.
  const nearby = [step.next, step.edit?.to, ...(step.switches ?? []).map((option) => option.to)];
  const nearbyForms = nearby.map((to) => (to ? flow.steps[to]?.form : undefined));
  usePrefetchedForms(nearbyForms.map((name) => (name ? forms[name]?.declaration : undefined)));
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
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => go(step.edit!.to, data, (previous) => previous)}
          >
            {step.edit.label ?? 'Edit'}
          </Anchor>
        </Group>
      ) : null}
      {form ? (
        <SchemaForm
          key={`${stepId}-${generation}`}
          form={form}
          initialData={held[stepId] ?? {}}
          onChange={hold}
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
              onClick={() => {
                const carried = Object.fromEntries(
                  Object.entries(option.carry ?? {}).map(([to, from]) => [to, data[from]]),
                );
                go(option.to, { ...data, ...carried }, (previous) => ({ ...previous, ...carried }));
              }}
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
