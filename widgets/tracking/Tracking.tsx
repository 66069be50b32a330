import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { pageQuery, type FindWay } from "../../core/tracking/find-query.ts";
import { RadioGroup } from "../../core/forms/RadioGroup.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { LazyPart } from "../../core/ui/LazyPart.tsx";
import { Loading } from "../../core/ui/Loading.tsx";
import { ContactOrders } from "./ContactOrders.tsx";
import { loadNumberForm, loadResults } from "./load-parts.ts";
import { OrderForm } from "./OrderForm.tsx";
import { SearchProblemNotice } from "./SearchProblemNotice.tsx";
import { SearchSummary } from "./SearchSummary.tsx";
import { contactOf, type TrackingData } from "./tracking-data.ts";
import { useDeliverySearch } from "./use-delivery-search.ts";

export interface TrackingFields {
  orderNumber: string;
  postcode: string;
  trackingNumber: string;
  /** "auto" or a carrier code. */
  carrier: string;
}

/** <shop-tracking>: find a shipment three ways, then its parcels (the result view loads with the first search). */
export function Tracking({ data }: { data: TrackingData }) {
  const { t } = useLingui();
  const contactId = contactOf(data);
  // A link's parameters (the thank-you page, a shipping e-mail) fill the form and search at once.
  const [linked] = useState(() => pageQuery(window.location.search));
  const [way, setWay] = useState<FindWay>(linked?.way ?? (contactId ? "contact" : "order"));
  const [fields, setFields] = useState<TrackingFields>({
    orderNumber: linked?.way === "order" ? linked.orderNumber : "",
    postcode: linked?.way === "order" ? linked.postcode : "",
    trackingNumber: linked?.way === "number" ? linked.trackingNumber : "",
    carrier: "auto",
  });
  const { state, search, clear } = useDeliverySearch(data);
  const change = (field: keyof TrackingFields) => (value: string) => setFields((f) => ({ ...f, [field]: value }));

  const ways = [
    ...(contactId ? [{ value: "contact" as const, label: t`Meine Bestellungen` }] : []),
    { value: "order" as const, label: t`Bestellnummer und Postleitzahl` },
    { value: "number" as const, label: t`Sendungsnummer` },
  ];

  return (
    <section className="tracking" aria-labelledby="tracking-title" part="content">
      <h2 id="tracking-title" tabIndex={-1} {...FOCUS_HOME}>
        {t`Sendungsverfolgung`}
      </h2>
      <RadioGroup
        name="tracking-way"
        legend={t`Wie möchten Sie Ihre Sendung finden?`}
        value={way}
        options={ways}
        onChange={setWay}
        className="ways"
      />
      {way === "contact" && contactId && <ContactOrders contactId={contactId} search={search} />}
      {way === "order" && <OrderForm fields={fields} change={change} search={search} clear={clear} autoStart={linked?.way === "order"} />}
      {way === "number" && (
        <LazyPart load={loadNumberForm} props={{ data, fields, change, search, clear, autoStart: linked?.way === "number" }} />
      )}
      <SearchSummary state={state} />
      <div className="results" part="results">
        {state.status === "loading" && <Loading className="results-loading" />}
        {state.status === "error" && (
          <SearchProblemNotice problem={state.problem} query={state.query} onRetry={() => search(state.query, true)} />
        )}
        {state.status === "ready" && <LazyPart load={loadResults} props={{ data, state }} />}
      </div>
    </section>
  );
}
