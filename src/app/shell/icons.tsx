// Sidebar icons by menu id (spec 1 section 2.2).
import {
  IconAlarm,
  IconBell,
  IconBuildingBank,
  IconCash,
  IconCategory,
  IconCoinRupee,
  IconCreditCard,
  IconFileCertificate,
  IconFileInvoice,
  IconLayoutDashboard,
  IconListDetails,
  IconLock,
  IconReceipt,
  IconSettings,
  IconShieldCheck,
  IconTag,
  IconTruckDelivery,
  IconUserCheck,
  IconUsers,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';

/** The spec's icon ids (menu ids) and the icon each shows; unknown ids fall back to a list icon. */
export const MENU_ICONS: Record<string, Icon> = {
  dashboard: IconLayoutDashboard,
  'global-accounts': IconWorld,
  'receive-payments': IconTruckDelivery,
  'payment-reminders': IconAlarm,
  'admin-service': IconSettings,
  access: IconLock,
  role: IconShieldCheck,
  users: IconUsers,
  currency: IconCoinRupee,
  'transaction-list': IconReceipt,
  financing: IconCash,
  'hs-code': IconTag,
  'purpose-code': IconCategory,
  incoterms: IconFileInvoice,
  onboarding: IconUserCheck,
  customers: IconUsers,
  accounts: IconBuildingBank,
  scrip: IconFileCertificate,
  alerts: IconBell,
  subscription: IconCreditCard,
};

/** The icon of a menu entry. */
export const menuIcon = (iconId?: string): Icon => MENU_ICONS[iconId ?? ''] ?? IconListDetails;
