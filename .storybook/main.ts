// Storybook finds every story beside its component, and the ones generated from schemas/ (scripts/generate-stories.ts).
import type { StorybookConfig } from '@storybook/react-vite';
import { declarationsPlugin } from '../src/engine/build/vite-plugin.ts';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // Declarations are JSON; their modules come from the same plugin the app uses, once: vite.config.ts's copy is replaced
  // (its message inlining must not run twice over a file). The app's build-time compression is left out: the static
  // Storybook is never served compressed. So are Mantine's per-component sheets: the preview links all of Mantine's.
  viteFinal: async (config) => ({
    ...config,
    plugins: [
      ...(config.plugins ?? [])
        .flat()
        .filter(
          (plugin) =>
            !(
              plugin &&
              'name' in plugin &&
              ['precompress', 'mantine-styles', 'tradepay-declarations', 'tradepay-entities'].includes(plugin.name)
            ),
        ),
      ...declarationsPlugin(),
    ],
  }),
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
