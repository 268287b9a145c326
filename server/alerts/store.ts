// Manage Alerts' queries (spec 2 sections 2.8 and 4.7): each alert with the client's switch or its default, and a switch.
import type { Queryable } from '../db/db';

/** Every alert type with the client's status, its default until the client switched it. */
export async function clientAlerts(db: Queryable, clientId: string): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query(
    `SELECT t.alert_id AS "alertId", t.alert_id AS "position", t.title, t.description,
            COALESCE(c.status, t.default_status) AS status
       FROM alert_types t LEFT JOIN client_alerts c ON c.alert_id = t.alert_id AND c.client_id = $1
      ORDER BY t.alert_id`,
    [clientId],
  );
  return rows;
}

/** Switches one alert for the client; false when there is no such alert type. */
export async function switchAlert(
  db: Queryable,
  change: { clientId: string; alertId: number; status: boolean; userId: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO client_alerts (client_id, alert_id, status, updated_by)
     SELECT $1, alert_id, $3, $4 FROM alert_types WHERE alert_id = $2
     ON CONFLICT (client_id, alert_id) DO UPDATE SET status = $3, updated_by = $4, updated_at = now()
     RETURNING alert_id`,
    [change.clientId, change.alertId, change.status, change.userId],
  );
  return rows.length > 0;
}
