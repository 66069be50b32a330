import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { emptyAddressForm, type AddressForm } from "../../core/address/validation.ts";
import type { CompanyChoice } from "../../core/api/schemas.ts";
import { useOrderSummary } from "../../core/order-ui/use-order-summary.ts";
import { useOrderTotals } from "../../core/order-ui/use-order-totals.ts";
import { orderCountry } from "../../core/order/order-country.ts";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { $company } from "../../core/state/stores.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { Loading } from "../../core/ui/Loading.tsx";
import { $offerDraft, updateOfferDraft } from "./draft.ts";
import { offerSource, type OfferData } from "./offer-data.ts";
import { offerType } from "../../core/order/offer.ts";
import { OfferForm } from "./OfferForm.tsx";
import { OfferSent } from "./OfferSent.tsx";
import { useLinesSession } from "./use-lines-session.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";

/**
 * The contact details to start from: what the draft holds, else the visitor's country and, for a
 * logged-in contact, the name and company the company switcher knows.
 */
function initialContact(draft: AddressForm, data: OfferData, choice: CompanyChoice | null): AddressForm {
  const contact = { ...draft, country: draft.country || emptyAddressForm(data.geoLocation).country };
  const untouched = !draft.firstName && !draft.lastName && !draft.companyName;
  if (!untouched || !choice || offerType(data) !== "quotation") return contact;
  return {
    ...contact,
    customerType: "company",
    companyName: choice.company.name,
    firstName: choice.contactPersonFirstname,
    lastName: choice.contactPersonLastname,
  };
}

/**
 * The offer request for the cart's lines or one article handed over from a product page, for a
 * logged-in contact ('quotation') or a guest ('quotation_guest'), with the offer as a PDF afterwards.
 */
export function OfferFlow({ data }: { data: OfferData }) {
  const { t } = useLingui();
  const draft = useStore($offerDraft);
  const choice = useStore($company);
  const source = offerSource(data);
  // The confirmation of an offer made earlier in this session, or of the one just made.
  const [view, setView] = useState<"form" | "sent" | "just-sent">(draft.sent?.source === source ? "sent" : "form");
  const checkedEarlierOffer = useRef(false);

  const country = orderCountry(draft.contact.country, data.geoLocation);
  const [session, retrySession] = useLinesSession(data);
  const [summaryState, reloadSummary] = useOrderSummary({
    baseUrl: data.baseUrl,
    language: data.language,
    sessionId: session.status === "ready" ? session.sessionId : null,
    country,
    deliveryType: null,
  });
  const summary = summaryState.status === "ready" ? summaryState.summary : null;
  const totals = useOrderTotals(summary);

  // A cart requested earlier was finished; a cart filled since then is a new request.
  useEffect(() => {
    if (view !== "sent" || checkedEarlierOffer.current || !summary) return;
    checkedEarlierOffer.current = true;
    if (source === "cart" && summary.lines.length > 0) setView("form");
  }, [view, summary, source]);

  // Another offer: a handed-over article goes into a new session, so no order item is requested twice.
  const startOver = () => {
    updateOfferDraft({ sent: null, articleSession: null });
    retrySession();
    setView("form");
  };
  const sent = draft.sent;
  if (view !== "form" && sent) return <OfferSent sent={sent} data={data} justSent={view === "just-sent"} onNew={startOver} />;

  if (session.status === "error") return <ErrorNotice error={session.error} onRetry={retrySession} />;
  if (summaryState.status === "error") return <ErrorNotice error={summaryState.error} onRetry={reloadSummary} />;
  if (!summary || !totals || session.status !== "ready") return <Loading className="request-offer" />;
  if (summary.lines.length === 0)
    return (
      <section className="request-offer empty" aria-labelledby="offer-title">
        <h2 id="offer-title" tabIndex={-1} {...FOCUS_HOME}>{t`Angebot anfordern`}</h2>
        <p>
          {data.session
            ? t`Die Konfiguration für dieses Angebot wurde nicht gefunden. Bitte stellen Sie sie erneut zusammen.`
            : t`Ihr Warenkorb ist leer: Es gibt noch nichts anzufragen.`}
        </p>
        <a href={shopPageUrl("cart", data)}>{t`Zum Warenkorb`}</a>
      </section>
    );

  return (
    <section className="request-offer" aria-labelledby="offer-title">
      <h2 id="offer-title" tabIndex={-1} {...FOCUS_HOME}>{t`Angebot anfordern`}</h2>
      <OfferForm
        data={data}
        sessionId={session.sessionId}
        summary={summary}
        totals={totals}
        companyId={choice?.company.id ?? null}
        country={country}
        initialContact={() => initialContact($offerDraft.get().contact, data, choice)}
        onSent={() => setView("just-sent")}
      />
    </section>
  );
}
