// What a wizard route shows first, asked for as the route begins, beside the wizard's code rather than once that code
// has run (about 110 ms at CPU 4x): the chosen wizard's declaration, first forms and saved data, which the wizard takes
// up (src/engine/early-answers.ts). In the entry, with the choosing: it runs before React has come.
import { forms, wizardCandidates, wizards } from 'virtual:declarations';
import type { ScreenRoute } from '../../../screens.config';
import { callAction } from '../../api/actions';
import { selectWizard } from '../../engine/core/select-wizard';
import { startEarly } from '../../engine/early-answers';
import type { ActionCall } from '../../engine/EngineContext';
import { currentConsole, type ConsoleKind } from '../../session/console';
import { readSession } from '../../session/session';
import { scopeOf, wizardFacts } from './route-scope';

/** Nothing is reported here: the wizard's own load asks again and reports a failure. */
const quietly = (loading: Promise<unknown> | undefined) => void loading?.catch(() => undefined);

/**
 * The wizard a route shows: the one it names, or the candidate of its screen whose `when` holds for the session's
 * facts and, where the route is scoped in this console, the navigation state's (the server decides with the same
 * function from the client's stored record).
 */
export function chosenWizard(screen: ScreenRoute, console: ConsoleKind, state: Record<string, unknown>) {
  const name = screen.wizard!;
  return name in wizards
    ? wizardCandidates.find((candidate) => candidate.id === name)
    : selectWizard(
        wizardCandidates,
        name,
        wizardFacts(screen.scope, console, state, {
          role: readSession('roleName'),
          purpose: readSession('clientPurpose'),
          clientType: readSession('clientType'),
        }),
      );
}

/**
 * Starts the first data of the wizard the route will show, through `call` (the app's actions), when it is chosen
 * from the session alone: a route scoped in this console (an admin's chosen client) reads its navigation state, and
 * its screen starts its own loads.
 */
export function startWizardData(screen: ScreenRoute, call: ActionCall = callAction): void {
  const console = currentConsole();
  if (!screen.wizard || scopeOf(screen.scope, console, {})) return;
  const chosen = chosenWizard(screen, console, {});
  if (!chosen) return;
  quietly(wizards[chosen.id]?.());
  for (const form of chosen.first ?? []) quietly(forms[form]?.());
  if (chosen.load) startEarly(call, chosen.load, {});
}
