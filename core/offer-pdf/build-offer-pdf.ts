// Lays the offer out as an A4 PDF with jsPDF and the standard Helvetica (no font to embed). The only
// file that imports jsPDF: load it through load-offer-pdf.ts, which keeps jsPDF in a lazy chunk.
import { jsPDF } from "jspdf";
import type { OfferDocument, OfferLabels } from "./offer-document.ts";
import { offerTexts, type OfferTexts, type OfferTotalRow } from "./offer-texts.ts";
import { toWinAnsi } from "./win-ansi.ts";

// Millimetres on an A4 page.
const PAGE_WIDTH = 210;
const PAGE_HEIGHT = 297;
const MARGIN = 15;
const RIGHT = PAGE_WIDTH - MARGIN;
/** Content stops here; the footer sits below. */
const BOTTOM = PAGE_HEIGHT - 22;
const FOOTER_Y = PAGE_HEIGHT - 12;
const LINE_HEIGHT_FACTOR = 1.25;
const PT_TO_MM = 25.4 / 72;
const CELL_PADDING = 1.5;
const GREY_FILL = 238;
const RULE_GREY = 190;

/** Table columns, in the order of OfferTexts.tableHead; widths add up to the content width. */
const COLUMNS: { width: number; align: "left" | "right" }[] = [
  { width: 22, align: "left" },
  { width: 52, align: "left" },
  { width: 22, align: "right" },
  { width: 21, align: "right" },
  { width: 21, align: "right" },
  { width: 21, align: "right" },
  { width: 21, align: "right" },
];

/** The document being written and where the next block starts on its current page. */
interface Cursor {
  pdf: jsPDF;
  y: number;
}

function lineHeight(fontSize: number): number {
  return fontSize * LINE_HEIGHT_FACTOR * PT_TO_MM;
}

function setFont(pdf: jsPDF, size: number, style: "normal" | "bold" = "normal"): void {
  pdf.setFont("helvetica", style);
  pdf.setFontSize(size);
}

/** Text wrapped to a width, in characters Helvetica's encoding can show (see win-ansi.ts). */
function wrap(pdf: jsPDF, text: string, width: number): string[] {
  return pdf.splitTextToSize(toWinAnsi(text), width) as string[];
}

/** Writes lines from their top edge (sanitised again: not every text comes through wrap); returns the height. */
function write(pdf: jsPDF, lines: string[], x: number, y: number, align: "left" | "right" = "left"): number {
  if (lines.length === 0) return 0;
  pdf.text(lines.map(toWinAnsi), x, y, { baseline: "top", align, lineHeightFactor: LINE_HEIGHT_FACTOR });
  return lines.length * lineHeight(pdf.getFontSize());
}

/** Starts a new page when `height` does not fit below the cursor; says whether it did. */
function ensureSpace(cursor: Cursor, height: number): boolean {
  if (cursor.y + height <= BOTTOM) return false;
  cursor.pdf.addPage();
  cursor.y = MARGIN;
  return true;
}

function drawHeaderBand(cursor: Cursor, shop: OfferTexts["shop"]): void {
  const { pdf } = cursor;
  setFont(pdf, 8);
  const detailsHeight = shop.lines.length * lineHeight(8);
  setFont(pdf, 16, "bold");
  const nameLines = wrap(pdf, shop.name, 100);
  const height = Math.max(nameLines.length * lineHeight(16), detailsHeight) + 2 * 8;
  pdf.setFillColor(GREY_FILL, GREY_FILL, GREY_FILL);
  pdf.rect(0, 0, PAGE_WIDTH, height, "F");
  write(pdf, nameLines, MARGIN, 8);
  setFont(pdf, 8);
  write(pdf, shop.lines, RIGHT, 8, "right");
  cursor.y = height + 10;
}

function drawTitle(cursor: Cursor, title: string): void {
  setFont(cursor.pdf, 18, "bold");
  cursor.y += write(cursor.pdf, [title], MARGIN, cursor.y) + 4;
}

/** The recipient on the left, number, date and validity on the right, side by side. */
function drawAddressAndMeta(cursor: Cursor, texts: OfferTexts): void {
  const { pdf } = cursor;
  setFont(pdf, 10);
  const customerHeight = write(
    pdf,
    texts.customer.flatMap((line) => wrap(pdf, line, 90)),
    MARGIN,
    cursor.y,
  );
  const labelX = 115;
  let metaY = cursor.y;
  for (const [label, value] of texts.meta) {
    setFont(pdf, 9, "bold");
    const labelHeight = write(pdf, [label], labelX, metaY);
    setFont(pdf, 9);
    metaY += Math.max(labelHeight, write(pdf, wrap(pdf, value, RIGHT - labelX - 30), RIGHT, metaY, "right"));
  }
  cursor.y += Math.max(customerHeight, metaY - cursor.y) + 10;
}

/** The text of each cell wrapped to its column. */
function wrapRow(pdf: jsPDF, cells: string[]): string[][] {
  return cells.map((cell, index) => wrap(pdf, cell, (COLUMNS[index]?.width ?? 0) - 2 * CELL_PADDING));
}

function rowHeight(pdf: jsPDF, wrapped: string[][]): number {
  const lines = Math.max(1, ...wrapped.map((cell) => cell.length));
  return lines * lineHeight(pdf.getFontSize()) + 2 * CELL_PADDING;
}

function drawCells(pdf: jsPDF, wrapped: string[][], y: number): void {
  let x = MARGIN;
  wrapped.forEach((lines, index) => {
    const column = COLUMNS[index];
    if (!column) return;
    const textX = column.align === "right" ? x + column.width - CELL_PADDING : x + CELL_PADDING;
    write(pdf, lines, textX, y + CELL_PADDING, column.align);
    x += column.width;
  });
}

function drawTableHead(cursor: Cursor, head: string[]): void {
  const { pdf } = cursor;
  setFont(pdf, 8, "bold");
  const wrapped = wrapRow(pdf, head);
  const height = rowHeight(pdf, wrapped);
  pdf.setFillColor(GREY_FILL, GREY_FILL, GREY_FILL);
  pdf.rect(MARGIN, cursor.y, RIGHT - MARGIN, height, "F");
  drawCells(pdf, wrapped, cursor.y);
  cursor.y += height;
}

/** The lines as a table; a row that does not fit moves to a new page, under the table head again. */
function drawTable(cursor: Cursor, head: string[], rows: string[][]): void {
  setFont(cursor.pdf, 8, "bold");
  ensureSpace(cursor, rowHeight(cursor.pdf, wrapRow(cursor.pdf, head)) + lineHeight(8) * 2);
  drawTableHead(cursor, head);
  for (const row of rows) {
    const { pdf } = cursor;
    setFont(pdf, 8);
    const wrapped = wrapRow(pdf, row);
    const height = rowHeight(pdf, wrapped);
    if (ensureSpace(cursor, height)) {
      drawTableHead(cursor, head);
      setFont(pdf, 8);
    }
    drawCells(pdf, wrapped, cursor.y);
    cursor.y += height;
    pdf.setDrawColor(RULE_GREY);
    pdf.line(MARGIN, cursor.y, RIGHT, cursor.y);
  }
  cursor.y += 6;
}

function drawTotals(cursor: Cursor, totals: OfferTotalRow[]): void {
  const labelX = 110;
  ensureSpace(cursor, totals.length * lineHeight(10) + 4);
  const { pdf } = cursor;
  for (const row of totals) {
    if (row.strong) {
      pdf.setDrawColor(0);
      pdf.line(labelX, cursor.y, RIGHT, cursor.y);
      cursor.y += 1;
    }
    setFont(pdf, row.strong ? 11 : 9, row.strong ? "bold" : "normal");
    const labelHeight = write(pdf, wrap(pdf, row.label, RIGHT - labelX - 35), labelX, cursor.y);
    cursor.y += Math.max(labelHeight, write(pdf, [row.value], RIGHT, cursor.y, "right")) + 0.5;
  }
  cursor.y += 8;
}

/** A heading (if any) with its wrapped lines, kept on one page when it fits on one. */
function drawBlock(cursor: Cursor, heading: string | null, lines: string[]): void {
  const { pdf } = cursor;
  setFont(pdf, 9);
  const body = lines.flatMap((line) => wrap(pdf, line, RIGHT - MARGIN));
  const headingHeight = heading ? lineHeight(10) + 1 : 0;
  ensureSpace(cursor, headingHeight + body.length * lineHeight(9));
  if (heading) {
    setFont(pdf, 10, "bold");
    cursor.y += write(pdf, [heading], MARGIN, cursor.y) + 1;
  }
  setFont(pdf, 9);
  for (const line of body) {
    ensureSpace(cursor, lineHeight(9));
    cursor.y += write(pdf, [line], MARGIN, cursor.y);
  }
  cursor.y += 6;
}

/** The offer's name and "page n of m" at the foot of every page, once the page count is known. */
function drawFooters(pdf: jsPDF, texts: OfferTexts): void {
  const pages = pdf.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    pdf.setPage(page);
    setFont(pdf, 8);
    pdf.setTextColor(90);
    write(pdf, [texts.properties.title], MARGIN, FOOTER_Y);
    write(pdf, [texts.page(page, pages)], RIGHT, FOOTER_Y, "right");
    pdf.setTextColor(0);
  }
}

function createPdf(properties: OfferTexts["properties"]): jsPDF {
  const pdf = new jsPDF({ unit: "mm", format: "a4", orientation: "portrait", compress: true });
  pdf.setProperties({ title: toWinAnsi(properties.title), author: toWinAnsi(properties.author) });
  pdf.setLanguage(properties.language as Parameters<jsPDF["setLanguage"]>[0]);
  pdf.setLineHeightFactor(LINE_HEIGHT_FACTOR);
  return pdf;
}

/** The offer as a PDF file. */
export function buildOfferPdf(doc: OfferDocument, labels: OfferLabels): Blob {
  const texts = offerTexts(doc, labels);
  const cursor: Cursor = { pdf: createPdf(texts.properties), y: MARGIN };
  drawHeaderBand(cursor, texts.shop);
  drawTitle(cursor, texts.title);
  drawAddressAndMeta(cursor, texts);
  drawTable(cursor, texts.tableHead, texts.rows);
  drawTotals(cursor, texts.totals);
  if (texts.note) drawBlock(cursor, texts.note.heading, [texts.note.text]);
  drawBlock(cursor, null, [texts.validity]);
  drawBlock(cursor, texts.contact.heading, texts.contact.lines);
  drawFooters(cursor.pdf, texts);
  return cursor.pdf.output("blob");
}
