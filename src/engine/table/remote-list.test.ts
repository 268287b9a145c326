// The remote status filter's pure parts: the answer read, the payload, the counts and the title.
import { describe, expect, it } from 'vitest';
import type { TableFilter } from '../core/declarations';
import { filledTitle, readAnswer, remoteCounts, remotePayload } from './remote-list';

const STATUS: TableFilter = {
  field: 'status',
  label: 'Status',
  type: 'status',
  remote: true,
  options: [
    { label: 'Sent For Approval', value: 'Sent For Approval' },
    { label: 'Paid', value: 'Paid' },
  ],
};
const LOCAL: TableFilter = { field: 'currency', label: 'Currency', type: 'select' };

describe('a remote status filter', () => {
  it('reads a list or a page of rows with counts, and refuses anything else', () => {
    expect(readAnswer([{ a: 1 }], 'x')).toEqual({ rows: [{ a: 1 }] });
    expect(readAnswer({ rows: [], counts: { Paid: 2 } }, 'x')).toEqual({ rows: [], counts: { Paid: 2 } });
    expect(() => readAnswer({ records: [] }, 'financing.list')).toThrow('financing.list did not answer a list');
  });

  it('sends the chosen value of a remote filter only, nothing for All', () => {
    expect(remotePayload({ clientId: 'C' }, [STATUS, LOCAL], { status: 'Paid', currency: 'USD' })).toEqual({
      clientId: 'C',
      status: 'Paid',
    });
    expect(remotePayload(undefined, [STATUS], { status: null })).toBeUndefined();
  });

  it('counts All as the sum of the answer’s counts', () => {
    expect(remoteCounts([STATUS, LOCAL], { Paid: 2, 'Sent For Approval': 3 })).toEqual({
      status: { all: 5, values: { Paid: 2, 'Sent For Approval': 3 } },
    });
    expect(remoteCounts([STATUS], undefined)).toEqual({});
  });

  it("names the chosen status in the title, 'All' when none", () => {
    expect(filledTitle('{status} Receivables', [STATUS], { status: null })).toBe('All Receivables');
    expect(filledTitle('{status} Receivables', [STATUS], { status: 'Sent For Approval' })).toBe(
      'Sent For Approval Receivables',
    );
    expect(filledTitle('Transactions {unknown}', [STATUS], {})).toBe('Transactions {unknown}');
  });
});
