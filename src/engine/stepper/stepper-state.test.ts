// The server-driven stepper's pure parts: complete steps from a status answer, the current step, the heading.
import { describe, expect, it } from 'vitest';
import type { ServerStepper } from '../core/declarations';
import { completedSteps, currentStep, stepperTitle } from './stepper-state';

const stepper: ServerStepper = {
  title: 'Onboarding - {partnerName}',
  status: 'x.status',
  steps: [
    { id: 'one', title: 'One', report: 'details.first', run: 'x.one' },
    { id: 'two', title: 'Two', report: 'details.second', run: 'x.two', form: 'x.form' },
    { id: 'three', title: 'Three', report: 'details.third', run: 'x.three' },
  ],
};

describe('stepper state', () => {
  it.each([
    [{ details: { first: { responseCode: 200 }, second: { responseCode: 404 } } }, ['one'], 'two'],
    [{ details: { first: { responseCode: 400 }, second: { responseCode: 200 } } }, ['two'], 'one'],
    [
      { details: { first: { responseCode: '200' }, second: { responseCode: 200 }, third: { responseCode: 200 } } },
      ['one', 'two', 'three'],
      undefined,
    ],
    [null, [], 'one'],
  ])('%j: complete %j, current %s', (answer, done, current) => {
    const complete = completedSteps(stepper, answer);
    expect([...complete]).toEqual(done);
    expect(currentStep(stepper, complete)?.id).toBe(current);
  });

  it('fills the heading from the parameters', () => {
    expect(stepperTitle(stepper, { partnerName: 'XFlow' })).toBe('Onboarding - XFlow');
  });
});
