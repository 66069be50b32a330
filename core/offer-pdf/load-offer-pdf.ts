// The offer PDF's entry for the page: jsPDF is large, so the builder is imported only when a visitor asks
// for the PDF, which makes esbuild put it (and jsPDF) in a chunk of its own. Import build-offer-pdf.ts
// nowhere else statically, or jsPDF lands in the element's first load.

/** Loads the PDF builder on demand. */
export function loadOfferPdf(): Promise<typeof import("./build-offer-pdf.ts")> {
  return import("./build-offer-pdf.ts");
}

/** How long the object URL outlives the click: some browsers read it only after click() returns. */
const REVOKE_AFTER_MS = 30_000;

/** Saves a blob as a download named `fileName`, through a temporary object URL and <a download>. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
