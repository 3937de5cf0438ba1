// How long a Lambda container may trust what it last read of a staff member's
// account (enabled, groups, second factor) before asking the user pool again:
// removing someone from a group or disabling them counts on staff routes
// within this window (docs/security.md#stale-staff-privileges).
export const STAFF_STANDING_SECONDS = 60;
