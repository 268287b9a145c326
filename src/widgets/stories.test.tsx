// Every widget story renders in the test DOM without a console error, so a broken story fails here before Storybook does.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetProviders } from './test-utils';
import { WidgetHarness, type WidgetHarnessProps } from './WidgetHarness';

type StoryModule = Record<string, { title?: string; args?: Partial<WidgetHarnessProps> }>;

const modules = import.meta.glob<StoryModule>('./*/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('stories of %s', (_path, { default: meta, ...stories }) => {
  afterEach(() => vi.restoreAllMocks());

  it.each(Object.entries(stories))('%s renders, named by its label, without a console error', (_name, story) => {
    const errors = vi.spyOn(console, 'error');
    const args = { ...meta.args, ...story.args } as WidgetHarnessProps;
    render(<WidgetHarness {...args} />, { wrapper: WidgetProviders });
    const label = String(args.label).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    expect(screen.getAllByLabelText(new RegExp(`^${label}( \\*)?$`)).length).toBeGreaterThan(0);
    expect(errors).not.toHaveBeenCalled();
  });
});
