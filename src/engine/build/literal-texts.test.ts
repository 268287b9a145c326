// The literal-text finder: a notification's literal title or message is found, through ?? and a local const; the
// catalogue's message('key') and the server's words are not.
import { describe, expect, it } from 'vitest';
import { literalTexts, type TextSink } from './literal-texts';

const NOTIFICATION: TextSink = {
  callee: (written) => written === 'notifications.show',
  properties: ['title', 'message'],
};

describe('literalTexts', () => {
  it('finds a literal message and title, also behind ?? and || and in a const shown later', () => {
    const code = [
      "const done = ok ? answer : 'Status Updated';",
      "notifications.show({ color: 'green', message: done });",
      "notifications.show({ title: 'Unable', message: (error as Error).message || 'Something went wrong' });",
      "notifications.show({ message: messageOf(result) ?? 'Saved' });",
    ].join('\n');
    expect(literalTexts('a.tsx', code, NOTIFICATION)).toEqual([
      { line: 2, property: 'message', text: 'Status Updated' },
      { line: 3, property: 'title', text: 'Unable' },
      { line: 3, property: 'message', text: 'Something went wrong' },
      { line: 4, property: 'message', text: 'Saved' },
    ]);
  });

  it("passes the catalogue's texts, the server's words, other properties and other calls", () => {
    const code = [
      "notifications.show({ color: 'red', message: (error as Error).message || message('common.somethingWentWrong') });",
      "notifications.show({ message: messageOf(result) ?? message('common.saved'), autoClose: 2000 });",
      "console.log({ message: 'not shown to users' });",
    ].join('\n');
    expect(literalTexts('a.tsx', code, NOTIFICATION)).toEqual([]);
  });
});
