// The integration stack's staff check window (STAFF_STANDING_WINDOW_MS, docs/security.md#stale-staff-privileges):
// short, so a test sees a removed group or a disabled account refused without waiting the real 60 s.
export const TEST_STANDING_WINDOW_MS = 1500;
