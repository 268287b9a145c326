// A wizard keeps a local draft of what was typed, so a reload or a failed save loses nothing (DESIGN principle 6).

/** The draft of one wizard for one user. */
export interface Draft {
  step: number;
  data: Record<string, unknown>;
}

const key = (wizardId: string, owner: string) => `draft:${wizardId}:${owner}`;

/** The stored draft, or null when there is none or it cannot be read. */
export function readDraft(wizardId: string, owner: string, store: Storage = localStorage): Draft | null {
  try {
    const draft = JSON.parse(store.getItem(key(wizardId, owner)) ?? 'null') as Draft | null;
    return draft && typeof draft.step === 'number' && draft.data && typeof draft.data === 'object' ? draft : null;
  } catch {
    return null;
  }
}

/** Stores the draft. */
export function writeDraft(wizardId: string, owner: string, draft: Draft, store: Storage = localStorage): void {
  store.setItem(key(wizardId, owner), JSON.stringify(draft));
}

/** Removes the draft once the wizard is finished. */
export function clearDraft(wizardId: string, owner: string, store: Storage = localStorage): void {
  store.removeItem(key(wizardId, owner));
}

/** Saved data with the draft's typed values laid over it, step by step. */
export function mergeDraft(saved: Record<string, unknown>, draft: Draft | null): Record<string, unknown> {
  if (!draft) return saved;
  const merged: Record<string, unknown> = { ...saved };
  for (const [step, values] of Object.entries(draft.data)) {
    merged[step] =
      values && typeof values === 'object' ? { ...(saved[step] as object), ...(values as object) } : values;
  }
  return merged;
}
