// Every story renders inside the app's Mantine theme with the en-GB date settings.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'dayjs/locale/en-gb';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { Preview } from '@storybook/react-vite';
import { cssVariablesResolver, theme } from '../src/app/theme';

const preview: Preview = {
  decorators: [
    (Story) => (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <DatesProvider settings={{ locale: 'en-gb' }}>
          <Story />
        </DatesProvider>
      </MantineProvider>
    ),
  ],
};

export default preview;
