// Objects as the Mantine theme lays them out, each field straight in the grid, except a form whose ui schema declares
// `ui:tabs`: its fields in tabs.
import { Container, Group, SimpleGrid } from '@mantine/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { buttonId, canExpand, descriptionId, getUiOptions, titleId } from '@rjsf/utils';
import { memo } from 'react';
import { deferred } from './speed/deferred';
import { shallowSame } from './speed/steady-ui';
import type { FormTab } from './FormTabs';

/** The tabs, fetched with the first tabbed form; SchemaForm waits for them (`partsOf`), so the form appears whole. */
export const FormTabs = deferred<Pick<ObjectFieldTemplateProps, 'properties' | 'registry'> & { tabs: FormTab[] }>(
  () => import('./FormTabs').then((module) => ({ FormTabs: module.default })),
  'FormTabs',
);

type Property = ObjectFieldTemplateProps['properties'][number];

/** How many fields a block holds: a change draws its own block again, and React passes over the other blocks whole. */
const BLOCK = 16;

/** Two fields equally shown or hidden, their elements of one kind with the same props. */
const sameField = ({ hidden, content: a }: Property, { hidden: shown, content: b }: Property) =>
  hidden === shown && a?.key === b?.key && a?.type === b?.type && shallowSame(a?.props, b?.props);

/**
 * A run of an object's fields, the visible ones straight in the grid (a fragment, no element of its own). RJSF draws
 * every field element of an object again on each change and React then compares each with what it drew; in blocks,
 * a settled value costs React its own block and one comparison per other block, whatever the number of fields.
 */
const FieldBlock = memo(
  function FieldBlock({ fields }: { fields: Property[] }) {
    return <>{fields.filter((field) => !field.hidden).map((field) => field.content)}</>;
  },
  (before, after) =>
    before.fields.length === after.fields.length &&
    before.fields.every((field, i) => sameField(field, after.fields[i])),
);

/**
 * The fields in blocks of BLOCK, each keyed by its first field. Hidden fields keep their place in their block, so a
 * rule hiding or revealing one moves no other field to another block (which would draw it anew and lose its focus).
 */
const inBlocks = (properties: Property[]) => {
  const blocks = [];
  for (let start = 0; start < properties.length; start += BLOCK) {
    const fields = properties.slice(start, start + BLOCK);
    blocks.push(<FieldBlock key={fields[0].name} fields={fields} />);
  }
  return blocks;
};

/**
 * The theme's object template without its box around each field: a field's template is one element already, so it is
 * the grid's cell. A keystroke's event path, style, paint and hit test then cross one element less per field.
 */
function ObjectFields(props: ObjectFieldTemplateProps) {
  const { title, description, disabled, readonly, required, properties, optionalDataControl } = props;
  const { schema, uiSchema, fieldPathId, formData, registry, onAddProperty } = props;
  const uiOptions = getUiOptions(uiSchema);
  // The registry's templates: a declaration's ui options are JSON, so they never name a template component of their own.
  const { TitleFieldTemplate, DescriptionFieldTemplate, ButtonTemplates } = registry.templates;
  const { AddButton } = ButtonTemplates;
  const controlInTitle = !readonly && !disabled;
  const gridCols = (typeof uiOptions.gridCols === 'number' && uiOptions.gridCols) || undefined;
  return (
    <Container id={fieldPathId.$id} p={0}>
      {title && (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={controlInTitle ? optionalDataControl : undefined}
        />
      )}
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      <SimpleGrid
        cols={gridCols}
        spacing={uiOptions.gridSpacing as never}
        verticalSpacing={uiOptions.gridVerticalSpacing as never}
        mb="sm"
      >
        {!controlInTitle ? optionalDataControl : undefined}
        {inBlocks(properties)}
      </SimpleGrid>
      {canExpand(schema, uiSchema, formData) && (
        <Group mt="xs" justify="flex-end">
          <AddButton
            id={buttonId(fieldPathId, 'add')}
            disabled={disabled || readonly}
            onClick={onAddProperty}
            className="rjsf-object-property-expand"
            uiSchema={uiSchema}
            registry={registry}
          />
        </Group>
      )}
    </Container>
  );
}

/** The object's fields, in tabs when declared. */
export function ObjectTemplate(props: ObjectFieldTemplateProps) {
  const tabs = props.uiSchema?.['ui:tabs'] as FormTab[] | undefined;
  if (!Array.isArray(tabs)) return <ObjectFields {...props} />;
  return <FormTabs properties={props.properties} registry={props.registry} tabs={tabs} />;
}
