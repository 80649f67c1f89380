// Reads a Chromium trace (its timeline categories) for the tasks of a page's main thread. Each task has its
// wall time and its thread (CPU) time: on a shared two-core machine the worker and the browser's own
// processes preempt the main thread, so wall time alone mixes the page's work with waiting for a core.

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadTasks {
  count: number;
  longestWallMs: number;
  longestCpuMs: number;
  /** Tasks of 50 ms or more by wall time, with the CPU time each of them really used. */
  long: { wallMs: number; cpuMs: number }[];
}

export function mainThreadTasks(trace: Buffer): MainThreadTasks {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${String(e.pid)}:${String(e.tid)}`),
  );
  // Several renderers may exist (a spare one, the service worker's): the page's is the busiest.
  const byThread = new Map<string, { wallMs: number; cpuMs: number }[]>();
  for (const e of events) {
    const key = `${String(e.pid)}:${String(e.tid)}`;
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mains.has(key)) continue;
    const tasks = byThread.get(key) ?? [];
    tasks.push({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? 0) / 1000 });
    byThread.set(key, tasks);
  }
  const total = (tasks: { cpuMs: number }[]) => tasks.reduce((sum, t) => sum + t.cpuMs, 0);
  const tasks = [...byThread.values()].sort((a, b) => total(b) - total(a))[0] ?? [];
  return {
    count: tasks.length,
    longestWallMs: Math.max(0, ...tasks.map((t) => t.wallMs)),
    longestCpuMs: Math.max(0, ...tasks.map((t) => t.cpuMs)),
    long: tasks.filter((t) => t.wallMs >= 50),
  };
}
