import { useLingui } from "@lingui/react/macro";
import { BreakableText } from "../../core/ui/BreakableText.tsx";
import type { ThankYouData } from "./thank-you-data.ts";

/** The shop's e-mail and phone from the data block; the fallback text (or nothing) when it has none. */
export function ContactLine({ data, lead, fallback }: { data: ThankYouData; lead: string; fallback?: string }) {
  const { t } = useLingui();
  const { contactEmail: email, contactPhone: phone } = data;
  if (!email && !phone) return fallback ? <p>{fallback}</p> : null;
  return (
    <div className="contact">
      <p>{lead}</p>
      <ul>
        {email && (
          <li>
            {t`E-Mail:`}{" "}
            <a href={`mailto:${email}`}>
              <BreakableText text={email} />
            </a>
          </li>
        )}
        {phone && (
          <li>
            {t`Telefon:`} <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
          </li>
        )}
      </ul>
    </div>
  );
}
