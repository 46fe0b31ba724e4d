// `npm run size -w @portal/ui`: what each component of the built package costs a page that imports it: its JavaScript
// (its entry and the package's chunks it imports, not React or react-aria, which the page has anyway) and its CSS,
// gzipped, against the budgets below. Builds the package first when dist/ is missing (or with --build).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ui = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(ui, 'dist');
/**
 * Gzipped bytes a component may add to a page; DataTable, the PDF viewer and the date picker have their own, and so
 * does WeekHoursField, a week editor made of fourteen TimeFields with a Checkbox and a Button per day.
 */
const budget = { js: 8 * 1024, css: 3 * 1024 };
const own = {
  DataTable: { js: 16 * 1024, css: 4 * 1024 },
  PdfViewer: { js: 8 * 1024, css: 3 * 1024 },
  WeekHoursField: { js: 10 * 1024, css: 3 * 1024 },
};

if (process.argv.includes('--build') || !fs.existsSync(path.join(dist, 'manifest.json'))) {
  execFileSync(process.execPath, [path.join(ui, '..', 'scripts', 'package', 'build.mjs')], {
    cwd: ui,
    stdio: 'inherit',
  });
}

const importRe = /^(?:import|export)\s[^'"]*?['"](\.{1,2}\/[^'"]+)['"]/gm;
/** The package's own files an entry loads: itself, its chunks (transitively) and their CSS. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (file.endsWith('.js')) {
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(importRe))
      closure(path.resolve(path.dirname(file), spec), seen);
  }
  return seen;
}
const gz = (file) => gzipSync(fs.readFileSync(file)).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

const { exports } = JSON.parse(fs.readFileSync(path.join(dist, 'manifest.json'), 'utf8'));
const rows = [];
for (const [entry, target] of Object.entries(exports)) {
  if (typeof target === 'string' || !/^\.\/[A-Z]/.test(entry)) continue;
  const name = entry.slice(2);
  const files = [...closure(path.join(ui, target.import))];
  const js = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0);
  const css = files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gz(f), 0);
  const limit = own[name] ?? budget;
  rows.push({ name, js, css, over: js > limit.js || css > limit.css, limit });
}
const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'component'.padEnd(width)}  JS (gzip)        CSS (gzip)`);
for (const r of rows) {
  console.log(
    `${r.name.padEnd(width)}  ${`${kb(r.js)} / ${kb(r.limit.js)}`.padEnd(16)} ${kb(r.css)} / ${kb(r.limit.css)}${r.over ? '  OVER BUDGET' : ''}`,
  );
}
const over = rows.filter((r) => r.over);
console.log(
  `${rows.length} components, ${over.length} over budget${over.length ? `: ${over.map((r) => r.name).join(', ')}` : ''}`,
);
process.exit(over.length ? 1 : 0);
