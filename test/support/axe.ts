// axe-core over a live element (it follows open shadow roots).
import axe from "axe-core";

/** The test page's own edge links (web-test-runner.config.mjs), not the shop's: left out. */
const PAGE_EDGES = [["#page-start"], ["#page-end"]];

export async function axeViolations(context: Element | Document = document): Promise<string[]> {
  const result = await axe.run({ include: [context], exclude: PAGE_EDGES }, { resultTypes: ["violations"] });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
