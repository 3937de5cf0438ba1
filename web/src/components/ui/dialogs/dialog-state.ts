// dialogs as data (docs/states.md#dialogs-and-modal-stack): the confirm dialog is off, waiting for
// confirmation, or confirmed; the alert dialog is off or alerting.
export const CONFIRM_DEFAULTS = { confirmText: 'Confirm', cancelText: 'Cancel' } as const;

export type ConfirmState = 'off' | 'waiting' | 'confirmed';
export type ConfirmEvent = 'ask' | 'confirm' | 'cancel' | 'reset';

export function nextConfirmState(state: ConfirmState, event: ConfirmEvent): ConfirmState {
  if (event === 'reset') return 'off';
  if (state === 'off' && event === 'ask') return 'waiting';
  if (state === 'waiting' && event === 'confirm') return 'confirmed';
  if (state === 'waiting' && event === 'cancel') return 'off';
  return state;
}

export type AlertState = 'off' | 'alerting';
export function nextAlertState(state: AlertState, event: 'alert' | 'dismiss'): AlertState {
  return event === 'alert' ? 'alerting' : 'off';
}
