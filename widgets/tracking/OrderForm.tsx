import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { DeliveryQuery } from "../../core/api/delivery.ts";
import { focusFirstInvalid } from "../../core/forms/focus-first-invalid.ts";
import { TextField } from "../../core/forms/TextField.tsx";
import type { TrackingFields } from "./Tracking.tsx";

interface OrderFormProps {
  fields: TrackingFields;
  change: (field: keyof TrackingFields) => (value: string) => void;
  search: (query: DeliveryQuery, byShopper: boolean) => void;
  /** A refused search clears the earlier result (docs/decisions/tracking-refused-search.md). */
  clear: () => void;
  /** The page's link named the order: search at once. */
  autoStart: boolean;
}

/** A guest finds an order by its number and the delivery address's postcode. */
export function OrderForm({ fields, change, search, clear, autoStart }: OrderFormProps) {
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const [tried, setTried] = useState(0);
  const orderNumber = fields.orderNumber.trim();
  const postcode = fields.postcode.trim();

  useEffect(() => {
    if (autoStart && orderNumber && postcode) search({ orderNumber, postcode }, false);
  }, []);
  useLayoutEffect(() => {
    if (tried > 0 && form.current) focusFirstInvalid(form.current);
  }, [tried]);

  // The controls' own values: a submit right after the last keystroke may come before its render.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried((n) => n + 1);
    const typed = new FormData(event.currentTarget);
    const number = String(typed.get("tracking-order") ?? "").trim();
    const code = String(typed.get("tracking-postcode") ?? "").trim();
    if (number && code) search({ orderNumber: number, postcode: code }, true);
    else clear();
  };

  return (
    <form ref={form} className="find" noValidate onSubmit={submit}>
      <TextField
        id="tracking-order"
        label={t`Bestellnummer`}
        value={fields.orderNumber}
        onChange={change("orderNumber")}
        required
        error={tried > 0 && !orderNumber ? "required" : null}
      />
      <TextField
        id="tracking-postcode"
        label={t`Postleitzahl der Lieferadresse`}
        value={fields.postcode}
        onChange={change("postcode")}
        autoComplete="shipping postal-code"
        required
        error={tried > 0 && !postcode ? "required" : null}
      />
      <button type="submit" className="primary">
        {t`Sendung suchen`}
      </button>
    </form>
  );
}
