import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_FILES } from './translated-files.ts';

/** Written as they are in every language: the wordmark's two halves and the brand. */
const NOT_WORDS = new Set(['soko', 'ni', '© Sokoni']);
/** Attributes and props a person reads or hears. */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label', 'description', 'hint', 'subtitle', 'confirmLabel', 'cancelLabel', 'text', 'message', 'footer']);

/** A key ('loginTitle', 'likes') names words; it is not any. Shown words start with a capital or have a space. */
const isKey = (text: string) => /^[a-z][A-Za-z0-9]*$/.test(text);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !NOT_WORDS.has(text.trim()) && !isKey(text);
const name = (node: ts.PropertyName | ts.JsxAttributeName) => (ts.isIdentifier(node) || ts.isStringLiteral(node) ? node.text : node.getText());

/** Inside `i18n('component', { … })`: the English every other language translates. */
function inWordsDefinition(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isCallExpression(at) && ts.isIdentifier(at.expression) && ['i18n', 'params', 'count'].includes(at.expression.text)) return true;
  }
  return false;
}

/** English written straight into a file's JSX or its readable props, as "line: text". */
export function rawEnglish(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
    if (literal && !inWordsDefinition(node)) {
      const text = ts.isTemplateExpression(node) ? node.getText() : node.text;
      const parent = node.parent;
      const readAttribute = ts.isJsxAttribute(parent) && READ_ATTRIBUTES.has(name(parent.name));
      const inJsx = ts.isJsxExpression(parent) && !ts.isJsxAttribute(parent.parent);
      const readProp = ts.isPropertyAssignment(parent) && parent.initializer === node && READ_ATTRIBUTES.has(name(parent.name));
      const inAttributeExpression = ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent) && READ_ATTRIBUTES.has(name(parent.parent.name));
      const spoken = hasWords(ts.isTemplateExpression(node) ? text.replace(/\$\{[^}]*\}/g, ' ') : text);
      if (spoken && (readAttribute || inJsx || readProp || inAttributeExpression)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no file of the web app says anything in English of its own (issue 29)', () => {
  for (const path of TRANSLATED_FILES) {
    it(path, () => {
      expect(rawEnglish(path, readFileSync(`${import.meta.dirname}/../../${path}`, 'utf8'))).toEqual([]);
    });
  }

  it('finds JSX text, a read attribute, a label prop and a spoken template, and leaves the words definitions and class names alone', () => {
    const source = `
      const words = i18n('x', { title: 'Welcome back' });
      const items = [{ view: 'browse', label: 'Browse' }];
      export const A = () => (
        <p className="text-sm font-bold" aria-label="Close menu" title={\`Show \${name} now\`}>
          Hello there {t.title} soko
        </p>
      );`;
    expect(rawEnglish('a.tsx', source)).toEqual(['3: Browse', '5: Close menu', '5: `Show ${name} now`', '6: Hello there']);
  });
});
