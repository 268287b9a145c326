// The menu's screens fetched ahead of a visit, so that following a link draws sooner: when a pointer or the focus
// reaches a link (not while idle: that would download every menu screen on every first load).
import { screens } from '../../../screens.config';
import { currentConsole } from '../../session/console';
import { preloadPath } from '../screen-loaders';

/** Fetches the screen behind a menu path now (a pointer over its link, the focus on it). */
export const prefetchPath = (path: string) => void preloadPath(screens, currentConsole(), path);
