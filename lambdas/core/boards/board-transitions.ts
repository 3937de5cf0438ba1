import type { BoardLifecycle, BoardProcessing, BomState, IssueStatus } from '#contracts/schemas/boards.ts';
import type { TransitionTable } from '../state-machine.ts';

/**
 * Processing (docs/states.md#board-processing): Cannot process is final. Processing →
 * Processing is a retry claiming a board whose earlier attempt died. Complete →
 * Unprocessed only when the owner accepts the proposed outline, which is checked
 * again with it (docs/board-checks.md#outline-fix).
 */
export const PROCESSING_TRANSITIONS: TransitionTable<BoardProcessing> = {
  Unprocessed: ['Processing', 'Cannot process'],
  Processing: ['Processing', 'Complete', 'Cannot process'],
  'Cannot process': [],
  Complete: ['Unprocessed'],
};

/**
 * Lifecycle (docs/states.md#board-lifecycle): only "Order received" counts as ordered. A board goes
 * into the cart from Created or while its quote is generated (the cart quotes
 * it on every read), leaves the cart back to Created, and is ordered from the
 * cart; an ordered board is kept (it is what gets made) unless its order is
 * canceled: then it is Created again, so it can be ordered again
 * (see docs/orders.md#what-cancel-gives-back).
 */
export const LIFECYCLE_TRANSITIONS: TransitionTable<BoardLifecycle> = {
  Created: ['Generating quote', 'In shopping cart', 'Ready to delete'],
  'Generating quote': ['Created', 'In shopping cart', 'Ready to delete'],
  'In shopping cart': ['Created', 'Generating quote', 'Order received', 'Ready to delete'],
  'Order received': ['Created'],
  'Ready to delete': [],
};

/** Bill of materials: CHECKING runs after every BOM change and settles. */
export const BOM_TRANSITIONS: TransitionTable<BomState> = {
  NONE: ['CHECKING'],
  CHECKING: ['NEEDS_ATTENTION', 'COMPLETE'],
  NEEDS_ATTENTION: ['CHECKING'],
  COMPLETE: ['CHECKING'],
};

/** Findings: a warning may be dismissed (and restored); an error stays. */
export const ISSUE_TRANSITIONS: TransitionTable<IssueStatus> = {
  Warning: ['Dismissed'],
  Dismissed: ['Warning'],
  Error: [],
};
