// The import graph of our own TypeScript, as the compiler resolves it: every import, type-only ones included.
import path from 'node:path';
import ts from 'typescript';

/** Every module a file names: imports and re-exports (type-only too), `import()` calls and `import('…')` types. */
export function specifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const literal = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      literal(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      literal(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The project's compiler options (tsconfig.json), for resolving modules as tsc does. */
function compilerOptions(root: string): ts.CompilerOptions {
  const file = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(file, (name) => ts.sys.readFile(name));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
}

/** The TypeScript files (declaration files too) under the given folders, and the given single files. */
export function projectFiles(root: string, folders: string[], files: string[]): string[] {
  const found = folders.flatMap((folder) =>
    ts.sys.readDirectory(path.join(root, folder), ['.ts', '.tsx', '.d.ts'], ['**/node_modules', '**/*.generated/**']),
  );
  return [...found, ...files.map((file) => path.join(root, file))].map((file) => path.relative(root, file)).sort();
}

/** Each file's imports of other files in the set, as paths relative to root. */
export function importGraph(root: string, files: string[]): Map<string, string[]> {
  const options = compilerOptions(root);
  const inSet = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const absolute = path.join(root, file);
    const text = ts.sys.readFile(absolute) ?? '';
    const source = ts.createSourceFile(absolute, text, ts.ScriptTarget.Latest, false);
    const targets = new Set<string>();
    for (const name of specifiers(source)) {
      const resolved = ts.resolveModuleName(name, absolute, options, ts.sys).resolvedModule;
      const target = resolved && path.relative(root, resolved.resolvedFileName);
      if (target && inSet.has(target)) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}
