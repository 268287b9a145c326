// The impact of a proposed form (issue 34): the stored records of the entity part it is bound to, read here and
// validated in the Schema Lab's worker thread (record-impact.ts), and the declarations and routes that use it.
import { message } from '../../src/engine/core/message';
import { CATALOGUE, isSingleKind, type DeclarationKind, type Impact } from '../../src/engine/build/lab-wire';
import type { Declarations } from '../../src/engine/build/load';
import type { Queryable } from '../db/db';
import { ApiError } from '../plugins/envelope';
import type { ImpactCounts, ImpactJob } from './record-impact';
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
  const uses =
    kind === CATALOGUE.kind
      ? catalogueUses(declarations, inForce, proposed)
      : isSingleKind(kind)
        ? singleUses(kind, inForce, proposed)
        : usesOf(declarations, kind, id, proposed.screen ?? inForce.screen);
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
