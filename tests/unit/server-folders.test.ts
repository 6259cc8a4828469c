// The server's folders depend on each other one way: no folder reaches, through any chain of imports
// (types included), back to itself. Files at the top of server/ (app.ts, config.ts, …) count one by one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve('server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** A file's folder under server/, or the file's own name for the files at the top. */
function roomOf(file: string): string {
  const [first = '', ...rest] = path.relative(root, file).split(path.sep);
  return rest.length === 0 ? first.replace(/\.ts$/, '') : first;
}

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const from = roomOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), match[1] ?? '');
      if (!target.startsWith(root + path.sep)) continue;
      const to = roomOf(`${target}.ts`);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle's folders (strongly connected parts with more than one folder). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      for (let top = stack.pop(); top !== undefined; top = top === node ? undefined : stack.pop()) part.push(top);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('server folders', () => {
  const graph = folderGraph();

  it('reads the whole server', () => {
    expect([...graph.keys()]).toEqual(expect.arrayContaining(['campaigns', 'donations', 'auth', 'users', 'reads', 'app']));
    // The read model spans domains that never import it back.
    expect([...(graph.get('reads') ?? [])]).toEqual(expect.arrayContaining(['campaigns', 'donations', 'stats']));
  });

  it('finds a cycle when there is one', () => {
    expect(
      cycles(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });

  it('has no cycle between folders', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
