// Browser entry: the page's own screen, and with it its first data, is asked for as soon as this small file has run,
// before React and the app (src/main.tsx, which the page names among its first files) have arrived.
import { screens } from '../screens.config';
import { startEarlyScreen } from './app/early-screen';
import { currentConsole } from './session/console';
import { isSignedIn } from './session/session';
// What the action modules import comes in this file (the HTTP client, the answers', uploads' and images' helpers, the
// client entity's parts, a refused check), so the module of the page's first call waits for no other file, and none
// that brings React (scripts/first-load.ts --check holds every action module to it).
import './api/client';
import './api/answers';
import './api/blank-image';
import './api/upload-on-use';
import './engine/core/entity';
import './engine/core/check';
// The frame's and the forms' own styles join the page's stylesheet: in files of their own they were one more request
// on every signed-in page (1.2 KiB) and on every form (106 bytes).
import './app/shell/Frame.module.css';
import './app/shell/ProfileMenu.module.css';
import './app/shell/Sidebar.module.css';
import './app/shell/TopBanner.module.css';
import './engine/form/SchemaForm.module.css';

startEarlyScreen(screens, currentConsole(), location.pathname, isSignedIn());
void import('./main');
