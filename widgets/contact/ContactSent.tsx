import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef } from "react";
import { BreakableText } from "../../core/ui/BreakableText.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";

/** What the confirmation says: where the answer goes and, for a message the shop filed, its reference. */
export interface SentMessage {
  email: string;
  /** Null when nothing was sent (the honeypot was filled: a bot sees the usual confirmation). */
  reference: string | null;
  answerWithinHours: number | null;
}

/** The confirmation: what happens next, and a new message. */
export function ContactSent({ sent, onAnother }: { sent: SentMessage; onAnother: () => void }) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The send button is gone: keyboard and screen-reader users continue at the confirmation's heading.
  useLayoutEffect(() => headingRef.current?.focus(), []);
  const { email, reference, answerWithinHours: hours } = sent;
  return (
    <section className="contact sent" aria-labelledby="contact-sent-title" part="content">
      <h2 id="contact-sent-title" tabIndex={-1} ref={headingRef} {...FOCUS_HOME} aria-describedby="contact-sent-text">
        {t`Nachricht gesendet`}
      </h2>
      <p id="contact-sent-text" className="confirmation" role="status">
        {reference
          ? t`Vielen Dank, wir haben Ihre Nachricht erhalten (Vorgang ${reference}).`
          : t`Vielen Dank, wir haben Ihre Nachricht erhalten.`}{" "}
        <BreakableText
          text={email}
          sentence={
            hours
              ? t({
                  message: plural(hours, {
                    one: `Wir antworten innerhalb von # Stunde an ${email}.`,
                    other: `Wir antworten innerhalb von # Stunden an ${email}.`,
                  }),
                })
              : t`Wir antworten Ihnen an ${email}.`
          }
        />
      </p>
      <p className="actions">
        <button type="button" onClick={onAnother}>
          {t`Weitere Nachricht senden`}
        </button>
      </p>
    </section>
  );
}
