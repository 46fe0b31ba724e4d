// What each installable package publishes: its entries (name -> source) and the Vite plugins its build needs.
import fs from 'node:fs';
import path from 'node:path';

export const packageTargets = {
  '@portal/sdk': {
    /** The workspace's own exports (`./client` -> `src/client.ts`, …). */
    entries(dir) {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return Object.entries(pkg.exports).map(([key, source]) => ({
        name: key.replace(/^\.\//, ''),
        source: source.replace(/^\.\//, ''),
      }));
    },
    plugins: async () => [],
  },
  '@portal/ui': {
    /** Every component (`src/Button/Button.tsx` -> `Button`), the theme (tokens, classes) and the global reset. */
    entries(dir) {
      const src = path.join(dir, 'src');
      const components = fs
        .readdirSync(src)
        .filter((name) => /^[A-Z]/.test(name) && fs.existsSync(path.join(src, name, `${name}.tsx`)))
        .sort()
        .map((name) => ({ name, source: `src/${name}/${name}.tsx` }));
      return [
        ...components,
        { name: 'theme', source: 'src/theme/theme.css.ts' },
        { name: 'global', source: 'src/theme/global.css.ts' },
      ];
    },
    plugins: async () => {
      const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
      const { default: react } = await import('@vitejs/plugin-react');
      return [react(), vanillaExtractPlugin()];
    },
  },
};
