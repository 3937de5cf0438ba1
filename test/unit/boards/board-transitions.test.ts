import { describe, expect, it } from 'vitest';
import { BOARD_LIFECYCLES, BOARD_PROCESSING_STATES, BOM_STATES, ISSUE_STATUSES } from '#contracts/schemas/boards.ts';
import {
  BOM_TRANSITIONS,
  ISSUE_TRANSITIONS,
  LIFECYCLE_TRANSITIONS,
  PROCESSING_TRANSITIONS,
} from '#lambdas/core/boards/board-transitions.ts';
import { finalStates, statesLeadingTo } from '#lambdas/core/state-machine.ts';
import { expectExactly } from '../../support/transition-tables.ts';

describe('board processing (docs/states.md#board-processing)', () => {
  it('allows exactly Unprocessed → Processing → Complete | Cannot process, a retry re-claiming Processing, an early Cannot process and a check again after an accepted outline fix', () => {
    expectExactly(PROCESSING_TRANSITIONS, BOARD_PROCESSING_STATES, [
      ['Unprocessed', 'Processing'],
      ['Unprocessed', 'Cannot process'],
      ['Processing', 'Processing'],
      ['Processing', 'Complete'],
      ['Processing', 'Cannot process'],
      ['Complete', 'Unprocessed'],
    ]);
  });

  it('has Cannot process as its final state', () => {
    expect(finalStates(PROCESSING_TRANSITIONS).sort()).toEqual(['Cannot process']);
    expect(statesLeadingTo(PROCESSING_TRANSITIONS, 'Processing').sort()).toEqual(['Processing', 'Unprocessed']);
  });
});

describe('board lifecycle (docs/states.md#board-lifecycle)', () => {
  it('allows exactly the listed moves', () => {
    expectExactly(LIFECYCLE_TRANSITIONS, BOARD_LIFECYCLES, [
      ['Created', 'Generating quote'],
      ['Created', 'In shopping cart'],
      ['Created', 'Ready to delete'],
      ['Generating quote', 'Created'],
      ['Generating quote', 'In shopping cart'],
      ['Generating quote', 'Ready to delete'],
      ['In shopping cart', 'Created'],
      ['In shopping cart', 'Generating quote'],
      ['In shopping cart', 'Order received'],
      ['In shopping cart', 'Ready to delete'],
      ['Order received', 'Created'],
    ]);
  });

  it('never leaves Ready to delete; an ordered board leaves Order received only back to Created (its order canceled)', () => {
    expect(finalStates(LIFECYCLE_TRANSITIONS)).toEqual(['Ready to delete']);
    expect(LIFECYCLE_TRANSITIONS['Order received']).toEqual(['Created']);
  });
});

describe('bom_state', () => {
  it('goes through CHECKING after every change and settles', () => {
    expectExactly(BOM_TRANSITIONS, BOM_STATES, [
      ['NONE', 'CHECKING'],
      ['CHECKING', 'NEEDS_ATTENTION'],
      ['CHECKING', 'COMPLETE'],
      ['NEEDS_ATTENTION', 'CHECKING'],
      ['COMPLETE', 'CHECKING'],
    ]);
  });
});

describe('issue status (docs/states.md#issue-status)', () => {
  it('lets a warning be dismissed and restored; an error never changes', () => {
    expectExactly(ISSUE_TRANSITIONS, ISSUE_STATUSES, [
      ['Warning', 'Dismissed'],
      ['Dismissed', 'Warning'],
    ]);
    expect(finalStates(ISSUE_TRANSITIONS)).toEqual(['Error']);
  });
});
