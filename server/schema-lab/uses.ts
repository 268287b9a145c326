// Where a declaration is used (issue 34's impact report): the declarations that name it and the routes of
// screens.config.ts that draw it or one of them.
import { screens } from '../../screens.config';
import { KINDS, type Declarations, type Kind } from '../../src/engine/build/load';
import type { DeclarationUse, SingleKind, Uses } from '../../src/engine/build/lab-wire';
import { diffOf } from './json-patch';

export type { Uses };

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Pointers below `node` where the key `kind` (a step's `form`, a page tab's `table` ...) holds `id`. */
function* namings(node: unknown, kind: string, id: string, pointer = ''): Generator<string> {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escape(key)}`;
    if (key === kind && value === id) yield at;
    yield* namings(value, kind, id, at);
  }
}

/** The routes whose screen is one of these declarations; a wizard also by the `screen` its candidates share. */
function routesOf(named: { kind: Kind; id: string; screen?: unknown }[]): Uses['routes'] {
  return screens
    .filter((screen) =>
      named.some(
        ({ kind, id, screen: shared }) =>
          (screen as unknown as Record<string, unknown>)[kind] === id ||
          (kind === 'wizard' && shared !== undefined && screen.wizard === shared),
      ),
    )
    .map(({ path, title }) => ({ path, title }));
}

/** Every declaration (of any kind) that names the one given, and every route drawing it or them. */
export function usesOf(declarations: Declarations, kind: Kind, id: string, screen?: unknown): Uses {
  const uses: DeclarationUse[] = [];
  for (const [listKind, list] of Object.entries(KINDS) as [Kind, keyof Declarations][]) {
    for (const { json } of (declarations[list] ?? []) as { json: { id?: string } }[])
      for (const pointer of namings(json, kind, id)) uses.push({ kind: listKind, id: String(json.id), pointer });
  }
  const named: { kind: Kind; id: string; screen?: unknown }[] = [{ kind, id, screen }, ...uses];
  for (const use of uses) {
    if (use.kind !== 'wizard') continue;
    const wizard = declarations.wizards.find((candidate) => candidate.json.id === use.id);
    named.push({ kind: 'wizard', id: use.id, screen: wizard?.json.screen });
  }
  return { declarations: uses, routes: routesOf(named) };
}

/** The declarations naming a catalogue key whose text the proposal changes or removes, and the routes drawing them. */
export function catalogueUses(
  declarations: Declarations,
  inForce: Record<string, unknown>,
  proposed: Record<string, unknown>,
): Uses {
  const changed = (key: string) => inForce[key] !== proposed[key];
  const byFile = new Map(
    Object.entries(KINDS).flatMap(([kind, list]) =>
      ((declarations[list as keyof Declarations] ?? []) as { file: string; json: { id?: string } }[]).map(
        ({ file, json }) => [file, { kind: kind as Kind, id: String(json.id) }] as const,
      ),
    ),
  );
  const uses = (declarations.messageRefs ?? []).flatMap((ref) => {
    const owner = changed(ref.key) ? byFile.get(ref.file) : undefined;
    return owner ? [{ ...owner, pointer: ref.pointer }] : [];
  });
  const routes = new Map(
    uses.flatMap((use) => usesOf(declarations, use.kind, use.id).routes).map((route) => [route.path, route]),
  );
  return { declarations: uses, routes: [...routes.values()] };
}

/** The routes a changed menu entry opens (`path`) or a changed tour step shows (`route`); no declaration names either. */
export function singleUses(kind: SingleKind, inForce: unknown, proposed: unknown): Uses {
  const paths = new Set<string>();
  for (const { path } of diffOf(inForce, proposed)) {
    const owner = path
      .split('/')
      .slice(1, -1)
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
        proposed,
      ) as Record<string, unknown> | undefined;
    const route = kind === 'menus' ? owner?.path : owner?.route;
    if (typeof route === 'string') paths.add(route);
  }
  return {
    declarations: [],
    routes: screens.filter((screen) => paths.has(screen.path)).map(({ path, title }) => ({ path, title })),
  };
}
