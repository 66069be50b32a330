// An address as the deal stores it, as the lines of a postal address block (the overview, the
// thank-you page and the offer PDF show the same lines).
import { countryName } from "../address/country-name.ts";
import type { DealAddress } from "../api/request-schemas.ts";

/** Recipient, street, addition, postcode and city, country (named in `locale`), e-mail, phone; empty ones left out. */
export function addressLines(address: DealAddress, locale: string): string[] {
  return [
    address.orderrecipient,
    address.addressline1,
    address.addressline3,
    `${address.address_post_code} ${address.address_city}`.trim(),
    address.address_country && countryName(address.address_country, locale),
    address.email,
    address.phone_number,
  ].filter(Boolean);
}
