import { useLingui } from "@lingui/react/macro";
import { memo } from "react";
import type { CartLine } from "../../core/api/cart.ts";
import { formatMoney } from "../../core/pricing/money.ts";
import { unitWord } from "../../core/format/units.ts";
import { offerReasons } from "../../core/order/rules.ts";
import { scaleEntryFor, toScale } from "../../core/pricing/scale.ts";
import { displayCents } from "../../core/pricing/vat.ts";
import { BreakableText } from "../../core/ui/BreakableText.tsx";
import { QuantityStepper } from "../../core/ui/QuantityStepper.tsx";
import { useAmountField } from "../../core/ui/use-amount-field.ts";
import { OfferReasons } from "../../core/order-ui/OfferReasons.tsx";
import { lineFacts, lineNet } from "../../core/cart/cart-lines.ts";
import { ConfiguredThumbnail } from "./ConfiguredThumbnail.tsx";
import { NoPicture } from "../../core/ui/NoPicture.tsx";

interface RowProps {
  line: CartLine;
  /** A configured line's link back to its configurator, filled in; null for a catalogue article. */
  editHref: string | null;
  country: string;
  showVAT: boolean;
  vatPercent: number;
  revision: number;
  onAmount: (line: CartLine, amount: number) => Promise<void>;
  onRemove: (line: CartLine) => Promise<void>;
}

/**
 * One cart line: image, name, number, amount (same rules as the product page), prices, remove.
 * Memoised: a change to one line re-renders that line and the totals, not every line of the cart.
 */
export const CartLineRow = memo(function CartLineRow({
  line,
  editHref,
  country,
  showVAT,
  vatPercent,
  revision,
  onAmount,
  onRemove,
}: RowProps) {
  const { t, i18n } = useLingui();
  const reasons = offerReasons(lineFacts(line), country);
  const money = (net: number) => formatMoney(displayCents(net, showVAT, vatPercent), country);
  const unitCents = scaleEntryFor(toScale(line.priceList.scaled_price), line.menge)?.unitCents ?? 0;
  const rules = {
    itemInUnit: line.priceList.itemInUnit,
    smallestOrderUnit: line.kleinste_bestelleinheit,
    // A promoted article: the stepper keeps its maximum and its note says so (core/catalog/quantity.ts).
    max: line.priceList.promotion?.maxQuantity ?? undefined,
  };
  // Not re-keyed on a change: re-mounting the stepper would drop the focus from its + or −.
  const field = useAmountField({
    amount: line.menge,
    rules,
    unit: line.einheit,
    onChange: (amount) => void onAmount(line, amount),
    resetKey: revision,
  });
  return (
    <li className="line" part="line" data-key={line.id}>
      {line.image_url ? (
        <img src={line.image_url} alt="" loading="lazy" width="64" height="48" />
      ) : line.configuration_query ? (
        <ConfiguredThumbnail query={line.configuration_query} />
      ) : (
        <span className="no-image">
          <NoPicture />
        </span>
      )}
      <div className="what">
        <p className="name">{line.artikel}</p>
        <p className="number">
          <BreakableText text={line.artikel_nummer} sentence={t`Art.-Nr. ${line.artikel_nummer}`} />
        </p>
        {editHref && (
          <a className="edit" href={editHref} part="edit-link" aria-label={t`Konfiguration von ${line.artikel} ändern`}>
            {t`Konfiguration ändern`}
          </a>
        )}
        {reasons.length > 0 && <OfferReasons reasons={reasons} />}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would need a legend; the group is named by aria-label */}
      <div className="amount" role="group" aria-label={t`Menge von ${line.artikel}`}>
        <QuantityStepper field={field} />
        <span className="unit">{unitWord(line.menge, line.einheit, i18n.locale)}</span>
      </div>
      <p className="unit-price">{t`je ${money(unitCents)}`}</p>
      <p className="line-price">{money(lineNet(line))}</p>
      <button type="button" className="link remove" aria-label={t`${line.artikel} entfernen`} onClick={() => void onRemove(line)}>
        {t`Entfernen`}
      </button>
    </li>
  );
});
