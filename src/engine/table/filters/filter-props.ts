// What every filter control of the table toolbar receives.
import type { TableFilter } from '../../core/declarations';
import type { FilterValues } from '../filtering';

/** Props of a filter control. */
export interface FilterProps {
  filter: TableFilter;
  value: FilterValues[string];
  onChange: (value: FilterValues[string]) => void;
  /** For a filter that declares no options: the values the rows hold, sorted. */
  choices?: { label: string; value: string }[];
  /** For `status` filters: rows matching the search and the other filters, in all and per value. */
  counts?: { all: number; values: Record<string, number> };
}
