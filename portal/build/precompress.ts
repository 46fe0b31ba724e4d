// Brotli and gzip copies of every file the build wrote, beside it (`app.js.br`, `app.js.gz`), so the server sends
// them as they are (mock-server/src/plugins/web.ts, @fastify/static's preCompressed) instead of compressing per
// request. A copy is kept only when it is smaller than what the server would otherwise send: the brotli copy only
// when smaller than the gzip one (or the file), the gzip copy only when smaller than the file, so the encoding the
// server picks first is always the smallest the browser accepts.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Formats that are compressed already: another pass saves nothing worth a request's decoding. */
const alreadyCompressed = /\.(br|gz|png|jpe?g|gif|webp|avif|woff2?|pdf|zip|wasm\.gz)$/i;
const compressedSuffix = /\.(br|gz)$/;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Whether `copy` exists and was written after `source` last changed. */
function isFresh(copy: string, source: fs.Stats): boolean {
  return fs.existsSync(copy) && fs.statSync(copy).mtimeMs >= source.mtimeMs;
}

async function compressFile(file: string): Promise<void> {
  const stat = fs.statSync(file);
  if (isFresh(`${file}.br`, stat) || isFresh(`${file}.gz`, stat)) return;
  const content = fs.readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const keepGzip = gz.length < content.length;
  const keepBrotli = br.length < (keepGzip ? gz.length : content.length);
  for (const [copy, data, keep] of [
    [`${file}.gz`, gz, keepGzip],
    [`${file}.br`, br, keepBrotli],
  ] as const) {
    if (keep) fs.writeFileSync(copy, data);
    else fs.rmSync(copy, { force: true });
  }
}

/** Writes the copies for every file under `dir` that has none newer than itself; removes copies of removed files. */
export async function precompressDir(dir: string): Promise<void> {
  const files = filesUnder(dir);
  const present = new Set(files);
  for (const file of files) {
    if (compressedSuffix.test(file) && !present.has(file.replace(compressedSuffix, ''))) fs.rmSync(file);
  }
  const sources = files.filter(
    (file) => !alreadyCompressed.test(file) && !file.includes(`${path.sep}.vite${path.sep}`),
  );
  // A few at a time: brotli's best quality is slow and the machine may be busy.
  const queue = [...sources];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compressFile(file);
  };
  await Promise.all([worker(), worker(), worker()]);
}
