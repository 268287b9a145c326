// The sections of fields, fetched when first shown: a page's summary and tabs, a form's answer, a row's details.
import { lazy, Suspense } from 'react';
import type { DetailSectionsProps } from './DetailSections';

const Loaded = lazy(() => import('./DetailSections').then((module) => ({ default: module.DetailSections })));

/** DetailSections (./DetailSections), drawn once its code has arrived (nothing before). */
export function DetailSections(props: DetailSectionsProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
