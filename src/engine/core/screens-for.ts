// The screens one console has: the router registers only these (src/app/routes.tsx), the entry looks up the page's own
// among them (src/boot.ts), and the server the page whose first files it names (server/plugins/static-app.ts).
import type { RuleContext } from './rule-context';

/** The screens that exist in a console; the others are not registered, so they meet the unknown-path redirect. */
export const screensFor = <Screen extends { consoles?: readonly string[] }>(
  screens: Screen[],
  console: RuleContext['console'],
): Screen[] => screens.filter((screen) => !screen.consoles || screen.consoles.includes(console));
