// The port domain modules log through, so they never import Powertools and every line they write carries
// the invocation's request id, route and trace id (withTelemetry() plugs the Logger in; see
// docs/operations.md#log-lines). Without it (scripts, unit tests) a line goes to the console as JSON.
export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;
export type LogSink = (level: LogLevel, message: string, fields: LogFields) => void;

const consoleSink: LogSink = (level, message, fields) => {
  const line = JSON.stringify({ level, message, ...fields }, (_key, value: unknown) =>
    value instanceof Error ? { name: value.name, message: value.message } : value,
  );
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
};

let sink: LogSink = consoleSink;

export function setLogSink(next: LogSink): void {
  sink = next;
}

/** One log line from domain code; never throws (logging must not fail a request). */
export function logEvent(level: LogLevel, message: string, fields: LogFields = {}): void {
  try {
    sink(level, message, fields);
  } catch {
    // A broken sink must not turn a placed order into an error.
  }
}
