// The demo tours as in force (a version published from the Schema Lab, else schemas/tours.json as built) and the one
// a role gets.
import { inForce } from '../../engine/core/in-force';
import type { TourDeclaration, ToursDeclaration } from '../../engine/core/declarations';

export type { TourDeclaration, TourStepDeclaration as TourStep } from '../../engine/core/declarations';

/** The tours' loader: their published module when one is in force, else the built `virtual:tours`. */
const loaders = inForce<{ declaration: ToursDeclaration }>('tours', { tours: () => import('virtual:tours') });

/** The tours in force. */
export const loadTours = async (): Promise<ToursDeclaration> => (await loaders.tours!()).declaration;

/** The role's own tour (the Service Exporter's), or the default one for every other role. */
export const tourFor = (tours: ToursDeclaration, role: string | null): TourDeclaration =>
  tours.tours[role ?? ''] ?? tours.tours.default;
