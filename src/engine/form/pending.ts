// The values the engine set beside RJSF's Form and RJSF has not taken yet, kept until RJSF holds them and no longer.
import { deepEquals } from '@rjsf/utils';

/**
 * Values by top-level key that the form holds and RJSF's Form does not yet (a widget's sibling field, a typed value
 * settled without RJSF). Laid over what RJSF reports and draws until the root object draws RJSF's data holding them:
 * kept any longer, they would be laid over the user's next change to that field through RJSF.
 */
export class Pending {
  /** The values, by top-level key. */
  values: Record<string, unknown> = {};
  /** RJSF's data as the root object last drew it. */
  private drawn: Record<string, unknown> = {};

  /** Holds `value` for `key` until RJSF holds it. */
  set(key: string, value: unknown) {
    this.values = { ...this.values, [key]: value };
  }

  /** `data` (reported by RJSF) with the pending values laid over it. */
  over<T extends Record<string, unknown>>(data: T): T {
    return Object.keys(this.values).length === 0 ? data : { ...data, ...this.values };
  }

  /** Each pending value as the form settled it (a rule rewrote it, a reset emptied it), then those RJSF holds dropped. */
  settled(data: Record<string, unknown>) {
    if (Object.keys(this.values).length === 0) return;
    this.values = Object.fromEntries(Object.keys(this.values).map((key) => [key, data[key]]));
    this.drop();
  }

  /** RJSF's data as the root object draws it: the values it holds are no longer pending. */
  held(data: Record<string, unknown> | undefined) {
    this.drawn = data ?? {};
    this.drop();
  }

  private drop() {
    const left = Object.entries(this.values).filter(([key, value]) => !deepEquals(this.drawn[key], value));
    if (left.length !== Object.keys(this.values).length) this.values = Object.fromEntries(left);
  }
}
