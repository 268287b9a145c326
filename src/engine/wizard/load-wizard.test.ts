// A wizard's first forms are fetched beside its declaration when its candidate names them, and the declaration's own
// first step decides what is handed on.
import { forms as formLoaders, wizardCandidates, wizards } from 'virtual:declarations';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWizard } from './load-wizard';

const ID = 'onboarding-payments';
const builtWizard = wizards[ID]!;
afterEach(() => {
  wizards[ID] = builtWizard;
});

describe('loadWizard', () => {
  it("each candidate names its first step's forms", () => {
    expect(wizardCandidates.find((candidate) => candidate.id === ID)?.first).toEqual(['onboarding.personal']);
  });

  it('fetches the first forms while the declaration is still coming', async () => {
    let declarationCame!: () => void;
    const coming = new Promise<void>((resolve) => (declarationCame = resolve));
    wizards[ID] = () => coming.then(builtWizard);
    const asked: string[] = [];
    const built = formLoaders['onboarding.personal']!;
    formLoaders['onboarding.personal'] = () => (asked.push('onboarding.personal'), built());
    try {
      const loading = loadWizard(ID, ['onboarding.personal']);
      await new Promise((next) => setTimeout(next, 0));
      expect(asked).toEqual(['onboarding.personal']);
      declarationCame();
      const { forms } = await loading;
      expect(Object.keys(forms)).toEqual(['onboarding.personal']);
      expect(asked).toHaveLength(1);
    } finally {
      formLoaders['onboarding.personal'] = built;
    }
  });

  it("hands on the declaration's own first forms when the candidate named others", async () => {
    const { forms } = await loadWizard(ID, ['onboarding.business']);
    expect(Object.keys(forms)).toEqual(['onboarding.personal']);
  });
});
