import { useState } from "react";
import type { RegistrationAnswer } from "../../core/api/registration.ts";
import type { RegistrationForm } from "../../core/registration/registration-form.ts";
import { LazyPart } from "../../core/ui/LazyPart.tsx";
import { loadConfirmation } from "./load-confirmation.ts";
import type { RegistrationData } from "./registration-data.ts";
import { RegistrationFormView } from "./RegistrationFormView.tsx";

/** <shop-registration>, once its catalog is there: the form, then the confirmation. */
export function Registration({ data }: { data: RegistrationData }) {
  const [sent, setSent] = useState<{ answer: RegistrationAnswer; form: RegistrationForm } | null>(null);
  return (
    <section className="registration" aria-labelledby={sent ? "registration-done-title" : "registration-title"} part="content">
      {sent ? (
        <LazyPart load={loadConfirmation} props={{ data, answer: sent.answer, form: sent.form }} />
      ) : (
        <RegistrationFormView data={data} onSent={(answer, form) => setSent({ answer, form })} />
      )}
    </section>
  );
}
