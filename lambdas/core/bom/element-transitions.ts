import type { ElementProcessing } from '#contracts/schemas/bom.ts';
import type { TransitionTable } from '../state-machine.ts';

/**
 * Element processing (docs/states.md#element-processing). Processing matches the element's BOM line to
 * a part; Checking runs the footprint check; Updating applies a customer's
 * edit (part choice, populate, consignment) before it is checked again. A
 * new BOM upload sends a settled element back to Processing.
 */
export const ELEMENT_TRANSITIONS: TransitionTable<ElementProcessing> = {
  Unprocessed: ['Processing'],
  Processing: ['Checking', 'Needs attention', 'Complete'],
  Checking: ['Needs attention', 'Complete'],
  'Needs attention': ['Updating', 'Processing'],
  Complete: ['Updating', 'Processing'],
  Updating: ['Checking', 'Needs attention', 'Complete'],
};

/** docs/states.md#element-processing: in progress. */
export const ELEMENT_IN_PROGRESS: readonly ElementProcessing[] = ['Unprocessed', 'Processing', 'Checking'];
/** docs/states.md#element-processing: settled. Updating is in neither list in docs/states.md#element-processing: it is a customer's edit being saved. */
export const ELEMENT_SETTLED: readonly ElementProcessing[] = ['Needs attention', 'Complete'];

export function isElementInProgress(state: ElementProcessing): boolean {
  return ELEMENT_IN_PROGRESS.includes(state);
}

export function isElementSettled(state: ElementProcessing): boolean {
  return ELEMENT_SETTLED.includes(state);
}
