// Every declared tour step points at an element a declared screen draws: a table (`<table id>`), one of its toolbar
// actions (`<table id>-<action id>`) or a wizard's step (`<wizard id>-<step id>`), on the route that shows it.
import { describe, expect, it } from 'vitest';
import { screens } from '../../../screens.config';
import { loadDeclarations } from '../../engine/build/load';

// The project root: vitest runs from it (happy-dom's import.meta.url is no file URL).
const declarations = loadDeclarations(process.cwd());
/** Targets of screens that are not tables or wizards (the dashboard's), left to their own tests. */
const DRAWN_ELSEWHERE = new Set(['dashboard']);

/** The tour targets each route's declared screen draws. */
const targetsOf = (path: string): string[] => {
  const route = screens.find((candidate) => candidate.path === path);
  const table = declarations.tables.find((file) => file.json.id === route?.table)?.json;
  if (table) return [table.id, ...(table.actions ?? []).map((action) => `${table.id}-${action.id}`)];
  const wizard = declarations.wizards.find((file) => file.json.id === route?.wizard)?.json;
  return wizard ? wizard.steps.map((step) => `${wizard.id}-${step.id}`) : [];
};

describe('the demo tours', () => {
  const tours = declarations.tours!.json.tours;
  it.each(Object.entries(tours))("%s's steps point at what their routes draw", (_role, tour) => {
    for (const step of tour.steps)
      if (!DRAWN_ELSEWHERE.has(step.target)) expect(targetsOf(step.route), step.title).toContain(step.target);
  });
});
