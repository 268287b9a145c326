// schemas:check names a misspelt message key (one ajv-errors would never show) with its file, pointer and guess.
import { describe, expect, it } from 'vitest';
import { checkDeclarations } from './check';
import type { Declarations } from './load';

const common = {
  file: 'schemas/common/defs.json',
  json: {
    $id: 'common',
    $defs: { pan: { type: 'string', title: 'PAN', pattern: '^[A-Z]{5}$', errorMessage: { patern: 'Invalid PAN' } } },
  },
};
const form = {
  file: 'schemas/x/a.form.json',
  json: {
    id: 'x.a',
    schema: {
      type: 'object',
      required: ['pan', 'name'],
      properties: {
        pan: { $ref: 'common#/$defs/pan', errorMessage: { pattern: 'Enter a valid PAN', required: 'Enter PAN' } },
        name: { type: 'string', title: 'Name', maxLength: 3, errorMessage: { maxLenght: 'Too long' } },
      },
      errorMessage: { required: { nmae: 'Enter your name' } },
    },
  },
};

const problems = () =>
  checkDeclarations(
    {
      root: '/',
      shared: [common],
      forms: [form],
      tables: [],
      wizards: [],
      flows: [],
      unreadable: [],
    } as unknown as Declarations,
    { widgets: [], rules: [], actions: [], transforms: [], screenTables: [] },
  );

describe('misspelt message keys', () => {
  it.each([
    [
      'a keyword message in an entity file',
      common.file,
      '/$defs/pan/errorMessage/patern',
      'message for "patern", which this schema does not have (did you mean "pattern"?)',
    ],
    [
      'a keyword message in a form',
      form.file,
      '/schema/properties/name/errorMessage/maxLenght',
      'message for "maxLenght", which this schema does not have (did you mean "maxLength"?)',
    ],
    [
      'a required message for a field the schema lacks',
      form.file,
      '/schema/errorMessage/required/nmae',
      'message for field "nmae", which this schema does not have (did you mean "name"?)',
    ],
  ])('names %s', (_name, file, pointer, message) => {
    expect(problems()).toContainEqual({ file, pointer, message });
  });

  it("accepts a message for a keyword of the $ref'd shape and a field's own required message", () => {
    expect(problems().filter((problem) => problem.pointer.startsWith('/schema/properties/pan'))).toEqual([]);
  });
});
