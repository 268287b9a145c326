// A Verify button for a group of fields (e.g. the four HS code parts): checks they are filled, asks the server, keeps the verdict.
import { Button, Group, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { errorOf, formContextOf, useFormData } from '../widget-props';
import { message } from '../../engine/core/message';

interface Options {
  /** The action that verifies (required). */
  action?: string;
  /** Fields sent to the action, in order; their titles name the missing ones. */
  fields?: string[];
  /** Message when some are empty; `{missing}` lists their titles. Default 'Please fill {missing} before verifying.'. */
  missingMessage?: string;
  /** Button label; default 'Verify'. */
  label?: string;
}

type Context = {
  call?: (action: string, payload: Record<string, unknown>) => Promise<unknown>;
  formData?: Record<string, unknown>;
};

/** Value: true once the server accepted the current fields; back to false when any of them changes. */
export function VerifyWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, registry } = props;
  const {
    action = '',
    fields = [],
    missingMessage = 'Please fill {missing} before verifying.',
    label = 'Verify',
  } = props.options as Options;
  const context = formContextOf(props) as Context;
  const formData = useFormData(props);
  const rootSchema = registry.rootSchema as { properties?: Record<string, { title?: string }> };
  const snapshot = JSON.stringify(fields.map((field) => formData?.[field] ?? ''));
  const verifiedFor = useRef<string | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (value && verifiedFor.current !== snapshot) onChange(false);
  }, [snapshot, value, onChange]);

  const verify = async () => {
    const missing = fields
      .filter((field) => !formData?.[field])
      .map((field) => rootSchema.properties?.[field]?.title ?? field);
    if (missing.length) return setRefusal(missingMessage.replace('{missing}', missing.join(', ')));
    setBusy(true);
    setRefusal(undefined);
    try {
      await context.call?.(action, Object.fromEntries(fields.map((field) => [field, formData?.[field]])));
      verifiedFor.current = snapshot;
      onChange(true);
    } catch (error) {
      onChange(false);
      setRefusal((error as Error).message || message('common.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

  const error = refusal ?? errorOf(props);
  return (
    <div>
      <Group gap="sm">
        <Button id={id} variant="light" onClick={() => void verify()} loading={busy} disabled={disabled || readonly}>
          {label}
        </Button>
        {value ? (
          <Text c="green" size="sm" role="status">
            Verified
          </Text>
        ) : null}
      </Group>
      {error ? (
        <Text c="red" size="sm" mt={4} role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
