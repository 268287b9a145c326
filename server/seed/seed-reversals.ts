// Demo reversals (spec 3 section 2.6): for each of two approved clients, a reversal in every status with its remark
// history, on its most recent payments, so /reversals means something on first start in both consoles.
import { message } from '../../src/engine/core/message';
import type { ReversalStatus } from '../../src/rules/reversal-locks';
import { activePayers, createPayer } from '../payers/store';
import type { Queryable } from '../db/db';

/** The clients whose payments are reversed: CL1001's back-office admin sees them in the client console. */
const CLIENTS = ['CL1001', 'CL1002'];

/** Each seeded reversal's moves after the client's request: status, comment, description key, who. */
const PATHS: [ReversalStatus, string][][] = [
  [],
  [['SENT_TO_REVERSAL', 'Buyer confirmed the duplicate payment; sent to the partner']],
  [
    ['SENT_TO_REVERSAL', 'Refund agreed with the buyer'],
    ['REVERSED', ''],
  ],
  [['CANCELLED', 'The buyer asked to keep the payment against the next invoice']],
];

const DESCRIPTIONS: Record<ReversalStatus, () => string> = {
  REVERSAL_INPROGRESS: () => message('reversals.event.requested'),
  SENT_TO_REVERSAL: () => message('reversals.event.sent'),
  CANCELLED: () => message('reversals.event.cancelled'),
  REVERSED: () => message('reversals.event.reversed'),
};

/** The client's first active payer, adding one (the buyer of its newest payment) when it has none yet. */
async function payerOf(tx: Queryable, clientId: string): Promise<string> {
  const existing = await activePayers(tx, clientId);
  if (existing[0]) return existing[0].payerId;
  const { rows } = await tx.query<{ payer: Record<string, string> }>(
    'SELECT payer FROM transactions WHERE client_id = $1 ORDER BY payment_request_date DESC LIMIT 1',
    [clientId],
  );
  const payer = rows[0].payer;
  return createPayer(tx, clientId, {
    payerName: payer.payerName,
    email: payer.email,
    mobileCode: '+1',
    mobile: '2025550143',
    country: payer.country,
    address1: payer.address1,
    address2: payer.address2 ?? null,
    city: payer.city,
    state: payer.state,
    pincode: payer.pincode,
    active: true,
  });
}

/** Inserts the demo reversals, each with its timeline a day a step after its payment. */
export async function seedReversals(tx: Queryable): Promise<void> {
  for (const clientId of CLIENTS) {
    const payerId = await payerOf(tx, clientId);
    const { rows: payments } = await tx.query<{ payment_id: string; payment_request_date: Date | string }>(
      `SELECT payment_id, payment_request_date FROM transactions WHERE client_id = $1
        ORDER BY payment_request_date DESC, payment_id LIMIT $2`,
      [clientId, PATHS.length],
    );
    const { rows: users } = await tx.query<{ user_id: string; email: string; role_name: string }>(
      `SELECT user_id, email, role_name FROM users WHERE client_id = $1
        ORDER BY (role_name = 'Client Back-office Admin') DESC, user_id LIMIT 1`,
      [clientId],
    );
    const { rows: admins } = await tx.query<{ user_id: string }>(
      `SELECT user_id FROM users WHERE console = 'admin' AND role_name = 'Admin' ORDER BY user_id LIMIT 1`,
    );
    for (const [index, path] of PATHS.entries()) {
      const payment = payments[index];
      const reversalId = `RV${clientId.slice(2)}${String(index + 1).padStart(3, '0')}`;
      const at = (step: number) => new Date(new Date(payment.payment_request_date).getTime() + (step + 1) * 86_400_000);
      const status = path.at(-1)?.[0] ?? 'REVERSAL_INPROGRESS';
      const comment = 'The buyer paid this invoice twice';
      await tx.query(
        `INSERT INTO reversals (reversal_id, payment_id, client_id, client_payer_id, status, email, remarks, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [reversalId, payment.payment_id, clientId, payerId, status, users[0].email, comment, at(0), at(path.length)],
      );
      const events: [ReversalStatus, string | null, string | null, string | null][] = [
        ['REVERSAL_INPROGRESS', comment, users[0].user_id, users[0].role_name],
        ...path.map(([next, remark]): [ReversalStatus, string | null, string | null, string | null] =>
          next === 'REVERSED' ? [next, null, null, null] : [next, remark, admins[0].user_id, 'Admin'],
        ),
      ];
      for (const [step, [eventStatus, remarks, userId, role]] of events.entries()) {
        await tx.query(
          `INSERT INTO reversal_events (reversal_id, status, remarks, description, user_id, user_role, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [reversalId, eventStatus, remarks, DESCRIPTIONS[eventStatus](), userId, role, at(step)],
        );
      }
    }
  }
}
