// Refuses a published version of the menus or the tours (issue 34) that changes anything but what they display: the
// menus' entries' titles and descriptions, the tours' steps' titles and texts. The rest (a route, a target, an entry,
// a role, the client types an entry is left out for) decides who may do what or where a user is taken, so it stays in
// the repository, where a change is reviewed and deployed.
import { message } from '../../src/engine/core/message';
import type { SingleKind } from '../../src/engine/build/lab-wire';
import { ApiError } from '../plugins/envelope';
import { diffOf } from './json-patch';

/**
 * The pointers whose text a publish may change: an entry's `title` and `description` (the displayed keys of the
 * meta-schema's `menuItem`; `icon_id` names code, so it is not one), at any depth of `children`; a step's `title` and
 * `text` (the `route`s, `target`s, `finishTo`, `async` and `asyncWaitMs` lead the user, so they are not).
 */
const TEXTS: Record<SingleKind, RegExp> = {
  menus: /^\/menus\/[^/]+\/\d+(\/children\/\d+)*\/(title|description)$/,
  tours: /^\/tours\/[^/]+\/steps\/\d+\/(title|text)$/,
};

/** The message refusing a change to a key that is not a displayed text. */
const refusal = (kind: SingleKind, key: string, pointer: string) =>
  kind === 'menus'
    ? message('schemaLab.menus.notALabel', { key, pointer })
    : message('schemaLab.tours.notAText', { key, pointer });

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** Each change between the version in force and the proposed one that is not to a displayed text, with its message. */
export function notTextChanges(kind: SingleKind, inForce: unknown, proposed: unknown) {
  return diffOf(inForce, proposed)
    .filter((op) => !TEXTS[kind].test(op.path) || (op.op !== 'remove' && typeof op.value !== 'string'))
    .map(({ path }) => {
      const key = unescape(path.split('/').pop() ?? '');
      return { key, pointer: path, message: refusal(kind, key, path) };
    });
}

/** 400 naming the first change that is not to a displayed text and its pointer, with every such change in its errors. */
export function assertTextsOnly(kind: SingleKind, inForce: unknown, proposed: unknown): void {
  const changes = notTextChanges(kind, inForce, proposed);
  if (!changes.length) return;
  const errors = changes.map(({ pointer, message: text }) => ({ field: pointer, message: text }));
  throw new ApiError(400, errors[0]!.message, { errors });
}
