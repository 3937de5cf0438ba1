import { describe, expect, it } from 'vitest';
import config from '../../../vitest.config.ts';

// `bin/test --changed` runs the unit, infra and integration projects in one vitest run
// (docs/contributing.md#the-fast-loop). Vitest refuses to start projects with different worker counts in one
// sequence group ("have different 'maxWorkers' but same 'sequence.groupOrder'"), which once broke the fast loop
// while the whole suite, one project per stage, stayed green.

type Project = {
  test: { name: string; maxWorkers?: number; fileParallelism?: boolean; sequence?: { groupOrder?: number } };
};

const projects = (config as { test: { projects: Project[] } }).test.projects;
const workers = ({ test }: Project) => (test.fileParallelism === false ? 1 : (test.maxWorkers ?? 'default'));

describe('the vitest projects', () => {
  it('share a sequence group only with projects of the same worker count', () => {
    expect(projects.map((p) => p.test.name)).toEqual(expect.arrayContaining(['unit', 'unit-isolated', 'infra', 'integration']));
    const byGroup = new Map<number, Set<string>>();
    for (const project of projects) {
      const group = project.test.sequence?.groupOrder ?? 0;
      byGroup.set(group, (byGroup.get(group) ?? new Set()).add(`${workers(project)}`));
    }
    const mixed = [...byGroup].filter(([, counts]) => counts.size > 1).map(([group, counts]) => `${group}: ${[...counts].join(', ')}`);
    expect(mixed).toEqual([]);
  });
});
