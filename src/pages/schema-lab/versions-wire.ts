// What the lab's version routes answer (server/responses/misc.ts: LAB_HISTORY, LAB_IMPACT, LAB_PUBLISHED), as the page reads it.

/** One operation of a version's diff against the one before (a JSON Patch). */
export interface PatchOperation {
  op: string;
  path: string;
  value?: unknown;
}

/** One version of a declaration; version 0 is the file, with no author, time or comment. */
export interface DeclarationVersion {
  version: number;
  document: Record<string, unknown>;
  diff: PatchOperation[];
  comment: string | null;
  authorId: string | null;
  authorName: string | null;
  publishedAt: string | null;
  impactReason: string | null;
  rolledBackTo: number | null;
}

/** One reason stored records would fail the proposal, in the server's words. */
export interface ImpactReason {
  field: string;
  keyword: string;
  count: number;
  message: string;
}

/** What publishing a proposal would do to stored records, and where the declaration is used. */
export interface Impact {
  binds: string[];
  checked: number;
  failing: number;
  clientIds: string[];
  reasons: ImpactReason[];
  uses: {
    declarations: { kind: string; id: string; pointer: string }[];
    routes: { path: string; title: string }[];
  };
}

/** A publish or a rollback: the new version, its diff and the impact it was published with. */
export interface Published {
  version: number;
  diff: PatchOperation[];
  impact: Impact;
}
