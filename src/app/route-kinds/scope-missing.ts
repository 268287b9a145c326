// ScopeMissing fetched only when a route lacks its scope (the admin has not chosen a client): most visits never show it.
import { lazyNamed } from '../../engine/arrival';

/** ScopeMissing.tsx's component, fetched on first use. */
export const ScopeMissing = lazyNamed(() => import('./ScopeMissing'), 'ScopeMissing');
