import type { BugState } from '#contracts/schemas/bug-reports.ts';
import type { TransitionTable } from '../state-machine.ts';

// Where a bug report may go from each state (see docs/staff-tools.md#report-a-bug):
// confirmed or dismissed from New; a confirmed bug is fixed or left; a fixed
// bug that comes back, or a dismissed one after all, is confirmed again.
export const BUG_TRANSITIONS: TransitionTable<BugState> = {
  New: ['Confirmed', "Won't fix"],
  Confirmed: ['Fixed', "Won't fix"],
  Fixed: ['Confirmed'],
  "Won't fix": ['Confirmed'],
};
