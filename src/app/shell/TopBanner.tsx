// The 'Complete Onboarding' and 'Account activation is in progress...' banners of the top bar.
import { Badge, Button } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { currentConsole } from '../console';
import { readSession } from '../session';
import { bannerFor } from './banners';

/** Shows the banner the session calls for, if any. */
export function TopBanner() {
  const { pathname } = useLocation();
  const banner = bannerFor(currentConsole(), readSession('clientStatus'), pathname);
  if (banner === 'complete-onboarding') {
    return (
      <Button component={Link} to="/onboarding" size="xs" color="orange">
        Complete Onboarding
      </Button>
    );
  }
  if (banner === 'activation-in-progress') {
    return (
      <Badge color="yellow" variant="light" size="lg" role="status">
        Account activation is in progress...
      </Badge>
    );
  }
  return null;
}
