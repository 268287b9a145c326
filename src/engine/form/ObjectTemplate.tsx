// Objects as the Mantine theme lays them out, each field straight in the grid, except a form whose ui schema declares
// `ui:tabs`: its fields in tabs.
import { Container, Group, SimpleGrid } from '@mantine/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { buttonId, canExpand, descriptionId, getUiOptions, titleId } from '@rjsf/utils';
import { deferred } from './deferred';
import type { FormTab } from './FormTabs';

/** The tabs, fetched with the first tabbed form; SchemaForm waits for them (`partsOf`), so the form appears whole. */
export const FormTabs = deferred<Pick<ObjectFieldTemplateProps, 'properties'> & { tabs: FormTab[] }>(
  () => import('./FormTabs').then((module) => ({ FormTabs: module.default })),
  'FormTabs',
);

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
        {properties.filter((property) => !property.hidden).map((property) => property.content)}
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
  return <FormTabs properties={props.properties} tabs={tabs} />;
}
