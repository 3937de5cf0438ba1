import type { CompanyDetails } from '#contracts/schemas/shop-setup.ts';

/** The company details the store ships with: an operator replaces them before launch. */
export const DEFAULT_COMPANY: CompanyDetails = {
  name: 'Copperline',
  contact_email: 'hello@copperline.local',
  postal_address: '200 Foundry Street, Unit 4, Somerville, MA 02143',
};
