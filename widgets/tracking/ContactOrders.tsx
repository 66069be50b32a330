import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import type { DeliveryQuery } from "../../core/api/delivery.ts";

/** A logged-in contact's recent orders load as soon as this way shows (the result view lists them). */
export function ContactOrders({ contactId, search }: { contactId: string; search: (query: DeliveryQuery, byShopper: boolean) => void }) {
  const { t } = useLingui();
  useEffect(() => search({ contactId }, false), [contactId]);
  return <p className="find">{t`Ihre letzten Bestellungen mit ihren Sendungen:`}</p>;
}
