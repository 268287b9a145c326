// Spec 1 section 4.2: where a user lands after signing in, by console, client status, role and shipment count.
import type { ConsoleKind } from '../session/console';
import { menuPaths } from '../session/menu';
import { message } from '../engine/core/message';

/** Go somewhere, or show a message and reload (a Document manager whose client is not approved). */
export type Destination = { path: string } | { message: string; reload: true };

/** The spec's message for a Document manager whose account is not active yet. */
export const ACTIVATION_IN_PROGRESS = message('session.activationInProgress');

/** The admin console's landing: the dashboard, or the first entry of a menu without one (the Product Analyst's lab). */
const adminLanding = (privileges: unknown): string => {
  const paths = menuPaths(privileges);
  return paths.length && !paths.includes('/dashboard') ? paths[0] : '/dashboard';
};

/** The destination; the shipment count is asked only when it matters, and a failed count counts as none. */
export async function destinationAfterLogin(
  console: ConsoleKind,
  login: { clientStatus: string | null | undefined; roles: { roleName: string }[]; privileges?: unknown[] },
  shipmentCount: () => Promise<number>,
): Promise<Destination> {
  const role = login.roles[0]?.roleName;
  if (console === 'admin') return { path: adminLanding(login.privileges) };
  const status = login.clientStatus;
  const noShipments = role === 'Service Exporter' ? '/receive-payments' : '/shipment';
  if (status === 'Approved') {
    const count = await shipmentCount().catch(() => 0);
    return { path: count >= 1 ? '/dashboard' : noShipments };
  }
  if (!status) return { path: role === 'Document manager' ? '/dashboard' : '/onboarding' };
  if (role === 'Document manager') return { message: ACTIVATION_IN_PROGRESS, reload: true };
  return { path: noShipments };
}
