import { useLingui } from "@lingui/react/macro";
import { compactVatId, vatIdTreatment, vatIdWasCompacted } from "../../core/address/vat-id.ts";
import { PRICES_BY_VAT_ID } from "./messages.ts";

/**
 * Under the VAT ID, live while typing (a polite region, core/forms/FieldParts.tsx): what the form
 * checks and sends when it dropped spaces, dots or dashes (never silently), and which prices the
 * customer will see with this VAT ID (section 6). Nothing while there is nothing to say.
 */
export function VatIdNote({ vatId, country }: { vatId: string; country: string }) {
  const { t, i18n } = useLingui();
  const compact = compactVatId(vatId);
  const treatment = vatIdTreatment(vatId, country);
  return (
    <>
      {vatIdWasCompacted(vatId) && (
        <span className="note-line">{t`Wir prüfen und senden Ihre USt-IdNr. so: ${compact} (Leerzeichen, Punkte und Bindestriche entfernt, Großbuchstaben).`}</span>
      )}
      {treatment !== "none" && <span className="note-line prices">{i18n._(PRICES_BY_VAT_ID[treatment])}</span>}
    </>
  );
}
