// The master data's queries (spec 3 section 2.1): currencies, purpose codes, ITC-HS codes and industries,
// a client's own HS codes, roles, actions and the access that joins them, and the status every master row carries
// (the incoterms are a declared resource: schemas/entities/incoterms.json).
import type { Queryable } from '../db/db';

type Row = Record<string, unknown>;

/** A master table whose rows carry a status the Admin toggles; the table and key column are never from a caller. */
export interface StatusTable {
  table: 'currencies' | 'purpose_codes' | 'hs_codes' | 'roles';
  keyColumn: 'country_code' | 'purpose_code' | 'hs_code' | 'role_id';
}

/** Sets one master row's status; false when no row has that key. */
export async function setMasterStatus(db: Queryable, target: StatusTable, key: unknown, status: string) {
  const { rows } = await db.query(
    `UPDATE ${target.table} SET status = $1 WHERE ${target.keyColumn} = $2 RETURNING ${target.keyColumn}`,
    [status, key],
  );
  return rows.length > 0;
}

/** Every currency, by country name. */
export async function currencies(db: Queryable): Promise<Row[]> {
  const { rows } = await db.query(
    `SELECT country_code AS "countryCode", country_name AS "countryName", currency, status FROM currencies ORDER BY country_name`,
  );
  return rows;
}

/** Every purpose code, by code. */
export async function purposeCodes(db: Queryable): Promise<Row[]> {
  const { rows } = await db.query(
    `SELECT purpose_code AS "purposeCode", description, status, purpose_code_group AS "purposeCodeGroup" FROM purpose_codes ORDER BY purpose_code`,
  );
  return rows;
}

/** Every ITC-HS code with its industry's name and its four parts. */
export async function hsCodes(db: Queryable): Promise<Row[]> {
  const { rows } = await db.query(
    `SELECT h.hs_code AS "hsCode", h.product_details AS "productDetails", h.status, i.industry_name AS "industryName",
            h.chapter, h.heading, h.sub_heading AS "subHeading", h.code, h.industry
       FROM hs_codes h LEFT JOIN industries i ON i.industry_key = h.industry ORDER BY h.hs_code`,
  );
  return rows;
}

/** The active ITC-HS codes as options. */
export async function activeHsCodes(db: Queryable): Promise<Row[]> {
  const { rows } = await db.query(
    `SELECT hs_code AS value, hs_code || ' - ' || product_details AS label, product_details AS "productDetails"
       FROM hs_codes WHERE status = 'active' ORDER BY hs_code`,
  );
  return rows;
}

/** The industries as options ({ value, label }). */
export async function industries(db: Queryable): Promise<Option[]> {
  const { rows } = await db.query<Option>(
    `SELECT industry_key AS value, industry_name AS label FROM industries ORDER BY industry_name`,
  );
  return rows;
}

/** Whether an ITC-HS code exists (`active` only: whether it is offered). */
export async function hsCodeExists(db: Queryable, hsCode: string, active = false): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM hs_codes WHERE hs_code = $1 AND ($2 = false OR status = 'active')`, [
    hsCode,
    active,
  ]);
  return rows.length > 0;
}

/** Whether an industry exists. */
export async function industryExists(db: Queryable, industry: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM industries WHERE industry_key = $1', [industry])).rows.length > 0;
}

/** The parts and details of a new ITC-HS code. */
export interface NewHsCode {
  hsCode: string;
  productDetails: string;
  industry: string;
  chapter: string;
  heading: string;
  subHeading: string;
  code: string;
}

/** Adds an ITC-HS code. */
export async function insertHsCode(db: Queryable, code: NewHsCode): Promise<void> {
  await db.query(
    `INSERT INTO hs_codes (hs_code, product_details, industry, chapter, heading, sub_heading, code) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [code.hsCode, code.productDetails, code.industry, code.chapter, code.heading, code.subHeading, code.code],
  );
}

/** A client's own HS codes with their product details. */
export async function clientHsCodes(db: Queryable, clientId: string): Promise<Row[]> {
  const { rows } = await db.query(
    `SELECT c.hs_code AS "hsCode", h.product_details AS "productDetails", c.status
       FROM client_hs_codes c JOIN hs_codes h ON h.hs_code = c.hs_code WHERE c.client_id = $1 ORDER BY c.hs_code`,
    [clientId],
  );
  return rows;
}

/** Adds an HS code to a client's own; false when the client has it already. */
export async function addClientHsCode(db: Queryable, clientId: string, hsCode: string): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO client_hs_codes (client_id, hs_code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING hs_code`,
    [clientId, hsCode],
  );
  return rows.length > 0;
}

/** Sets the status of one of the client's own HS codes; false when the client has no such code. */
export async function setClientHsCodeStatus(db: Queryable, clientId: string, hsCode: string, status: string) {
  const { rows } = await db.query(
    `UPDATE client_hs_codes SET status = $1 WHERE client_id = $2 AND hs_code = $3 RETURNING hs_code`,
    [status, clientId, hsCode],
  );
  return rows.length > 0;
}

/** Every role, by id. */
export async function roles(db: Queryable): Promise<Row[]> {
  const { rows } = await db.query(
    `SELECT role_id AS "roleId", role_name AS "roleName", status FROM roles ORDER BY role_id`,
  );
  return rows;
}

/** The active roles as options. */
export async function activeRoles(db: Queryable): Promise<Row[]> {
  const { rows } = await db.query(
    `SELECT role_id AS value, role_name AS label FROM roles WHERE status = 'active' ORDER BY role_name`,
  );
  return rows;
}

/** The active access: each role's actions. */
export async function activeAccess(db: Queryable): Promise<Row[]> {
  const { rows } = await db.query(
    `SELECT rd.role_id || '-' || rd.action_id AS id, rd.role_id AS "roleId", r.role_name AS "roleName", rd.action_id AS "actionId",
            a.display_name AS "displayName", a.description, rd.status
       FROM role_definitions rd JOIN roles r ON r.role_id = rd.role_id JOIN actions a ON a.action_id = rd.action_id
      WHERE rd.status = 'active' ORDER BY r.role_name, a.display_name`,
  );
  return rows;
}

/** The actions as options. */
export async function actions(db: Queryable): Promise<Row[]> {
  const { rows } = await db.query(
    `SELECT action_id AS value, display_name AS label, description FROM actions ORDER BY display_name`,
  );
  return rows;
}

/** Whether a role exists. */
export async function roleExists(db: Queryable, roleId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM roles WHERE role_id = $1', [roleId])).rows.length > 0;
}

/** Whether an action exists. */
export async function actionExists(db: Queryable, actionId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM actions WHERE action_id = $1', [actionId])).rows.length > 0;
}

/** Gives a role an action, or takes it away ('inactive'). */
export async function setAccess(db: Queryable, roleId: number, actionId: number, status: string): Promise<void> {
  await db.query(
    `INSERT INTO role_definitions (role_id, action_id, status) VALUES ($1, $2, $3)
     ON CONFLICT (role_id, action_id) DO UPDATE SET status = EXCLUDED.status`,
    [roleId, actionId, status],
  );
}

/** The active countries as options, with their dialling codes (sign-up). */
export async function activeCountries(db: Queryable): Promise<Row[]> {
  const { rows } = await db.query(
    `SELECT country_code AS value, country_name AS label, dial_code AS "dialCode" FROM countries WHERE active ORDER BY country_name`,
  );
  return rows;
}

/** An option of a form's list. */
export interface Option {
  label: string;
  value: string;
}

/** The active currencies and INR as options (onboarding's lists). */
export async function currencyOptions(db: Queryable): Promise<Option[]> {
  const { rows } = await db.query<Option>(
    `SELECT currency AS label, currency AS value FROM currencies WHERE status = 'active'
      UNION SELECT 'INR', 'INR' ORDER BY 1`,
  );
  return rows;
}

/** The active countries as options by name. */
export async function countryOptions(db: Queryable): Promise<Option[]> {
  const { rows } = await db.query<Option>(
    'SELECT country_name AS label, country_code AS value FROM countries WHERE active ORDER BY country_name',
  );
  return rows;
}

/** The Indian states as options. */
export async function stateOptions(db: Queryable): Promise<Option[]> {
  return (await db.query<Option>('SELECT state_name AS label, state_name AS value FROM states ORDER BY state_name'))
    .rows;
}
