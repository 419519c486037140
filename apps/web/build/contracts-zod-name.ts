import type { Plugin } from 'vite';

/**
 * The name the contracts' `z` (zod) goes by in the web build, for `treeshake.manualPureFunctions`.
 * That option matches calls by name in every module, so listing `z` itself also made every call of
 * a function named `z` in a minified library "pure": Preact's own `z` (its diff) was dropped and
 * the app rendered nothing. Renamed in the contracts' modules alone, only their schema calls match.
 */
export const CONTRACTS_ZOD = 'contracts$zod';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Where `z` is named as a binding or a reference (not as a property name), and how to rewrite it. */
function zodNames(program: Node): Array<{ start: number; end: number; text: string }> {
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const visit = (node: Node, parent: Node | null, key: string) => {
    if (node.type === 'ImportSpecifier' && isNode(node.local) && node.local.name === 'z') {
      edits.push({ start: node.start, end: node.end, text: `${(node.imported as { name: string }).name} as ${CONTRACTS_ZOD}` });
      return;
    }
    if (node.type === 'Identifier' && node.name === 'z') {
      const propertyName = parent && !parent.computed && ((parent.type === 'MemberExpression' && key === 'property') || (parent.type === 'Property' && key === 'key'));
      if (parent?.type === 'Property' && parent.shorthand) throw new Error('contracts-zod-name: a shorthand `{ z }` would change its key; write it out');
      if (!propertyName) edits.push({ start: node.start, end: node.end, text: CONTRACTS_ZOD });
      return;
    }
    for (const [childKey, value] of Object.entries(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item, node, childKey);
      if (isNode(value)) visit(value, node, childKey);
    }
  };
  visit(program, null, '');
  return edits;
}

/** `code` (JavaScript, parsed as `program`) with zod's `z` named CONTRACTS_ZOD. */
export function renameZod(code: string, program: unknown): string {
  let out = code;
  for (const edit of zodNames(program as Node).sort((a, b) => b.start - a.start)) {
    if (!/^z\b/.test(code.slice(edit.start, edit.end))) throw new Error("contracts-zod-name: the parser's offsets do not match the code");
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** Renames zod's `z` to CONTRACTS_ZOD in packages/contracts' modules (after TypeScript is stripped). */
export function contractsZodName(): Plugin {
  return {
    name: 'sokoni:contracts-zod-name',
    enforce: 'post',
    transform(code, id) {
      if (!/\/packages\/contracts\/src\/[^/]+\.ts$/.test(id) || !/\bz\b/.test(code)) return null;
      return { code: renameZod(code, this.parse(code)), map: null };
    },
  };
}
