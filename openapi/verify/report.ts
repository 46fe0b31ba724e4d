// The kit's report: a line per operation (and the failing checks with their request and difference), a summary
// line, and JUnit XML for CI (one testsuite, one testcase per operation).
import type { OperationResult, VerifyReport } from './kit.ts';

export function resultLines(result: OperationResult): string[] {
  const head = `${result.outcome.toUpperCase().padEnd(7)} ${result.operationId} (${result.method} ${result.path})`;
  if (result.outcome === 'skipped') return [`${head}: ${result.reason ?? ''}`];
  if (result.outcome === 'pass') return [`${head} ${result.checks.length} checks`];
  const lines = [head];
  for (const check of result.checks.filter((c) => !c.ok)) {
    lines.push(`    ✗ ${check.name}`, `      request: ${check.request}`);
    for (const d of check.difference) lines.push(`      - ${d}`);
  }
  return lines;
}

export function summaryLine(report: VerifyReport): string {
  const count = (o: OperationResult['outcome']) => report.results.filter((r) => r.outcome === o).length;
  const checks = report.results.reduce((n, r) => n + r.checks.length, 0);
  return (
    `contract:verify ${report.baseUrl}: ${report.results.length} operations, ${count('pass')} passed, ` +
    `${count('fail')} failed, ${count('skipped')} skipped (${checks} checks, ${(report.durationMs / 1000).toFixed(1)} s)`
  );
}

/** XML 1.0 allows tab, newline, carriage return and the printable range; other control characters are dropped. */
const xmlChar = (c: string) => {
  const code = c.charCodeAt(0);
  return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 0xfffe && code !== 0xffff);
};

const escapeXml = (text: string) =>
  [...text]
    .filter(xmlChar)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export function junitXml(report: VerifyReport): string {
  const count = (o: OperationResult['outcome']) => report.results.filter((r) => r.outcome === o).length;
  const cases = report.results.map((r) => {
    const name = `${r.operationId} (${r.method} ${r.path})`;
    const open = `    <testcase classname="contract.${escapeXml(r.method)}" name="${escapeXml(name)}" time="${(r.durationMs / 1000).toFixed(3)}">`;
    if (r.outcome === 'skipped')
      return `${open}\n      <skipped message="${escapeXml(r.reason ?? '')}"/>\n    </testcase>`;
    if (r.outcome === 'pass') return `${open}</testcase>`;
    const failed = r.checks.filter((c) => !c.ok);
    const detail = failed
      .map((c) => [c.name, `request: ${c.request}`, ...c.difference.map((d) => `- ${d}`)].join('\n'))
      .join('\n\n');
    return `${open}\n      <failure message="${escapeXml(failed.map((c) => c.name).join('; '))}">${escapeXml(detail)}</failure>\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract:verify" tests="${report.results.length}" failures="${count('fail')}" skipped="${count('skipped')}" time="${(report.durationMs / 1000).toFixed(3)}">`,
    `  <testsuite name="contract:verify ${escapeXml(report.baseUrl)}" tests="${report.results.length}" failures="${count('fail')}" errors="0" skipped="${count('skipped')}" time="${(report.durationMs / 1000).toFixed(3)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
