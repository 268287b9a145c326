// The Markdown an analyst writes for a content page (schemas/content/*.md: the legal pages), as React elements:
// headings, paragraphs, lists, **bold** and links to the app's own paths. Nothing is injected as HTML.
import { Anchor, List, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/** Bold and internal links within a line; a link elsewhere stays as its text. */
function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    if (match[1] !== undefined) parts.push(<strong key={match.index}>{match[1]}</strong>);
    else if (/^\/(?!\/)/.test(match[3]))
      parts.push(
        <Anchor key={match.index} href={match[3]}>
          {match[2]}
        </Anchor>,
      );
    else parts.push(match[2]);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

/** The blocks of the text: `#` headings, `-` or `1.` list items, paragraphs between blank lines. */
export function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const line of markdown.replace(/\r\n/g, '\n').split('\n')) {
    const trimmed = line.trim();
    const last = blocks[blocks.length - 1];
    const heading = /^(#{1,3})\s+(.*)$/.exec(trimmed);
    const item = /^(?:([-*])|(\d+)\.)\s+(.*)$/.exec(trimmed);
    if (!trimmed) blocks.push({ kind: 'paragraph', text: '' });
    else if (heading) blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
    else if (item) {
      const ordered = item[2] !== undefined;
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item[3]);
      else blocks.push({ kind: 'list', ordered, items: [item[3]] });
    } else if (last?.kind === 'paragraph' && last.text) last.text = `${last.text} ${trimmed}`;
    else blocks.push({ kind: 'paragraph', text: trimmed });
  }
  return blocks.filter((block) => block.kind !== 'paragraph' || block.text);
}

/** The rendered text; headings start at level 3, under the page's own title. */
export function Markdown({ text }: { text: string }) {
  return (
    <>
      {blocksOf(text).map((block, index) => (
        <Fragment key={index}>
          {block.kind === 'heading' ? (
            <Title order={(Math.min(block.level, 3) + 2) as 3 | 4 | 5} mt="md" mb="xs">
              {inline(block.text)}
            </Title>
          ) : block.kind === 'list' ? (
            <List type={block.ordered ? 'ordered' : 'unordered'} spacing={4} mb="sm" size="sm">
              {block.items.map((item, position) => (
                <List.Item key={position}>{inline(item)}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" mb="sm">
              {inline(block.text)}
            </Text>
          )}
        </Fragment>
      ))}
    </>
  );
}
