// The cold-imports run's setup: every dynamic import is held back the first time it is made, as on a busy machine.
const made = new Set<string>();
const delay = Number(process.env.COLD_IMPORT_MS ?? 1500);

/** Called in place of `import(spec)` by the cold-imports transform (cold-imports.config.ts). */
(globalThis as { __coldImport?: unknown }).__coldImport = async (load: () => Promise<unknown>, key: string) => {
  if (!made.has(key)) {
    made.add(key);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  return load();
};
