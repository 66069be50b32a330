// axe-core over a live element (it follows open shadow roots).
import axe from "axe-core";

export async function axeViolations(context: Element | Document = document): Promise<string[]> {
  const result = await axe.run(context, { resultTypes: ["violations"] });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
