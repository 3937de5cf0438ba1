import { useSyncExternalStore } from 'react';

// docs/data-model.md#modal-stack, docs/states.md#dialogs-and-modal-stack: the modal stack is a list of modal ids; adding appends, removing
// takes the id out. Escape closes only the topmost (the last id).
export function addModal(stack: readonly string[], id: string): string[] {
  return [...stack.filter((m) => m !== id), id];
}

export function removeModal(stack: readonly string[], id: string): string[] {
  return stack.filter((m) => m !== id);
}

export function isTopmost(stack: readonly string[], id: string): boolean {
  return stack.length > 0 && stack[stack.length - 1] === id;
}

let stack: string[] = [];
const listeners = new Set<() => void>();

export const modalStack = {
  get: () => stack,
  add(id: string) {
    stack = addModal(stack, id);
    listeners.forEach((l) => l());
  },
  remove(id: string) {
    stack = removeModal(stack, id);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useModalStack(): readonly string[] {
  return useSyncExternalStore(modalStack.subscribe, modalStack.get, modalStack.get);
}
