// The sections of fields, fetched when first shown: a page's summary and tabs, a form's answer, a row's details.
import { lazy } from 'react';

/** DetailSections (./DetailSections), fetched on first render; draw it inside a Suspense. */
export const DetailSections = lazy(() =>
  import('./DetailSections').then((module) => ({ default: module.DetailSections })),
);
