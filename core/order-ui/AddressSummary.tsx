import { useLingui as useI18nContext } from "@lingui/react";
import type { DealAddress } from "../api/request-schemas.ts";
import { BreakableText } from "../ui/BreakableText.tsx";
import { addressLines } from "./address-lines.ts";

/** An address as the deal stores it, shown as a postal address block (checkout overview, thank-you page). */
export function AddressSummary({ address }: { address: DealAddress }) {
  const { i18n } = useI18nContext();
  return (
    <address className="address">
      {addressLines(address, i18n.locale).map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines are a fixed sequence; two lines may read the same
        <span key={i}>{line === address.email ? <BreakableText text={line} /> : line}</span>
      ))}
    </address>
  );
}
