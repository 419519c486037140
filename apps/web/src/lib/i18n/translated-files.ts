import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../..');

/** Every source file a person's words could be in: not tests, test data (test-*.ts) or the catalogs themselves. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    const relative = path.relative(SRC, file);
    if (entry.isDirectory()) return relative === 'test' || relative === 'lib/i18n/words' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) && !entry.name.startsWith('test-') ? [relative] : [];
  });
}

/** Every file of the app, relative to apps/web/src: no-raw-english.test.ts holds each to speaking through i18n(...) (issue 29). */
export const TRANSLATED_FILES = sourceFiles(SRC);
/** The translated files that define words: importing them registers their English (words.test.ts). */
export const WORD_FILES = TRANSLATED_FILES.filter((file) => /\bi18n\(\s*'/.test(readFileSync(path.join(SRC, file), 'utf8')));
