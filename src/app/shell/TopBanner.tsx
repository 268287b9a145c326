// The 'Complete Onboarding' and 'Account activation is in progress...' banners of the top bar.
import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { currentConsole } from '../../session/console';
import { useSessionValue } from '../use-session-value';
import { bannerFor } from './banners';
import { message } from '../../engine/core/message';
import classes from './TopBanner.module.css';

/** Shows the banner the session calls for, if any. */
export function TopBanner() {
  const { pathname } = useLocation();
  const banner = bannerFor(currentConsole(), useSessionValue('clientStatus'), pathname);
  if (banner === 'complete-onboarding') {
    return (
      // Black text: white on Mantine's orange (4.3:1) and yellow text on its tint (2.7:1) fall short of WCAG AA.
      <Button component={Link} to="/onboarding" size="xs" color="orange" c="black">
        Complete Onboarding
      </Button>
    );
  }
  if (banner === 'activation-in-progress') {
    return (
      <span className={classes.pending} role="status">
        {message('session.activationBanner')}
      </span>
    );
  }
  return null;
}
