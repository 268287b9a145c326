// The impact of a proposed form or entity (issue 34): the stored records of the entity parts it concerns, read here
// and validated in the Schema Lab's worker thread (record-impact.ts), and the declarations and routes that use it.
import { message } from '../../src/engine/core/message';
import {
  CATALOGUE,
  ENTITY,
  isSingleKind,
  type DeclarationKind,
  type Impact,
  type ListKind,
  type Uses,
} from '../../src/engine/build/lab-wire';
import type { Declarations } from '../../src/engine/build/load';
import type { Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';
import { changedParts } from './entity-parts';
import { IMPACT_CLIENT_IDS, type ImpactCounts, type ImpactJob } from './record-impact';
import { clientsWithPart } from './stored-records';
import { bindsOf } from './stored-fields';
import { catalogueUses, singleUses, usesOf } from './uses';

type Data = Record<string, unknown>;

export type { Impact, ImpactReason } from '../../src/engine/build/lab-wire';

/** The parts of the client entity kept as JSON documents that wizard steps bind this form to. */
function documentBinds(declarations: Declarations, formId: string): { bind: string; column: 'basic' | 'business' }[] {
  return bindsOf(declarations, formId).flatMap(({ bind, column }) => (column ? [{ bind, column }] : []));
}

/**
 * The impact of replacing `inForce` with `proposed`. Only forms bound to a part kept as a JSON document have stored
 * records to validate, which `validate` does off the main thread; every kind has uses.
 */
export async function impactOf(
  db: Queryable,
  declarations: Declarations,
  change: { kind: DeclarationKind; id: string; inForce: Data; proposed: Data },
  validate: (job: ImpactJob) => Promise<ImpactCounts>,
): Promise<Impact> {
  const { kind, id, inForce, proposed } = change;
  if (kind === ENTITY) return entityImpact(db, declarations, change, validate);
  const uses =
    kind === CATALOGUE.kind
      ? catalogueUses(declarations, inForce, proposed)
      : isSingleKind(kind)
        ? singleUses(kind, inForce, proposed)
        : usesOf(declarations, kind as ListKind, id, proposed.screen ?? inForce.screen);
  const binds = kind === 'form' ? documentBinds(declarations, id) : [];
  if (!binds.length) return { binds: [], checked: 0, failing: 0, clientIds: [], reasons: [], uses };
  const records = new Map<string, Data>();
  for (const column of new Set(binds.map((bind) => bind.column)))
    for (const record of await clientsWithPart(db, column))
      records.set(record.clientId, { ...record.basic, ...record.business });
  const saved = [...records].map(([clientId, data]) => ({ clientId, saved: data }));
  const counts = await validate({ formId: id, inForce, proposed, records: saved });
  if ('notCompiled' in counts)
    throw new ApiError(400, message('schemaLab.impact.notCompiled', { reason: counts.notCompiled }));
  return { binds: binds.map((bind) => bind.bind), ...counts, uses };
}

/** The wizards' steps bound to an entity's part, and the routes drawing those wizards. */
function partUses(declarations: Declarations, binds: string[]): Uses {
  const steps = declarations.wizards.flatMap(({ json }) =>
    json.steps.flatMap((step, index) =>
      step.bind && binds.includes(step.bind)
        ? [{ kind: 'wizard' as const, id: json.id, pointer: `/steps/${index}/bind` }]
        : [],
    ),
  );
  const routes = new Map(
    steps
      .flatMap((step) => {
        const screen = declarations.wizards.find(({ json }) => json.id === step.id)?.json.screen;
        return usesOf(declarations, 'wizard', step.id, screen).routes;
      })
      .map((route) => [route.path, route]),
  );
  return { declarations: steps, routes: [...routes.values()] };
}

/**
 * The impact of an entity's new version: each document part it changes validates the clients' stored part against
 * the part's two schemas, as a form's impact does; the counts are added up, the clients named once.
 */
async function entityImpact(
  db: Queryable,
  declarations: Declarations,
  change: { id: string; inForce: Data; proposed: Data },
  validate: (job: ImpactJob) => Promise<ImpactCounts>,
): Promise<Impact> {
  const parts = changedParts(change.inForce, change.proposed);
  const binds = parts.map(({ part }) => `${change.id}#/${part}`);
  const total = { checked: 0, failing: 0, clientIds: [] as string[], reasons: [] as Impact['reasons'] };
  for (const { part, column, inForce, proposed } of parts) {
    const records = (await clientsWithPart(db, column)).map((record) => ({
      clientId: record.clientId,
      saved: (record[column] ?? {}) as Data,
    }));
    const counts = await validate({
      formId: `${change.id}.${part}`,
      inForce: { schema: inForce },
      proposed: { schema: proposed },
      records,
    });
    if ('notCompiled' in counts)
      throw new ApiError(400, message('schemaLab.impact.notCompiled', { reason: counts.notCompiled }));
    total.checked += counts.checked;
    total.failing += counts.failing;
    total.clientIds = [...new Set([...total.clientIds, ...counts.clientIds])].slice(0, IMPACT_CLIENT_IDS);
    total.reasons.push(...counts.reasons);
  }
  return { binds, ...total, uses: partUses(declarations, binds) };
}
