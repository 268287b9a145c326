// Fills a message's `{name}` placeholders: the only part of a message lookup the browser still does at run time.

/** Values for a message's `{name}` placeholders, by name. */
export type MessageParams = Record<string, string | number>;

/** The text with each `{name}` replaced by its value in params; a placeholder without a value stays as written. */
export const fillMessage = (text: string, params?: MessageParams): string =>
  params
    ? text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder))
    : text;
