// Any service worker registration is removed at start.
import { describe, expect, it, vi } from 'vitest';
import { removeServiceWorkers } from './service-worker';

describe('removeServiceWorkers', () => {
  it('unregisters every registration', async () => {
    const unregister = vi.fn().mockResolvedValue(true);
    const container = {
      getRegistrations: async () => [{ unregister }, { unregister }],
    } as unknown as ServiceWorkerContainer;
    expect(await removeServiceWorkers(container)).toBe(2);
    expect(unregister).toHaveBeenCalledTimes(2);
  });

  it('does nothing where service workers do not exist', async () => {
    expect(await removeServiceWorkers(undefined)).toBe(0);
  });
});
