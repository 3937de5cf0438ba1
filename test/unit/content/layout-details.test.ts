import { describe, expect, it } from 'vitest';
import { BEEPS } from '../../../web/src/components/ui/beep/beep.ts';
import { CONFIRM_DEFAULTS, nextAlertState, nextConfirmState } from '../../../web/src/components/ui/dialogs/dialog-state.ts';
import { addModal, isTopmost, removeModal } from '../../../web/src/components/ui/modal/modal-stack.ts';

describe('modal stack (docs/states.md#dialogs-and-modal-stack)', () => {
  it('appends on add, removes on remove; only the last is topmost', () => {
    let stack = addModal([], 'a');
    stack = addModal(stack, 'b');
    expect(stack).toEqual(['a', 'b']);
    expect(isTopmost(stack, 'b')).toBe(true);
    expect(isTopmost(stack, 'a')).toBe(false);
    stack = removeModal(stack, 'b');
    expect(isTopmost(stack, 'a')).toBe(true);
    expect(addModal(['a', 'b'], 'a')).toEqual(['b', 'a']);
    expect(isTopmost([], 'a')).toBe(false);
  });
});

describe('dialogs (docs/states.md#dialogs-and-modal-stack, docs/limits.md#dialog-defaults)', () => {
  it('confirm goes off → waiting → confirmed, cancel returns to off; defaults Confirm/Cancel', () => {
    expect(CONFIRM_DEFAULTS).toEqual({ confirmText: 'Confirm', cancelText: 'Cancel' });
    expect(nextConfirmState('off', 'ask')).toBe('waiting');
    expect(nextConfirmState('waiting', 'confirm')).toBe('confirmed');
    expect(nextConfirmState('waiting', 'cancel')).toBe('off');
    expect(nextConfirmState('off', 'confirm')).toBe('off');
    expect(nextConfirmState('confirmed', 'reset')).toBe('off');
  });

  it('alert is off or alerting', () => {
    expect(nextAlertState('off', 'alert')).toBe('alerting');
    expect(nextAlertState('alerting', 'dismiss')).toBe('off');
  });

  it('beeps are 100 ms: good 600 Hz sine, bad 200 Hz sawtooth', () => {
    expect(BEEPS.good).toEqual({ frequencyHz: 600, type: 'sine', durationMs: 100 });
    expect(BEEPS.bad).toEqual({ frequencyHz: 200, type: 'sawtooth', durationMs: 100 });
  });
});
