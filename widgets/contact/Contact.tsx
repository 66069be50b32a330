import { useLingui } from "@lingui/react/macro";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import type { ContactData } from "./contact-data.ts";

/** <shop-contact>, once its catalog is there. */
export function Contact({ data }: { data: ContactData }) {
  const { t } = useLingui();
  return (
    <section className="contact" aria-labelledby="contact-title" part="content">
      <h2 id="contact-title" tabIndex={-1} {...FOCUS_HOME}>
        {t`Neues Element`}
      </h2>
      <a href={shopPageUrl("shop", data)}>{t`Weiter einkaufen`}</a>
    </section>
  );
}
