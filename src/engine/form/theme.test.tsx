// The form theme keeps every widget and template of @rjsf/mantine, those few forms use arriving on first render.
import { MantineProvider } from '@mantine/core';
import Form from '@rjsf/core';
import { generateTemplates } from '@rjsf/mantine/lib/templates/index.js';
import { generateWidgets } from '@rjsf/mantine/lib/widgets/index.js';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_THEME } from '../test-engine';
import { formParts, impliedParts, preloadTheme, THEME_TEMPLATES, THEME_WIDGETS } from './theme';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    level: { type: 'integer', title: 'Level', minimum: 0, maximum: 10 },
    colour: { type: 'string', title: 'Colour' },
  },
};
const uiSchema = { level: { 'ui:widget': 'range' }, colour: { 'ui:widget': 'color' } };

describe('the form theme', () => {
  it('offers every widget and template of the Mantine theme under its own name', () => {
    expect(Object.keys(THEME_WIDGETS).sort()).toEqual(Object.keys(generateWidgets()).sort());
    expect(Object.keys(THEME_TEMPLATES).sort()).toEqual(Object.keys(generateTemplates()).sort());
  });

  it('renders a widget fetched on first use, beside the fields drawn at once', async () => {
    render(
      <MantineProvider env="test" theme={TEST_THEME}>
        <Form
          schema={schema}
          uiSchema={uiSchema}
          validator={validator}
          widgets={THEME_WIDGETS}
          templates={THEME_TEMPLATES}
        />
      </MantineProvider>,
    );
    expect(await screen.findByRole('slider')).toHaveAttribute('aria-valuemax', '10');
    expect(await screen.findByRole('textbox', { name: 'Colour' })).toBeInTheDocument();
  });
});

describe('the parts a schema implies', () => {
  it('names the checkbox for booleans, the number input and the array parts, and nothing for choices', () => {
    const parts = impliedParts({
      type: 'object',
      properties: {
        name: { type: 'string' },
        kind: { type: 'string', enum: ['a', 'b'] },
        agreed: { type: 'boolean' },
        owners: { type: 'array', items: { $ref: '#/$defs/owner' } },
      },
      $defs: { owner: { type: 'object', properties: { share: { type: 'integer' } } } },
    });
    expect(Object.keys(parts)).toEqual(
      expect.arrayContaining(['CheckboxWidget', 'NumberInput', 'ArrayFieldTemplate', 'AddButton']),
    );
    // A choice's select is drawn closed until used: no form waits for Mantine's Select.
    expect(Object.keys(parts)).not.toContain('SelectWidget');
  });

  it('names nothing for a form of text fields, closed objects included', () => {
    const schema = { type: 'object', additionalProperties: false, properties: { email: { type: 'string' } } };
    expect(impliedParts(schema)).toEqual({});
    expect(impliedParts(schema)).toBe(impliedParts(schema));
  });

  it('adds the tabs for a form whose ui schema declares them, so it appears whole', () => {
    const schema = { type: 'object', properties: { email: { type: 'string' } } };
    expect(Object.keys(formParts(schema, { 'ui:tabs': [{ id: 'a', label: 'A', fields: ['email'] }] }))).toEqual([
      'FormTabs',
    ]);
    expect(formParts(schema, {})).toEqual({});
  });

  it('fetches every part preloadTheme names', async () => {
    await preloadTheme();
    const parts = impliedParts({ type: 'array', items: { type: 'number', enum: [1] } });
    expect(Object.values(parts).every((part) => part.loaded())).toBe(true);
  });
});
