// The theme's radio group, saying a locked choice: read-only, the options not chosen are disabled.
import RjsfRadioWidget from '@rjsf/mantine/lib/widgets/RadioWidget.js';
import type { WidgetProps } from '@rjsf/utils';

/**
 * Mantine keeps every option of a read-only group enabled, so a screen reader could not tell a locked choice (an
 * Individual plan's Single, an approved client's onboarding) from an open one: the options not chosen are disabled.
 */
export default function RadioWidget(props: WidgetProps) {
  if (!props.readonly) return <RjsfRadioWidget {...props} />;
  const enumDisabled = (props.options.enumOptions ?? [])
    .map((option) => option.value)
    .filter((value) => value !== props.value);
  return <RjsfRadioWidget {...props} options={{ ...props.options, enumDisabled }} />;
}
