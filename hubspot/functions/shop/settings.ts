// The shop's settings (the `shop_setting` records of model.ts): read by key without a search, the JSON
// value checked with the schema its reader gives; a setting that is missing or fails its schema is the
// CRM's data failing (502 bad_data), logged with its key.
import * as v from "valibot";
import { Refusal } from "../answer.ts";
import type { Crm } from "../crm/client.ts";
import { objectType, SETTING } from "../crm/model.ts";
import { batchRead } from "../crm/objects.ts";
import { remembered } from "./warm-cache.ts";

const SETTING_TYPE = objectType(SETTING);

/** Seconds HubSpot's CDN may keep an answer made from settings alone (nobody's own data): an owner's change shows after that. */
export const SETTINGS_CACHE_S = 300;

/** The settings with these keys, each checked with its schema, in one batch read (kept a minute by a warm function, warm-cache.ts). */
export async function readSettings<S extends Record<string, v.GenericSchema>>(
  crm: Crm,
  schemas: S,
): Promise<{ [K in keyof S]: v.InferOutput<S[K]> }> {
  const keys = Object.keys(schemas).sort();
  const values = await remembered(`settings:${keys.join(",")}`, async () => {
    const records = await batchRead(crm, SETTING_TYPE, keys, ["setting_key", "value"], "setting_key");
    return new Map(records.map((r) => [r.properties.setting_key, r.properties.value]));
  });
  const settings: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(schemas)) {
    const parsed = v.safeParse(v.pipe(v.string(), v.parseJson(), schema), values.get(key) ?? undefined);
    if (!parsed.success) {
      console.error(`[shop-functions] setting ${key}: ${values.has(key) ? parsed.issues.map((i) => i.message).join("; ") : "missing"}`);
      throw new Refusal(502, "bad_data", "The shop's settings could not be read");
    }
    settings[key] = parsed.output;
  }
  return settings as { [K in keyof S]: v.InferOutput<S[K]> };
}
