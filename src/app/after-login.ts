// Spec 1 section 4.2: where a user lands after signing in, by console, client status, role and shipment count.
import type { ConsoleKind } from '../session/console';
import { message } from '../engine/core/message';

/** Go somewhere, or show a message and reload (a Document manager whose client is not approved). */
export type Destination = { path: string } | { message: string; reload: true };

/** The spec's message for a Document manager whose account is not active yet. */
export const ACTIVATION_IN_PROGRESS = message('session.activationInProgress');

/** The destination; the shipment count is asked only when it matters, and a failed count counts as none. */
export async function destinationAfterLogin(
  console: ConsoleKind,
  login: { clientStatus: string | null | undefined; roles: { roleName: string }[] },
  shipmentCount: () => Promise<number>,
): Promise<Destination> {
  const role = login.roles[0]?.roleName;
  // Issue 34: the Product Analyst's menu is the Schema Lab alone, so it lands there.
  if (console === 'admin') return { path: role === 'Product Analyst' ? '/schema-lab' : '/dashboard' };
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
