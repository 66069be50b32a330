import { useLingui as useI18nContext } from "@lingui/react";
import type { DealAddress } from "../api/request-schemas.ts";

/** An address as the deal stores it, shown as a postal address block (checkout overview, thank-you page). */
export function AddressSummary({ address }: { address: DealAddress }) {
  const { i18n } = useI18nContext();
  const country = countryName(address.address_country, i18n.locale);
  const lines = [
    address.orderrecipient,
    address.addressline1,
    address.addressline3,
    `${address.address_post_code} ${address.address_city}`.trim(),
    country,
    address.email,
    address.phone_number,
  ].filter(Boolean);
  return (
    <address className="address">
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </address>
  );
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
