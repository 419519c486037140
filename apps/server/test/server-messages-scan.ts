import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every English message the server can send, read from its source (issue 29: "every message the
 * server can send is translated"). What counts as a message: the words given to the error
 * constructors (`badRequest`, `invalid`, `tooMany`, `new AppError`…), to `ok(data, message)`, a
 * `message:` in an object the server builds, and the words of the contracts' zod rules (`.min(8,
 * '…')`, `{ message: '…' }`, `{ error: '…' }`). A `X_MESSAGES.key` or `X_MESSAGE` is followed to its
 * constant (any UPPER_CASE one), a call of a `…Message(…)` function to its template; an upload's
 * stored `error: VIDEO_FAILED` is words too (sent back when the file is used). A template literal becomes a key
 * with `{}` for each interpolation, compared with SERVER_WORDS' keys with their slots emptied the same way.
 */

type Found = { text: string; where: string };

const ERROR_CALLS: Record<string, number> = { badRequest: 0, unauthorized: 0, forbidden: 0, notFound: 0, conflict: 0, invalid: 1, tooMany: 0 };
const ZOD_WORD_METHODS = new Set(['min', 'max', 'length', 'regex', 'refine', 'email', 'url', 'uuid', 'int', 'positive', 'nonnegative', 'nonempty', 'gte', 'lte', 'gt', 'lt', 'multipleOf']);

/** Files whose words never reach a client: boot config, the catalogs themselves, seed data, benches, test helpers. */
const NOT_SENT = ['/words/', '/seed/', '/bench', 'test-helpers', '/config.ts'].map((part) => part.replaceAll('/', path.sep));

/** `{}` for each slot of a catalog key, as the scan writes a template literal. */
export const emptySlots = (english: string) => english.replace(/\{\w+\}/g, '{}');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !/\.test\.ts$|\.d\.ts$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !NOT_SENT.some((part) => file.includes(part)));
}

export function scanServerMessages(roots: string[]): { found: Found[]; unresolved: Found[] } {
  const files = roots.flatMap(sourceFiles).map((file) => ({ file, source: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true) }));
  // Constants named *_MESSAGE(S) and functions named *Message, wherever they are declared.
  const constants = new Map<string, ts.Expression>();
  const functions = new Map<string, ts.Node>();
  for (const { source } of files) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        if (/^[A-Z][A-Z0-9_]*$/.test(node.name.text)) constants.set(node.name.text, unwrap(node.initializer));
        if (/Message$/.test(node.name.text) && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) functions.set(node.name.text, node.initializer);
      }
      if (ts.isFunctionDeclaration(node) && node.name && /Message$/.test(node.name.text)) functions.set(node.name.text, node);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const found: Found[] = [];
  const unresolved: Found[] = [];
  const seen = new Set<ts.Node>();

  /** The message(s) an expression can be, added to `found`. */
  const collect = (expr: ts.Expression | undefined, where: string): void => {
    if (!expr) return;
    expr = unwrap(expr);
    if (seen.has(expr)) return;
    seen.add(expr);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return void found.push({ text: expr.text, where });
    if (ts.isTemplateExpression(expr)) return void found.push({ text: templateKey(expr), where });
    if (ts.isConditionalExpression(expr)) return collect(expr.whenTrue, where), collect(expr.whenFalse, where);
    if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return collect(expr.left, where), collect(expr.right, where);
    if (ts.isPropertyAccessExpression(expr) && ts.isIdentifier(expr.expression) && constants.has(expr.expression.text)) {
      const table = constants.get(expr.expression.text)!;
      if (ts.isObjectLiteralExpression(table)) {
        const property = table.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === expr.name.text);
        if (property && ts.isPropertyAssignment(property)) return collect(functionBody(property.initializer) ?? property.initializer, where);
      }
    }
    if (ts.isElementAccessExpression(expr) && ts.isIdentifier(expr.expression) && constants.has(expr.expression.text)) {
      const table = constants.get(expr.expression.text)!;
      if (ts.isObjectLiteralExpression(table)) for (const p of table.properties) if (ts.isPropertyAssignment(p)) collect(p.initializer, where);
      return;
    }
    if (ts.isIdentifier(expr) && constants.has(expr.text)) return collect(constants.get(expr.text), where);
    if (ts.isCallExpression(expr)) {
      const callee = expr.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      const table = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) ? constants.get(callee.expression.text) : undefined;
      if (table && ts.isObjectLiteralExpression(table)) return collect(callee, where);
      const fn = functions.get(name);
      if (fn) return collectReturns(fn, where);
    }
    unresolved.push({ text: expr.getText(), where });
  };
  const collectReturns = (fn: ts.Node, where: string): void => {
    const body = functionBody(fn as ts.Expression);
    if (body) return collect(body, where);
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node)) collect(node.expression, where);
      else if (!ts.isFunctionLike(node) || node === fn) ts.forEachChild(node, visit);
    };
    visit(fn);
  };

  for (const { file, source } of files) {
    const isContract = file.includes(`${path.sep}contracts${path.sep}`);
    const visit = (node: ts.Node): void => {
      const where = `${path.basename(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        if (!isContract && ts.isIdentifier(callee) && name in ERROR_CALLS) collect(node.arguments[ERROR_CALLS[name]!], where);
        if (!isContract && ts.isIdentifier(callee) && name === 'ok') collect(node.arguments[1], where);
        if (ts.isPropertyAccessExpression(callee) && ZOD_WORD_METHODS.has(name)) {
          for (const arg of node.arguments) {
            const a = unwrap(arg);
            if (ts.isStringLiteral(a) || ts.isNoSubstitutionTemplateLiteral(a) || ts.isTemplateExpression(a)) collect(a, where);
            if (ts.isPropertyAccessExpression(a) && ts.isIdentifier(a.expression) && constants.has(a.expression.text)) collect(a, where);
          }
        }
      }
      // z.string('…'), z.object({…}, '…'): a schema's own words for a wrong type.
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'z') {
        for (const arg of node.arguments) {
          const a = unwrap(arg);
          if (ts.isStringLiteral(a) || (ts.isPropertyAccessExpression(a) && ts.isIdentifier(a.expression) && constants.has(a.expression.text))) collect(a, where);
        }
      }
      // Any use of a message constant's words in the server (passed on through a variable or a helper's argument).
      if (!isContract && ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && /_MESSAGES$/.test(node.expression.text) && constants.has(node.expression.text)) {
        if (!ts.isCallExpression(node.parent) || node.parent.expression !== node) collect(node, where);
      }
      // A notification's title, beside its message.
      if (!isContract && ts.isObjectLiteralExpression(node) && node.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'message')) {
        const title = node.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'title');
        if (title && ts.isPropertyAssignment(title)) collect(title.initializer, where);
      }
      if (!isContract && ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError') collect(node.arguments?.[1], where);
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && (node.name.text === 'message' || node.name.text === 'error')) {
        // The server's `error:` is words only when it names a constant (an upload's stored failure, sent back later).
        if (!isContract && node.name.text === 'error' && !(ts.isIdentifier(unwrap(node.initializer)) && constants.has((unwrap(node.initializer) as ts.Identifier).text))) return ts.forEachChild(node, visit);
        const value = unwrap(node.initializer);
        // Only words: `message: error.message` passes on what was already collected where it was made.
        if (!ts.isPropertyAccessExpression(value) || (ts.isIdentifier(value.expression) && constants.has(value.expression.text))) {
          if (!ts.isArrowFunction(value) && !ts.isIdentifier(value) ? true : ts.isIdentifier(value) && constants.has(value.text)) collect(value, where);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { found, unresolved };
}

function unwrap(expr: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr) || ts.isTypeAssertionExpression(expr)) expr = expr.expression;
  return expr;
}

function functionBody(expr: ts.Expression): ts.Expression | undefined {
  const fn = unwrap(expr);
  return (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !ts.isBlock(fn.body) ? (fn.body as ts.Expression) : undefined;
}

function templateKey(expr: ts.TemplateExpression): string {
  return expr.head.text + expr.templateSpans.map((span) => `{}${span.literal.text}`).join('');
}
