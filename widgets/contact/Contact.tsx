import { useState } from "react";
import type { ContactData } from "./contact-data.ts";
import { ContactForm } from "./ContactForm.tsx";
import { ContactSent, type SentMessage } from "./ContactSent.tsx";

/** <shop-contact>: the form, then its confirmation; "Weitere Nachricht senden" starts a fresh form. */
export function Contact({ data }: { data: ContactData }) {
  const [sent, setSent] = useState<SentMessage | null>(null);
  const [round, setRound] = useState(0);
  if (sent)
    return (
      <ContactSent
        sent={sent}
        onAnother={() => {
          setSent(null);
          setRound((n) => n + 1);
        }}
      />
    );
  return <ContactForm key={round} data={data} onSent={setSent} focusHeading={round > 0} />;
}
