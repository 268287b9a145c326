// ScopeMissing fetched only when a route lacks its scope (the admin has not chosen a client): most visits never show it.
import { lazy } from 'react';

/** ScopeMissing.tsx's component, fetched on first use. */
export const ScopeMissing = lazy(() => import('./ScopeMissing').then((module) => ({ default: module.ScopeMissing })));
