// The version the installable packages carry: the contract's `info.version`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function contractVersion() {
  return parse(fs.readFileSync(path.join(root, 'openapi', 'openapi.yaml'), 'utf8')).info.version;
}
