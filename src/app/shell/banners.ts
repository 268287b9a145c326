// Spec 1 section 2.2: the top bar's onboarding banners, decided from the session and the current path.

/** Which banner, if any. */
export type Banner = 'complete-onboarding' | 'activation-in-progress' | null;

/** Client users with onboarding pending are asked to complete it (not on /onboarding); done but unapproved are told to wait. */
export function bannerFor(console: 'client' | 'admin', clientStatus: string | null, pathname: string): Banner {
  if (console !== 'client') return null;
  if (!clientStatus) return pathname.startsWith('/onboarding') ? null : 'complete-onboarding';
  return clientStatus === 'Approved' ? null : 'activation-in-progress';
}
