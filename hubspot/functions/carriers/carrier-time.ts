// Carriers' times as the contract writes them (core/api/delivery.ts): an instant with its offset
// ("2026-11-20T08:14:00+01:00"). DHL's parcel-de answers local German times without an offset, others
// with "Z" or an offset; a time without one is taken as the shop's own zone's, Europe/Berlin.
export const SHOP_TIME_ZONE = "Europe/Berlin";

const DATE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The zone's offset from UTC at an instant, as "+01:00". */
function offsetAt(instant: Date, timeZone: string): string {
  const name = new Intl.DateTimeFormat("en", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName")?.value;
  const offset = name?.replace(/^GMT/, "") ?? "";
  return offset === "" ? "+00:00" : offset;
}

/** The instant a carrier names, with its offset; undefined for a text that names no time of day. */
export function instantWithOffset(text: string | undefined, timeZone = SHOP_TIME_ZONE): string | undefined {
  const match = DATE_TIME.exec(text?.trim() ?? "");
  if (!match) return undefined;
  const [, local, offset] = match as unknown as [string, string, string | undefined];
  if (offset === "Z") return `${local}Z`;
  if (offset) return `${local}${offset.includes(":") ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`}`;
  // Local time: the zone's offset at (nearly) that instant; off by an hour only within a clock change's hour.
  return `${local}${offsetAt(new Date(`${local}Z`), timeZone)}`;
}

/** The calendar day a carrier's date or time names, in the shop's zone when the time has an offset. */
export function calendarDay(text: string | undefined, timeZone = SHOP_TIME_ZONE): string | undefined {
  const value = text?.trim() ?? "";
  if (DATE.test(value)) return value;
  const match = DATE_TIME.exec(value);
  if (!match) return undefined;
  if (!match[2]) return value.slice(0, 10);
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(value));
}
