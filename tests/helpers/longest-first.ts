/**
 * The order test files start in: the longest first, whatever their project,
 * so a long file never starts last and holds the whole run up alone. How long
 * a file took is what Vitest kept from the last run on this machine; a file it
 * has no time for (a new file, a fresh checkout) starts before every known
 * one, browser files first, larger files first, as Vitest itself orders them.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The projects by how long a file of theirs usually takes, longest first (vitest.config.ts names them). */
const slowestProjects = ['e2e', 'integration', 'unit'];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    const known = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${relative(config.root, spec.moduleId)}`;
      return { duration: cache.getFileTestResults(key)?.duration, size: cache.getFileStats(key)?.size ?? 0 };
    };
    const rank = (spec: TestSpecification) => {
      const at = slowestProjects.indexOf(spec.project.name);
      return at < 0 ? slowestProjects.length : at;
    };
    const facts = new Map(files.map((spec) => [spec, { ...known(spec), rank: rank(spec) }]));
    return [...files].sort((a, b) => {
      const x = facts.get(a)!;
      const y = facts.get(b)!;
      if (x.duration === undefined || y.duration === undefined) {
        if (x.duration !== undefined) return 1;
        if (y.duration !== undefined) return -1;
        return x.rank - y.rank || y.size - x.size;
      }
      return y.duration - x.duration;
    });
  }
}
