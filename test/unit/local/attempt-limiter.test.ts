import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../../../local/attempt-limiter.ts';
import { maskEmail } from '../../../local/cognito-self-service.ts';

describe('the local pool attempt limiter', () => {
  it('refuses once the limit falls inside the window, per key, and forgets attempts that leave it', () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.isLimited('ada')).toBe(false);
      limiter.record('ada');
      now += 10_000;
    }
    expect(limiter.isLimited('ada')).toBe(true);
    expect(limiter.isLimited('bob')).toBe(false);
    // The first attempt (at 1_000_000) leaves the window at 1_060_000.
    now = 1_060_001;
    expect(limiter.isLimited('ada')).toBe(false);
    limiter.record('ada');
    expect(limiter.isLimited('ada')).toBe(true);
    limiter.clear('ada');
    expect(limiter.isLimited('ada')).toBe(false);
  });

  it('masks a delivery address as Cognito does', () => {
    expect(maskEmail('ada@example.com')).toBe('a***@e***');
  });
});
