// Memory and CPU time of the storefront process, read from /proc. VmHWM is the kernel's own peak of
// the resident set since the process started, so no short spike between two samples is missed. CPU
// time per request is the figure that survives a machine shared with other work: requests per second
// fall when other processes take the cores, the CPU a request costs hardly moves.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times: 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** User + system CPU milliseconds `pid` has used so far, or null once it is gone. */
export function readCpuMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

const MB = 1024;

/** { rssMb, peakMb } of `pid` now, or null once the process is gone. */
export function readMemory(pid: number | undefined): { rssMb: number; peakMb: number } | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(field('VmRSS') / MB), peakMb: Math.round(field('VmHWM') / MB) };
}

/**
 * Samples `getPid()` (the storefront may be restarted between runs) every `intervalMs` until stopped;
 * keeps the highest peak seen over every process, and which load run it happened in.
 */
export function watchMemory(getPid: () => number | undefined, intervalMs = 250) {
  let peak: { peakMb: number; rssMb: number; during: string | null } = { peakMb: 0, rssMb: 0, during: null };
  let during = 'start';
  const sample = () => {
    const memory = readMemory(getPid());
    if (memory && memory.peakMb > peak.peakMb) peak = { ...memory, during };
  };
  const timer = setInterval(sample, intervalMs);
  return {
    /** Labels the samples that follow (the run under way). */
    phase(label: string) {
      sample();
      during = label;
    },
    stop() {
      sample();
      clearInterval(timer);
      return peak;
    },
  };
}
