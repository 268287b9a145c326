// The notification service that keeps which alerts a client receives (spec 2 section 4.7): simulated, failing for one
// documented client so a tester can watch a switch revert.

/** Tells the notification service about a client's alert choice; throws when it refuses. */
export interface AlertSettings {
  update(clientId: string, alertId: number, status: boolean): Promise<void>;
}

/** Thrown when the service refuses or cannot be reached. */
export class AlertSettingsError extends Error {}

/** The client whose alert service is down in the simulation: CL1002 (importer@demo.test). */
export const ALERTS_UNAVAILABLE_FOR = 'CL1002';

/** Accepts every change, except any for CL1002, whose notification service is down. */
export const simulatedAlertSettings: AlertSettings = {
  update: async (clientId) => {
    if (clientId === ALERTS_UNAVAILABLE_FOR) throw new AlertSettingsError('Notification service unavailable');
  },
};
