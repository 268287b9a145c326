// The declared demo tours and the one a role gets.
import declared from '../../../schemas/tours.json';
import type { TourDeclaration } from '../../engine/core/declarations';

export type { TourDeclaration, TourStepDeclaration as TourStep } from '../../engine/core/declarations';

/** Spec 1 section 9: an asynchronous step waits at most this long. */
export const ASYNC_WAIT_MS = declared.asyncWaitMs;

/** The Service Exporter's tour, or the shipment tour for every other role. */
export const tourFor = (role: string | null): TourDeclaration =>
  (declared.tours as Record<string, TourDeclaration>)[role ?? ''] ?? declared.tours.default;
