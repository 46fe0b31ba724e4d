// Every relative link in the project's Markdown (README.md, docs/, each workspace's README) names a file that
// exists and, with a #fragment, a heading of that file (GitHub's anchor rule). Exit code 1 names each broken link.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const skip = new Set(['node_modules', '.git', 'dist', 'storybook-static', '.reports', '.data']);

function markdownFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip.has(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** GitHub's heading anchor: lowercased, punctuation other than - and _ dropped, spaces to -. */
function anchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file) {
  const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchor(match[1])));
}

const broken = [];
let checked = 0;
for (const file of markdownFiles(root)) {
  const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    checked += 1;
    const [filePart, fragment] = target.split('#');
    const linked = filePart ? path.resolve(path.dirname(file), filePart) : file;
    const where = `${path.relative(root, file)}: (${target})`;
    if (!fs.existsSync(linked)) broken.push(`${where} names a file that does not exist`);
    else if (fragment && linked.endsWith('.md') && !anchorsOf(linked).has(fragment))
      broken.push(`${where} names a heading that ${path.relative(root, linked)} does not have`);
  }
}
for (const line of broken) console.log(line);
console.log(`${checked} links checked, ${broken.length} broken`);
process.exit(broken.length ? 1 : 0);
