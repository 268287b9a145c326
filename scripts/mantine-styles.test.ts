// Each Mantine component brings its own stylesheet, after its imports; the ones the base sheet links are left alone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inBase, styledComponents, withOwnStyles } from './mantine-styles';

const base = readFileSync(join(process.cwd(), 'src/base.css'), 'utf8');
const module = (path: string) => `/work/node_modules/@mantine/core/esm/${path}`;

describe("Mantine's styles by component", () => {
  it('links the base sheets and the everyday components, each a file Mantine ships', () => {
    const linked = inBase(base);
    expect([...linked]).toEqual(
      expect.arrayContaining(['baseline', 'default-css-variables', 'global', 'Button', 'Input']),
    );
    for (const name of linked)
      expect(existsSync(join(process.cwd(), `node_modules/@mantine/core/styles/${name}.css`))).toBe(true);
  });

  it('knows the sheet of every other component, and not of those the base links', () => {
    const styled = styledComponents(base);
    expect(styled).toContain('Tabs');
    expect(styled).toContain('Combobox');
    expect(styled).toContain('CheckboxCard');
    expect(styled).not.toContain('Button');
    expect(styled).not.toContain('global');
  });

  it("appends the component's own sheet after its imports, and leaves any other module as it is", () => {
    const styled = styledComponents(base);
    const code = "import { Popover } from '../Popover/Popover.mjs';\nexport const Tabs = 1;";
    expect(withOwnStyles(code, module('components/Tabs/Tabs.mjs'), styled)).toBe(
      `${code}\nimport '@mantine/core/styles/Tabs.css';\n`,
    );
    expect(withOwnStyles(code, module('components/Checkbox/CheckboxCard/CheckboxCard.mjs'), styled)).toContain(
      "import '@mantine/core/styles/CheckboxCard.css';",
    );
    expect(withOwnStyles(code, module('components/Button/Button.mjs'), styled)).toBeUndefined();
    expect(withOwnStyles(code, module('components/Tabs/Tabs.context.mjs'), styled)).toBeUndefined();
    expect(withOwnStyles(code, '/work/src/engine/form/Tabs.mjs', styled)).toBeUndefined();
  });
});
