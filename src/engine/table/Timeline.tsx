// A record's history as a vertical timeline (a reversal's remark history): one bullet per entry, coloured by status.
import { Text, Timeline as MantineTimeline } from '@mantine/core';
import type { Timeline as TimelineDeclaration } from '../core/declarations';
import { dateText } from '../core/date-text';
import { fieldValue } from '../core/field-path';
import { message } from '../core/message';

type Entry = Record<string, unknown>;

const two = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy HH:mm of an entry's time (epoch milliseconds or an ISO text). */
const momentText = (value: unknown) => {
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  const moment = new Date(value);
  return Number.isNaN(moment.getTime())
    ? String(value)
    : `${dateText(moment.getTime())} ${two(moment.getHours())}:${two(moment.getMinutes())}`;
};

/** Props of Timeline. */
export interface TimelineProps {
  /** Which list of the record, and which field of each entry is its status, time, remark and note. */
  timeline: TimelineDeclaration;
  record: Record<string, unknown>;
}

/** The entries oldest first, each bullet and line in its status's declared colour (grey otherwise). */
export function Timeline({ timeline, record }: TimelineProps) {
  const list = fieldValue(record, timeline.field);
  const entries = Array.isArray(list) ? (list as Entry[]) : [];
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {timeline.empty ?? message('common.noRecord')}
      </Text>
    );
  return (
    <MantineTimeline active={entries.length - 1} bulletSize={16} lineWidth={3} aria-label={timeline.title}>
      {entries.map((entry, index) => {
        const status = String(fieldValue(entry, timeline.status) ?? '');
        const color = timeline.colors?.[status] ?? 'gray';
        const text = timeline.text ? fieldValue(entry, timeline.text) : undefined;
        const note = timeline.note ? fieldValue(entry, timeline.note) : undefined;
        return (
          <MantineTimeline.Item
            key={index}
            color={color}
            data-status={status}
            data-color={color}
            title={timeline.shows?.[status] ?? status}
          >
            <Text size="xs" c="dimmed">
              {momentText(fieldValue(entry, timeline.date))}
            </Text>
            {note ? <Text size="sm">{String(note)}</Text> : null}
            {text ? (
              <Text size="sm" fs="italic">
                {String(text)}
              </Text>
            ) : null}
          </MantineTimeline.Item>
        );
      })}
    </MantineTimeline>
  );
}
