import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One regular expression written in a source file. */
export interface SourcePattern {
  /** file:line, relative to the repository. */
  where: string;
  pattern: RegExp;
}

const root = resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The name of `export const name = <node>` at a module's top level, or null. */
function exportedConstant(declaration: ts.Node): string | null {
  if (!ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name)) return null;
  const statement = declaration.parent.parent;
  const exported = ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  return exported && ts.isSourceFile(statement.parent) ? declaration.name.text : null;
}

/**
 * Every regular expression in the .ts files under `dirs` (relative to the repository): each literal
 * as written, and each `const name = new RegExp(…)` as the module exports it, so one built from
 * word lists is judged whole. A `new RegExp` that is not an exported module constant is reported
 * in `unreachable`, so no pattern escapes the audit by being built where the test cannot see it.
 */
export async function sourcePatterns(dirs: readonly string[]): Promise<{ patterns: SourcePattern[]; unreachable: string[] }> {
  const patterns: SourcePattern[] = [];
  const unreachable: string[] = [];
  for (const file of dirs.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) => `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const built: Array<{ name: string; where: string }> = [];
    const visit = (node: ts.Node): void => {
      if (ts.isRegularExpressionLiteral(node)) {
        const slash = node.text.lastIndexOf('/');
        patterns.push({ where: where(node), pattern: new RegExp(node.text.slice(1, slash), node.text.slice(slash + 1)) });
      } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText(source) === 'RegExp') {
        const name = exportedConstant(node.parent);
        if (name !== null) built.push({ name, where: where(node) });
        else unreachable.push(`${where(node)}: make it an exported module constant so it can be audited`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (built.length === 0) continue;
    const module = (await import(file)) as Record<string, unknown>;
    for (const { name, where: at } of built) {
      const value = module[name];
      if (value instanceof RegExp) patterns.push({ where: `${at} (${name})`, pattern: value });
      else unreachable.push(`${at}: ${name} is not a RegExp`);
    }
  }
  return { patterns, unreachable };
}
