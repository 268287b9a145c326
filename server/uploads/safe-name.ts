// A caller's file name is stored and shown back: keep a plain, bounded base name that cannot point elsewhere or mislead.

/** Longest name kept, in characters, as most file systems allow. */
export const MAX_NAME_LENGTH = 255;

/** The name kept when nothing of the caller's name survives. */
export const FALLBACK_NAME = 'document';

/** Control characters (C0, DEL, C1) and invisible format ones: marks, bidi embeddings, overrides, isolates, zero widths, BOM. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** Characters Windows refuses in a name, so a downloaded copy saves under the name shown. */
const RESERVED = /[<>:"|?*]/g;

/** An extension longer than this is taken as part of the name. */
const MAX_EXTENSION = 16;

/** Cuts a name to MAX_NAME_LENGTH characters (never inside a surrogate pair), keeping its extension. */
const cap = (name: string): string => {
  const chars = Array.from(name);
  if (chars.length <= MAX_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= MAX_EXTENSION ? Array.from(name.slice(dot)) : [];
  return chars.slice(0, MAX_NAME_LENGTH - extension.length).join('') + extension.join('');
};

/**
 * The name to store and echo for an uploaded file: its base name only (no directories, `..`, slashes or
 * backslashes), without control, bidi or reserved characters, trimmed of spaces and dots, at most 255
 * characters with the extension kept, and 'document' when nothing remains.
 */
export function safeFileName(name: string | undefined): string {
  const visible = (name ?? '').normalize('NFC').replace(INVISIBLE, '');
  const base = visible.slice(Math.max(visible.lastIndexOf('/'), visible.lastIndexOf('\\')) + 1);
  const plain = base.replace(RESERVED, '_').replace(/^[\s.]+|[\s.]+$/g, '');
  return plain ? cap(plain) : FALLBACK_NAME;
}
