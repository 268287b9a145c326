// Sidebar icons by menu id (spec 1 section 2.2): each a symbol of the sprite src/assets/menu-icons.svg, which
// scripts/menu-icons.ts writes from Tabler's outline icons. A file the browser fetches when the sidebar draws, beside
// the first screen rather than in the frame's code.
import sprite from '../../assets/menu-icons.svg?no-inline';

/** The Tabler outline icon each menu id shows (its file under @tabler/icons/icons/outline, without `.svg`). */
export const MENU_ICONS: Record<string, string> = {
  dashboard: 'layout-dashboard',
  'global-accounts': 'world',
  'receive-payments': 'truck-delivery',
  'payment-reminders': 'alarm',
  'admin-service': 'settings',
  access: 'lock',
  role: 'shield-check',
  users: 'users',
  currency: 'coin-rupee',
  'transaction-list': 'receipt',
  financing: 'cash',
  'hs-code': 'tag',
  'purpose-code': 'category',
  incoterms: 'file-invoice',
  onboarding: 'user-check',
  customers: 'users',
  accounts: 'building-bank',
  scrip: 'file-certificate',
  alerts: 'bell',
  subscription: 'credit-card',
};

/** The icon of an unknown menu id. */
export const FALLBACK_ICON = 'list-details';

/** The sprite's URL of a menu entry's icon (`…/menu-icons-<hash>.svg#layout-dashboard`). */
export const menuIconHref = (iconId?: string): string => `${sprite}#${MENU_ICONS[iconId ?? ''] ?? FALLBACK_ICON}`;
