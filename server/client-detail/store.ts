// What the admin's client detail keeps (migration 013): fee plans with their submissions, GST and IEC checks, the
// remark history of status changes, the e-BRC credential file (kept sealed, migration 018).
import type { Db, Queryable } from '../db/db';
import { EBRC_TYPE } from '../onboarding/documents';
import { sealFile } from '../onboarding/sealed-file';

/** A payout fee as the fee plan call carries it (spec 3 section 3). */
export interface PayoutFee {
  sourceCurrency: string;
  destinationCurrency: string;
  fixed: number;
  minimum: number;
  variable: number;
}

/** A payout fx fee. */
export interface PayoutFxFee {
  sourceCurrency: string;
  destinationCurrency: string;
  variable: number;
  referenceRate: string;
}

/** A client's fee plan. */
export interface FeePlan {
  payoutFee: PayoutFee[];
  payoutFxFee: PayoutFxFee[];
}

/** The client's plan; empty lists when none was submitted. */
export async function feePlanOf(db: Queryable, clientId: string): Promise<FeePlan & { saved: boolean }> {
  const { rows } = await db.query<{ payout_fee: PayoutFee[]; payout_fx_fee: PayoutFxFee[] }>(
    'SELECT payout_fee, payout_fx_fee FROM fee_plans WHERE client_id = $1',
    [clientId],
  );
  const plan = rows[0];
  return plan
    ? { payoutFee: plan.payout_fee, payoutFxFee: plan.payout_fx_fee, saved: true }
    : { payoutFee: [], payoutFxFee: [], saved: false };
}

/** Replaces the client's plan and records the submission with who made it. */
export async function saveFeePlan(tx: Queryable, clientId: string, plan: FeePlan, userId: string): Promise<void> {
  const values = [clientId, JSON.stringify(plan.payoutFee), JSON.stringify(plan.payoutFxFee), userId];
  await tx.query(
    `INSERT INTO fee_plans (client_id, payout_fee, payout_fx_fee, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (client_id) DO UPDATE SET payout_fee = $2, payout_fx_fee = $3, updated_by = $4, updated_at = now()`,
    values,
  );
  await tx.query(
    'INSERT INTO fee_plan_submissions (client_id, payout_fee, payout_fx_fee, submitted_by) VALUES ($1, $2, $3, $4)',
    values,
  );
}

/** Which of the two numbers a check is of. */
export type CheckKind = 'gst' | 'iec';

/** Keeps the register's verdict on one of the client's numbers. */
export async function recordCheck(db: Queryable, clientId: string, kind: CheckKind, number: string, valid: boolean) {
  await db.query(
    `INSERT INTO gst_iec_checks (client_id, kind, number, valid) VALUES ($1, $2, $3, $4)
     ON CONFLICT (client_id, kind, number) DO UPDATE SET valid = $4, checked_at = now()`,
    [clientId, kind, number, valid],
  );
}

/** The verdict on record for that number: true valid, false invalid, undefined never checked. */
export async function checkOf(
  db: Queryable,
  clientId: string,
  kind: CheckKind,
  number: string | null | undefined,
): Promise<boolean | undefined> {
  if (!number) return undefined;
  const { rows } = await db.query<{ valid: boolean }>(
    'SELECT valid FROM gst_iec_checks WHERE client_id = $1 AND kind = $2 AND number = $3',
    [clientId, kind, number],
  );
  return rows[0]?.valid;
}

/** One entry of the remark history (spec 3 section 3). */
export interface Remark {
  date: string;
  clientStatus: string;
  remark: string | null;
  userRole: string;
  userName: string;
}

/** The client's remark history, newest first. */
export async function remarkHistory(db: Queryable, clientId: string): Promise<Remark[]> {
  const { rows } = await db.query<Omit<Remark, 'date'> & { date: Date }>(
    `SELECT created_at AS date, client_status AS "clientStatus", remark, user_role AS "userRole", user_name AS "userName"
       FROM client_remarks WHERE client_id = $1 ORDER BY created_at DESC, id DESC`,
    [clientId],
  );
  return rows.map((row) => ({ ...row, date: new Date(row.date).toISOString() }));
}

/** Who made a change, as the remark history names them. */
export interface Author {
  userId: string;
  roleName: string;
}

/** Appends a status change to the history, with the author's role and full name. */
export async function appendRemark(
  tx: Queryable,
  clientId: string,
  entry: { clientStatus: string; remark: string | null },
  author: Author,
): Promise<void> {
  await tx.query(
    `INSERT INTO client_remarks (client_id, client_status, remark, user_id, user_role, user_name)
     SELECT $1, $2, $3, u.user_id, $5, trim(concat_ws(' ', u.first_name, u.last_name))
       FROM users u WHERE u.user_id = $4`,
    [clientId, entry.clientStatus, entry.remark, author.userId, author.roleName],
  );
}

/** The role of the client's first user: what tells a Service Exporter client (spec 3 section 5). */
export async function clientRole(db: Queryable, clientId: string): Promise<string | null> {
  const { rows } = await db.query<{ role_name: string }>(
    'SELECT role_name FROM users WHERE client_id = $1 ORDER BY created_at, user_id LIMIT 1',
    [clientId],
  );
  return rows[0]?.role_name ?? null;
}

/** The e-BRC credential file on record, or null. */
export async function ebrcFileOf(
  db: Queryable,
  clientId: string,
): Promise<{ documentId: string; documentName: string } | null> {
  const { rows } = await db.query<{ documentId: string; documentName: string }>(
    `SELECT d.document_id AS "documentId", d.document_name AS "documentName"
       FROM ebrc_files e JOIN documents d ON d.document_id = e.document_id WHERE e.client_id = $1`,
    [clientId],
  );
  return rows[0] ?? null;
}

/**
 * Seals every e-BRC credential file still kept in clear (stored before migration 018), in one transaction that locks
 * them: a second run, or another server starting at the same time, finds none left. Returns how many it sealed.
 */
export async function sealStoredEbrcFiles(db: Db, key: Buffer): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ document_id: string; content: Uint8Array }>(
      'SELECT document_id, content FROM documents WHERE document_type = $1 AND NOT sealed FOR UPDATE',
      [EBRC_TYPE],
    );
    for (const { document_id: documentId, content } of rows)
      await tx.query('UPDATE documents SET content = $2, sealed = true WHERE document_id = $1', [
        documentId,
        sealFile(key, documentId, Buffer.from(content)),
      ]);
    return rows.length;
  });
}

/** Keeps documentId as the client's e-BRC file; false when that document is not an e-BRC file of this client. */
export async function saveEbrcFile(tx: Queryable, clientId: string, documentId: string, userId: string) {
  const { rows } = await tx.query(
    'SELECT 1 FROM documents WHERE document_id = $1 AND client_id = $2 AND document_type = $3',
    [documentId, clientId, EBRC_TYPE],
  );
  if (!rows.length) return false;
  await tx.query(
    `INSERT INTO ebrc_files (client_id, document_id, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (client_id) DO UPDATE SET document_id = $2, updated_by = $3, updated_at = now()`,
    [clientId, documentId, userId],
  );
  return true;
}

/** What the approval reads of a client besides its role: the GST file it uploaded and its numbers as stored. */
export async function approvalRecord(db: Queryable, clientId: string) {
  const { rows } = await db.query<{ gst_file: unknown; iec_number: string | null; gst_number: string | null }>(
    `SELECT o.business->'gstFile' AS gst_file, c.iec_number, c.gst_number
       FROM clients c LEFT JOIN onboarding o ON o.client_id = c.client_id WHERE c.client_id = $1`,
    [clientId],
  );
  return { gstFile: rows[0]?.gst_file, iecNumber: rows[0]?.iec_number, gstNumber: rows[0]?.gst_number };
}

/** The approved clients as the Admin picks one. */
export async function approvedClients(db: Queryable): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query(
    `SELECT client_id AS "clientId", client_name AS "clientName" FROM clients
      WHERE client_status = 'Approved' ORDER BY client_name, client_id`,
  );
  return rows;
}

/** A client's primary bank account: holder, number and type; undefined when it has none. */
export async function primaryBankAccount(db: Queryable, clientId: string) {
  const { rows } = await db.query(
    `SELECT details->>'accountHolderName' AS "accountHolderName", details->>'accountNumber' AS "accountNumber",
            details->>'accountType' AS "accountType"
       FROM bank_accounts WHERE client_id = $1 AND is_primary`,
    [clientId],
  );
  return rows[0];
}

/** The remarks the Admin gave with the client's last status. */
export async function approveRemarks(db: Queryable, clientId: string): Promise<string | null> {
  const { rows } = await db.query<{ approve_remarks: string | null }>(
    'SELECT approve_remarks FROM clients WHERE client_id = $1',
    [clientId],
  );
  return rows[0]?.approve_remarks ?? null;
}

/** Locks a client's row until the transaction ends, so two status updates take turns. */
export async function lockClient(tx: Queryable, clientId: string): Promise<void> {
  await tx.query('SELECT 1 FROM clients WHERE client_id = $1 FOR UPDATE', [clientId]);
}

/** A status the Admin gives a client, with the numbers and remarks it came with. */
export interface ClientStatusChange {
  status: string;
  iecNumber: string | null;
  gstNumber: string | null;
  remarks: string | null;
}

/** Sets a client's status; a status that needs no numbers (Rejected, Action_Required) keeps the stored ones. */
export async function setClientStatus(tx: Queryable, clientId: string, change: ClientStatusChange): Promise<void> {
  await tx.query(
    `UPDATE clients SET client_status = $2, iec_number = COALESCE($3, iec_number),
            gst_number = COALESCE($4, gst_number), approve_remarks = $5,
            approved_at = CASE WHEN $2 = 'Approved' THEN now() ELSE approved_at END
      WHERE client_id = $1`,
    [clientId, change.status, change.iecNumber, change.gstNumber, change.remarks],
  );
}
