import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { DeliveryQuery } from "../../core/api/delivery.ts";
import { focusFirstInvalid } from "../../core/forms/focus-first-invalid.ts";
import { SelectField } from "../../core/forms/SelectField.tsx";
import { TextField } from "../../core/forms/TextField.tsx";
import { carrierConfigs } from "../../core/tracking/carriers.ts";
import type { Carrier } from "../../core/tracking/tracking-number.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { loadNumberCheck, preload } from "./load-parts.ts";
import type { TrackingData } from "./tracking-data.ts";
import type { TrackingFields } from "./Tracking.tsx";

interface NumberFormProps {
  data: TrackingData;
  fields: TrackingFields;
  change: (field: keyof TrackingFields) => (value: string) => void;
  search: (query: DeliveryQuery, byShopper: boolean) => void;
  /** A refused search clears the earlier result (docs/decisions/tracking-refused-search.md). */
  clear: () => void;
  /** The page's link named the number: check it and search at once. */
  autoStart: boolean;
}

/** The formats the shopper's number may have, per default carrier, for the format message. */
const FORMATS: Record<Carrier, MessageDescriptor> = {
  dhl: msg`DHL: 10, 11 oder 20 Ziffern`,
  dpd: msg`DPD: 14 oder 27 Ziffern und ein Prüfzeichen`,
  ups: msg`UPS: 1Z und 16 Buchstaben oder Ziffern`,
};

const isDefault = (code: string): code is Carrier => Object.hasOwn(FORMATS, code);

/**
 * A parcel found by its tracking number. The number is checked against the carrier's format and check
 * digit before any request (core/tracking/tracking-number.ts, loaded when the field is first used);
 * spaces and dashes are left out for the check, and the field then shows the number as checked, saying so.
 */
export function NumberForm({ data, fields, change, search, clear, autoStart }: NumberFormProps) {
  const { t, i18n } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<MessageDescriptor | "required" | null>(null);
  const [tried, setTried] = useState(0);
  const [compacted, setCompacted] = useState("");
  const [loadError, setLoadError] = useState<unknown>(null);
  const carriers = carrierConfigs(data.carriers);

  useEffect(() => {
    if (autoStart) void check(false);
  }, []);
  useLayoutEffect(() => {
    if (tried > 0 && form.current) focusFirstInvalid(form.current);
  }, [tried]);

  /** Checks the number, then searches; `typed` are the controls' own values (a submit may come before the last keystroke's render). */
  async function check(byShopper: boolean, typed = { text: fields.trackingNumber, chosen: fields.carrier }) {
    const { text, chosen } = typed;
    setLoadError(null);
    if (!text.trim()) return fail("required");
    let rules: Awaited<ReturnType<typeof loadNumberCheck>>;
    try {
      rules = await loadNumberCheck();
    } catch (error) {
      console.error("[shop-widgets] <shop-tracking>: cannot load the number check", error);
      return setLoadError(error);
    }
    const number = rules.compactNumber(text);
    if (number !== text) {
      change("trackingNumber")(number);
      setCompacted(number);
    }
    if (chosen !== "auto" && !isDefault(chosen)) return pass({ trackingNumber: number, carrier: chosen });
    const result = rules.checkTrackingNumber(number, chosen === "auto" ? undefined : chosen);
    if (result.ok) return pass({ trackingNumber: result.number, carrier: result.carrier });
    if (result.problem === "checkDigit")
      return fail(msg`Diese Sendungsnummer kann nicht stimmen: die Prüfziffer passt nicht. Bitte vergleichen Sie sie mit Ihrem Beleg.`);
    const formats = (chosen === "auto" ? Object.values(FORMATS) : [FORMATS[chosen]]).map((f) => i18n._(f)).join("; ");
    fail(msg`Diese Sendungsnummer kann nicht stimmen: Sendungsnummern haben diese Formate: ${formats}.`);

    function pass(query: DeliveryQuery) {
      setProblem(null);
      search(query, byShopper);
    }
    function fail(why: MessageDescriptor | "required") {
      setProblem(why);
      if (!byShopper) return;
      clear();
      setTried((n) => n + 1);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget);
    void check(true, { text: String(typed.get("tracking-number") ?? ""), chosen: String(typed.get("tracking-carrier") ?? "auto") });
  };
  const edit = (value: string) => {
    setCompacted("");
    preload(loadNumberCheck);
    change("trackingNumber")(value);
  };

  return (
    <form ref={form} className="find" noValidate onSubmit={submit}>
      <TextField id="tracking-number" label={t`Sendungsnummer`} value={fields.trackingNumber} onChange={edit} required error={problem} />
      <p id="tracking-number-note" className="note" aria-live="polite">
        {compacted && t`Leerzeichen und Bindestriche entfernt: Wir suchen die Sendungsnummer ${compacted}.`}
      </p>
      <SelectField
        id="tracking-carrier"
        label={t`Versanddienstleister`}
        value={fields.carrier}
        onChange={change("carrier")}
        options={[
          { value: "auto", label: t`automatisch erkennen` },
          ...Object.entries(carriers).map(([value, carrier]) => ({ value, label: carrier.name })),
        ]}
      />
      <button type="submit" className="primary">
        {t`Sendung suchen`}
      </button>
      {loadError !== null && <ErrorNotice error={loadError} />}
    </form>
  );
}
