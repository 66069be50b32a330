// Reads a PDF back as text with pdf.js, for the offer PDF tests; the test server serves its worker
// straight from node_modules.
import { GlobalWorkerOptions, getDocument, VerbosityLevel } from "pdfjs-dist";

GlobalWorkerOptions.workerSrc = "/node_modules/pdfjs-dist/build/pdf.worker.min.mjs";

// pdf.js reads text content with `for await` over a ReadableStream; WebKitGTK 2.50's streams are
// not async-iterable yet (Safari's are from 18.4 on). The harness, not the shop, needs this.
const streams = ReadableStream.prototype as unknown as Record<symbol, unknown>;
if (!(Symbol.asyncIterator in streams)) {
  streams[Symbol.asyncIterator] = async function* (this: ReadableStream) {
    const reader = this.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
    } finally {
      reader.releaseLock();
    }
  };
}

/** Every run of white space (Intl's no-break spaces too) as one space, so texts compare as read. */
export const spaced = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text of each page, as pdf.js reads it from the PDF's text layer. */
export async function pdfPageTexts(blob: Blob): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(await blob.arrayBuffer()), verbosity: VerbosityLevel.ERRORS }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(spaced(content.items.map((item) => ("str" in item ? item.str : "")).join(" ")));
  }
  await pdf.destroy();
  return pages;
}
