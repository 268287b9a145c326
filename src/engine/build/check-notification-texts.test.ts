// schemas:check's notification texts: a literal text in a browser notification fails, naming the file and line.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkNotificationTexts } from './check-notification-texts';

const projectWith = (files: Record<string, string>) => {
  const root = mkdtempSync(join(tmpdir(), 'notification-texts-'));
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), code);
  }
  return root;
};

describe('checkNotificationTexts', () => {
  it('names the file and line of a literal text a notification shows, but not in tests or stories', () => {
    const root = projectWith({
      'src/engine/table/Saver.tsx': "import x from 'y';\nnotifications.show({ message: 'Saved' });\n",
      'src/engine/table/Saver.test.tsx': "notifications.show({ message: 'Saved' });\n",
      'src/stories/Story.tsx': "notifications.show({ message: 'Saved' });\n",
      'src/engine/table/Good.tsx': "notifications.show({ message: message('common.saved') });\n",
    });
    const problems: string[] = [];
    checkNotificationTexts(root, (file, _pointer, text) => problems.push(`${file}: ${text}`));
    expect(problems).toEqual([
      `src/engine/table/Saver.tsx:2: a notification's message is the literal "Saved": show a text of the catalogue (schemas/messages.en-GB.json) with message('key')`,
    ]);
  });
});
