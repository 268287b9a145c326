// Spec 2 sections 2.4 and 3: a date typed or picked as DD/MM/YYYY and stored as an ISO 'YYYY-MM-DD' string.
import { EnGbDates } from '../../engine/dates';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import { emptyOf, inputPropsOf } from '../widget-props';

/** `ui:options` the date widget reads. */
export interface DateOptions {
  /**
   * Youngest age expected, in years: the calendar opens that many years before today and offers no later day; default
   * none. A later date typed from the keyboard is kept, for the form's rules to refuse in their own words.
   */
  minAge?: number;
}

const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** Reads what the user typed as day, month, year (never month first); null unless it is a real date. */
function parseDayMonthYear(text: string): string | null {
  const match = DAY_MONTH_YEAR.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return dayjs(iso).format('YYYY-MM-DD') === iso ? iso : null;
}

/** `ui:widget: date`: Mantine's DateInput showing DD/MM/YYYY; the value is 'YYYY-MM-DD' or undefined. */
export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, required, placeholder } = props;
  const { minAge } = props.options as DateOptions;
  const maxDate = minAge === undefined ? undefined : dayjs().subtract(minAge, 'year').format('YYYY-MM-DD');

  return (
    <EnGbDates>
      <DateInput
        {...inputPropsOf(props)}
        placeholder={placeholder || 'DD/MM/YYYY'}
        valueFormat="DD/MM/YYYY"
        dateParser={parseDayMonthYear}
        value={typeof value === 'string' && value !== '' ? value : null}
        // Not maxDate: DateInput drops a typed date past it and empties the field on blur, so the user would be told the
        // date is missing rather than why it is refused (spec 2 section 5.3).
        excludeDate={maxDate === undefined ? undefined : (day) => day > maxDate}
        defaultDate={maxDate}
        clearable={!required}
        clearButtonProps={{ 'aria-label': 'Clear date' }}
        onChange={(next) => onChange(next ?? emptyOf(props))}
        onFocus={() => onFocus(id, value)}
        onBlur={() => onBlur(id, value)}
      />
    </EnGbDates>
  );
}
