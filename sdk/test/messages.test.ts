// Each sentence of src/messages.ts is written once: neither the server nor the portal spells it again in its code
// (stories, fixtures and tests may quote it: they show or check what a user reads).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as messages from '../src/messages.ts';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const quotedOrShown = /\.(stories|test)\.tsx?$|[Ff]ixtures\.ts$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !quotedOrShown.test(entry.name) && !entry.name.includes('.gen.')
      ? [full]
      : [];
  });
}

describe('shared messages', () => {
  const sentences = Object.values(messages).flatMap((group) => Object.values(group));

  it('are distinct', () => {
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('are not written again in the server or the portal', () => {
    const files = ['portal/src', 'mock-server/src'].flatMap((dir) => sourceFiles(path.join(repoDir, dir)));
    expect(files.length).toBeGreaterThan(100);
    const copies: string[] = [];
    for (const file of files) {
      // Comments may name a message; code may not spell it.
      const text = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const sentence of sentences) {
        for (const quote of ["'", '"', '`']) {
          if (text.includes(`${quote}${sentence}${quote}`))
            copies.push(`${path.relative(repoDir, file)}: ${sentence}`);
        }
      }
    }
    expect(copies).toEqual([]);
  });
});
