import { useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useRef, useState, type MutableRefObject } from "react";
import type { HostedFieldsPage } from "../../core/payment/config.ts";
import { postMessageCardFields, type HostedCardFields as Fields } from "../../core/payment/hosted-fields.ts";

/**
 * The provider's hosted card fields: its iframe collects the card, so no card data enters this page.
 * The pay step reaches the adapter through `fieldsRef` to ask for a token. While the order is locked
 * the frame is inert: nothing typed can change a payment on its way.
 */
export function HostedCardFields({
  page,
  language,
  fieldsRef,
  locked,
}: {
  page: HostedFieldsPage;
  language: string;
  fieldsRef: MutableRefObject<Fields | null>;
  locked: boolean;
}) {
  const { t } = useLingui();
  const containerRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const title = t`Kreditkartendaten`;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const fields = postMessageCardFields({ url: page.url, origin: page.origin, language, title });
    fields.mount(container);
    const stop = fields.subscribe((state) => setReady(state.ready));
    fieldsRef.current = fields;
    return () => {
      stop();
      fields.destroy();
      fieldsRef.current = null;
    };
  }, [page.url, page.origin, language, title]);

  // In the render that locks or unlocks, not a frame later: Tab right after a declined card must reach the fields.
  useLayoutEffect(() => {
    if (containerRef.current) containerRef.current.inert = locked;
  }, [locked]);

  return <div className="hosted-card" ref={containerRef} aria-busy={!ready} />;
}
