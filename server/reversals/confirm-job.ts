// The background end of a reversal the Admin sent on: the payments partner confirms it (Reversed) a little later, in
// any server process, and the move shows on the timeline.
import { message } from '../../src/engine/core/message';
import type { JobHandler } from '../jobs/jobs';
import { lockReversal, setReversalStatus } from './store';

/** The job kind sending a reversal on queues. */
export const CONFIRM_REVERSAL = 'reversal.confirm';

/** Which reversal the partner accepted. */
export interface ConfirmPayload {
  reversalId: string;
}

/** Marks the reversal Reversed if it is still Sent To Reversal; one cancelled meanwhile is left alone. */
export const confirmReversal: JobHandler = async (tx, job) => {
  const { reversalId } = job.payload as ConfirmPayload;
  const reversal = await lockReversal(tx, reversalId);
  if (reversal?.status !== 'SENT_TO_REVERSAL') return;
  await setReversalStatus(tx, reversalId, {
    status: 'REVERSED',
    remarks: null,
    description: message('reversals.event.reversed'),
  });
};
