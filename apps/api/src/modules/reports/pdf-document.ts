import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';

/**
 * The PDF toolkit of the report files and the daily sales report (docs/decisions/025): pdfkit with
 * Noto Sans embedded (subset) from npm font packages — Latin with the rupee sign ₹ and Indian names in
 * Latin script — and Noto Sans Devanagari for names written in Devanagari, chosen per run of text.
 * Every cell is drawn on one line (truncated with an ellipsis), so the layout, and with it the page
 * count, is known in advance.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  body: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  deva: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  devaBold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;
let fontPaths: Record<keyof typeof FONT_FILES, string> | undefined;
function fonts() {
  fontPaths ??= Object.fromEntries(Object.entries(FONT_FILES).map(([k, v]) => [k, require.resolve(v)])) as Record<keyof typeof FONT_FILES, string>;
  return fontPaths;
}

export type TPdf = PDFKit.PDFDocument;
export type TAlign = 'left' | 'right' | 'center';

export const MARGIN = 36;
export const FOOTER_HEIGHT = 24;

/** An A4 document (portrait or landscape) with the fonts registered; its bytes go to `onData`. */
export function createPdf(opts: { landscape: boolean; title: string; author: string; onData: (chunk: Buffer) => void; bufferPages?: boolean }): TPdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout: opts.landscape ? 'landscape' : 'portrait',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
    autoFirstPage: true,
    bufferPages: opts.bufferPages ?? false,
    info: { Title: opts.title, Author: opts.author, Creator: 'Forecourt', Producer: 'Forecourt' },
  });
  const f = fonts();
  doc.registerFont('body', f.body);
  doc.registerFont('bold', f.bold);
  doc.registerFont('deva', f.deva);
  doc.registerFont('devaBold', f.devaBold);
  doc.on('data', opts.onData);
  doc.font('body');
  return doc;
}

/** The document's end: resolves when its last byte has been handed to `onData`. */
export function endPdf(doc: TPdf): Promise<void> {
  return new Promise((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
    doc.end();
  });
}

/** Devanagari (and the joiners used inside it) versus everything else. */
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF\u200C\u200D]+/g;

function runs(text: string): Array<{ text: string; deva: boolean }> {
  const out: Array<{ text: string; deva: boolean }> = [];
  let last = 0;
  for (const m of text.matchAll(DEVANAGARI)) {
    if (m.index! > last) out.push({ text: text.slice(last, m.index), deva: false });
    out.push({ text: m[0], deva: true });
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), deva: false });
  return out;
}

function widthOf(doc: TPdf, text: string, bold: boolean, size: number): number {
  let w = 0;
  for (const run of runs(text)) {
    doc.font(run.deva ? (bold ? 'devaBold' : 'deva') : bold ? 'bold' : 'body').fontSize(size);
    w += doc.widthOfString(run.text);
  }
  return w;
}

/** The text cut to fit `width` with an ellipsis (whole code points). */
function fitToWidth(doc: TPdf, text: string, width: number, bold: boolean, size: number): string {
  if (widthOf(doc, text, bold, size) <= width) return text;
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (widthOf(doc, `${chars.slice(0, mid).join('')}…`, bold, size) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${chars.slice(0, lo).join('')}…`;
}

export type TTextOpts = { width: number; align?: TAlign; bold?: boolean; size?: number; color?: string };

/** One line of text in a box of `width` from (x, y): fitted, aligned, each script in its own font. */
export function line(doc: TPdf, text: string, x: number, y: number, o: TTextOpts): void {
  const size = o.size ?? 8;
  const bold = o.bold ?? false;
  const shown = fitToWidth(doc, text, o.width, bold, size);
  const w = widthOf(doc, shown, bold, size);
  let cx = o.align === 'right' ? x + o.width - w : o.align === 'center' ? x + (o.width - w) / 2 : x;
  doc.fillColor(o.color ?? '#111827');
  for (const run of runs(shown)) {
    doc.font(run.deva ? (bold ? 'devaBold' : 'deva') : bold ? 'bold' : 'body').fontSize(size);
    doc.text(run.text, cx, y, { lineBreak: false });
    cx += doc.widthOfString(run.text);
  }
}

export type TPdfColumn = { label: string; width: number; align: TAlign };

/** A table row (header when `bold`), with a light rule under it; cells are already text. */
export function tableRow(
  doc: TPdf,
  columns: TPdfColumn[],
  cells: string[],
  y: number,
  o: { height: number; bold?: boolean; size?: number; fill?: string; x?: number; color?: string },
): void {
  const left = o.x ?? MARGIN;
  const width = columns.reduce((s, c) => s + c.width, 0);
  if (o.fill) doc.rect(left, y, width, o.height).fill(o.fill);
  let x = left;
  const pad = 3;
  const textY = y + (o.height - (o.size ?? 8) * 1.36) / 2;
  columns.forEach((c, i) => {
    line(doc, cells[i] ?? '', x + pad, textY, { width: c.width - 2 * pad, align: c.align, bold: o.bold, size: o.size, color: o.color });
    x += c.width;
  });
  doc
    .moveTo(left, y + o.height)
    .lineTo(left + width, y + o.height)
    .lineWidth(0.4)
    .strokeColor('#d1d5db')
    .stroke();
}

/** The footer of a page: what the document is on the left, "Page n of N" on the right. */
export function footer(doc: TPdf, left: string, pageNo: number, pages: number): void {
  const y = doc.page.height - FOOTER_HEIGHT;
  const width = doc.page.width - 2 * MARGIN;
  line(doc, left, MARGIN, y, { width: width - 90, size: 7, color: '#6b7280' });
  line(doc, `Page ${pageNo} of ${pages}`, MARGIN + width - 90, y, { width: 90, align: 'right', size: 7, color: '#6b7280' });
}

/** Widths in proportion to `weights`, filling the page's text width. */
export function spread(doc: TPdf, weights: number[]): number[] {
  const width = doc.page.width - 2 * MARGIN;
  const total = weights.reduce((s, w) => s + w, 0);
  return weights.map((w) => (w / total) * width);
}
