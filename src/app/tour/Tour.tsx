// The demo tour (spec 1 section 2.6): step by step across pages, then the flag is cleared and the user lands where the tour ends.
import { Affix, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readSession, writeSession } from '../../session/session';
import type { ToursDeclaration } from '../../engine/core/declarations';
import { loadTours, tourFor, type TourDeclaration } from './tours';
import { waitForTarget } from './wait-for-target';

/** Props of Tour (the defaults come from the session and the tours in force). */
export interface TourProps {
  tour?: TourDeclaration;
  waitMs?: number;
}

/** The tours in force, loaded once when `needed` (nothing to load when both props are given). */
function useToursInForce(needed: boolean): ToursDeclaration | undefined {
  const [tours, setTours] = useState<ToursDeclaration>();
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void loadTours().then((loaded) => live && setTours(loaded));
    return () => {
      live = false;
    };
  }, [needed]);
  return tours;
}

/** Shown while the session's view-tour flag is set: the role's tour as in force, once the tours are loaded. */
export function Tour({ tour, waitMs }: TourProps) {
  const tours = useToursInForce(!tour || waitMs === undefined);
  const shown = tour ?? (tours && tourFor(tours, readSession('roleName')));
  const wait = waitMs ?? tours?.asyncWaitMs;
  return shown && wait !== undefined ? <TourSteps tour={shown} waitMs={wait} /> : null;
}

/** The tour's steps across pages. */
function TourSteps({ tour, waitMs }: { tour: TourDeclaration; waitMs: number }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [active, setActive] = useState(() => readSession('viewTour') === 'true');
  const [index, setIndex] = useState(0);
  const [shownIndex, setShownIndex] = useState<number>();
  const step = tour.steps[index];

  useEffect(() => {
    if (!active || !step) return;
    if (pathname !== step.route) {
      // The tour starts when the user reaches its first page by themselves (never pulling a new client out of
      // onboarding); later steps lead the way.
      if (index > 0) navigate(step.route);
      return;
    }
    let live = true;
    void waitForTarget(step.target, step.async ? waitMs : 0).then((element) => {
      if (!live) return;
      document.querySelectorAll('[data-tour-active]').forEach((node) => node.removeAttribute('data-tour-active'));
      element?.setAttribute('data-tour-active', 'true');
      element?.scrollIntoView?.({ block: 'center' });
      setShownIndex(index);
    });
    return () => {
      live = false;
    };
  }, [active, step, index, pathname, navigate, waitMs]);

  const end = () => {
    writeSession('viewTour', null);
    setActive(false);
    document.querySelectorAll('[data-tour-active]').forEach((node) => node.removeAttribute('data-tour-active'));
    navigate(tour.finishTo);
  };
  if (!active || shownIndex !== index || !step) return null;
  const last = index === tour.steps.length - 1;
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Paper withBorder shadow="lg" p="md" w={340} role="dialog" aria-label="Product tour" aria-live="polite">
        <Text size="xs" c="dimmed">{`Step ${index + 1} of ${tour.steps.length}`}</Text>
        <Title order={2} size="h5" mt={4}>
          {step.title}
        </Title>
        <Text size="sm" mt="xs">
          {step.text}
        </Text>
        <Group justify="space-between" mt="md">
          <Button variant="subtle" size="xs" onClick={end}>
            Skip tour
          </Button>
          <Button size="xs" onClick={() => (last ? end() : setIndex(index + 1))}>
            {last ? 'Finish' : 'Next'}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
