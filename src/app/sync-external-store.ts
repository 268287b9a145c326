// SWR reaches useSyncExternalStore through a shim written for React 17; React 19 has its own, so the build hands SWR
// that one instead (vite.config.ts).
export { useSyncExternalStore } from 'react';
