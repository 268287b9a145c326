// The fields a form declares: what a bound step reads from its entity and what a save of it owns.

type Data = Record<string, unknown>;

/** The property names of a form schema, with those of its conditional branches, each once. */
export function formFields(schema: object | undefined): string[] {
  const names = (node: Data | undefined): string[] =>
    !node
      ? []
      : [
          ...Object.keys((node?.properties as Data | undefined) ?? {}),
          ...(['allOf', 'anyOf', 'oneOf'] as const).flatMap((key) =>
            ((node?.[key] as Data[] | undefined) ?? []).flatMap(names),
          ),
          ...(['then', 'else'] as const).flatMap((key) => names(node?.[key] as Data | undefined)),
        ];
  return [...new Set(names(schema as Data | undefined))];
}
