import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { AddressForm } from "../../core/address/validation.ts";
import { AddressFields } from "../../core/address-forms/AddressFields.tsx";
import { focusFirstInvalid } from "../../core/forms/focus-first-invalid.ts";
import { RequiredLegend } from "../../core/forms/FieldParts.tsx";
import { useAddressForm } from "../../core/address-forms/use-address-form.ts";
import type { OrderSummary } from "../../core/order/summary.ts";
import type { OrderTotals } from "../../core/pricing/totals.ts";
import { OrderLinesTable } from "../../core/order-ui/OrderLinesTable.tsx";
import { OrderTotalsList } from "../../core/order-ui/OrderTotalsList.tsx";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { useSubmitOnce } from "../../core/ui/submit-once.ts";
import { $offerDraft, updateOfferDraft } from "./draft.ts";
import type { OfferData } from "./offer-data.ts";
import { OfferOnlyLines } from "./OfferOnlyLines.tsx";
import { offerLine, sendOffer } from "./send-offer.ts";

interface OfferFormProps {
  data: OfferData;
  /** The session whose order items are requested. */
  sessionId: string;
  summary: OrderSummary;
  totals: OrderTotals;
  companyId: string | null;
  /** Lower case: the contact's country, else the visitor's. */
  country: string;
  /** The contact details to start from (the draft, prefilled where it was empty). */
  initialContact: () => AddressForm;
  /** The offer was made (the draft holds it as `sent`). */
  onSent: () => void;
}

/** Contact details, the lines and what they cost, the lines only available on request, a note, and the request. */
export function OfferForm({ data, sessionId, summary, totals, companyId, country, initialContact, onSent }: OfferFormProps) {
  const { t } = useLingui();
  const contact = useAddressForm(initialContact);
  const [note, setNote] = useState(() => $offerDraft.get().note);
  const [tries, setTries] = useState(0);
  // A second press while a request is on its way must not send again.
  const { busy, $busy, run } = useSubmitOnce();
  const [failure, setFailure] = useState<unknown>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // Every keystroke is kept for the session.
  useEffect(() => updateOfferDraft({ contact: contact.form, note }), [contact.form, note]);

  // After a failed attempt the first field in error gets focus (once its error has rendered).
  useEffect(() => {
    if (tries > 0 && rootRef.current) focusFirstInvalid(rootRef.current);
  }, [tries]);

  const request = async () => {
    if ($busy.get()) return;
    if (!contact.submit()) return setTries((n) => n + 1);
    setFailure(null);
    await run(async () => {
      try {
        await sendOffer({ data, sessionId, summary, totals, companyId, country, contact: contact.form, note });
        onSent();
      } catch (error) {
        setFailure(error);
      }
    });
  };

  const lines = summary.lines.map((line) => ({ key: line.id, ...offerLine(line, totals.vatPercent) }));
  return (
    <div className="offer-form" ref={rootRef}>
      <RequiredLegend />
      <AddressFields
        prefix="offer"
        legend={t`Ihre Kontaktdaten`}
        value={contact.form}
        onChange={contact.setField}
        onBlur={contact.touch}
        errors={contact.shownErrors}
      />
      <section className="offer-lines" aria-labelledby="offer-lines-title">
        <h3 id="offer-lines-title">{t`Ihre Anfrage`}</h3>
        <OrderLinesTable lines={lines} country={country} vatPercent={totals.vatPercent} />
        <OrderTotalsList totals={totals} country={country} />
      </section>
      <OfferOnlyLines lines={summary.lines} country={country} />
      <div className="field">
        <label htmlFor="offer-note">{t`Anmerkung`}</label>
        <textarea
          id="offer-note"
          maxLength={2000}
          rows={4}
          value={note}
          onInput={(e) => setNote((e.target as HTMLTextAreaElement).value)}
        />
      </div>
      {failure !== null && (
        <div className="offer-failure">
          <ErrorNotice error={failure} />
          <p>{t`Ihre Eingaben bleiben erhalten. Bitte versuchen Sie es erneut; Ihre Anfrage wird dabei nicht doppelt angelegt.`}</p>
        </div>
      )}
      <div className="actions">
        {/* aria-disabled, not disabled: a disabled control loses focus to the page body; the guard ignores presses. */}
        <button type="button" className="primary" onClick={() => void request()} aria-disabled={busy} aria-busy={busy}>
          {t`Angebot anfordern`}
        </button>
      </div>
    </div>
  );
}
