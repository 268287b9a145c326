// Finds user-facing texts written as literals where the catalogue should answer: the named properties of an object
// handed to a call (a browser notification's `message` and `title`, a server reply's `message`). Any checker may use it.
import ts from 'typescript';

/** A literal text found in code: its file position and the text. */
export interface LiteralText {
  line: number;
  property: string;
  text: string;
}

/** The calls whose object argument is shown to users, and which of its properties are texts. */
export interface TextSink {
  /** True for a call that shows its argument (`notifications.show`); given the callee as written. */
  callee: (written: string) => boolean;
  /** Properties of the argument that are user-facing texts. */
  properties: readonly string[];
}

/** True for the catalogue lookup `message('key')`, whose literal is a key, not a text. */
const isCatalogueCall = (node: ts.Node): boolean =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'message';

/** The string literals an expression may evaluate to (through ??, ||, ?:, parentheses and consts of the same file). */
function literalsOf(node: ts.Expression, consts: Map<string, ts.Expression>, seen = new Set<string>()): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text.trim() ? [node.text] : [];
  if (ts.isTemplateExpression(node)) return [node.getText()];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return literalsOf(node.expression, consts, seen);
  if (ts.isConditionalExpression(node))
    return [...literalsOf(node.whenTrue, consts, seen), ...literalsOf(node.whenFalse, consts, seen)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
  )
    return [...literalsOf(node.left, consts, seen), ...literalsOf(node.right, consts, seen)];
  if (ts.isIdentifier(node) && consts.has(node.text) && !seen.has(node.text))
    return literalsOf(consts.get(node.text)!, consts, new Set([...seen, node.text]));
  return [];
}

/** The initialisers of the file's `const` declarations by name (a text kept in a local before it is shown). */
function constsOf(source: ts.SourceFile): Map<string, ts.Expression> {
  const consts = new Map<string, ts.Expression>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      !isCatalogueCall(node.initializer)
    )
      consts.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return consts;
}

/** Every literal text a sink's call is handed in one of its text properties, in a TypeScript or TSX source. */
export function literalTexts(fileName: string, code: string, sink: TextSink): LiteralText[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const consts = constsOf(source);
  const found: LiteralText[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && sink.callee(node.expression.getText(source))) {
      for (const argument of node.arguments) {
        if (!ts.isObjectLiteralExpression(argument)) continue;
        for (const property of argument.properties) {
          const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
          if (!name || !sink.properties.includes(name)) continue;
          const value = ts.isPropertyAssignment(property)
            ? property.initializer
            : ts.isShorthandPropertyAssignment(property)
              ? property.name
              : undefined;
          if (!value) continue;
          for (const text of literalsOf(value, consts))
            found.push({
              line: source.getLineAndCharacterOfPosition(property.getStart()).line + 1,
              property: name,
              text,
            });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
