// Mantine's styles by component: each Mantine component module imports its own stylesheet (@mantine/core/styles/<Name>
// .css), so a page's CSS is that of the components its chunks hold, not all of Mantine's 220 KB (26 KiB on the wire on
// every first load). The sheets every page needs are linked by index.html (src/base.css), and skipped here.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** A Mantine component's or utility's module: `@mantine/core/esm/components/Checkbox/CheckboxCard/CheckboxCard.mjs`. */
const COMPONENT_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:[^\\/]+[\\/])*([A-Za-z]+)\.mjs$/;

/** The base sheet every page links (index.html), which names the everyday components' sheets. */
const BASE_SHEET = join(process.cwd(), 'src/base.css');

/** The components whose sheet `base` imports (`@import '@mantine/core/styles/Button.css';`). */
export const inBase = (base: string): Set<string> =>
  new Set([...base.matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map(([, name]) => name!));

/**
 * The component names Mantine ships a stylesheet for (`Button` for styles/Button.css), without the layered copies,
 * less those the base sheet links already.
 */
export function styledComponents(base = readFileSync(BASE_SHEET, 'utf8')): Set<string> {
  const styles = join(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');
  const linked = inBase(base);
  return new Set(
    readdirSync(styles)
      .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
      .map((name) => name.slice(0, -'.css'.length))
      .filter((name) => !linked.has(name)),
  );
}

/**
 * The module's code with an import of its own stylesheet at the end, if the module is a Mantine component's of that
 * name: after its other imports, so the components it draws on (UnstyledButton for Button) are styled first, as
 * Mantine's own order has them.
 */
export function withOwnStyles(code: string, id: string, styled: Set<string>): string | undefined {
  const name = COMPONENT_MODULE.exec(id)?.[1];
  return name && styled.has(name) ? `${code}\nimport '@mantine/core/styles/${name}.css';\n` : undefined;
}

/** The build's plugin: Mantine's component modules import their stylesheets. */
export function mantineStyles(): Plugin {
  const styled = styledComponents();
  return {
    name: 'mantine-styles',
    transform(code, id) {
      const changed = withOwnStyles(code, id, styled);
      return changed === undefined ? null : { code: changed, map: null };
    },
  };
}
