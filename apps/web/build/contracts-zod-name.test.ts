import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { CONTRACTS_ZOD, renameZod } from './contracts-zod-name.ts';

const rename = (code: string) => renameZod(code, parseAst(code));

describe('renameZod', () => {
  it('renames the import and every use of z, and nothing else', () => {
    const code = [
      "import { z } from 'zod';",
      "import { money } from './money.ts';",
      "export const shape = z.object({ z: z.string(), price: money, label: 'Sizes: z.small' });",
      'const box = { z: 1 };',
      'export const size = box.z + shape.shape.z;',
      "export const word = `é ${z.string().min(1).describe('—')} z.`;",
    ].join('\n');
    expect(rename(code)).toBe(
      [
        `import { z as ${CONTRACTS_ZOD} } from 'zod';`,
        "import { money } from './money.ts';",
        `export const shape = ${CONTRACTS_ZOD}.object({ z: ${CONTRACTS_ZOD}.string(), price: money, label: 'Sizes: z.small' });`,
        'const box = { z: 1 };',
        'export const size = box.z + shape.shape.z;',
        `export const word = \`é \${${CONTRACTS_ZOD}.string().min(1).describe('—')} z.\`;`,
      ].join('\n'),
    );
  });

  it('renames a z of the module’s own consistently, and leaves a module without one alone', () => {
    const code = "export const z = 1;\nexport function f(z) { return z + 1; }\n";
    // A local z of its own is renamed consistently (declaration and uses), so it still works.
    expect(rename(code)).toBe(`export const ${CONTRACTS_ZOD} = 1;\nexport function f(${CONTRACTS_ZOD}) { return ${CONTRACTS_ZOD} + 1; }\n`);
    expect(rename('export const size = 1;\n')).toBe('export const size = 1;\n');
  });
});
