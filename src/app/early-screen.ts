// The page's own screen, started by the entry before React and the app have arrived (src/boot.ts): its code, and its
// first data beside it, through the same loader the router draws it with (src/app/screen-loaders.tsx).
import type { ScreenRoute } from '../../screens.config';
import type { ConsoleKind } from '../session/console';
import { screenAt } from '../engine/core/screen-at';
import { screenLoader } from './screen-loaders';
import { screensFor } from '../engine/core/screens-for';

/**
 * Starts the screen `pathname` opens in `console`, and returns it; nothing for a path no screen has, nor for a
 * guarded screen when no one is signed in (the shell sends that visitor to /sign-in, src/app/Shell.tsx). A failure is
 * the screen's to show when drawn.
 */
export function startEarlyScreen(
  screens: ScreenRoute[],
  console: ConsoleKind,
  pathname: string,
  signedIn: boolean,
  load: (screen: ScreenRoute) => Promise<unknown> = (screen) => screenLoader(screen)(),
): ScreenRoute | undefined {
  const screen = screenAt(screensFor(screens, console), pathname);
  if (!screen || (screen.access === 'guarded' && !signedIn)) return undefined;
  void load(screen).catch(() => undefined);
  return screen;
}
