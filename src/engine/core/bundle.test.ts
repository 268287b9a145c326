// Bundling inlines shared definitions and adds the spec's generic messages where none were written.
import { describe, expect, it } from 'vitest';
import { bundleSchema, UnresolvedRefError } from './bundle';
import type { Schema } from './declarations';

const registry: Record<string, Schema> = {
  common: {
    $id: 'common',
    $defs: {
      pan: { type: 'string', pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$' },
      address: { type: 'object', properties: { pin: { $ref: '#/$defs/pin' } } },
      pin: { type: 'string' },
    },
  },
};

describe('bundleSchema', () => {
  it('inlines external refs under $defs, following refs inside them', () => {
    const bundled = bundleSchema(
      { type: 'object', properties: { pan: { $ref: 'common#/$defs/pan' }, home: { $ref: 'common#/$defs/address' } } },
      registry,
    );
    expect(bundled.properties).toEqual({
      pan: { $ref: '#/$defs/common_pan' },
      home: { $ref: '#/$defs/common_address' },
    });
    expect(bundled.$defs?.common_address).toEqual({
      type: 'object',
      properties: { pin: { $ref: '#/$defs/common_pin' } },
    });
    expect(bundled.$defs?.common_pin).toEqual({ type: 'string' });
  });

  it('throws naming the reference that does not resolve', () => {
    expect(() => bundleSchema({ $ref: 'common#/$defs/none' }, registry)).toThrow(UnresolvedRefError);
    expect(() => bundleSchema({ $ref: 'common#/$defs/none' }, registry)).toThrow(
      '$ref "common#/$defs/none" does not resolve',
    );
  });

  it("adds the spec's generic messages and keeps written ones", () => {
    const bundled = bundleSchema(
      {
        type: 'object',
        required: ['name', 'kind', 'pan', 'role'],
        properties: {
          name: { type: 'string', title: 'Name', minLength: 2, maxLength: 20 },
          kind: { type: 'string', title: 'Kind', enum: ['a', 'b'] },
          pan: { $ref: 'common#/$defs/pan', title: 'PAN' },
          role: { type: 'integer', title: 'Role', errorMessage: { required: 'Please select a role' } },
          note: { type: 'string', title: 'Note', maxLength: 5, errorMessage: { maxLength: 'Too long' } },
        },
      } as Schema,
      registry,
    );
    expect(bundled.errorMessage).toEqual({
      required: { name: 'Please enter Name', kind: 'Required!', pan: 'Please enter PAN', role: 'Please select a role' },
    });
    expect(bundled.properties?.name).toMatchObject({
      errorMessage: {
        minLength: 'Please enter at least 2 characters for Name',
        maxLength: 'Please enter maximum 20 characters for Name',
      },
    });
    expect(bundled.properties?.note).toMatchObject({ errorMessage: { maxLength: 'Too long' } });
    expect(bundled.properties?.role).not.toHaveProperty('errorMessage');
  });

  it('names a referenced field by the title of its definition, and gives a titled definition its length messages', () => {
    const shared: Record<string, Schema> = {
      person: {
        $id: 'person',
        $defs: {
          firstName: { type: 'string', title: 'First Name', maxLength: 70 },
          idType: { type: 'string', title: 'ID Type', oneOf: [{ const: 'A', title: 'Aadhaar' }] },
        },
      },
    };
    const bundled = bundleSchema(
      {
        type: 'object',
        required: ['firstName', 'idType'],
        properties: { firstName: { $ref: 'person#/$defs/firstName' }, idType: { $ref: 'person#/$defs/idType' } },
      },
      shared,
    );
    expect(bundled.errorMessage).toEqual({ required: { firstName: 'Please enter First Name', idType: 'Required!' } });
    expect(bundled.$defs?.person_firstName).toMatchObject({
      errorMessage: { maxLength: 'Please enter maximum 70 characters for First Name' },
    });
  });
});
