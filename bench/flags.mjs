// Command-line flags the bench drivers share: `--name value`, `--name=value` and the bare `--quick`.

/** Reads argv into a copy of defaults (kebab-case flags to camelCase keys); an unknown flag is an error. */
export function readFlags(argv, defaults) {
  const options = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--quick') {
      options.quick = true;
      continue;
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    const name = match?.[1].replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (!match || !(name in options)) throw new Error(`unknown argument ${argv[i]}`);
    options[name] = match[2] ?? argv[++i];
  }
  return options;
}
