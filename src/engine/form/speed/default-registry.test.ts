import { getDefaultRegistry as registryFormsGet } from '@rjsf/core';
import libraryRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import { describe, expect, it } from 'vitest';
import lightRegistry from './default-registry';

/** A registry's settings: everything but its components. */
const settings = (registry: object) =>
  Object.fromEntries(Object.entries(registry).filter(([key]) => !['fields', 'widgets', 'templates'].includes(key)));

describe('the default registry forms draw with', () => {
  it('is the engine’s: @rjsf/core’s own modules are given it', () => {
    expect(registryFormsGet).toBe(lightRegistry);
  });

  it('has every name of the library’s registry, and the same settings', () => {
    const light = lightRegistry();
    const library = libraryRegistry();
    for (const part of ['fields', 'widgets', 'templates'] as const)
      expect(Object.keys(light[part]).sort()).toEqual(Object.keys(library[part]).sort());
    expect(Object.keys(light.templates.ButtonTemplates).sort()).toEqual(
      Object.keys(library.templates.ButtonTemplates).sort(),
    );
    expect(settings(light)).toEqual(settings(library));
  });

  it('answers with the library’s own component under each name, at once or once fetched', async () => {
    const light = lightRegistry();
    const library = libraryRegistry();
    const pairs = [
      ...(['fields', 'widgets', 'templates'] as const).flatMap((part) =>
        Object.entries(library[part])
          .filter(([name]) => name !== 'ButtonTemplates')
          .map(([name, real]) => [(light[part] as Record<string, unknown>)[name], real, `${part}.${name}`] as const),
      ),
      ...Object.entries(library.templates.ButtonTemplates).map(
        ([name, real]) =>
          [
            (light.templates.ButtonTemplates as Record<string, unknown>)[name],
            real,
            `ButtonTemplates.${name}`,
          ] as const,
      ),
    ];
    for (const [ours, real, name] of pairs) {
      const drawn =
        typeof ours === 'function' && 'preload' in ours
          ? await (ours as { preload: () => Promise<unknown> }).preload()
          : ours;
      expect(drawn, name).toBe(real);
    }
  });

  it('keeps each component across calls, so a form re-rendering never remounts its fields', () => {
    expect(lightRegistry().fields.ArrayField).toBe(lightRegistry().fields.ArrayField);
    expect(lightRegistry().templates.ButtonTemplates.AddButton).toBe(
      lightRegistry().templates.ButtonTemplates.AddButton,
    );
  });
});
