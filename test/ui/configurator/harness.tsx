// Renders pieces of the configurator kit as a configurator element would (core/configurator-ui/kit.ts).
import { configuratorKits } from "../../../core/configurator-ui/kit.ts";
import { kitHarness } from "../../support/kit-harness.tsx";

export type { Rendered } from "../../support/kit-harness.tsx";
export const { renderKit, unmountKit } = kitHarness(configuratorKits);

/** The texts of the elements an input's aria-describedby names, in order. */
export function descriptionOf(control: Element): string[] {
  const root = control.getRootNode() as ShadowRoot;
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? `(missing #${id})`);
}
