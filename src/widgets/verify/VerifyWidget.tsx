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
  /** Button text; default 'Verify'. (RJSF keeps `label` for showing the field's label.) */
  buttonText?: string;
  /** Text beside the button once verified; default 'Verified'. An answer's own `status` text wins. */
  validText?: string;
  /** Text once the register found the fields invalid (the answer's `valid` is false); default 'Invalid'. */
  invalidText?: string;
}

/** What a verify action may answer: a verdict and its words (an IEC's 'Valid'); anything else means valid. */
interface Verdict {
  valid?: boolean;
  status?: string;
}

type Context = {
  call?: (action: string, payload: Record<string, unknown>) => Promise<unknown>;
  formData?: Record<string, unknown>;
};

/**
 * Value: true once the server found the current fields valid, false when it found them invalid, undefined
 * (unverified) before and again when any of them changes. A verdict loaded with the form stands until then.
 */
export function VerifyWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, registry } = props;
  const {
    action = '',
    fields = [],
    missingMessage = 'Please fill {missing} before verifying.',
    buttonText = 'Verify',
    validText = 'Verified',
    invalidText = 'Invalid',
  } = props.options as Options;
  const context = formContextOf(props) as Context;
  const formData = useFormData(props);
  const rootSchema = registry.rootSchema as { properties?: Record<string, { title?: string }> };
  const snapshot = JSON.stringify(fields.map((field) => formData?.[field] ?? ''));
  // A verdict the form was loaded with belongs to the fields it was loaded with (a saved client's GST and IEC).
  const verifiedFor = useRef<string | null>(value === undefined ? null : snapshot);
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string>();

  useEffect(() => {
    if (value !== undefined && verifiedFor.current !== snapshot) {
      setStatus(undefined);
      onChange(undefined);
    }
  }, [snapshot, value, onChange]);

  const verify = async () => {
    const missing = fields
      .filter((field) => !formData?.[field])
      .map((field) => rootSchema.properties?.[field]?.title ?? field);
    if (missing.length) return setRefusal(missingMessage.replace('{missing}', missing.join(', ')));
    setBusy(true);
    setRefusal(undefined);
    try {
      const answer = (await context.call?.(
        action,
        Object.fromEntries(fields.map((field) => [field, formData?.[field]])),
      )) as Verdict | undefined;
      verifiedFor.current = snapshot;
      setStatus(answer?.status);
      onChange(answer?.valid !== false);
    } catch (error) {
      verifiedFor.current = null;
      setStatus(undefined);
      onChange(undefined);
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
          {buttonText}
        </Button>
        {value === true || value === false ? (
          <Text c={value ? 'teal.9' : 'red'} size="sm" role="status">
            {status ?? (value ? validText : invalidText)}
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
