import { phoneForServer } from '#web/lib/phone.ts';

// docs/data-model.md#account-attributes: the attributes sent on sign-up and on a profile save.
export type ProfileInput = { firstName: string; lastName: string; phoneNumber: string; organization: string };

/** given_name, family_name, custom:organization and phone_number (normalised); empty optional ones left out. */
export function profileAttributes(values: ProfileInput): Record<string, string> {
  const attributes: Record<string, string> = {
    given_name: values.firstName.trim(),
    family_name: values.lastName.trim(),
  };
  const organization = values.organization.trim();
  if (organization) attributes['custom:organization'] = organization;
  const phone = phoneForServer(values.phoneNumber);
  if (phone) attributes.phone_number = phone;
  return attributes;
}

/** Optional attributes the user emptied: they are deleted rather than set to ''. */
export function clearedAttributes(previous: { phoneNumber: string | null; organization: string | null }, values: ProfileInput): string[] {
  const cleared: string[] = [];
  if (previous.phoneNumber && !phoneForServer(values.phoneNumber)) cleared.push('phone_number');
  if (previous.organization && !values.organization.trim()) cleared.push('custom:organization');
  return cleared;
}

export function signUpAttributes(values: ProfileInput & { email: string }): Record<string, string> {
  return { email: values.email.trim(), ...profileAttributes(values) };
}

/** marketing contact (docs/data-model.md#marketing-contact): source "Create Account" on sign-up. */
export function marketingContact(values: { email: string; firstName: string; lastName: string }) {
  return {
    email: values.email.trim(),
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    source: 'Create Account' as const,
  };
}
