import { afterEach, describe, expect, it } from 'vitest';
import { captureHandlerLogs, parseLogLine } from '../../../local/handler-log-capture.ts';

describe('parseLogLine', () => {
  it('reads one Powertools JSON line and nothing else', () => {
    expect(parseLogLine('{"level":"INFO","message":"request","trace_id":"abc"}\n')).toEqual({
      level: 'INFO',
      message: 'request',
      trace_id: 'abc',
    });
    expect(parseLogLine('plain text\n')).toBeNull();
    expect(parseLogLine('{"no":"level"}\n')).toBeNull();
    expect(parseLogLine('{"level":"INFO"}\n{"level":"INFO"}\n')).toBeNull();
    expect(parseLogLine('{not json}')).toBeNull();
  });
});

describe('captureHandlerLogs', () => {
  let release = () => {};
  afterEach(() => release());

  it('hands every log line over and prints only those at the chosen level or above', () => {
    const printed: string[] = [];
    const original = process.stdout.write;
    // The "terminal" under the capture.
    process.stdout.write = ((chunk: string) => {
      printed.push(chunk);
      return true;
    }) as typeof process.stdout.write;
    try {
      const seen: unknown[] = [];
      release = captureHandlerLogs((line) => seen.push(line.message), 'WARN');
      process.stdout.write('{"level":"INFO","message":"request","trace_id":"t"}\n');
      process.stdout.write('{"level":"ERROR","message":"boom","trace_id":"t"}\n');
      process.stdout.write('[api] GET /api/version → 200\n');
      release();
      process.stdout.write('{"level":"INFO","message":"after"}\n');
      expect(seen).toEqual(['request', 'boom']);
      expect(printed).toEqual([
        '{"level":"ERROR","message":"boom","trace_id":"t"}\n',
        '[api] GET /api/version → 200\n',
        '{"level":"INFO","message":"after"}\n',
      ]);
    } finally {
      process.stdout.write = original;
    }
  });
});
