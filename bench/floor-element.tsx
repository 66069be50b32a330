// The smallest element the design card allows: React (as preact/compat) through r2wc, one valibot
// schema, one nanostore, one translated text. bench/layouts.mjs builds it alone to show what the
// stack costs before any feature.
import { i18n } from "@lingui/core";
import { useStore } from "@nanostores/react";
import r2wc from "@r2wc/react-to-web-component";
import { atom } from "nanostores";
import { useState } from "react";
import * as v from "valibot";

const $count = atom(0);
const Block = v.object({
  language: v.optional(v.picklist(["de", "en", "fr"]), "de"),
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

function FloorElement({ data }: { data?: string }) {
  const [clicks, setClicks] = useState(0);
  const count = useStore($count);
  const block = v.safeParse(Block, JSON.parse(data ?? "{}"));
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {i18n._("Hallo")} {count + clicks} {block.success ? block.output.amount : "-"}
    </button>
  );
}

customElements.define("floor-element", r2wc(FloorElement, { shadow: "open", props: { data: "string" } }));
