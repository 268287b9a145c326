// The names the server's publish check accepts are exactly those the code registers: a widget, rule or action added
// or removed without running `npx tsx scripts/registered-names.ts` fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGISTERED_NAMES_FILE, registeredNames } from './registered-names';

describe('server/schema-lab/registered-names.json', () => {
  it('holds the names the registries offer now', () => {
    expect(JSON.parse(readFileSync(REGISTERED_NAMES_FILE, 'utf8'))).toEqual(registeredNames());
  });

  it("holds the declared resources' actions, so a table that lists or switches through one may be published", () => {
    expect(registeredNames().actions).toEqual(
      expect.arrayContaining(['resources.incoterms.list', 'resources.incoterms.update']),
    );
    expect(registeredNames().actions).not.toContain('resources.incoterms.create');
  });
});
