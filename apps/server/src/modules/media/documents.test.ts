import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDisposition, documentTypeOf, downloadName } from './documents.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'sokoni-documents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const textFile = (data: Buffer | string) => {
  const file = path.join(dir, `${n++}.upload`);
  writeFileSync(file, data);
  return file;
};

describe('documentTypeOf', () => {
  it('takes the sniffed PDF, DOCX and RTF whatever they are called, a compound file only as .doc', async () => {
    expect(await documentTypeOf('unused', 'application/pdf', 'x.txt')).toBe('application/pdf');
    expect(await documentTypeOf('unused', 'application/rtf', 'x')).toBe('application/rtf');
    expect(await documentTypeOf('unused', 'application/x-cfb', 'Logbook.DOC')).toBe('application/msword');
    expect(await documentTypeOf('unused', 'application/x-cfb', 'book.xls')).toBeNull();
    expect(await documentTypeOf('unused', 'application/vnd.ms-word.document.macroenabled.12', 'm.docm')).toBeNull();
    expect(await documentTypeOf('unused', 'application/zip', 'a.docx')).toBeNull();
  });

  it('takes text only as .txt, valid UTF-8 with no NUL and no markup', async () => {
    expect(await documentTypeOf(textFile('\uFEFFHabari, the car is ready ✓\n'), undefined, 'note.txt')).toBe('text/plain');
    expect(await documentTypeOf(textFile('a < b and c > d\n'), undefined, 'maths.txt')).toBe('text/plain');
    expect(await documentTypeOf(textFile('hello'), undefined, 'note.md')).toBeNull();
    expect(await documentTypeOf(textFile('hi\u0000there'), undefined, 'a.txt')).toBeNull();
    expect(await documentTypeOf(textFile(Buffer.from([0x63, 0x61, 0x66, 0xe9])), undefined, 'a.txt')).toBeNull();
    expect(await documentTypeOf(textFile('  \n<p>hello</p>'), undefined, 'a.txt')).toBeNull();
    expect(await documentTypeOf(textFile(`${'x'.repeat(300_000)}<ScRiPt>alert(1)</script>`), undefined, 'a.txt')).toBeNull();
    // A character cut in half by the size cap is forgiven only when the file was cut.
    const cut = Buffer.from('ok ✓').subarray(0, 4);
    expect(await documentTypeOf(textFile(cut), undefined, 'a.txt')).toBeNull();
    expect(await documentTypeOf(textFile(cut), undefined, 'a.txt', { partial: true })).toBe('text/plain');
  });
});

describe('downloadName and contentDisposition', () => {
  it('keeps the name without paths, unsafe or direction characters, ending with the real extension', () => {
    expect(downloadName('Quote.pdf', 'application/pdf')).toBe('Quote.pdf');
    expect(downloadName('C:\\Users\\me\\Risiti ya gari.PDF', 'application/pdf')).toBe('Risiti ya gari.PDF');
    expect(downloadName('invoice\u202Efdp.exe', 'application/pdf')).toBe('invoicefdp.exe.pdf');
    expect(downloadName('../../etc/passwd', 'text/plain')).toBe('passwd.txt');
    expect(downloadName('  ...  ', 'application/rtf')).toBe('document.rtf');
    expect(downloadName('a<b>:"c"|?*.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('abc.docx');
    const long = downloadName(`${'n'.repeat(300)}.doc`, 'application/msword');
    expect(long).toHaveLength(120);
    expect(long.endsWith('.doc')).toBe(true);
  });

  it('writes an ASCII name for old clients and the UTF-8 one for the rest', () => {
    expect(contentDisposition('inline')).toBe('inline');
    expect(contentDisposition('attachment', 'Bei – Mbabane "50%".pdf')).toBe(
      `attachment; filename="Bei _ Mbabane _50__.pdf"; filename*=UTF-8''Bei%20%E2%80%93%20Mbabane%20%2250%25%22.pdf`,
    );
  });
});
