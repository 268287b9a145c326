// The one lookup of the message catalogue (schemas/messages.en-GB.json) for browser and server code alike.
import catalogue from '../../../schemas/messages.en-GB.json';
import { fillMessage, type MessageParams } from './message-fill.ts';

/** A key of the message catalogue (its `$` keys are notes, not messages): a misspelt or removed key is a type error. */
export type MessageKey = Exclude<keyof typeof catalogue, `$${string}`>;

/**
 * The catalogue's text for key, its `{name}` placeholders filled from params. Always call it with a literal key:
 * under Vite (build, dev server, Vitest, Storybook) each call is rewritten to carry its text and this module is
 * replaced by the placeholder filler (build/message-inline.ts), so the browser never loads the catalogue; the
 * server, run by tsx, reads it here. schemas:check counts the literal keys as used.
 */
export const message = (key: MessageKey, params?: MessageParams): string => fillMessage(catalogue[key], params);
