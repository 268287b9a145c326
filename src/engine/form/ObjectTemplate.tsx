// Objects as the Mantine theme lays them out, except a form whose ui schema declares `ui:tabs`: its fields in tabs.
import ObjectFieldTemplate from '@rjsf/mantine/lib/templates/ObjectFieldTemplate.js';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { deferred } from './deferred';
import type { FormTab } from './FormTabs';

/** The tabs, fetched with the first tabbed form; SchemaForm waits for them (`partsOf`), so the form appears whole. */
export const FormTabs = deferred<Pick<ObjectFieldTemplateProps, 'properties'> & { tabs: FormTab[] }>(
  () => import('./FormTabs').then((module) => ({ FormTabs: module.default })),
  'FormTabs',
);

/** The object's fields, in tabs when declared. */
export function ObjectTemplate(props: ObjectFieldTemplateProps) {
  const tabs = props.uiSchema?.['ui:tabs'] as FormTab[] | undefined;
  if (!Array.isArray(tabs)) return <ObjectFieldTemplate {...props} />;
  return <FormTabs properties={props.properties} tabs={tabs} />;
}
