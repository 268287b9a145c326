// Every word of the widget registry leads to a widget, fetched when a form first draws it.
import { describe, expect, it } from 'vitest';
import { widgets } from './index';

describe('the widget registry', () => {
  it.each(Object.entries(widgets))('fetches the %s widget', async (_word, widget) => {
    expect(typeof (await widget.preload())).toBe('function');
  });
});
