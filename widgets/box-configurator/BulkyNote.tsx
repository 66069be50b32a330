import { useLingui } from "@lingui/react/macro";
import type { ParcelLimit } from "../../core/api/configurator.ts";

/**
 * Says beside the sizes that the box is too large for a parcel (core/configurator/bulky.ts with the
 * type's parcelLimit from the API): bulky goods are only sent by forwarder, on request (section 6).
 * The live region is always there, so the note is announced when it appears.
 */
export function BulkyNote({ bulky, limit }: { bulky: boolean; limit: ParcelLimit }) {
  const { t, i18n } = useLingui();
  const cm = (mm: number) => new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(mm / 10);
  const longest = cm(limit.maxLengthMm);
  const girth = cm(limit.maxGirthMm);
  return (
    <div className="bulky-note" aria-live="polite" part="bulky-note">
      {bulky && (
        <p>
          <strong>{t`Übergröße: nur auf Anfrage.`}</strong>{" "}
          {t`Außen größer als ein Paket sein darf (längste Seite ${longest} cm, Länge + 2 × Breite + 2 × Höhe ${girth} cm): Versand per Spedition, wir senden Ihnen ein Angebot.`}
        </p>
      )}
    </div>
  );
}
