// docs/validation.md#forms: submit is disabled unless the form is valid and changed, or while
// loading. A form opened with values carried from the previous mode (the
// e-mail address) counts as changed.
export function canSubmit(state: { isValid: boolean; isDirty: boolean; loading: boolean; prefilled?: boolean }): boolean {
  return state.isValid && (state.isDirty || Boolean(state.prefilled)) && !state.loading;
}
