// Every label says whether the field is required (docs/validation.md#forms); the phone is optional and US-only
// (docs/validation.md#phone).
export type Requirement = 'required' | 'optional' | 'usOptional';

/** The word shown beside a field's label. */
export function requirementLabel(requirement: Requirement): string {
  return { required: 'Required', optional: 'Optional', usOptional: 'US Only - Optional' }[requirement];
}
