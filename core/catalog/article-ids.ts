// aehnliche_artikel and zusatz_artikel (specification section 3) are comma lists of article ids, as
// the CRM keeps them: blanks and repeats are left out, the editors' order is kept.

/** The ids of a comma list property, in order, without blanks or repeats. */
export function articleIdList(value: string | null | undefined): string[] {
  const ids = (value ?? "").split(",").map((id) => id.trim());
  return [...new Set(ids)].filter((id) => id !== "");
}
