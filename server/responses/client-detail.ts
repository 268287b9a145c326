// Replies of the admin's client detail (spec 3 section 2.4): the onboarding record of schemas/entities/client.json
// with its verdicts and remark history (schemas/entities/client-detail.json), the fee plan, the e-BRC set-up.
import { replies } from './envelope';
import { entityShape, flag, list, object, text, withFields } from './reply-schema';

/** The approved clients a select offers. */
export const ACTIVE_CLIENTS = replies(list(object({ clientId: text, clientName: text })));

/** The client's primary payout account, or null. */
export const PRIMARY_ACCOUNT = replies(object({ accountHolderName: text, accountNumber: text, accountType: text }));

/** The client detail: the onboarding record, the role, the verdicts, the remark history. */
export const CLIENT_DETAIL = replies(
  withFields(entityShape('client'), {
    role: text,
    approveRemarks: text,
    remarkHistory: list(entityShape('clientDetail#/$defs/remark')),
    feePlanSaved: flag,
    verification: object({
      clientId: text,
      iecNumber: text,
      gstNumber: text,
      gstVerified: flag,
      iecVerified: flag,
      status: text,
    }),
  }),
);

/** A client's e-BRC set-up: the IP address to allow and the credential file kept. */
export const EBRC = replies(
  object({ clientId: text, ipAddress: text, ebrcFile: entityShape('common#/$defs/documentRef') }),
);

/** The fee plan's two lists. */
export const FEE_PLAN = replies(entityShape('clientDetail#/$defs/feePlan'));

/** The GSTIN's verdict. */
export const GST_VERDICT = replies(object({ gstVerified: flag }));

/** The IEC's verdict. */
export const IEC_VERDICT = replies(object({ iecStatus: text }));
