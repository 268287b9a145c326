// The build writes each message call's text in place of its key, and refuses a call it cannot resolve.
import { describe, expect, it } from 'vitest';
import { messageCalls } from './message-calls';
import { inlineMessages } from './message-inline';

const catalogue = {
  $comment: 'notes',
  'upload.tooLarge': 'File size exceeds {mb}MB',
  'auth.password.mismatch': 'Passwords do not match!',
};
const IMPORT = "import { message } from '../engine/core/message';\n";

describe('inlineMessages', () => {
  it('replaces each literal key with its text and keeps the placeholder values', () => {
    const code = `${IMPORT}const a = message('auth.password.mismatch');\nconst b = message("upload.tooLarge", { mb: 5 });`;
    expect(inlineMessages(code, catalogue)).toEqual({
      code: `${IMPORT}const a = message("Passwords do not match!");\nconst b = message("File size exceeds {mb}MB", { mb: 5 });`,
    });
  });

  it('leaves files that do not import the lookup, and other methods named message, alone', () => {
    expect(inlineMessages("notify.message('auth.password.mismatch');", catalogue)).toEqual({
      code: "notify.message('auth.password.mismatch');",
    });
    const code = `${IMPORT}throw new Error(error.message('x'));`;
    expect(inlineMessages(code, catalogue)).toEqual({ code });
  });

  it('refuses a key the catalogue lacks, a note key and a key that is not a literal', () => {
    expect(inlineMessages(`${IMPORT}message('auth.password.missing');`, catalogue)).toEqual({
      error: 'line 2: message key "auth.password.missing" is not defined in schemas/messages.en-GB.json',
    });
    expect(inlineMessages(`${IMPORT}message('$comment');`, catalogue)).toEqual({
      error: 'line 2: message key "$comment" is not defined in schemas/messages.en-GB.json',
    });
    expect(inlineMessages(`${IMPORT}\nmessage(key);`, catalogue)).toEqual({
      error: 'line 3: message() needs a literal key, so its text can be inlined',
    });
  });

  it('finds the calls schemas:check counts, with their lines', () => {
    expect(messageCalls(`${IMPORT}message('a.b');\n\nmessage(key)`).map(({ key, line }) => [key, line])).toEqual([
      ['a.b', 2],
      [undefined, 4],
    ]);
  });
});
