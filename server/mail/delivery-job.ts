// The background job that delivers one outbox message: it hands the message to its provider and marks it sent, or,
// when the provider is down, records the try and queues the next one with back-off, so no message is lost.
import type { Delivery } from '../adapters/smtp-outbox';
import { DELIVER_MESSAGE, messageOf, type DeliveryPayload, type OutboxRow } from '../adapters/outbox';
import { enqueueJob, retryDelay, type JobHandler } from '../jobs/jobs';
import { maskPersonal } from '../plugins/log-redaction';

/** Hours after which a message its provider still has not taken is given up (an OTP or a reset link is long dead). */
export const GIVE_UP_HOURS = 48;

/** An SMTP reply in the 500s refuses the message for good (unknown recipient, rejected content); others may pass later. */
const isPermanent = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500;
};

/** How a delivered message is kept. */
export interface DeliveryOptions {
  /**
   * Keep its body, code and link once it is delivered or given up, for the development outbox to show (default true).
   * Off in production: a code or a reset link must not stay readable in the table after it has left.
   */
  keepContent?: boolean;
}

/** What a message keeps once delivered or given up when its content is not kept: who, when and how, not what. */
const FORGET_CONTENT = `UPDATE outbox SET body = '', otp = NULL, link = NULL WHERE id = $1`;

/**
 * Delivers the job's message once: a message already sent, given up or purged is left alone. A failure is kept on
 * the outbox row (tries, last error without personal data) and retried by a new job after 10 s, 20 s, 40 s ... up to
 * an hour between tries, until the provider takes it, refuses it for good, or GIVE_UP_HOURS have passed.
 */
export const deliverMessage =
  (delivery: Delivery, { keepContent = true }: DeliveryOptions = {}): JobHandler =>
  async (tx, job) => {
    const { outboxId } = job.payload as DeliveryPayload;
    const { rows } = await tx.query<OutboxRow & { attempts: number; expired: boolean }>(
      `SELECT *, created_at < now() - make_interval(hours => $2) AS expired FROM outbox
        WHERE id = $1 AND sent_at IS NULL AND failed_at IS NULL FOR UPDATE`,
      [outboxId, GIVE_UP_HOURS],
    );
    const row = rows[0];
    if (!row) return;
    try {
      await delivery.deliver(tx, messageOf(row));
    } catch (error) {
      const attempts = row.attempts + 1;
      const giveUp = isPermanent(error) || row.expired;
      await tx.query(
        `UPDATE outbox SET attempts = $2, last_error = $3, failed_at = CASE WHEN $4::boolean THEN now() END
          WHERE id = $1`,
        [outboxId, attempts, maskPersonal(String((error as Error)?.message ?? error), 500), giveUp],
      );
      if (!giveUp) await enqueueJob(tx, DELIVER_MESSAGE, { outboxId } satisfies DeliveryPayload, retryDelay(attempts));
      else if (!keepContent) await tx.query(FORGET_CONTENT, [outboxId]);
      return;
    }
    await tx.query('UPDATE outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1', [
      outboxId,
    ]);
    if (!keepContent) await tx.query(FORGET_CONTENT, [outboxId]);
  };
