/** One finding of `npm run doctor`: a system, what was checked, how it went and, when not ok, the fix. */
type CheckStatus = 'ok' | 'warn' | 'fail';

export type CheckedSystem = 'config' | 'erp' | 'search' | 'cms' | 'webhook' | 'preview' | 'deployment';

export interface Check {
  system: CheckedSystem;
  name: string;
  status: CheckStatus;
  message: string;
  /** What to do about it: a setting to change, a module to install, a mapping to write. */
  fix?: string;
}

export interface DoctorReport {
  /** No check failed: nothing blocks the shop (warnings may remain). */
  ok: boolean;
  checks: Check[];
}

export function reportOf(checks: Check[]): DoctorReport {
  return { ok: checks.every((check) => check.status !== 'fail'), checks };
}

export const ok = (system: CheckedSystem, name: string, message: string): Check => ({
  system,
  name,
  status: 'ok',
  message,
});
export const warn = (system: CheckedSystem, name: string, message: string, fix?: string): Check => ({
  system,
  name,
  status: 'warn',
  message,
  ...(fix ? { fix } : {}),
});
export const fail = (system: CheckedSystem, name: string, message: string, fix?: string): Check => ({
  system,
  name,
  status: 'fail',
  message,
  ...(fix ? { fix } : {}),
});

const LABEL: Record<CheckStatus, string> = { ok: 'ok  ', warn: 'warn', fail: 'FAIL' };

/** For a person: one line per check, the fix indented under it, then a summary line. */
export function formatReport(report: DoctorReport): string {
  const width = Math.max(...report.checks.map((check) => `${check.system} ${check.name}`.length), 10);
  const lines = report.checks.flatMap((check) => {
    const head = `${LABEL[check.status]}  ${`${check.system} ${check.name}`.padEnd(width)}  ${check.message}`;
    return check.fix ? [head, `${' '.repeat(width + 8)}fix: ${check.fix}`] : [head];
  });
  const count = (status: CheckStatus) => report.checks.filter((check) => check.status === status).length;
  const summary = `${count('ok')} ok, ${count('warn')} warnings, ${count('fail')} failures: ${
    report.ok ? 'nothing blocks the shop' : 'the shop cannot run as configured'
  }.`;
  return [...lines, '', summary].join('\n');
}
