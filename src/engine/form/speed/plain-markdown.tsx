// Stands in for markdown-to-jsx, which RJSF imports for opt-in markdown descriptions: a third of the form engine's
// download for a feature our declarations do not use. Text it is handed shows as written.
import type { ReactNode } from 'react';

/** What RJSF renders its markdown through: here the text itself. */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
