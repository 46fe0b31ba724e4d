import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { areaOfModule } from './src/config/areas.ts';

const portalDir = path.dirname(fileURLToPath(import.meta.url));
const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: portalDir,
  plugins: [
    // Reads tsr.config.json (shared with scripts/generate-routes.mjs); must come before react().
    tanstackRouter({ tmpDir: path.join(portalDir, '.tanstack', 'tmp') }),
    react(),
    vanillaExtractPlugin(),
  ],
  server: {
    proxy: {
      '/api': api,
      '/dev': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/size.mjs reads it to find what a first visit to /login loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              debugName: 'role areas',
              // One chunk per role area: its route components and screens, loaded on entering the area.
              // Their dependencies (ui, sdk) stay in shared chunks, so areas never import each other.
              name: (id) => {
                const area = areaOfModule(id);
                return area ? `area-${area}` : null;
              },
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
