// Spec 2 sections 2.2 and 2.4: a choice among a few options shown as cards, each with an optional line of explanation.
import { Group, Radio, Stack, Text } from '@mantine/core';
import { useFocusWithin } from '@mantine/hooks';
import { enumOptionsIndexForValue, enumOptionsValueForIndex, optionId, type WidgetProps } from '@rjsf/utils';
import { emptyOf, errorOf } from '../widget-props';

/** `ui:options` the radio-cards widget reads. */
export interface RadioCardsOptions {
  /** Text under an option's label, keyed by the option's value; default none. */
  descriptions?: Record<string, string>;
}

/** `ui:widget: radio-cards`: one card per enum option in a radio group; arrow keys move and pick. */
export function RadioCardsWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, label, hideLabel, required, disabled, readonly, autofocus } = props;
  const { descriptions = {} } = props.options as RadioCardsOptions;
  const enumOptions = props.options.enumOptions ?? [];
  const picked = enumOptionsIndexForValue(value, enumOptions) as string | undefined;
  const { ref } = useFocusWithin({ onFocus: () => onFocus(id, value), onBlur: () => onBlur(id, value) });

  return (
    <Radio.Group
      id={id}
      name={id}
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      required={required}
      error={errorOf(props)}
      // Read-only is the group's (it ignores changes); aria-readonly is not allowed on a radio (axe aria-allowed-attr).
      readOnly={readonly}
      value={picked ?? null}
      onChange={(index) => onChange(enumOptionsValueForIndex(index, enumOptions, emptyOf(props) as undefined))}
    >
      <Stack gap="xs" mt={4} ref={ref}>
        {enumOptions.map((option, index) => {
          const description = descriptions[String(option.value)];
          // Only the picked card (or the first, when none is) is a tab stop; arrow keys reach the others.
          const tabStop = picked === undefined ? index === 0 : picked === String(index);
          return (
            <Radio.Card
              key={String(option.value)}
              id={optionId(id, index)}
              value={String(index)}
              disabled={disabled}
              tabIndex={tabStop ? 0 : -1}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the declaration asks (ui:autofocus), as RJSF's own widgets do.
              autoFocus={autofocus && tabStop}
              p="sm"
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={500}>{option.label}</Text>
                  {description && (
                    <Text size="sm" c="dimmed">
                      {description}
                    </Text>
                  )}
                </div>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
