// The entity the browser's actions import is the file without its root's documentation, and nothing else changed.
import { readFileSync } from 'node:fs';
import shipped from 'virtual:entity/client';
import { describe, expect, it } from 'vitest';
import { shippedEntity } from './entity-shipped';

describe('shippedEntity', () => {
  it("serves virtual:entity/client as the file without its root's title and description", () => {
    const written = JSON.parse(readFileSync('schemas/entities/client.json', 'utf8')) as Record<string, unknown>;
    const { title, description, ...rest } = written;
    expect([title, description].every(Boolean)).toBe(true);
    expect(shipped).toEqual(rest);
  });

  it('keeps a property named title or description, and every field’s own', () => {
    const text = JSON.stringify({ title: 'Doc', properties: { title: { type: 'string', description: 'Shown' } } });
    expect(JSON.parse(shippedEntity(text))).toEqual({
      properties: { title: { type: 'string', description: 'Shown' } },
    });
  });
});
