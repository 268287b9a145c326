// An object's fields sit straight in its grid, in order, and a change draws again only the block of fields it is in.
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../test-engine';
import { ObjectTemplate } from './ObjectTemplate';

const drawn = new Map<string, number>();

/** Stands for a field's element: counts how often it is drawn. */
function Cell({ name, value }: { name: string; value: string }) {
  drawn.set(name, (drawn.get(name) ?? 0) + 1);
  return <div data-testid="cell">{`${name}=${value}`}</div>;
}

const registry = {
  templates: { TitleFieldTemplate: () => null, DescriptionFieldTemplate: () => null, ButtonTemplates: {} },
};

/** The template's props for fields f0..f39, those in `hidden` hidden, each valued as `values` says, else 'a'. */
const props = (values: Record<string, string> = {}, hidden = ['f5', 'f6']) =>
  ({
    schema: { type: 'object' },
    uiSchema: {},
    fieldPathId: { $id: 'root', path: [] },
    formData: {},
    registry,
    properties: Array.from({ length: 40 }, (_, i) => {
      const name = `f${i}`;
      return {
        name,
        hidden: hidden.includes(name),
        content: <Cell key={name} name={name} value={values[name] ?? 'a'} />,
      };
    }),
  }) as unknown as ObjectFieldTemplateProps;

/** The template inside the engine's providers, with a way to change its fields' values from the test. */
const host = { change: (_values: Record<string, string>) => {}, hide: (_names: string[]) => {} };
function Host() {
  const [values, setValues] = useState<Record<string, string>>({});
  const [hidden, setHidden] = useState(['f5', 'f6']);
  useEffect(() => {
    host.change = setValues;
    host.hide = setHidden;
  }, []);
  return <ObjectTemplate {...props(values, hidden)} />;
}

/** The very same elements in the same order: none was drawn anew. */
const sameNodes = (a: HTMLElement[], b: HTMLElement[]) => a.length === b.length && a.every((node, i) => node === b[i]);

describe('ObjectTemplate', () => {
  it('puts every visible field straight in the grid, in the declared order', () => {
    const { container } = renderWithEngine(<ObjectTemplate {...props()} />);
    const grid = container.querySelector('.mantine-SimpleGrid-root')!;
    const names = [...grid.children].map((cell) => cell.textContent?.split('=')[0]);
    expect(names).toEqual(Array.from({ length: 40 }, (_, i) => `f${i}`).filter((name) => !['f5', 'f6'].includes(name)));
  });

  it('draws again only the block of the field that changed', () => {
    drawn.clear();
    renderWithEngine(<Host />);
    act(() => host.change({ f30: 'b' }));
    expect(screen.getByText('f30=b')).toBeInTheDocument();
    // f30 is in the second block of 16 fields (f16-f31): that block is drawn again, the others are not
    expect([drawn.get('f16'), drawn.get('f30'), drawn.get('f31')]).toEqual([2, 2, 2]);
    expect([drawn.get('f0'), drawn.get('f15'), drawn.get('f32'), drawn.get('f39')]).toEqual([1, 1, 1, 1]);
  });

  it('keeps every field where it was when a rule reveals or hides another, so none loses its focus', () => {
    renderWithEngine(<Host />);
    const before = screen.getAllByTestId('cell');
    act(() => host.hide(['f6']));
    expect(screen.getByText('f5=a')).toBeInTheDocument();
    const after = screen.getAllByTestId('cell');
    expect(
      sameNodes(
        after.filter((cell) => cell.textContent !== 'f5=a'),
        before,
      ),
    ).toBe(true);
    act(() => host.hide(['f6', 'f20']));
    expect(screen.queryByText('f20=a')).not.toBeInTheDocument();
    expect(
      sameNodes(
        screen.getAllByTestId('cell'),
        after.filter((cell) => cell.textContent !== 'f20=a'),
      ),
    ).toBe(true);
  });
});
