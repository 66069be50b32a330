// How the delivery function reads the carriers' answers (hubspot/functions/carriers/; docs/decisions/hubspot-delivery.md#carriers):
// each rule on answers the stand-ins do not give (DHL Paket's times without an offset, UPS's scans
// without gmtOffset, a returned shipment, rescheduled days).
import assert from "node:assert/strict";
import { test } from "node:test";
import { importTs } from "../../scripts/import-ts.mjs";

const { instantWithOffset, calendarDay } = await importTs("hubspot/functions/carriers/carrier-time.ts");
const { dhlParcel } = await importTs("hubspot/functions/carriers/dhl.ts");
const { upsParcel } = await importTs("hubspot/functions/carriers/ups.ts");

test("a time without an offset is taken as Berlin's, summer and winter; Z and +HHMM are kept", () => {
  assert.equal(instantWithOffset("2026-07-03T07:53:47"), "2026-07-03T07:53:47+02:00");
  assert.equal(instantWithOffset("2026-11-03T07:53"), "2026-11-03T07:53+01:00");
  assert.equal(instantWithOffset("2026-11-03T07:53:47Z"), "2026-11-03T07:53:47Z");
  assert.equal(instantWithOffset("2026-11-03T07:53:47.250-0500"), "2026-11-03T07:53:47.250-05:00");
  assert.equal(instantWithOffset("2026-11-03"), undefined);
  assert.equal(instantWithOffset("gestern"), undefined);
});

test("an expected day is the day in Berlin of a time with an offset", () => {
  assert.equal(calendarDay("2026-11-28T23:30:00Z"), "2026-11-29");
  assert.equal(calendarDay("2026-11-28T10:00:00"), "2026-11-28");
  assert.equal(calendarDay("2026-11-28"), "2026-11-28");
});

const dhlScan = (timestamp, statusCode, status, description, place) => ({
  timestamp,
  statusCode,
  status,
  description,
  ...(place ? { location: { address: { addressLocality: place } } } : {}),
});

test("DHL: statusCode to the contract's states, PO out for delivery, the newest scan of a returned shipment returned", () => {
  const parcel = dhlParcel({
    returnFlag: true,
    events: [
      dhlScan("2026-11-20T10:15:00", "transit", "BV", "Rücksendung", "Köln"),
      dhlScan("2026-11-19T11:02:00", "failure", "ZN", "Nicht angetroffen", "Köln"),
      dhlScan("2026-11-18T06:40:00", "transit", "PO", "Im Zustellfahrzeug"),
      dhlScan("2026-11-17T21:30:00", "unknown", "NB", "Bearbeitet"),
      dhlScan("2026-11-16T09:05:00", "pre-transit", "VA", "Avisiert"),
      dhlScan(undefined, "transit", "AA", "ohne Zeit"),
    ],
    estimatedTimeOfDelivery: "2026-11-21T00:00:00Z",
  });
  assert.equal(parcel.status, "returned");
  assert.deepEqual(
    parcel.events.map((e) => [e.at, e.status, e.text, e.place]),
    [
      ["2026-11-20T10:15:00+01:00", "returned", "Rücksendung", "Köln"],
      ["2026-11-19T11:02:00+01:00", "delivery_failed", "Nicht angetroffen", "Köln"],
      ["2026-11-18T06:40:00+01:00", "out_for_delivery", "Im Zustellfahrzeug", undefined],
      ["2026-11-17T21:30:00+01:00", "in_transit", "Bearbeitet", undefined],
      ["2026-11-16T09:05:00+01:00", "announced", "Avisiert", undefined],
    ],
  );
  // Returned: no expected day.
  assert.equal(parcel.expectedDelivery, undefined);
  assert.equal(
    dhlParcel({ events: [dhlScan("2026-11-20T10:15:00", "transit", "AA", "Unterwegs")], estimatedTimeOfDelivery: "2026-11-21T00:00:00Z" })
      .expectedDelivery,
    "2026-11-21",
  );
});

const upsActivity = (type, code, description, extra) => ({
  status: { type, code, description },
  location: { address: { city: "Wien" } },
  ...extra,
});

test("UPS: status types to the contract's states, the scan's time with gmtOffset, else its GMT time; a rescheduled day before the scheduled one", () => {
  const parcel = upsParcel({
    activity: [
      upsActivity("I", "OT", "Out For Delivery Today", { date: "20261128", time: "075500", gmtOffset: "+01:00" }),
      upsActivity("I", "AR", "Arrived", { date: "20261127", time: "221000", gmtDate: "20261127", gmtTime: "211000" }),
      upsActivity("M", "MP", "Label created", { date: "20261125", time: "120000" }),
    ],
    deliveryDate: [
      { type: "SDD", date: "20261128" },
      { type: "RDD", date: "20261130" },
    ],
  });
  assert.deepEqual(
    parcel.events.map((e) => [e.at, e.status]),
    [
      ["2026-11-28T07:55:00+01:00", "out_for_delivery"],
      ["2026-11-27T21:10:00Z", "in_transit"],
      ["2026-11-25T12:00:00+01:00", "announced"],
    ],
  );
  assert.equal(parcel.status, "out_for_delivery");
  assert.equal(parcel.expectedDelivery, "2026-11-30");
  const done = upsParcel({
    activity: [upsActivity("D", "KB", "Delivered", { date: "20261129", time: "101500", gmtOffset: "+01:00" })],
    deliveryDate: [{ type: "DEL", date: "20261129" }],
  });
  assert.deepEqual([done.status, done.expectedDelivery], ["delivered", undefined]);
  assert.equal(
    upsParcel({ activity: [upsActivity("RS", "RS", "Returned", { date: "20261129", time: "101500", gmtOffset: "+01:00" })] }).status,
    "returned",
  );
  assert.equal(
    upsParcel({ activity: [upsActivity("X", "48", "Not home", { date: "20261129", time: "101500", gmtOffset: "+01:00" })] }).status,
    "delivery_failed",
  );
});
