// The screens one console has: the router registers only these (src/app/routes.tsx), and the entry looks up the
// page's own among them (src/boot.ts).
import type { ScreenRoute } from '../../screens.config';
import type { ConsoleKind } from '../session/console';

/** The screens that exist in a console; the others are not registered, so they meet the unknown-path redirect. */
export const screensFor = (screens: ScreenRoute[], console: ConsoleKind): ScreenRoute[] =>
  screens.filter((screen) => !screen.consoles || screen.consoles.includes(console));
