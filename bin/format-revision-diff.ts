// The revision diff (contracts/schemas/revision-diff.ts) in words, for `npm run check-board -- --compare`.
import type { RevisionDiff } from '../contracts/schemas/revision-diff.ts';

type Listed = { listed: unknown[]; total: number };
const more = (list: Listed) => (list.total > list.listed.length ? [`  … and ${list.total - list.listed.length} more`] : []);
const mm = (x: number | null) => (x === null ? '–' : `${x}`);
const counted = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ');

function boardLines(diff: RevisionDiff): string[] {
  const { board } = diff;
  const out = board.changes.map((c) => `  ${c.fact}: ${c.before} → ${c.after}`);
  if (board.layersAdded.length) out.push(`  layers added: ${board.layersAdded.join(', ')}`);
  if (board.layersRemoved.length) out.push(`  layers removed: ${board.layersRemoved.join(', ')}`);
  return out.length ? ['Board:', ...out] : [];
}

function geometryLines(diff: RevisionDiff): string[] {
  if (diff.layers.length === 0) return [];
  const out = ['Area (mm²):', ...diff.layers.map((l) => `  ${l.layer.padEnd(16)} +${l.addedMm2}  −${l.removedMm2}`)];
  out.push(`Changed regions (${diff.regions.total}, largest first):`);
  for (const r of diff.regions.listed.slice(0, 20))
    out.push(`  ${r.layer.padEnd(16)} (${r.minX}, ${r.minY})–(${r.maxX}, ${r.maxY})  +${r.addedMm2}  −${r.removedMm2} mm²`);
  if (diff.regions.total > 20) out.push(`  … and ${diff.regions.total - 20} more`);
  return out;
}

function drillLines(diff: RevisionDiff): string[] {
  if (diff.drills.total === 0) return [];
  const at = (drill: { x: number; y: number; x2: number | null; y2: number | null; diameterMm: number } | null) =>
    drill ? `⌀${drill.diameterMm} at (${drill.x}, ${drill.y})${drill.x2 === null ? '' : `–(${mm(drill.x2)}, ${mm(drill.y2)})`}` : '';
  return [
    `Drills: ${counted(diff.drills.counts)}`,
    ...diff.drills.listed.map((d) => `  ${d.change.padEnd(8)} ${[at(d.before), at(d.after)].filter(Boolean).join(' → ')}`),
    ...more(diff.drills),
  ];
}

function componentLines(diff: RevisionDiff): string[] {
  const components = diff.components;
  if (!components || components.total === 0) return [];
  const detail = (change: NonNullable<RevisionDiff['components']>['listed'][number]) => {
    const parts: string[] = [];
    if (change.moved) parts.push(`moved ${change.moved.dxMm}, ${change.moved.dyMm} mm`);
    if (change.rotatedDeg !== null) parts.push(`rotated ${change.rotatedDeg}°`);
    if (change.changes.includes('flipped')) parts.push(`now ${change.after!.side}`);
    if (change.changes.includes('footprint')) parts.push(`footprint ${change.before!.footprint} → ${change.after!.footprint}`);
    if (change.changes.includes('value')) parts.push(`value ${change.before!.value} → ${change.after!.value}`);
    for (const n of change.nets.listed) parts.push(`pad ${n.pad} ${n.before ?? '(none)'} → ${n.after ?? '(none)'}`);
    return parts.length ? parts.join('; ') : change.changes.join(', ');
  };
  return [
    `Components: ${counted(components.counts)}`,
    ...components.listed.map((c) => `  ${c.designator.padEnd(10)} ${detail(c)}`),
    ...more(components),
  ];
}

function bomLines(diff: RevisionDiff): string[] {
  const bom = diff.bom;
  if (!bom || bom.total === 0) return [];
  const line = (change: NonNullable<RevisionDiff['bom']>['listed'][number]) => {
    const was = change.before;
    const now = change.after;
    const what = (x: typeof was) =>
      x ? `${x.designators.join(',')} ${x.value}${x.mpn ? ` ${x.mpn}` : ''} ×${x.quantity ?? x.designators.length}` : '';
    return `  ${change.changes.join(', ').padEnd(20)} ${[what(was), what(now)].filter(Boolean).join(' → ')}`;
  };
  return [`BOM lines: ${counted(bom.counts)}`, ...bom.listed.map(line), ...more(bom)];
}

function findingLines(diff: RevisionDiff): string[] {
  const f = diff.findings;
  if (!f) return [];
  const item = (x: (typeof f.new.listed)[number]) => `${x.severity} ${x.check} @ (${x.x}, ${x.y}) ${x.layer}`;
  return [
    `Findings: ${f.new.total} new, ${f.fixed.total} fixed, ${f.unchanged} unchanged`,
    ...f.new.listed.map((x) => `  new   ${item(x)}`),
    ...more(f.new),
    ...f.fixed.listed.map((x) => `  fixed ${item(x)}`),
    ...more(f.fixed),
  ];
}

export function formatRevisionDiff(diff: RevisionDiff): string {
  const head = `${diff.before.fileName} (${diff.before.source}) → ${diff.after.fileName} (${diff.after.source})`;
  if (diff.identical) return `${head}: no differences (within ${diff.tolerances.positionMm} mm)`;
  return [
    head,
    ...boardLines(diff),
    ...geometryLines(diff),
    ...drillLines(diff),
    ...componentLines(diff),
    ...bomLines(diff),
    ...findingLines(diff),
  ].join('\n');
}
