import type { ComponentChange, ComponentChangeKind, ComponentFacts } from '#contracts/schemas/revision-diff.ts';
import { COMPONENT_CHANGES } from '#contracts/schemas/revision-diff.ts';
import type { Component } from '../board-model.ts';
import { CappedList } from './capped-list.ts';
import { padNetChanges } from './pad-net-changes.ts';
import { ANGLE_TOLERANCE_DEG, POSITION_TOLERANCE_MM } from './tolerances.ts';

// Components of two revisions matched by designator (a designator used twice,
// as on a panel, by its occurrence): added, removed, moved, rotated, flipped
// side, footprint or value changed, and pads whose net changed when both
// revisions have nets from their design files. see docs/revisions.md#the-diff

/** What the diff needs of a component: the board model's, or one placed from a placement file (pads optional). */
export type ComparedComponent = Pick<Component, 'designator' | 'footprint' | 'value' | 'side' | 'x' | 'y' | 'rotation'> &
  Partial<Pick<Component, 'pads'>>;

const round3 = (x: number) => Math.round(x * 1000) / 1000;

function facts(component: ComparedComponent): ComponentFacts {
  const { footprint, value, side, x, y, rotation } = component;
  return { footprint, value, side, x: round3(x), y: round3(y), rotation };
}

/** Each component under its designator, the second of a name as `name#2`, and so on. */
function byDesignator(components: readonly ComparedComponent[]): Map<string, ComparedComponent> {
  const out = new Map<string, ComparedComponent>();
  const seen = new Map<string, number>();
  for (const c of components) {
    const n = (seen.get(c.designator) ?? 0) + 1;
    seen.set(c.designator, n);
    out.set(n === 1 ? c.designator : `${c.designator}#${n}`, c);
  }
  return out;
}

/** after − before in (−180, 180]. */
function turn(before: number, after: number): number {
  const d = (((after - before) % 360) + 360) % 360;
  return d > 180 ? d - 360 : d;
}

function compare(designator: string, was: ComparedComponent, now: ComparedComponent, netsCompared: boolean): ComponentChange | null {
  const changes: ComponentChangeKind[] = [];
  const dx = now.x - was.x;
  const dy = now.y - was.y;
  const moved = Math.abs(dx) > POSITION_TOLERANCE_MM || Math.abs(dy) > POSITION_TOLERANCE_MM;
  const rotated = turn(was.rotation, now.rotation);
  const turned = Math.abs(rotated) > ANGLE_TOLERANCE_DEG;
  if (moved) changes.push('moved');
  if (turned) changes.push('rotated');
  if (was.side !== now.side) changes.push('flipped');
  if (was.footprint !== now.footprint) changes.push('footprint');
  if (was.value !== now.value) changes.push('value');
  const nets = netsCompared ? padNetChanges(was.pads ?? [], now.pads ?? []) : { listed: [], total: 0 };
  if (nets.total > 0) changes.push('nets');
  if (changes.length === 0) return null;
  return {
    designator,
    changes,
    before: facts(was),
    after: facts(now),
    moved: moved ? { dxMm: round3(dx), dyMm: round3(dy) } : null,
    rotatedDeg: turned ? round3(rotated) : null,
    nets,
  };
}

const noNets = { listed: [], total: 0 };

export function diffComponents(before: readonly ComparedComponent[], after: readonly ComparedComponent[], netsCompared: boolean) {
  const list = new CappedList<ComponentChange>();
  const counts = Object.fromEntries(COMPONENT_CHANGES.map((k) => [k, 0])) as Record<ComponentChangeKind, number>;
  const note = (change: ComponentChange) => {
    for (const kind of change.changes) counts[kind]++;
    list.push(change);
  };
  const earlier = byDesignator(before);
  for (const [designator, now] of byDesignator(after)) {
    const was = earlier.get(designator);
    earlier.delete(designator);
    if (!was) note({ designator, changes: ['added'], before: null, after: facts(now), moved: null, rotatedDeg: null, nets: noNets });
    else {
      const change = compare(designator, was, now, netsCompared);
      if (change) note(change);
    }
  }
  for (const [designator, was] of earlier)
    note({ designator, changes: ['removed'], before: facts(was), after: null, moved: null, rotatedDeg: null, nets: noNets });
  return { ...list.toJSON(), counts, netsCompared };
}
