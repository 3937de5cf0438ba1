import { n, type Attrs } from './eagle-attributes.ts';

/** Design-rule values carry units: "10mil", "0.254mm", "0.25". */
export function ruleLength(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const m = /^(-?[\d.]+)\s*(mil|mm|in|mic)?$/.exec(value.trim());
  if (!m) return fallback;
  const x = Number(m[1]);
  switch (m[2]) {
    case 'mil':
      return x * 0.0254;
    case 'in':
      return x * 25.4;
    case 'mic':
      return x / 1000;
    default:
      return x;
  }
}

export interface Rules {
  padRing: (drill: number) => number;
  viaRing: (drill: number) => number;
  stopFrame: number;
}

export function readRules(params: Attrs[]): Rules & { layerSetup: number[] } {
  const p = new Map(params.map((x) => [String(x.name), x.value as string | undefined]));
  const ring = (rv: string, min: string, max: string) => (drill: number) =>
    Math.min(ruleLength(p.get(max), 0.508), Math.max(ruleLength(p.get(min), 0.254), drill * n(p.get(rv), 0.25)));
  const setup = (p.get('layerSetup') ?? '(1*16)').match(/\d+/g)?.map(Number) ?? [1, 16];
  return {
    padRing: ring('rvPadTop', 'rlMinPadTop', 'rlMaxPadTop'),
    viaRing: ring('rvViaOuter', 'rlMinViaOuter', 'rlMaxViaOuter'),
    stopFrame: ruleLength(p.get('mlMinStopFrame'), 0.1016),
    layerSetup: [...new Set(setup)].filter((l) => l >= 1 && l <= 16).sort((a, b) => a - b),
  };
}
