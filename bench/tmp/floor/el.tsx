import r2wc from "@r2wc/react-to-web-component";
import { useState } from "react";
import { i18n } from "@lingui/core";
import * as v from "valibot";
import { atom } from "nanostores";
import { useStore } from "@nanostores/react";
const $a = atom(0);
const S = v.object({ language: v.optional(v.picklist(["de","en","fr"]), "de"), n: v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(0)) });
function El(props: { data?: string }) {
  const [x, setX] = useState(0); const a = useStore($a);
  const r = v.safeParse(S, JSON.parse(props.data ?? "{}"));
  return <button type="button" onClick={() => setX(x + 1)}>{i18n._("hi")}{a}{r.success ? "ok" : "bad"}</button>;
}
customElements.define("x-el", r2wc(El, { shadow: "open", props: { data: "string" } }));
