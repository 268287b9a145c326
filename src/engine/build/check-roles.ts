// schemas:check for audiences: every role a declaration or tour names is a role schemas/auth/menus.json gives a menu.
import { didYouMean } from './check-format.ts';
import { KINDS, type DeclarationFile, type Declarations } from './load.ts';

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The role names of a list, with their pointers; null (the fact is absent) is no name. */
function* listed(value: unknown, pointer: string): Generator<[string, string]> {
  if (Array.isArray(value))
    for (const [index, name] of value.entries()) if (typeof name === 'string') yield [name, `${pointer}/${index}`];
}

/** Every role a declaration names, with its pointer: a `when` clause's `role`, any `roles` list, `finishRole`. */
export function* roleNames(node: unknown, pointer = ''): Generator<[string, string]> {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escape(key)}`;
    if (key === 'when') {
      const clauses: [unknown, string][] = Array.isArray(value)
        ? value.map((clause, index) => [clause, `${at}/${index}`])
        : [[value, at]];
      for (const [clause, where] of clauses)
        yield* listed((clause as { role?: unknown } | null)?.role, `${where}/role`);
    } else if (key === 'roles') yield* listed(value, at);
    else if (key === 'finishRole' && typeof value === 'string') yield [value, at];
    else yield* roleNames(value, at);
  }
}

/** Adds a problem for each role no menu is declared for; nothing to check against without schemas/auth/menus.json. */
export function checkRoles(declarations: Declarations, add: (file: string, pointer: string, message: string) => void) {
  if (!declarations.menus) return;
  const roles = Object.keys(declarations.menus.json.menus ?? {});
  const report = (file: string, name: string, pointer: string) => {
    if (!roles.includes(name))
      add(file, pointer, `role "${name}" is not a role of schemas/auth/menus.json${didYouMean(name, roles)}`);
  };
  const kinds = Object.values(KINDS).filter((list) => list !== 'forms');
  for (const { file, json } of kinds.flatMap((list) => (declarations[list] ?? []) as DeclarationFile[]))
    for (const [name, pointer] of roleNames(json)) report(file, name, pointer);
  if (declarations.tours)
    for (const name of Object.keys(declarations.tours.json.tours ?? {}))
      if (name !== 'default') report(declarations.tours.file, name, `/tours/${escape(name)}`);
}
