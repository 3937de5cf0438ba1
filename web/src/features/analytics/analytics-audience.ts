// Who analytics may follow (docs/analytics.md#who-is-followed: "Analytics events are not sent for users
// whose e-mail belongs to the company's own domain"). Staff are the company
// too, whatever their address: anyone in a staff group (Admin, Engineer,
// Blogger) is never tracked. Visitors who are not signed in are. Pure.

/** The shop's own e-mail domain when the runtime configuration names none. */
export const DEFAULT_COMPANY_EMAIL_DOMAIN = 'copperline.local';

export type AnalyticsAudience = { email: string; groups: readonly string[] } | null;

/** Whether the address is at the company's domain or one of its subdomains (any letter case). */
export function isCompanyEmail(email: string, companyDomain: string): boolean {
  const domain = companyDomain.trim().toLowerCase().replace(/^@/, '');
  const at = email.trim().toLowerCase().lastIndexOf('@');
  if (!domain || at < 0) return false;
  const host = email
    .trim()
    .toLowerCase()
    .slice(at + 1);
  return host === domain || host.endsWith(`.${domain}`);
}

/** Whether events of this visitor may be sent. */
export function mayTrack(user: AnalyticsAudience, companyDomain: string): boolean {
  if (!user) return true;
  if (user.groups.length > 0) return false;
  return !isCompanyEmail(user.email, companyDomain);
}
