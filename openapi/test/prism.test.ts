import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlePath, loadContract, openapiDir } from './contract.ts';

// `npm run mock:prism` serves the contract statelessly from its examples; this proves it starts and answers.
let prism: ChildProcess;
let base: string;

/** npm workspaces may hoist the binary to the root node_modules. */
function prismBin(): string {
  for (let dir = openapiDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', '.bin', 'prism');
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error('prism is not installed: run npm ci');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

beforeAll(async () => {
  loadContract(); // bundles when needed
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  prism = spawn(prismBin(), ['mock', bundlePath, '-h', '127.0.0.1', '-p', String(port)], {
    cwd: openapiDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Prism did not start within 60 s')), 60_000);
    const onData = (chunk: Buffer) => {
      if (chunk.toString().includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout?.on('data', onData);
    prism.stderr?.on('data', onData);
    prism.once('exit', (code) => reject(new Error(`Prism exited with ${code}`)));
  });
}, 70_000);

afterAll(() => {
  prism?.kill();
});

describe('Prism mock of the contract', () => {
  it('serves an operation from its examples to a caller with a token', async () => {
    const res = await fetch(`${base}/property/7`, { headers: { Authorization: 'Bearer x' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: number; rmNumber: string; postal: string };
    expect(body.id).toBeGreaterThan(0);
    expect(body.rmNumber).toMatch(/^(RM|CM|LU|RB)/);
    expect(body.postal).toMatch(/^[A-Z]\d[A-Z][ -]?\d[A-Z]\d$/);
  });

  it('answers 401 without a token on a protected operation', async () => {
    const res = await fetch(`${base}/property/7`);
    expect(res.status).toBe(401);
  });

  it('rejects a body that breaks the contract with 400 or 422', async () => {
    const res = await fetch(`${base}/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Portal#2026', portal: 'rental' }),
    });
    expect([400, 422]).toContain(res.status);
  });

  it('answers a public operation without a token', async () => {
    const res = await fetch(`${base}/health`);
    expect(res.status).toBe(200);
  });
});
