// Everything the bench starts (servers, builds, browsers, temporary folders) is registered here, so that
// a normal end, a failure or Ctrl+C all leave nothing running and nothing behind.
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { startService, type StartedService, stopChild } from '../lib/services.ts';

const tasks = new Map<number, { name: string; step: () => unknown }>();
let nextId = 0;
let closing: Promise<void> | undefined;

/** Registers an async clean-up step; returns a function that removes it once done by its owner. */
export function onCleanup(name: string, step: () => unknown): () => void {
  const id = nextId++;
  tasks.set(id, { name, step });
  return () => tasks.delete(id);
}

/** Starts a service (quiet unless told otherwise) and ties its stop to the bench's clean-up. */
export async function startTracked(options: Parameters<typeof startService>[0]): Promise<StartedService> {
  const service = await startService({ quiet: true, ...options });
  const forget = onCleanup(service.name, () => service.stop());
  return {
    ...service,
    async stop() {
      await service.stop();
      forget();
    },
  };
}

/** Registers a child process: killed (TERM, then KILL after 5 s) if it still runs at the end. */
export function registerChild({ name, child }: { name: string; child: ChildProcess }): () => void {
  return onCleanup(name, () => stopChild(child));
}

/** Runs every registered step, newest first (a storefront stops before the backend it uses). */
export function cleanupAll(): Promise<void> {
  closing ??= (async () => {
    for (const [id, { name, step }] of [...tasks.entries()].reverse()) {
      tasks.delete(id);
      try {
        await step();
      } catch (error) {
        console.error(`bench: cleaning up ${name} failed: ${(error as Error).message}`);
      }
    }
    await stopStrayChildren();
  })();
  return closing;
}

/** Pids of this process's own children, read from /proc (Linux). */
function ownChildren(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent pid; the command name (field 2) may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid) pids.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return pids;
}

/**
 * A safety net for a child interrupted before its owner could register it (a service still starting
 * when Ctrl+C comes): any remaining child of this process is stopped, by its pid.
 */
async function stopStrayChildren() {
  const pids = ownChildren();
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  const deadline = Date.now() + 5000;
  while (ownChildren().some((pid) => pids.includes(pid)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of ownChildren().filter((pid) => pids.includes(pid))) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** Ctrl+C or a kill from outside still stops the servers; a second signal exits at once. */
export function installSignalHandlers() {
  let signalled = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (signalled) process.exit(130);
      signalled = true;
      console.error(`\nbench: ${signal}, stopping everything it started`);
      void cleanupAll().then(() => process.exit(130));
    });
  }
}
