// Issue 10's promise, tried on the server: a field added to the client entity and to a bound form is validated, saved
// and answered with no other change (src/engine/wizard/bound-data.test.ts reloads it into its step and the review).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestParts, type EntitySchema } from '../src/engine/core/entity';
import type { FormDeclaration } from '../src/engine/core/declarations';
import type { Db } from './db/db';

/** The added field: declared once in the entity, referenced by the business form and placed in its ui order. */
const FIELD = 'exportLicence';
const DEFINITION = {
  type: 'string',
  title: 'Export Licence Number',
  maxLength: 20,
  errorMessage: { maxLength: 'Please enter maximum 20 characters for Export Licence Number' },
};

// The declarations as read from schemas/, with the field added to the example of this test: the entity and one form.
vi.mock('../src/engine/build/load', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/engine/build/load')>();
  return {
    ...original,
    loadDeclarations: (root: string) => {
      const declarations = original.loadDeclarations(root);
      const entity = declarations.shared.find((file) => file.json.$id === 'client')!.json as unknown as EntitySchema;
      entity.properties.businessInformation.properties![FIELD] = DEFINITION;
      const form = declarations.forms.find((file) => file.json.id === 'onboarding.business')!.json as FormDeclaration;
      form.schema.properties![FIELD] = { $ref: `client#/properties/businessInformation/properties/${FIELD}` };
      (form.ui!['ui:order'] as string[]).push(FIELD);
      return declarations;
    },
  };
});

const { openTestDb, testApp } = await import('./testing/test-app');
const { businessData, call, documentOf, freshClient } = await import('./testing/test-onboarding');
const { entitySchema } = await import('./schemas');

let db: Db;
let app: FastifyInstance;
beforeAll(async () => {
  db = await openTestDb();
  app = (await testApp({ db, console: 'client' })).app;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const client = () => entitySchema('client');

describe('a field added to the client entity and the business form', () => {
  it('is validated by the server with the form, saved, and answered in its part', async () => {
    const fresh = await freshClient(db);
    const gstFile = await documentOf(db, fresh.clientId, 'GSTIN', 'gst.pdf');
    const iecFile = await documentOf(db, fresh.clientId, 'IEC', 'iec.pdf');
    const data = businessData({ gstFile, iecFile, [FIELD]: 'EL-2231' });

    const tooLong = await call(app, fresh.token, 'POST', '/api/onboarding/business', {
      ...requestParts(client(), { ...data, [FIELD]: 'X'.repeat(21) }),
    });
    expect(tooLong.json()).toMatchObject({
      responseCode: 400,
      message: 'Please enter maximum 20 characters for Export Licence Number',
    });

    const saved = await call(app, fresh.token, 'POST', '/api/onboarding/business', {
      ...requestParts(client(), data),
    });
    expect(saved.json()).toMatchObject({ responseCode: 200, message: 'Business details saved successfully' });

    const details = (await call(app, fresh.token, 'GET', '/api/onboarding/client')).json().data;
    expect(details.businessInformation[FIELD]).toBe('EL-2231');
  });
});
