// Objects as the Mantine theme lays them out, except a form whose ui schema declares `ui:tabs`: its fields in tabs.
import { Loader } from '@mantine/core';
import ObjectFieldTemplate from '@rjsf/mantine/lib/templates/ObjectFieldTemplate.js';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import type { FormTab } from './FormTabs';

// The tabs come with the first tabbed form.
const FormTabs = lazy(() => import('./FormTabs'));

/** The object's fields, in tabs when declared. */
export function ObjectTemplate(props: ObjectFieldTemplateProps) {
  const tabs = props.uiSchema?.['ui:tabs'] as FormTab[] | undefined;
  if (!Array.isArray(tabs)) return <ObjectFieldTemplate {...props} />;
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading form" />}>
      <FormTabs properties={props.properties} tabs={tabs} />
    </Suspense>
  );
}
