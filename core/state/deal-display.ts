// How prices were shown when a deal was made, gross or net, kept per deal in this browser: its
// confirmation labels them as the shopper saw them while ordering, even after the display is switched
// or in a new session (docs/decisions/gross-net-labels.md#the-confirmation-keeps-the-orders-display).
// Another browser has no record and shows the page's current display.
import * as v from "valibot";
import { effectiveShowVAT } from "../pricing/vat.ts";
import { $company, $showVAT } from "./stores.ts";

const KEY = "shop:dealDisplays";
/** Enough for every recent order of one browser; older ones drop out. */
const KEEP = 20;
const RecordsSchema = v.array(v.object({ dealId: v.string(), showVAT: v.boolean() }));

function records(): v.InferOutput<typeof RecordsSchema> {
  try {
    const parsed = v.safeParse(RecordsSchema, JSON.parse(localStorage.getItem(KEY) ?? "[]"));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** Remembers how prices are shown on this page now for deal `dealId`, just placed or requested. */
export function rememberDealDisplay(dealId: string): void {
  const showVAT = effectiveShowVAT($company.get()?.company ?? null, $showVAT.get());
  const kept = records().filter((record) => record.dealId !== dealId);
  try {
    localStorage.setItem(KEY, JSON.stringify([...kept, { dealId, showVAT }].slice(-KEEP)));
  } catch {
    // Storage blocked: the confirmation shows the page's current display.
  }
}

/** Whether deal `dealId` was made with prices shown with VAT; undefined if this browser did not make it. */
export function dealDisplay(dealId: string): boolean | undefined {
  return records().find((record) => record.dealId === dealId)?.showVAT;
}
