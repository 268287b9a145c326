// Field messages are shown once: every input widget shows its own through Mantine's `error`, so only containers list theirs here.
import { Text } from '@mantine/core';
import type { FieldErrorProps } from '@rjsf/utils';

/** Lists the errors of an object or array drawn by RJSF itself; any widget shows its own. */
export function FieldErrorTemplate({ errors, schema, uiSchema, fieldPathId }: FieldErrorProps) {
  const container = (schema.type === 'object' || schema.type === 'array') && !uiSchema?.['ui:widget'];
  if (!errors?.length || !container) return null;
  return (
    <Text c="red" size="sm" role="alert" id={`${fieldPathId.$id}__error`}>
      {errors.join(' ')}
    </Text>
  );
}
