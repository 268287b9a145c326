// Vite plugin: @rjsf/core's modules get the engine's default registry (form/speed/default-registry.ts) instead of their own.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The engine's registry: RJSF's names, the parts few forms draw fetched on first use. */
export const LIGHT_REGISTRY = fileURLToPath(new URL('../form/speed/default-registry.ts', import.meta.url));

const CORE = /[\\/]node_modules[\\/]@rjsf[\\/]core[\\/]lib[\\/]/;

/**
 * @rjsf/core's Form (and its index) import `getDefaultRegistry.js`, which imports every field, widget and template the
 * library has, though the theme replaces most and our declarations draw few. Within @rjsf/core that import resolves to
 * the engine's registry; anywhere else (a test comparing the two) to the library's own. The app's build, Storybook and
 * the unit tests (which inline @rjsf/core so that this applies) all run with it; Vite's development server pre-bundles
 * @rjsf/core without plugins and so draws with the library's whole registry, which answers the same.
 */
export function registryPlugin(): Plugin {
  return {
    name: 'tradepay-light-registry',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && CORE.test(importer) && /(^|\/)getDefaultRegistry\.js$/.test(source)) return LIGHT_REGISTRY;
      return null;
    },
  };
}
