// The shell as designers see it: with a menu, with child menus, empty, and bare on a public path.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@mantine/core';
import { AppRouter, memoryHistory } from './router';
import { Shell } from './Shell';
import type { MenuItem } from './shell/Sidebar';
import { writeSession } from '../session/session';

const ADMIN_MENU: MenuItem[] = [
  { id: 'dashboard', title: 'Dashboard', path: '/dashboard' },
  {
    id: 'onboarding',
    title: 'Onboarding',
    path: '/onboarding-list',
    children: [
      { id: 'client', title: 'Client', path: '/onboarding-list' },
      { id: 'partner', title: 'Partner', path: '/external-onboarding' },
    ],
  },
  { id: 'currency', title: 'Currency', path: '/currency' },
];

function ShellAt({ menu, bare = false }: { menu: MenuItem[]; bare?: boolean }) {
  writeSession('privileges', JSON.stringify(menu));
  const routes = [
    {
      element: <Shell />,
      children: [{ path: '/page', handle: { title: 'Currency', bare }, element: <Text>Screen content</Text> }],
    },
  ];
  return <AppRouter history={memoryHistory(['/page'])} routes={routes} />;
}

const meta: Meta<typeof ShellAt> = { title: 'App/Shell', component: ShellAt, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj<typeof ShellAt>;

export const WithMenu: Story = { args: { menu: ADMIN_MENU } };
export const EmptyMenu: Story = { args: { menu: [] } };
export const BarePublicPath: Story = { args: { menu: ADMIN_MENU, bare: true } };
