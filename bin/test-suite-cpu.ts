import { readdirSync, readFileSync } from 'node:fs';

// The CPU each stage of `bin/test` used, in core-seconds: every process is
// sampled from /proc four times a second and counted for the stage whose
// process it descends from when first seen. Sampling rather than the shell's
// `times`, because Chromium's renderers outlive their parent and are never
// waited for by the stage (a third of an e2e stage's CPU would go missing).
// Processes that live less than a sample apart are missed: a floor, not a bill.

const SAMPLE_MS = 250;
const CLOCK_TICKS = 100; // USER_HZ on Linux

type Seen = { stage: string | null; first: number; last: number };

/** A process's parent, and its CPU so far in ticks (user + system), from /proc/<pid>/stat; null once it has gone. */
function statOf(pid: string): { parent: string; ticks: number; started: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): state, ppid, … utime (14), stime (15), starttime (22).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: fields[1]!, ticks: Number(fields[11]) + Number(fields[12]), started: fields[19]! };
  } catch {
    return null;
  }
}

export function cpuAccounting() {
  const stageOfRoot = new Map<string, string>();
  const seen = new Map<string, Seen>();
  const available = (() => {
    try {
      readdirSync('/proc');
      return statOf(String(process.pid)) !== null;
    } catch {
      return false;
    }
  })();

  const stageOf = (pid: string): string | null => {
    for (let current: string | undefined = pid, depth = 0; current && current !== '0' && depth < 64; depth++) {
      const stage = stageOfRoot.get(current);
      if (stage) return stage;
      current = statOf(current)?.parent;
    }
    return null;
  };

  const sample = () => {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const stat = statOf(pid);
      if (!stat) continue;
      const key = `${pid}@${stat.started}`;
      const known = seen.get(key);
      if (known) known.last = stat.ticks;
      // A process first seen counts from zero: it started since the last sample.
      else seen.set(key, { stage: stageOf(pid), first: 0, last: stat.ticks });
    }
  };

  if (available) for (const pid of readdirSync('/proc')) if (/^\d+$/.test(pid)) markBefore(pid);
  function markBefore(pid: string) {
    const stat = statOf(pid);
    if (stat) seen.set(`${pid}@${stat.started}`, { stage: null, first: stat.ticks, last: stat.ticks });
  }
  const timer = available ? setInterval(sample, SAMPLE_MS) : undefined;
  timer?.unref();

  return {
    available,
    /** Counts the process `pid` and whatever it starts for `stage`. */
    track(pid: number | undefined, stage: string) {
      if (pid !== undefined) stageOfRoot.set(String(pid), stage);
    },
    /** Core-seconds of the stage's processes so far. */
    seconds(stage: string): number {
      if (available) sample();
      let ticks = 0;
      for (const entry of seen.values()) if (entry.stage === stage) ticks += entry.last - entry.first;
      return ticks / CLOCK_TICKS;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
