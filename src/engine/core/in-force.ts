// The declarations an analyst published from the Schema Lab and now in force (issue 34): the server names their
// modules in the page and stamps every API answer with the set in force; a declaration's loader takes its published
// module where one is in force, the built one otherwise.

/** The set in force: its stamp and each published module's URL by `<kind>:<id>` ('form:onboarding.business'). */
export interface InForce {
  stamp: string;
  modules: Record<string, string>;
}

/** The page's meta element naming the set in force when the page was served. */
export const IN_FORCE_META = 'declarations-in-force';

/** What the page says is in force; nothing published when it says nothing. */
function fromPage(): InForce {
  try {
    return JSON.parse(document.querySelector(`meta[name="${IN_FORCE_META}"]`)!.getAttribute('content')!) as InForce;
  } catch {
    return { stamp: '0', modules: {} };
  }
}

/**
 * The set in force as this page knows it. A screen opened after a publish loads the new version; one already open
 * keeps the version it was drawn with (its loaded declaration is its own), so nothing typed in it is lost.
 */
export class DeclarationsInForce {
  private current: InForce = fromPage();
  private pending: Promise<void> | undefined;

  /** The stamp of the set known. */
  get stamp(): string {
    return this.current.stamp;
  }

  /**
   * An API answer said `stamp` is in force: when that is not the set known, `fetch` asks for it once (a fetch under
   * way is not asked again: its own answer carries the new stamp). Loaders wait for it meanwhile.
   */
  heard(stamp: string, fetch: () => Promise<InForce>) {
    if (stamp === this.current.stamp || this.pending) return;
    this.pending = fetch()
      .then(
        (next) => void (this.current = next),
        () => undefined,
      )
      .finally(() => (this.pending = undefined));
  }

  /** The loader of declaration `<kind>:<id>`: its published module when one is in force, else `built`. */
  loader<T>(kind: string, id: string, built: () => Promise<T>): () => Promise<T> {
    return async () => {
      await this.pending;
      const url = this.current.modules[`${kind}:${id}`];
      // A module the server no longer serves (a newer publish this page has not heard of yet): the built version,
      // which the server's own check then judges.
      return url ? (import(/* @vite-ignore */ url) as Promise<T>).catch(built) : built();
    };
  }
}

/** The one set in force of this page: the declarations' loaders and the API client share it. */
export const declarationsInForce = new DeclarationsInForce();

/** `loaders` (by declaration id) each taking the version in force of its declaration of `kind`. */
export function inForce<T>(kind: string, loaders: Record<string, () => Promise<T>>): Record<string, () => Promise<T>> {
  return Object.fromEntries(
    Object.entries(loaders).map(([id, built]) => [id, declarationsInForce.loader(kind, id, built)]),
  );
}
