// sounds (docs/limits.md#sounds): optional beeps of 100 ms; a good one is a 600 Hz sine, a bad
// one a 200 Hz sawtooth. Web Audio; silently does nothing where unavailable.
export const BEEPS = {
  good: { frequencyHz: 600, type: 'sine', durationMs: 100 },
  bad: { frequencyHz: 200, type: 'sawtooth', durationMs: 100 },
} as const satisfies Record<string, { frequencyHz: number; type: OscillatorType; durationMs: number }>;

let context: AudioContext | undefined;

export function beep(kind: keyof typeof BEEPS): void {
  const spec = BEEPS[kind];
  try {
    const AudioContextClass =
      globalThis.AudioContext ?? (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    context ??= new AudioContextClass();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = spec.type;
    oscillator.frequency.value = spec.frequencyHz;
    gain.gain.value = 0.1;
    oscillator.connect(gain).connect(context.destination);
    const start = context.currentTime;
    oscillator.start(start);
    oscillator.stop(start + spec.durationMs / 1000);
  } catch {
    // Sound is optional.
  }
}

export const goodBeep = () => beep('good');
export const badBeep = () => beep('bad');
