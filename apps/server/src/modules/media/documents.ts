import { createReadStream } from 'node:fs';
import path from 'node:path';
import { DEALER_DOCUMENT_TYPES } from '@sokoni/contracts/chat-rules';

/** A document type dealer chat takes (doc 2 §5), by its canonical MIME type. */
export type DocumentType = keyof typeof DEALER_DOCUMENT_TYPES;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * What a document upload is, decided by its bytes (file-type's sniff), the name deciding only
 * where the bytes cannot: Word 97-2003 files are OLE2 compound files like Excel's, PowerPoint's
 * and installers' (file-type says `application/x-cfb`), so one is a .doc only when named so;
 * plain text has no magic number, so it must be named .txt, be valid UTF-8 without NUL bytes,
 * and not be markup. Null for anything else (a macro-enabled .docm, a spreadsheet, HTML…).
 */
export async function documentTypeOf(file: string, sniffed: string | undefined, filename: string, options: { partial?: boolean } = {}): Promise<DocumentType | null> {
  const extension = path.extname(filename.trim()).toLowerCase();
  switch (sniffed) {
    case 'application/pdf':
      return 'application/pdf';
    case DOCX:
      return DOCX;
    case 'application/rtf':
      return 'application/rtf';
    case 'application/x-cfb':
      return extension === '.doc' ? 'application/msword' : null;
    case undefined:
      return extension === '.txt' && (await isPlainText(file, options.partial)) ? 'text/plain' : null;
    default:
      return null;
  }
}

// Tags that make a text a web page (or an SVG): such a file named .txt is refused, it would
// become a page again the moment someone renames it.
const MARKUP = /<\s*(!doctype|html|head|body|script|iframe|frame|object|embed|svg|style|meta|link|base|form|\?xml)[\s>/]/i;

/**
 * Valid UTF-8, no NUL byte, no markup: read as a stream (a text file may be 100 MB). `partial`
 * (the file was cut at the size cap) forgives a character cut in half at the very end.
 */
async function isPlainText(file: string, partial = false): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let tail = '';
  let first = true;
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) return false;
      const text = decoder.decode(chunk, { stream: true });
      if (first && /^\uFEFF?\s*</.test(text)) return false;
      first = first && text.trim() === '';
      const window = tail + text;
      if (MARKUP.test(window)) return false;
      tail = window.slice(-32);
    }
    if (!partial) decoder.decode();
    return true;
  } catch {
    // Not UTF-8 (the fatal decoder throws on the first bad sequence).
    return false;
  }
}

// Control characters, what Windows forbids in names, and the bidirectional controls that make
// "invoice{U+202E}fdp.exe" display as "invoiceexe.pdf".
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MAX_NAME = 120;

/**
 * The name a document downloads as: the sender's file name without a path, unsafe characters
 * or leading and trailing dots, at most 120 characters, always ending with the extension of
 * what the bytes are (a PDF called `notes.txt` downloads as `notes.txt.pdf`).
 */
export function downloadName(original: string, type: DocumentType): string {
  const extension = `.${DEALER_DOCUMENT_TYPES[type]}`;
  let name = path.posix
    .basename(original.replaceAll('\\', '/'))
    .normalize('NFC')
    .replace(UNSAFE_IN_NAME, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!name.toLowerCase().endsWith(extension)) name = `${name || 'document'}${extension}`;
  if (name.length > MAX_NAME) name = `${name.slice(0, MAX_NAME - extension.length).trimEnd()}${extension}`;
  return name;
}

/**
 * A Content-Disposition header (RFC 6266): the name in ASCII for old clients and in UTF-8
 * (RFC 8187) for the rest.
 */
export function contentDisposition(type: 'inline' | 'attachment', name?: string | null): string {
  if (!name) return type;
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
