import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// No @vitejs/plugin-react: its peer range conflicts with @astrojs/react's, and a production build needs
// nothing from it but the JSX transform, which Vite 8's Oxc step does itself (automatic runtime).
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: resolve(import.meta.dirname, '../../.harness/bench/baseline'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      // RainbowKit and wagmi mark modules "use client" for React Server Components; a client bundle can
      // ignore that, and the warning would bury the benchmark's own output.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
