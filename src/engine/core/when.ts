// Who a declaration is for: one React-free function, so the browser and the server pick the same screen and form.

/** What a selector may ask about, all taken from the session and the client's stored record. */
export interface Facts {
  console: 'client' | 'admin';
  role?: string | null;
  /** The client's stored purpose ('payments', 'documentation'). */
  purpose?: string | null;
  clientType?: string | null;
  clientStatus?: string | null;
}

/** The fact names a `when` may use. */
export const FACT_NAMES = ['console', 'role', 'purpose', 'clientType', 'clientStatus'] as const;

/** Every named fact must be one of its listed values (null: the fact is absent). */
export type WhenClause = Partial<Record<(typeof FACT_NAMES)[number], (string | null)[]>>;

/** One clause, or several of which any may hold. */
export type When = WhenClause | WhenClause[];

const holds = (clause: WhenClause, facts: Facts): boolean =>
  Object.entries(clause).every(([name, values]) => values!.includes(facts[name as keyof Facts] ?? null));

/** True when the declaration has no `when`, or one of its clauses holds for these facts. */
export const matchesWhen = (when: When | undefined, facts: Facts): boolean =>
  when === undefined || (Array.isArray(when) ? when.some((clause) => holds(clause, facts)) : holds(when, facts));

/**
 * The declaration for these facts among the candidates of one screen: the first whose `when` holds, a candidate
 * without `when` being the fallback when none does.
 */
export function selectFor<T extends { when?: When }>(candidates: T[], facts: Facts): T | undefined {
  return (
    candidates.find((candidate) => candidate.when !== undefined && matchesWhen(candidate.when, facts)) ??
    candidates.find((candidate) => candidate.when === undefined)
  );
}
