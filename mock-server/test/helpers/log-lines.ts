// The lines a test app's log writes, kept for a test to read (pass `logStream` to useTestApp with a logger level).
import { Writable } from 'node:stream';

/** A stream for the app's log and the lines written to it so far (empty `lines` with `lines.length = 0`). */
export function logLines(): { lines: string[]; logStream: Writable } {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logStream };
}
