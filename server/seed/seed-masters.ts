// Reference and demo data for a new database: industries, ITC-HS codes, currencies, RBI purpose codes, Incoterms 2020, roles, actions and demo shipments.
import type { Queryable } from '../db/db';

const INDUSTRIES: [string, string][] = [
  ['agriculture', 'Agriculture & Food'],
  ['textiles', 'Textiles & Apparel'],
  ['chemicals', 'Chemicals & Pharmaceuticals'],
  ['engineering', 'Engineering Goods'],
  ['gems', 'Gems & Jewelry'],
  ['electronics', 'Electronics'],
  ['handicrafts', 'Handicrafts'],
  ['leather', 'Leather Products'],
];

const HS_CODES: [string, string, string][] = [
  ['09041100', 'Pepper, neither crushed nor ground', 'agriculture'],
  ['09083110', 'Cardamom, large, neither crushed nor ground', 'agriculture'],
  ['10063020', 'Basmati rice, semi-milled or wholly milled', 'agriculture'],
  ['09024020', 'Black tea in packets of 3 kg or less', 'agriculture'],
  ['52081110', 'Woven fabrics of cotton, unbleached, plain weave', 'textiles'],
  ['61091000', 'T-shirts, singlets and vests of cotton, knitted', 'textiles'],
  ['62052000', "Men's or boys' shirts of cotton", 'textiles'],
  ['30049099', 'Other medicaments in measured doses', 'chemicals'],
  ['29420090', 'Other organic compounds', 'chemicals'],
  ['84133020', 'Fuel injection pumps for compression-ignition engines', 'engineering'],
  ['87089900', 'Other parts and accessories of motor vehicles', 'engineering'],
  ['71023910', 'Diamonds, cut or otherwise worked, non-industrial', 'gems'],
  ['71131910', 'Articles of jewellery of gold, set with gems', 'gems'],
  ['85176290', 'Other machines for reception or transmission of data', 'electronics'],
  ['85423100', 'Processors and controllers, electronic integrated circuits', 'electronics'],
  ['44201000', 'Statuettes and other ornaments of wood', 'handicrafts'],
  ['69139000', 'Other ceramic ornamental articles', 'handicrafts'],
  ['42022210', 'Handbags of leather with outer surface of plastic sheeting', 'leather'],
  ['64035111', 'Leather footwear covering the ankle', 'leather'],
  ['57011000', 'Carpets of wool or fine animal hair, knotted', 'handicrafts'],
];

const CURRENCIES: [string, string, string, string][] = [
  ['US', 'United States', 'USD', 'active'],
  ['GB', 'United Kingdom', 'GBP', 'active'],
  ['DE', 'Germany', 'EUR', 'active'],
  ['FR', 'France', 'EUR', 'active'],
  ['AE', 'United Arab Emirates', 'AED', 'active'],
  ['SG', 'Singapore', 'SGD', 'active'],
  ['AU', 'Australia', 'AUD', 'active'],
  ['CA', 'Canada', 'CAD', 'active'],
  ['JP', 'Japan', 'JPY', 'active'],
  ['CH', 'Switzerland', 'CHF', 'active'],
  ['SA', 'Saudi Arabia', 'SAR', 'inactive'],
  ['HK', 'Hong Kong', 'HKD', 'active'],
  ['NZ', 'New Zealand', 'NZD', 'inactive'],
  ['SE', 'Sweden', 'SEK', 'inactive'],
  ['IN', 'India', 'INR', 'active'],
];

const PURPOSE_CODES: [string, string, string][] = [
  ['P0101', 'Value of export bills negotiated / purchased / discounted', 'Exports (of Goods)'],
  ['P0102', 'Realisation of export bills (in respect of goods) sent on collection', 'Exports (of Goods)'],
  ['P0103', 'Advance receipts against export contracts', 'Exports (of Goods)'],
  [
    'P0104',
    'Receipts against export of goods not covered by the GR/PP/SOFTEX/EC copy of shipping bill',
    'Exports (of Goods)',
  ],
  ['P0802', 'Software consultancy / implementation', 'Telecommunication, Computer and Information Services'],
  ['P0803', 'Data base, data processing charges', 'Telecommunication, Computer and Information Services'],
  ['P0806', 'Other information services', 'Telecommunication, Computer and Information Services'],
  ['P1006', 'Business and management consultancy and public relations services', 'Other Business Services'],
  ['P1007', 'Advertising, trade fair, market research and public opinion polling services', 'Other Business Services'],
  ['P1008', 'Research & Development services', 'Other Business Services'],
  ['P1009', 'Architectural, engineering and other technical services', 'Other Business Services'],
  ['P1107', 'Educational services', 'Personal, Cultural, and Recreational Services'],
  ['P1301', 'Inward remittance from Indian non-residents towards family maintenance', 'Transfers'],
];

const INCOTERMS: [string, string][] = [
  ['EXW', 'Ex Works'],
  ['FCA', 'Free Carrier'],
  ['CPT', 'Carriage Paid To'],
  ['CIP', 'Carriage and Insurance Paid To'],
  ['DAP', 'Delivered at Place'],
  ['DPU', 'Delivered at Place Unloaded'],
  ['DDP', 'Delivered Duty Paid'],
  ['FAS', 'Free Alongside Ship'],
  ['FOB', 'Free on Board'],
  ['CFR', 'Cost and Freight'],
  ['CIF', 'Cost, Insurance and Freight'],
];

const ROLES: [number, string][] = [
  [1, 'Admin'],
  [2, 'Client Exporter'],
  [3, 'Client Importer'],
  [4, 'Client Back-office Admin'],
  [5, 'Service Exporter'],
  [6, 'Document manager'],
  [7, 'Product Analyst'],
];

const ACTIONS: [number, string, string][] = [
  [101, 'View Dashboard', 'See the dashboard'],
  [102, 'Start Shipment', 'Create shipments and invoices'],
  [103, 'Transactions', 'See transactions'],
  [104, 'Manage Alerts', 'Configure alerts'],
  [105, 'Manage Scrip', 'Manage scrips'],
  [106, 'Add Customers', 'Add and edit payers'],
  [107, 'Set Virtual Accounts', 'Request virtual accounts'],
  [108, 'INR Payouts', 'See INR payouts'],
  [109, 'Reversals', 'Request reversals'],
  [110, 'System Config', 'Users, documents, bank accounts, e-BRC'],
  [111, 'Receive Payments', 'Create payment requests'],
  [112, 'Onboarding', 'Review client onboarding'],
];

const ROLE_ACTIONS: [number, number[]][] = [
  [2, [101, 102, 103, 104, 105, 106, 107]],
  [3, [101, 102, 103, 104, 105, 106, 107]],
  [4, [101, 102, 103, 104, 105, 106, 107, 108, 109, 110]],
  [5, [101, 111, 103, 106, 110, 107]],
  [6, [101, 102, 106, 104, 105]],
  [1, [101, 103, 108, 109, 112]],
];

/** Inserts the master data into an empty master schema. */
export async function seedMasters(tx: Queryable): Promise<void> {
  for (const [key, name] of INDUSTRIES) await tx.query('INSERT INTO industries VALUES ($1, $2)', [key, name]);
  for (const [hsCode, details, industry] of HS_CODES) {
    await tx.query(
      'INSERT INTO hs_codes (hs_code, product_details, industry, chapter, heading, sub_heading, code) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [hsCode, details, industry, hsCode.slice(0, 2), hsCode.slice(2, 4), hsCode.slice(4, 6), hsCode.slice(6, 8)],
    );
  }
  for (const row of CURRENCIES) await tx.query('INSERT INTO currencies VALUES ($1, $2, $3, $4)', row);
  for (const [code, description, group] of PURPOSE_CODES) {
    await tx.query('INSERT INTO purpose_codes (purpose_code, description, purpose_code_group) VALUES ($1, $2, $3)', [
      code,
      description,
      group,
    ]);
  }
  for (const [name, description] of INCOTERMS)
    await tx.query('INSERT INTO incoterms (incoterm, description) VALUES ($1, $2)', [name, description]);
  for (const [id, name] of ROLES) await tx.query('INSERT INTO roles (role_id, role_name) VALUES ($1, $2)', [id, name]);
  for (const row of ACTIONS) await tx.query('INSERT INTO actions VALUES ($1, $2, $3)', row);
  for (const [roleId, actionIds] of ROLE_ACTIONS) {
    for (const actionId of actionIds)
      await tx.query('INSERT INTO role_definitions (role_id, action_id) VALUES ($1, $2)', [roleId, actionId]);
  }
  await tx.query(
    `INSERT INTO client_hs_codes (client_id, hs_code) VALUES ('CL1001', '52081110'), ('CL1001', '61091000'), ('CL1002', '09041100')`,
  );
  // A 1x1 blank PNG as a company logo: the top bar must treat it as no logo (spec 1 section 2.2).
  await tx.query(
    `INSERT INTO images (document_ref_no, document_type, content_type, content) VALUES ('CL1002', 'company_logo', 'image/png', $1)`,
    [
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    ],
  );
  await tx.query(`INSERT INTO shipments (shipment_id, client_id) VALUES ('SH5001', 'CL1001'), ('SH5002', 'CL1001')`);
}
