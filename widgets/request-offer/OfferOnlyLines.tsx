import { useLingui } from "@lingui/react/macro";
import type { CartLine } from "../../core/api/cart.ts";
import { lineFacts } from "../../core/cart/cart-lines.ts";
import { offerReasons } from "../../core/order/rules.ts";
import { OfferReasons } from "../../core/order-ui/OfferReasons.tsx";
import { BreakableText } from "../../core/ui/BreakableText.tsx";

/**
 * The lines that cannot be ordered directly, with the cart's reasons (another country, bulky goods, a
 * price-on-request amount): the reason many visitors are here. Nothing when every line could be ordered.
 */
export function OfferOnlyLines({ lines, country }: { lines: readonly CartLine[]; country: string }) {
  const { t } = useLingui();
  const offerOnly = lines
    .map((line) => ({ line, reasons: offerReasons(lineFacts(line), country) }))
    .filter((entry) => entry.reasons.length > 0);
  if (offerOnly.length === 0) return null;
  return (
    <section className="offer-only" aria-labelledby="offer-only-title">
      <h3 id="offer-only-title">{t`Nur auf Anfrage`}</h3>
      <p>{t`Diese Artikel können Sie nicht direkt bestellen; wir erstellen Ihnen gern ein Angebot:`}</p>
      <ul>
        {offerOnly.map(({ line, reasons }) => (
          <li key={line.id}>
            <span className="name">{line.artikel}</span> <BreakableText className="number" text={line.artikel_nummer} />
            <OfferReasons reasons={reasons} />
          </li>
        ))}
      </ul>
    </section>
  );
}
