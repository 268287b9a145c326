// A message comes out of the catalogue word for word, its placeholders filled.
import { describe, expect, it } from 'vitest';
import { message } from './message';
import { fillMessage } from './message-fill';

describe('message', () => {
  it('gives the catalogue text, typos included, with its placeholders filled', () => {
    expect(message('onboarding.skip.title')).toBe('Are you really want to skip this step?');
    expect(message('upload.tooLarge', { mb: 5 })).toBe('File size exceeds 5MB');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillMessage('{clientStatus} and {other}', { clientStatus: 'Approved' })).toBe('Approved and {other}');
    expect(fillMessage('Update is not allowed because the client status is {clientStatus}.')).toBe(
      'Update is not allowed because the client status is {clientStatus}.',
    );
  });
});
