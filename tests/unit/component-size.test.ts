// Every React component is at most 80 lines, so each reads at a glance: a bigger one is split into named parts
// (the lines from its declaration to its end, comments above it not counted).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const maxLines = 80;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** Each top-level function or constant named like a component, with its length in lines. */
function components(file: string): Array<{ name: string; lines: number }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Array<{ name: string; lines: number }> = [];
  const measure = (name: string, node: ts.Node) => {
    if (!/^[A-Z]/.test(name)) return;
    const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
    const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
    found.push({ name, lines: last - first + 1 });
  };
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) measure(statement.name.text, statement);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer) measure(declaration.name.text, statement);
    if (ts.isClassDeclaration(statement) && statement.name) measure(statement.name.text, statement);
  }
  return found;
}

describe('components', () => {
  const all = sourceFiles('src').flatMap((file) => components(file).map((one) => ({ ...one, file })));

  it('finds the app’s components', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.map((one) => one.name)).toContain('PaymentPage');
  });

  it(`keeps every component at most ${maxLines} lines`, () => {
    const long = all.filter((one) => one.lines > maxLines).map((one) => `${one.file} ${one.name}: ${one.lines} lines`);
    expect(long).toEqual([]);
  });
});
