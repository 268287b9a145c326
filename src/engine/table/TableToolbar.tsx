// What sits above a master table: search, the declared filters, the table actions and CSV export.
import { Button, Group, TextInput } from '@mantine/core';
import { lazyComponent } from '../arrival';
import type { TableAction, TableFilter } from '../core/declarations';
import type { FilterValues } from './filtering';
import type { FilterProps } from './filters/filter-props';

/** Each kind of filter control in a chunk of its own: a table downloads only the kinds it declares. */
const FILTERS = {
  select: lazyComponent(() => import('./filters/SelectFilter')),
  'multi-select': lazyComponent(() => import('./filters/MultiSelectFilter')),
  'date-range': lazyComponent(() => import('./filters/DateRangeFilter')),
  status: lazyComponent(() => import('./filters/StatusFilter')),
};
const BlockedTooltip = lazyComponent(() => import('./filters/BlockedTooltip'));

/** Props of TableToolbar. */
export interface TableToolbarProps {
  title: string;
  search?: { value: string; onChange: (value: string) => void };
  filters: TableFilter[];
  values: FilterValues;
  onFilter: (field: string, value: FilterValues[string]) => void;
  /** Row counts of the `status` filters, by field. */
  counts?: Record<string, FilterProps['counts']>;
  /** The values rows hold, by field, for the filters that declare no options. */
  choices?: Record<string, FilterProps['choices']>;
  actions: TableAction[];
  onAction: (action: TableAction) => void;
  /** Actions a not-approved client may not use are disabled with this reason. */
  blockedReason?: string;
  onExport?: () => void;
  /** The table's id: each action's button is marked `data-tour="<tour>-<action id>"` for the demo tour; none when absent. */
  tour?: string;
}

/** One row of controls, wrapping on narrow screens. */
export function TableToolbar(props: TableToolbarProps) {
  const {
    title,
    search,
    filters,
    values,
    onFilter,
    counts,
    choices,
    actions,
    onAction,
    blockedReason,
    onExport,
    tour,
  } = props;
  return (
    <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="wrap">
        {search ? (
          <TextInput
            aria-label={`Search ${title}`}
            placeholder="Search"
            value={search.value}
            onChange={(event) => search.onChange(event.currentTarget.value)}
          />
        ) : null}
        {filters.map((filter) => {
          const Filter = FILTERS[filter.type] ?? FILTERS.select;
          return (
            <Filter
              key={filter.field}
              filter={filter}
              value={values[filter.field]}
              onChange={(value) => onFilter(filter.field, value)}
              counts={counts?.[filter.field]}
              choices={choices?.[filter.field]}
            />
          );
        })}
      </Group>
      <Group gap="sm">
        {onExport ? (
          <Button variant="default" onClick={onExport}>
            Export
          </Button>
        ) : null}
        {actions.map((action) => {
          const blocked = Boolean(action.requiresApproved && blockedReason);
          const button = (
            <Button
              key={action.id}
              onClick={() => onAction(action)}
              disabled={blocked}
              data-tour={tour && `${tour}-${action.id}`}
            >
              {action.label}
            </Button>
          );
          return blocked ? (
            <BlockedTooltip key={action.id} fallback={button} label={blockedReason}>
              {button}
            </BlockedTooltip>
          ) : (
            button
          );
        })}
      </Group>
    </Group>
  );
}
