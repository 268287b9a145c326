// The sections of fields, fetched when first shown: a page's summary and tabs, a form's answer, a row's details.
import { lazyNamed } from '../arrival';
import type { DetailSectionsProps } from './DetailSections';

const Loaded = lazyNamed(() => import('./DetailSections'), 'DetailSections');

/** DetailSections (./DetailSections), drawn once its code has arrived (nothing before). */
export function DetailSections(props: DetailSectionsProps) {
  return <Loaded {...props} />;
}
