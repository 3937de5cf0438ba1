// The handlers run in this process and Powertools' Logger writes each line as
// one JSON object to stdout/stderr. The local stack lets them log at INFO and
// reads their lines here: every line goes to the trace collector (by its
// trace_id), and only lines at the developer's LOG_LEVEL (WARN by default)
// are printed, so the runner's output stays as quiet as before.
// see docs/local-stack.md#traces

const LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT'];

const rank = (level: unknown) => (typeof level === 'string' ? LEVELS.indexOf(level.toUpperCase()) : -1);

/** A Powertools log line (a JSON object with a level), or null for anything else. */
export function parseLogLine(text: string): Record<string, unknown> | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}') || trimmed.includes('\n')) return null;
  try {
    const value: unknown = JSON.parse(trimmed);
    if (value && typeof value === 'object' && !Array.isArray(value) && rank((value as { level?: unknown }).level) >= 0)
      return value as Record<string, unknown>;
  } catch {
    // Not JSON: someone else's output.
  }
  return null;
}

/**
 * Reads the JSON log lines written to stdout and stderr; prints those at
 * `printLevel` or above and everything that is not a log line. Returns the undo.
 */
export function captureHandlerLogs(onLine: (line: Record<string, unknown>) => void, printLevel: string): () => void {
  const threshold = Math.max(0, rank(printLevel));
  const restores = [process.stdout, process.stderr].map((stream) => {
    const original = stream.write;
    const write = function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]): boolean {
      const line = typeof chunk === 'string' ? parseLogLine(chunk) : null;
      if (line) {
        onLine(line);
        if (rank(line.level) < threshold) {
          // Swallowed, but the caller's callback still runs.
          const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
          callback?.();
          return true;
        }
      }
      return (original as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    };
    stream.write = write as typeof stream.write;
    return () => {
      if (stream.write === write) stream.write = original;
    };
  });
  return () => restores.forEach((restore) => restore());
}
