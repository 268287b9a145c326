// The declared demo tours and the one a role gets.
import declared from '../../../schemas/tours.json';

/** One step: the page it shows, the element it points at (data-tour), and its words. */
export interface TourStep {
  route: string;
  target: string;
  title: string;
  text: string;
  /** The target appears after the page loads; wait for it (at most asyncWaitMs). */
  async?: boolean;
}

/** A tour and where it ends. */
export interface TourDeclaration {
  finishTo: string;
  steps: TourStep[];
}

/** Spec 1 section 9: an asynchronous step waits at most this long. */
export const ASYNC_WAIT_MS = declared.asyncWaitMs;

/** The Service Exporter's tour, or the shipment tour for every other role. */
export const tourFor = (role: string | null): TourDeclaration =>
  (declared.tours as Record<string, TourDeclaration>)[role ?? ''] ?? declared.tours.default;
