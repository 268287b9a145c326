// The tours per role, step by step across pages, with the asynchronous wait and the end that clears the flag; every
// step points at a mark the screen of its route draws.
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readSession, writeSession } from '../../session/session';
import { Tour } from './Tour';
import { loadTours, tourFor, type TourDeclaration } from './tours';
import type { ToursDeclaration } from '../../engine/core/declarations';
import declared from '../../../schemas/tours.json';
import { screens } from '../../../screens.config';
import { dashboards, tables, wizards } from 'virtual:declarations';

const TOURS = declared as ToursDeclaration;

const run = (tour: TourDeclaration, waitMs = 50) => {
  const pages = [...new Set([...tour.steps.map((step) => step.route), tour.finishTo])];
  const router = createMemoryRouter(
    pages.map((path) => ({ path, element: <Tour tour={tour} waitMs={waitMs} /> })),
    { initialEntries: [tour.steps[0].route] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
};

/** The marks (`data-tour`) the screen of a route draws: a table and its toolbar actions, a wizard's steps, a dashboard. */
async function marksOf(path: string): Promise<string[]> {
  const route = screens.find((screen) => screen.path === path);
  if (route?.table) {
    const { declaration } = await tables[route.table]();
    return [declaration.id, ...(declaration.actions ?? []).map((action) => `${declaration.id}-${action.id}`)];
  }
  if (route?.wizard) {
    const { declaration } = await wizards[route.wizard]();
    return declaration.steps.map((step) => `${declaration.id}-${step.id}`);
  }
  if (route?.dashboard) return [(await dashboards[route.dashboard]()).declaration.id];
  return [];
}

describe('the declared tours', () => {
  it.each(Object.keys(declared.tours))('points each step of the %s tour at a mark its route draws', async (name) => {
    for (const step of declared.tours[name as keyof typeof declared.tours].steps)
      expect(await marksOf(step.route), `${step.route}: ${step.target}`).toContain(step.target);
  });

  it('gives the Service Exporter its five steps ending at /receive-payments, and every other role the 8-step shipment tour', async () => {
    const service = tourFor(TOURS, 'Service Exporter');
    expect(service.steps.map((step) => step.route)).toEqual([
      '/receive-payments',
      '/receive-payments/create',
      '/receive-payments/create',
      '/receive-payments',
      '/dashboard',
    ]);
    expect(service.finishTo).toBe('/receive-payments');
    for (const role of ['Client Exporter', 'Document manager', null]) {
      expect(tourFor(TOURS, role).steps).toHaveLength(8);
      expect(tourFor(TOURS, role).finishTo).toBe('/shipment/');
    }
    expect(await loadTours()).toEqual({ ...TOURS, $schema: undefined });
    expect(TOURS.asyncWaitMs).toBe(5000);
  });
});

describe('Tour', () => {
  it('does nothing without the view-tour flag', () => {
    run(tourFor(TOURS, 'Service Exporter'));
    expect(screen.queryByRole('dialog', { name: 'Product tour' })).not.toBeInTheDocument();
  });

  it('walks every step across pages, waiting for missing targets, then clears the flag and lands at the end', async () => {
    writeSession('viewTour', 'true');
    const tour = tourFor(TOURS, 'Service Exporter');
    const router = run(tour);
    for (const [index, step] of tour.steps.entries()) {
      expect(await screen.findByText(step.title)).toBeInTheDocument();
      expect(screen.getByText(`Step ${index + 1} of ${tour.steps.length}`)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(step.route);
      await act(async () =>
        screen.getByRole('button', { name: index === tour.steps.length - 1 ? 'Finish' : 'Next' }).click(),
      );
    }
    expect(readSession('viewTour')).toBeNull();
    expect(router.state.location.pathname).toBe('/receive-payments');
    expect(screen.queryByRole('dialog', { name: 'Product tour' })).not.toBeInTheDocument();
  });

  it("loads the tours in force and shows the session's role its own tour", async () => {
    writeSession('viewTour', 'true');
    writeSession('roleName', 'Service Exporter');
    const router = createMemoryRouter([{ path: '/receive-payments', element: <Tour /> }], {
      initialEntries: ['/receive-payments'],
    });
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByText('Receive payments')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });

  it('waits until the user reaches the first page of the tour', async () => {
    writeSession('viewTour', 'true');
    const tour = tourFor(TOURS, 'Client Exporter');
    const router = createMemoryRouter(
      [
        { path: '/onboarding', element: <Tour tour={tour} waitMs={50} /> },
        { path: '/shipment', element: <Tour tour={tour} waitMs={50} /> },
      ],
      { initialEntries: ['/onboarding'] },
    );
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(screen.queryByRole('dialog', { name: 'Product tour' })).not.toBeInTheDocument();
    await act(async () => router.navigate('/shipment'));
    expect(await screen.findByText('Start a shipment')).toBeInTheDocument();
  });

  it('can be skipped, which also clears the flag', async () => {
    writeSession('viewTour', 'true');
    const router = run(tourFor(TOURS, 'Client Exporter'));
    await screen.findByText('Start a shipment');
    await act(async () => screen.getByRole('button', { name: 'Skip tour' }).click());
    expect(readSession('viewTour')).toBeNull();
    expect(router.state.location.pathname).toBe('/shipment/');
  });
});
