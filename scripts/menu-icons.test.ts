// The sidebar's icon sprite is what scripts/menu-icons.ts writes from the menu ids' icons: edit src/app/shell/icons.ts,
// then run `npx tsx scripts/menu-icons.ts`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICONS_SOURCE, iconNames, menuIconSprite, SPRITE_FILE } from './menu-icons';

const names = iconNames(readFileSync(ICONS_SOURCE, 'utf8'));

describe('the menu icon sprite', () => {
  it('has a symbol for every icon a menu id names, and for unknown ids', () => {
    expect(names).toContain('layout-dashboard');
    expect(names).toContain('list-details');
    expect(names).toHaveLength(20);
  });

  it('is the file scripts/menu-icons.ts writes', () => {
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(menuIconSprite(names));
  });

  it("draws each icon's own shapes, without the invisible frame of Tabler's files", () => {
    const sprite = menuIconSprite(names);
    for (const name of names)
      expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect)`));
    expect(sprite).not.toContain('M0 0h24v24H0z');
  });
});
