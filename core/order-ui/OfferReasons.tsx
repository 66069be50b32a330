import { useLingui } from "@lingui/react/macro";
import type { OfferReason } from "../order/rules.ts";

/** Why a line can only be requested as an offer (section 6): the cart and the offer request list them. */
export function OfferReasons({ reasons }: { reasons: OfferReason[] }) {
  const { t } = useLingui();
  const text: Record<OfferReason, string> = {
    country: t`Lieferung in Ihr Land nur auf Angebot`,
    bulky: t`Sperrgut: nur auf Angebot, Versand per Spedition`,
    "price-on-request": t`Diese Menge nur auf Anfrage`,
  };
  return (
    <ul className="reasons">
      {reasons.map((reason) => (
        <li key={reason}>{text[reason]}</li>
      ))}
    </ul>
  );
}
