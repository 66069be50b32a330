import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { phoneHref } from "../../core/element/contact-fields.ts";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { usePaymentLabels } from "../../core/order-ui/labels.ts";
import { BreakableText } from "../../core/ui/BreakableText.tsx";
import { DeliveryMark, PaymentMark, ReturnsMark, ServiceMark } from "./marks.tsx";
import type { TrustData } from "./trust-data.ts";

/** The shop's promises beside a product, the cart or the checkout: delivery, returns, service, payment. */
export function Trust({ data }: { data: TrustData }) {
  const { t } = useLingui();
  const { delivery, returns, payments } = data;
  return (
    <section className="trust" part="trust" aria-labelledby="trust-heading">
      <h2 id="trust-heading">{data.heading ?? t`Sicher einkaufen`}</h2>
      <ul className="promises">
        {delivery && <Pledge mark={<DeliveryMark />} {...delivery} />}
        {returns && <Pledge mark={<ReturnsMark />} {...returns} />}
        <Service data={data} />
      </ul>
      {payments.length > 0 && <Payments methods={payments} />}
    </section>
  );
}

function Pledge({ mark, text, url }: { mark: ReactNode; text: string; url?: string }) {
  return (
    <li>
      {mark}
      <span>{url ? <a href={url}>{text}</a> : text}</span>
    </li>
  );
}

/** When and how people reach the shop, and its contact page (always there: the shop's /dialog). */
function Service({ data }: { data: TrustData }) {
  const { t } = useLingui();
  const { hours, phone, email } = data.service ?? {};
  return (
    <li>
      <ServiceMark />
      <span className="service">
        <span>{hours ? t`Fragen? Wir sind für Sie da: ${hours}` : t`Fragen? Wir sind für Sie da.`}</span>
        {phone && <a href={phoneHref(phone)}>{phone}</a>}
        {email && (
          <a href={`mailto:${email}`}>
            <BreakableText text={email} />
          </a>
        )}
        <a href={shopPageUrl("contact", data)}>{t`Kontaktformular`}</a>
      </span>
    </li>
  );
}

function Payments({ methods }: { methods: TrustData["payments"] }) {
  const { t } = useLingui();
  const labels = usePaymentLabels();
  return (
    <div className="payments">
      <p id="payments-label">{t`Bezahlen mit`}</p>
      <ul aria-labelledby="payments-label">
        {methods.map((method) => (
          <li key={method}>
            <PaymentMark method={method} />
            {labels[method]}
          </li>
        ))}
      </ul>
    </div>
  );
}
