// Who is looking, as rules and audiences see it: its own module, so audience.ts and rules.ts need not import each other.

/** Who is looking: rules may differ by console, role, client status and client type. */
export interface RuleContext {
  console: 'client' | 'admin';
  role?: string;
  clientStatus?: string | null;
  clientType?: string | null;
  /** Data around the form: a wizard's other steps by step id, or a collection's saved items (`items`). */
  related?: Record<string, unknown>;
}
