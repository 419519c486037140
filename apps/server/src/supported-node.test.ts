import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// Issue 9.11: `npm install` warned EBADENGINE (content-disposition 3 and cookie 2 want Node 22)
// while the project says Node >= 20.19. Every locked package must run on every Node we declare.
const root = path.resolve(import.meta.dirname, '../../..');
const declared = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node as string;
const locked = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages as Record<
  string,
  { version?: string; engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] }
>;

describe('the Node versions we declare', () => {
  it(`(${declared}) satisfy every locked package's engines.node`, () => {
    const unsupported = Object.entries(locked)
      // Prebuilt binaries for other machines (win32, darwin…) are never installed here.
      .filter(([where, pkg]) => where.includes('node_modules/') && (!pkg.os || pkg.os.includes(process.platform)) && (!pkg.cpu || pkg.cpu.includes(process.arch)))
      .flatMap(([where, pkg]) => {
        const wanted = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        return wanted && !semver.subset(declared, wanted) ? [`${where.replace(/^.*node_modules\//, '')}@${pkg.version} wants node ${wanted}`] : [];
      });
    expect(unsupported).toEqual([]);
  });
});
