import type { ElementMeta } from "../../core/element/element-meta.ts";
import { TrackingDataSchema } from "./tracking-data.ts";

// Its public API beyond the data block (npm run docs:api writes the tables of docs/elements/tracking.md).
export const meta: ElementMeta<typeof TrackingDataSchema> = {
  summary: "Shipment tracking: finds an order's parcels by order number and postcode, tracking number or the logged-in contact's orders.",
  short: "an order's parcels by order number and postcode or tracking number",
  schema: TrackingDataSchema,
  data: {
    loggedIn: "Whether the visitor is a logged-in contact; with contactid the contact's recent orders are offered.",
    carriers:
      'Carriers by lower-case code as JSON: {"dhl": {"name": "…", "trackingUrl": "https://…{number}…"}} renames, replaces or adds one.',
    contactUrl: "The contact page a returned parcel links to: a site path or an http(s) URL; default /dialog.",
  },
  example: {
    language: "de",
    baseUrl: "",
    loggedIn: false,
    contactid: null,
    contactUrl: "/dialog",
  },
  parts: {
    content: "The element's section.",
    results: "Where what a search found, or why it found nothing, shows.",
    summary: "The polite live region saying what a search found (visually hidden).",
    order: "One order found, with its parcels or forwarder.",
    parcel: "One parcel: carrier, number, state, expected delivery, link and timeline.",
    timeline: "A parcel's scans, newest first.",
    "carrier-link": "The link to the carrier's own tracking page.",
    "what-now": "What the shopper can do after a failed delivery or a returned parcel.",
    forwarder: "A freight-forwarder delivery: who delivers and how it is arranged.",
    error: "An error message (malformed data block, search problems).",
  },
  cssProperties: { "--shop-tracking-min-height": "Space reserved while the element loads." },
};
