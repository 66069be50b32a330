import { useLingui } from "@lingui/react/macro";
import { phoneHref } from "../../core/element/contact-fields.ts";
import { BreakableText } from "../../core/ui/BreakableText.tsx";
import type { ContactData } from "./contact-data.ts";

/** The shop's phone and e-mail from the data block (both checked there), when a message cannot be sent. */
export function OtherWays({ data }: { data: ContactData }) {
  const { t } = useLingui();
  const { contactPhone: phone, contactEmail: email } = data;
  if (!phone && !email) return null;
  return (
    <div className="other-ways">
      <p>{t`Sie erreichen uns auch direkt:`}</p>
      <ul>
        {phone && (
          <li>
            {t`Telefon`}: <a href={phoneHref(phone)}>{phone}</a>
          </li>
        )}
        {email && (
          <li>
            {t`E-Mail`}:{" "}
            <a href={`mailto:${email}`}>
              <BreakableText text={email} />
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
