// Replies of receivables financing and reversals: their rows as schemas/entities/financing.json and reversals.json
// describe them (a reversal's detail is the same row with its remark history), and the options their dialogs offer.
import { replies } from './envelope';
import { entityShape, integer, list, object, option, record, text } from './reply-schema';

/** The financing list: its rows, how many, and the count of every status (spaces removed, `All`) and of On Hold. */
export const FINANCING_LIST = replies(
  object({
    records: list(entityShape('financing#/$defs/financingRow')),
    totalCount: integer,
    statusGroup: record(integer),
    OnHold: integer,
  }),
);
/** The financing partners a request may be sent to. */
export const FINANCING_PARTNERS = replies(list(object({ partnerId: text, partnerName: text })));

export const REVERSALS = replies(list(entityShape('reversals#/$defs/reversal')));
export const REVERSAL_DETAIL = replies(entityShape('reversals#/$defs/reversal'));
/** The currencies a reversal list may be filtered by. */
export const REVERSAL_CURRENCIES = replies(list(option()));
/** The client's active customers a reversal may name. */
export const REVERSAL_CUSTOMERS = replies(list(object({ payerId: text, payerName: text })));
