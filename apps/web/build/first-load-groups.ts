type ModuleInfo = { importedIds: readonly string[] } | null;
type ChunkingContext = { getModuleInfo: (id: string) => ModuleInfo };

const isZod = (id: string) => id.includes('/node_modules/zod/');
const isCode = (id: string) => /\.[cm]?[jt]sx?$/.test(id.split('?')[0]!) && !id.startsWith('\0');

/**
 * Every module the entries import at once (statically, however deep) goes into one of two files:
 * `vendor` (packages from node_modules, which change rarely and stay cached across releases) and
 * `app` (our own code). Left to itself the bundler cuts the first load into a chunk per set of
 * screens that share a module: 21 files, 13 of them under 1 KB gzip, each with its own request,
 * gzip header and import list (issues 26 and 29). Modules only lazy screens use are left to the
 * bundler, so nothing joins the first load that was not in it.
 *
 * Our own code the entry itself imports at once stays in the entry's file: in `app` it would make
 * the entry import `app` while `app` imports the bundler's preload helper from the entry, and a
 * module of `app` that runs a dynamic import while it evaluates (a signed-in account's language)
 * would find that helper not yet defined and stop the app before its first render.
 */
export function firstLoadGroups(entries: readonly [string, ...string[]]) {
  let firstLoad: { all: Set<string>; entryImports: Set<string> } | null = null;
  const reachable = (ctx: ChunkingContext) => {
    if (firstLoad) return firstLoad;
    const from = (roots: readonly string[]) => {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        ctx.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      roots.forEach(visit);
      entries.forEach((root) => seen.delete(root));
      return seen;
    };
    firstLoad = { all: from(entries), entryImports: from([entries[0]]) };
    return firstLoad;
  };
  // zod, and the contracts' modules that build schemas with it, are imported but shaken out of the
  // web's code (the build's zod guard checks it stays out); a module captured here is kept whole.
  const captured = (id: string, ctx: ChunkingContext) => isCode(id) && !isZod(id) && !ctx.getModuleInfo(id)?.importedIds.some(isZod) && reachable(ctx).all.has(id);
  const group = (name: string, ours: boolean) => ({
    name: (id: string, ctx: ChunkingContext) => {
      if (id.includes('/node_modules/') === ours || !captured(id, ctx)) return null;
      return ours && reachable(ctx).entryImports.has(id) ? null : name;
    },
  });
  return [group('vendor', false), group('app', true)];
}
