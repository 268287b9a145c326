// A page's body rows are plain elements: they must carry exactly what Mantine's Table.Tr and Table.Td would give them.
import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../test-engine';
import { TableRows } from './TableRows';

/** An element's attributes but its style, by name. */
const attributes = (element: Element) =>
  Object.fromEntries(
    [...element.attributes].filter((attribute) => attribute.name !== 'style').map((a) => [a.name, a.value]),
  );

describe('TableRows', () => {
  it("draws each record's row and cells with the class names and data attributes of Mantine's own", () => {
    renderWithEngine(
      <>
        <TableRows
          rows={[{ id: 'A-1', name: 'Shree Ganesh Exports' }]}
          total={1}
          columns={[{ accessorKey: 'name', header: 'Name' }]}
          sorting={[]}
          onSortingChange={() => undefined}
          expanded={{}}
          onExpandedChange={() => undefined}
          declaration={{ id: 't', title: 'T', source: 's', rowKey: 'id', row: {}, columns: [] }}
          window={{ first: 0, end: 1 }}
        />
        <Table striped highlightOnHover>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Reference</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </>,
    );
    const ours = screen.getByText('Shree Ganesh Exports');
    const mantine = screen.getByText('Reference');
    expect(attributes(ours)).toEqual(attributes(mantine));
    expect(attributes(ours.parentElement!)).toEqual(attributes(mantine.parentElement!));
    expect(ours.parentElement!.className).toMatch(/\bmantine-Table-tr\b/);
  });
});
