// Spec 3 section 5 (Verification & Approval): which of GST and IEC a status needs, and approving only when verified.
import { message } from '../engine/core/message';
import type { Rule } from '../engine/core/rules';

interface ApprovalForm {
  status?: string;
  gstVerified?: boolean;
  iecVerified?: boolean;
}

/** What the rule reads of the client (the page's record, `related.page`): its user's role and its GST file. */
interface ClientRecord {
  role?: string;
  businessInformation?: { gstFile?: unknown };
}

/** Statuses that need neither number (spec 3 section 5). */
const WITHOUT_NUMBERS = ['Rejected', 'Action_Required'];

/**
 * GST and IEC are required unless the status is Rejected or Action_Required, and must both be verified to approve.
 * A Service Exporter's IEC is disabled and not required; its GST too when it uploaded no GST file, else GST alone
 * decides the approval.
 */
export const clientApproval: Rule<ApprovalForm> = (data, context) => {
  const client = (context.related?.page ?? {}) as ClientRecord;
  const serviceExporter = client.role === 'Service Exporter';
  const gstInUse = !serviceExporter || Boolean(client.businessInformation?.gstFile);
  const iecInUse = !serviceExporter;
  const numbersNeeded = !data.status || !WITHOUT_NUMBERS.includes(data.status);
  const errors: Record<string, string> = {};
  if (data.status === 'Approved') {
    if (gstInUse && data.gstVerified !== true) errors.gstVerified = message('approval.verifyGst');
    if (iecInUse && data.iecVerified !== true) errors.iecVerified = message('approval.verifyIec');
  }
  return {
    errors,
    // Spec 3 section 5: Save is disabled when Approved and IEC or GST is unverified.
    holdSubmit: errors.gstVerified ?? errors.iecVerified,
    ui: {
      gstNumber: { required: gstInUse && numbersNeeded, disabled: !gstInUse },
      gstVerified: { disabled: !gstInUse },
      iecNumber: { required: iecInUse && numbersNeeded, disabled: !iecInUse },
      iecVerified: { disabled: !iecInUse },
    },
  };
};
