// Content pages draw the analyst's Markdown as elements: headings, lists, bold, internal links; never HTML.
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { blocksOf, Markdown } from './markdown';

const show = (text: string) =>
  render(
    <MantineProvider>
      <Markdown text={text} />
    </MantineProvider>,
  );

describe('Markdown', () => {
  it('splits headings, lists and paragraphs, joining wrapped lines', () => {
    expect(blocksOf('## Fees\n\n- one\n- two\n\nA line\nwrapped.')).toEqual([
      { kind: 'heading', level: 2, text: 'Fees' },
      { kind: 'list', ordered: false, items: ['one', 'two'] },
      { kind: 'paragraph', text: 'A line wrapped.' },
    ]);
  });

  it('shows HTML as text, links only to the app own paths, and bold as strong', () => {
    const { container } = show(
      '<script>alert(1)</script> **5 business days** [Sign In](/sign-in) [x](https://evil.example)',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByText('5 business days').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('link', { name: 'x' })).not.toBeInTheDocument();
  });
});
