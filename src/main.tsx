// Browser entry: styles, the service-worker removal spec 1 section 4.4 asks for, then the app.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { removeServiceWorkers } from './app/service-worker';

void removeServiceWorkers();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
