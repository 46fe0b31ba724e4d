// The review page of a visual run: every screenshot that differs or lacks a baseline first, each with the baseline,
// the new image and the diff side by side; then a count of the ones that matched.
import type { VisualResult } from './commands.ts';

const html = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

const order: Record<VisualResult['status'], number> = { changed: 0, new: 1, updated: 2, created: 3, same: 4 };
const label: Record<VisualResult['status'], string> = {
  changed: 'Differs from its baseline',
  new: 'No baseline',
  updated: 'Baseline updated',
  created: 'Baseline created',
  same: 'Same',
};

function figure(caption: string, src: string | null) {
  const body = src
    ? `<a href="${src}"><img src="${src}" alt="${html(caption)}" loading="lazy"></a>`
    : '<p>none</p>';
  return `<figure><figcaption>${html(caption)}</figcaption>${body}</figure>`;
}

function entry(r: VisualResult) {
  const file = encodeURIComponent(`${r.name}.png`);
  const images =
    r.status === 'changed' || r.status === 'updated'
      ? [
          figure('Baseline', `baseline/${file}`),
          figure('New', `new/${file}`),
          figure('Diff (red: changed pixels)', `diff/${file}`),
        ]
      : [figure('New', `new/${file}`)];
  return `<section id="${html(r.name)}"><h2>${html(r.title)}</h2>
<p class="status ${r.status}">${label[r.status]}${r.message ? `: ${html(r.message)}` : ''}</p>
<p class="meta">${html(r.file)} · ${r.width} x ${r.height} px · ${r.diffPixels} pixels differ</p>
<div class="images">${images.join('')}</div></section>`;
}

export function reviewPage(results: VisualResult[], orphans: string[]) {
  const sorted = [...results].sort(
    (a, b) => order[a.status] - order[b.status] || a.name.localeCompare(b.name),
  );
  const shown = sorted.filter((r) => r.status !== 'same');
  const same = sorted.length - shown.length;
  const count = (s: VisualResult['status']) => results.filter((r) => r.status === s).length;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual review</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:24px;color:#1a2233}
section{border-top:1px solid #ccd;padding:12px 0}
.images{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}
figure{margin:0}figcaption{font-weight:600}
img{max-width:420px;border:1px solid #99a;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
.status.changed,.status.new{color:#b42318;font-weight:600}.meta{color:#4a5568}
</style></head><body>
<h1>Visual review</h1>
<p>${results.length} screenshots: ${count('changed')} differ, ${count('new')} without a baseline,
${count('updated')} baselines updated, ${count('created')} created, ${same} the same.
Accept the new images with <code>npm run test:visual -- --update</code> and commit <code>ui/visual/baselines</code>.</p>
${orphans.length ? `<p>Baselines without a story: ${orphans.map(html).join(', ')}</p>` : ''}
${shown.map(entry).join('\n')}
</body></html>
`;
}
