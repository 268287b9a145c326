// A client's e-BRC set-up as its own console sees it (Set up e-BRC): status, the address to whitelist and when it was
// set up. The credential file stays in the admin console: neither its content nor its name or id is read here.
import type { Queryable } from '../db/db';

/** What the Set up e-BRC screen shows. */
export interface EbrcSetup {
  status: 'Set up' | 'Not set up';
  ipAddress: string;
  setUpAt: string | null;
}

/** The client's set-up: 'Set up' once the admin saved its credential file on the client detail's e-BRC tab. */
export async function ebrcSetupOf(db: Queryable, clientId: string, ipAddress: string): Promise<EbrcSetup> {
  const { rows } = await db.query<{ updated_at: Date | string }>(
    'SELECT updated_at FROM ebrc_files WHERE client_id = $1',
    [clientId],
  );
  const setUpAt = rows[0] ? new Date(rows[0].updated_at).toISOString() : null;
  return { status: setUpAt ? 'Set up' : 'Not set up', ipAddress, setUpAt };
}
