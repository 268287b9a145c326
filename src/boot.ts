// Browser entry: the page's own screen, and with it its first data, is asked for as soon as this small file has run,
// before React and the app (src/main.tsx, which the page names among its first files) have arrived.
import { screens } from '../screens.config';
import { startEarlyScreen } from './app/early-screen';
import { currentConsole } from './session/console';
import { isSignedIn } from './session/session';

startEarlyScreen(screens, currentConsole(), location.pathname, isSignedIn());
void import('./main');
