// What sits above a master table: search, the declared filters, the table actions and CSV export.
import { Button, Group, MultiSelect, Select, TextInput, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { TableAction, TableFilter } from '../core/declarations';
import type { FilterValues } from './filtering';

/** Props of TableToolbar. */
export interface TableToolbarProps {
  title: string;
  search?: { value: string; onChange: (value: string) => void };
  filters: TableFilter[];
  values: FilterValues;
  onFilter: (field: string, value: FilterValues[string]) => void;
  actions: TableAction[];
  onAction: (action: TableAction) => void;
  /** Actions a not-approved client may not use are disabled with this reason. */
  blockedReason?: string;
  onExport?: () => void;
}

/** One row of controls, wrapping on narrow screens. */
export function TableToolbar(props: TableToolbarProps) {
  const { title, search, filters, values, onFilter, actions, onAction, blockedReason, onExport } = props;
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
        {filters.map((filter) =>
          filter.type === 'date-range' ? (
            <DatePickerInput
              key={filter.field}
              type="range"
              label={filter.label}
              valueFormat="DD/MM/YYYY"
              clearable
              value={(values[filter.field] as [string | null, string | null]) ?? [null, null]}
              onChange={(range) => onFilter(filter.field, range as [string | null, string | null])}
            />
          ) : filter.type === 'multi-select' ? (
            <MultiSelect
              key={filter.field}
              aria-label={filter.label}
              placeholder={filter.label}
              data={filter.options ?? []}
              value={(values[filter.field] as string[]) ?? []}
              onChange={(value) => onFilter(filter.field, value)}
              clearable
            />
          ) : (
            <Select
              key={filter.field}
              aria-label={filter.label}
              placeholder={filter.label}
              data={filter.options ?? []}
              value={(values[filter.field] as string) ?? null}
              onChange={(value) => onFilter(filter.field, value)}
              clearable
            />
          ),
        )}
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
            <Button key={action.id} onClick={() => onAction(action)} disabled={blocked}>
              {action.label}
            </Button>
          );
          return blocked ? (
            <Tooltip key={action.id} label={blockedReason}>
              <span>{button}</span>
            </Tooltip>
          ) : (
            button
          );
        })}
      </Group>
    </Group>
  );
}
