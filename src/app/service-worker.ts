// The product runs without a service worker; any registration left by an older build is removed (spec 1 section 4.4).

/** Unregisters every service worker of this origin; returns how many were removed. */
export async function removeServiceWorkers(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<number> {
  if (!container) return 0;
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  return registrations.length;
}
