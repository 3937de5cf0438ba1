// Every label says whether the field is required; the phone is optional and US-only (docs/rules/forms.md).
export type Requirement = 'required' | 'optional' | 'usOptional';

/** The word shown beside a field's label. */
export function requirementLabel(requirement: Requirement): string {
  return { required: 'Required', optional: 'Optional', usOptional: 'US Only - Optional' }[requirement];
}
