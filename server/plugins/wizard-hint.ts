// Which of a screen's wizards a page request's cookie hints at (src/session/session.ts, WIZARD_FACTS_COOKIE), so the
// page names that wizard's declaration and first forms among its first files. Only a hint for fetching: the wizard's
// data, and which wizard the server serves, are decided from the session and the stored record.
import type { ScreenRoute } from '../../screens.config';
import type { WizardDeclaration } from '../../src/engine/core/declarations';
import { selectWizard } from '../../src/engine/core/select-wizard';
import type { ConsoleKind } from '../config';

/** The cookie's name, as the browser's session writes it (src/session/session.ts; the test beside this reads it). */
export const WIZARD_FACTS_COOKIE = 'wizard-facts';

/** The session's facts the cookie repeats. */
export interface HintedFacts {
  role: string | null;
  purpose: string | null;
  clientType: string | null;
}

/** Longer than any fact the product declares: a longer cookie is not ours, and is not read. */
const MOST_CHARACTERS = 300;

/** The facts the request's cookie header hints at (role, purpose, client type), or undefined when it hints none. */
export function hintedFacts(cookieHeader: string | undefined): HintedFacts | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${WIZARD_FACTS_COOKIE}=`))
    ?.slice(WIZARD_FACTS_COOKIE.length + 1);
  if (!value || value.length > MOST_CHARACTERS) return undefined;
  try {
    const facts: unknown = JSON.parse(decodeURIComponent(value));
    if (!Array.isArray(facts) || facts.length !== 3) return undefined;
    if (!facts.every((fact) => fact === null || typeof fact === 'string')) return undefined;
    const [role, purpose, clientType] = facts as (string | null)[];
    return { role, purpose, clientType };
  } catch {
    return undefined;
  }
}

/**
 * The wizards a page of `route` may be hinted at in `console`: the candidates of a screen of several, chosen by the
 * session's facts (none where the route is scoped in this console: there the navigation state chooses).
 */
export function hintable(route: ScreenRoute, wizards: WizardDeclaration[], console: ConsoleKind): WizardDeclaration[] {
  if (!route.wizard || route.scope?.consoles.includes(console)) return [];
  const candidates = wizards.filter((wizard) => wizard.screen === route.wizard);
  return candidates.length > 1 ? candidates : [];
}

/** The id of the wizard among `candidates` (hintable's) that the facts choose, if any applies. */
export function hintedWizard(
  route: ScreenRoute,
  candidates: WizardDeclaration[],
  console: ConsoleKind,
  facts: HintedFacts | undefined,
): string | undefined {
  if (!facts || !candidates.length) return undefined;
  try {
    return selectWizard(candidates, route.wizard!, { console, ...facts }).id;
  } catch {
    return undefined;
  }
}
