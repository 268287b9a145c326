// Writes the sidebar's icon sprite (src/assets/menu-icons.svg) from Tabler's outline icons the menu ids name
// (src/app/shell/icons.ts): `npx tsx scripts/menu-icons.ts`. A test checks the file is what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the sprite is written. */
export const SPRITE_FILE = join(process.cwd(), 'src/assets/menu-icons.svg');

/** The icon names of src/app/shell/icons.ts, read as text (it imports the sprite, which Node cannot). */
export function iconNames(source: string): string[] {
  return [
    ...new Set(
      [...source.matchAll(/^\s+'?[\w-]+'?: '([\w-]+)',$/gm), ...source.matchAll(/ICON = '([\w-]+)'/g)].map(
        ([, name]) => name!,
      ),
    ),
  ].sort();
}

/** One Tabler outline icon as a symbol: its drawing without the file's invisible 24x24 frame. */
function symbol(name: string, outline: string): string {
  const svg = readFileSync(join(outline, `${name}.svg`), 'utf8');
  const body = svg
    .slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'))
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
    .replace(/\s*\n\s*/g, '');
  return `<symbol id="${name}" viewBox="0 0 24 24">${body}</symbol>`;
}

/** The sprite: a symbol per icon name, drawn with the stroke the sidebar's `<svg>` gives (currentColor). */
export function menuIconSprite(names: string[]): string {
  const outline = dirname(createRequire(import.meta.url).resolve('@tabler/icons/outline/list-details.svg'));
  return `<svg xmlns="http://www.w3.org/2000/svg">${names.map((name) => symbol(name, outline)).join('')}</svg>\n`;
}

/** The menu ids' icons. */
export const ICONS_SOURCE = join(process.cwd(), 'src/app/shell/icons.ts');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  writeFileSync(SPRITE_FILE, menuIconSprite(iconNames(readFileSync(ICONS_SOURCE, 'utf8'))));
