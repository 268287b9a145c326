// What one server process (main.ts) and several (cluster.ts) share: preparing the database, serving both consoles,
// closing them, and the banner.
import type { FastifyInstance } from 'fastify';
import { DELIVER_MESSAGE, databaseOutbox as outbox } from './adapters/outbox';
import { deliveryFor } from './adapters/smtp-outbox';
import { deliverMessage } from './mail/delivery-job';
import { buildApp } from './app';
import { openDeclarationsInForce, type DeclarationsInForce } from './schema-lab/in-force';
import { purgeSettings, type ConsoleKind, type ServerConfig } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { demoUsers, seed } from './seed/seed';
import { startJobRunner, type JobRunner } from './jobs/jobs';
import { PURGE, purgeJob, schedulePurge } from './jobs/purge';
import { loggerOptions } from './plugins/log-redaction';
import { CONFIRM_REVERSAL, confirmReversal } from './reversals/confirm-job';
import { SETTLE_PAYOUT, settlePayout } from './transactions/settle-job';
import { simulatedPartnerBank } from './adapters/partner-bank';
import { ISSUE_VIRTUAL_ACCOUNT, issueVirtualAccount } from './virtual-accounts/issue-job';
import { EARN_SCRIPS, earnScrips, scheduleScrips, scripEverySeconds } from './scrips/earn-job';
import { simulatedPaymentsPartner } from './adapters/payments-partner';
import { simulatedFxRates } from './adapters/fx-rates';
import { lifecycleJobs } from './payment-lifecycle/jobs';

/**
 * Applies pending migrations and seeds a database that has no users, saying what it did. Servers started together on
 * one database take turns (an advisory lock): the first migrates and seeds, the others then find nothing to do.
 */
export async function prepareDatabase(db: Db): Promise<void> {
  await db.exclusive('prepare database', async () => {
    const applied = await migrate(db);
    if (applied.length) console.log(`Database migrated: ${applied.join(', ')}`);
    if (await seed(db)) console.log('Demo data seeded.');
    await schedulePurge(db);
    await scheduleScrips(db);
  });
}

/** Both consoles' apps, listening, the address of each, and this process's runner of background jobs. */
export interface Serving {
  apps: FastifyInstance[];
  /** The declarations in force, which both consoles share (a publish through one is in force on both at once). */
  declarations: DeclarationsInForce;
  urls: Record<ConsoleKind, string>;
  jobs: JobRunner;
}

/** Every kind of background job, by the name it is queued under. */
const JOB_HANDLERS = {
  [SETTLE_PAYOUT]: settlePayout,
  [CONFIRM_REVERSAL]: confirmReversal,
  [ISSUE_VIRTUAL_ACCOUNT]: issueVirtualAccount(simulatedPartnerBank),
  // A payment request's life: received, quoted and paid out through the payments partner (payout.settle ends it).
  ...lifecycleJobs({ paymentsPartner: simulatedPaymentsPartner, fxRates: simulatedFxRates(0) }),
  // E-mail leaves through SMTP when SMTP_URL names a server; otherwise (and SMS) it is delivered to the outbox table.
  // Outside development nothing reads a delivered message back, so its code, link and body are not kept.
  [DELIVER_MESSAGE]: deliverMessage(deliveryFor(process.env), { keepContent: process.env.NODE_ENV !== 'production' }),
  [PURGE]: purgeJob(purgeSettings()),
  [EARN_SCRIPS]: earnScrips(scripEverySeconds()),
};

/**
 * Builds both consoles' apps on one database and listens, the client console first (under node:cluster the order
 * is what makes port 0 give every worker the same two ports). On failure closes what it started and rethrows.
 */
export async function serveConsoles(config: ServerConfig, db: Db, servedBy?: string): Promise<Serving> {
  const logger = loggerOptions(process.env.LOG_LEVEL ?? 'info');
  const ports: Record<ConsoleKind, number> = { client: config.clientPort, admin: config.adminPort };
  const apps: FastifyInstance[] = [];
  const urls = {} as Record<ConsoleKind, string>;
  const declarations = await openDeclarationsInForce(db, {
    pollMs: config.declarationsPollMs,
    onError: (error) => console.error(`Reading the declarations in force failed: ${error}`),
  });
  try {
    for (const kind of ['client', 'admin'] as const) {
      const parts = { config, console: kind, db, outbox, serveApp: true, logger, servedBy, declarations };
      const app = await buildApp(parts);
      apps.push(app);
      const address = await app.listen({ port: ports[kind], host: config.host });
      urls[kind] = address.replace('localhost', config.host);
    }
  } catch (error) {
    await Promise.allSettled(apps.map((app) => app.close()));
    declarations.close();
    throw error;
  }
  const jobs = startJobRunner(db, JOB_HANDLERS, { onError: (error) => console.error(`Background jobs: ${error}`) });
  return { apps, declarations, urls, jobs };
}

/** Lets requests in flight and the job in hand finish, then closes the database. */
export async function closeServing({ apps, declarations, jobs }: Serving, db: Db): Promise<void> {
  await Promise.allSettled([...apps.map((app) => app.close()), jobs.stop()]);
  declarations.close();
  await db.close();
}

/** Prints both addresses, the database and the demo sign-ins (tests wait for the Admin's line). */
export function printBanner(urls: Record<ConsoleKind, string>, config: ServerConfig, processes?: string): void {
  console.log(`\nClient console: ${urls.client}\nAdmin console:  ${urls.admin}\n`);
  const schema = config.databaseSchema ? `, schema ${config.databaseSchema}` : '';
  console.log(`Database: ${config.databaseUrl ? `PostgreSQL (DATABASE_URL${schema})` : `PGlite in ${config.dataDir}`}`);
  if (processes) console.log(processes);
  console.log(
    config.development
      ? 'Demo sign-ins (password or OTP; read OTP codes and reset links at /api/dev/outbox on either console):'
      : 'Demo sign-ins (password or OTP):',
  );
  for (const user of demoUsers()) {
    console.log(
      `  ${user.role.padEnd(25)} ${user.console.padEnd(7)} ${user.email.padEnd(22)} ${user.mobile}  ${user.password}`,
    );
  }
}
