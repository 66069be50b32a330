import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { filedButUnreadable, postContactMessage } from "../../core/api/contact-form.ts";
import { serviceErrorBody } from "../../core/api/service-error.ts";
import { contactBody, emptyContactForm, isContactFieldRequired, MESSAGE_MAX } from "../../core/contact/contact-form.ts";
import { contactFailure } from "../../core/contact/send-failure.ts";
import { spamVerdict } from "../../core/contact/spam-guard.ts";
import { shopPageUrl } from "../../core/element/shop-pages.ts";
import { Checkbox } from "../../core/forms/Checkbox.tsx";
import { focusFirstInvalid } from "../../core/forms/focus-first-invalid.ts";
import { RequiredLegend } from "../../core/forms/FieldParts.tsx";
import { salutationOptions } from "../../core/forms/salutation-options.ts";
import { SelectField } from "../../core/forms/SelectField.tsx";
import { TextAreaField } from "../../core/forms/TextAreaField.tsx";
import { TextField, type TextFieldProps } from "../../core/forms/TextField.tsx";
import { requestKeyFor, type RequestKey } from "../../core/order/request-id.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { useSubmitOnce } from "../../core/ui/submit-once.ts";
import type { ContactData } from "./contact-data.ts";
import type { SentMessage } from "./ContactSent.tsx";
import { Honeypot } from "./Honeypot.tsx";
import { OtherWays } from "./OtherWays.tsx";
import { topicOptions } from "./topic-options.ts";
import { useContactForm } from "./use-contact-form.ts";
import { usePrefill } from "./use-prefill.ts";

/** Why the last press did not end in a confirmation (besides field errors, which show at their fields). */
type Problem =
  | { kind: "spam" }
  | { kind: "tooMany"; minutes: number | null }
  | { kind: "unexpected"; error: unknown }
  /** Filed (201) with an answer that cannot be read: most likely arrived (core/api/contact-form.ts). */
  | { kind: "filed"; reference: string | null };

/** The topic a link to the page names (`/dialog?topic=order`), else the data block's. */
function startTopic(data: ContactData): string {
  return new URLSearchParams(location.search).get("topic") ?? data.topic;
}

interface ContactFormProps {
  data: ContactData;
  onSent: (sent: SentMessage) => void;
  /** After "Weitere Nachricht senden": focus starts at the form's heading. */
  focusHeading: boolean;
}

/** The contact dialog's form: fields, spam checks, one request per press, every answer said. */
export function ContactForm({ data, onSent, focusHeading }: ContactFormProps) {
  const { t, i18n } = useLingui();
  const contact = useContactForm(() => {
    const form = emptyContactForm(startTopic(data));
    return form.topic ? form : emptyContactForm(data.topic);
  });
  const { form, setField, touch, shownErrors: errors } = contact;
  // From showing the form to sending it: a person needs a few seconds (core/contact/spam-guard.ts).
  const [shownAt] = useState(() => Date.now());
  const { busy, $busy, run } = useSubmitOnce();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [prefilled, setPrefilled] = useState(false);
  const [tries, setTries] = useState(0);
  const key = useRef<RequestKey | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  usePrefill(data, (values) => setPrefilled((before) => contact.prefill(values).length > 0 || before));

  useLayoutEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, []);
  // After a refused attempt the first field in error gets focus (once its error has rendered).
  useEffect(() => {
    if (tries > 0 && formRef.current) focusFirstInvalid(formRef.current);
  }, [tries]);

  const send = async () => {
    if ($busy.get()) return;
    setProblem(null);
    if (!contact.submit()) return setTries((n) => n + 1);
    const elapsedMs = Date.now() - shownAt;
    const verdict = spamVerdict({ website: form.website, elapsedMs, minFillSeconds: data.minFillSeconds });
    if (verdict === "honeypot") {
      console.info("[shop-widgets] <shop-contact>: the hidden website field is filled (a bot); nothing was sent");
      return onSent({ email: form.email.trim(), reference: null, answerWithinHours: null });
    }
    if (verdict === "tooFast") return setProblem({ kind: "spam" });
    await run(async () => {
      const body = contactBody(form, { language: data.language, contactId: data.loggedIn ? data.contactid : null, elapsedMs });
      // The key belongs to the message, not to the moment it is sent: a retry of the same message is
      // filed once; a changed one gets a new key (core/order/request-id.ts).
      const { elapsedMs: _moment, ...message } = body;
      key.current = requestKeyFor(key.current, message);
      try {
        const answer = await postContactMessage({ baseUrl: data.baseUrl, body: { ...body, requestId: key.current.requestId } });
        onSent({ email: body.email, ...answer });
      } catch (error) {
        const filed = filedButUnreadable(error);
        if (filed) return setProblem({ kind: "filed", ...filed });
        const failure = contactFailure(serviceErrorBody(error));
        if (failure.kind === "field") {
          contact.refuse(failure.field, "checkInput");
          setTries((n) => n + 1);
        } else if (failure.kind === "unexpected") {
          console.error("[shop-widgets] <shop-contact>: the message was not sent", error);
          setProblem({ kind: "unexpected", error });
        } else setProblem(failure);
      }
    });
  };

  const text = (field: "name" | "email" | "phone" | "company" | "reference", label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      id={`contact-${field}`}
      label={label}
      value={form[field]}
      onChange={(value) => setField(field, value)}
      onBlur={() => touch(field)}
      error={errors[field]}
      required={isContactFieldRequired(field)}
      {...extra}
    />
  );

  return (
    <section className="contact" aria-labelledby="contact-title" part="content">
      <h2 id="contact-title" tabIndex={-1} ref={headingRef} {...FOCUS_HOME}>
        {t`Schreiben Sie uns`}
      </h2>
      <form
        ref={formRef}
        className="contact-form"
        aria-labelledby="contact-title"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <RequiredLegend />
        <p className="prefill-note" role="status">
          {prefilled ? t`Wir haben Ihre Kontaktdaten eingesetzt.` : null}
        </p>
        <div className="contact-grid">
          <SelectField
            id="contact-topic"
            className="wide"
            label={t`Thema`}
            value={form.topic}
            options={topicOptions(i18n, data.topicLabels)}
            placeholder={t`Bitte wählen`}
            onChange={(value) => setField("topic", value)}
            onBlur={() => touch("topic")}
            error={errors.topic}
            required
          />
          <SelectField
            id="contact-salutation"
            label={t`Anrede`}
            value={form.salutation}
            options={salutationOptions(i18n, { optional: true })}
            placeholder={t`Keine Angabe`}
            onChange={(value) => setField("salutation", value)}
            onBlur={() => touch("salutation")}
            error={errors.salutation}
            autoComplete="honorific-prefix"
          />
          {text("name", t`Name`, { autoComplete: "name" })}
          {text("email", t`E-Mail`, { type: "email", autoComplete: "email" })}
          {text("phone", t`Telefon`, { type: "tel", autoComplete: "tel" })}
          {text("company", t`Firma`, { autoComplete: "organization" })}
          {text("reference", t`Kunden- oder Bestellnummer`)}
          <TextAreaField
            id="contact-message"
            className="wide"
            label={t`Ihre Nachricht`}
            value={form.message}
            maxLength={MESSAGE_MAX}
            onChange={(value) => setField("message", value)}
            onBlur={() => touch("message")}
            error={errors.message}
            required
          />
          <Checkbox
            id="contact-privacy"
            className="wide"
            required
            checked={form.privacy}
            onChange={(checked) => setField("privacy", checked)}
            onBlur={() => touch("privacy")}
            error={errors.privacy}
            label={
              <Trans>
                Ich habe die{" "}
                <a href={shopPageUrl("privacy", data)} target="_blank" rel="noopener">
                  Datenschutzerklärung
                </a>{" "}
                gelesen und bin einverstanden, dass meine Angaben zur Beantwortung meiner Nachricht verarbeitet werden.
              </Trans>
            }
          />
        </div>
        <Honeypot value={form.website} onChange={(value) => setField("website", value)} />
        <p className="form-notice" role="status">
          {problem?.kind === "spam" && t`Bitte prüfen Sie Ihre Angaben und senden Sie erneut.`}
          {problem?.kind === "tooMany" &&
            (problem.minutes ? (
              <Plural
                value={problem.minutes}
                one="Sie haben gerade viele Nachrichten gesendet. Bitte versuchen Sie es in # Minute erneut."
                other="Sie haben gerade viele Nachrichten gesendet. Bitte versuchen Sie es in # Minuten erneut."
              />
            ) : (
              t`Sie haben gerade viele Nachrichten gesendet. Bitte versuchen Sie es später erneut.`
            ))}
        </p>
        {problem?.kind === "filed" && <Filed reference={problem.reference} busy={busy} onCheck={() => void send()} data={data} />}
        {problem?.kind === "unexpected" && (
          <div className="send-failure">
            <ErrorNotice error={problem.error} />
            <p>{t`Ihre Nachricht wurde nicht gesendet; Ihre Eingaben bleiben erhalten. Bitte versuchen Sie es erneut.`}</p>
            <OtherWays data={data} />
          </div>
        )}
        <div className="actions">
          {/* aria-disabled, not disabled: a disabled control loses focus to the page body; the guard ignores presses. */}
          <button type="submit" className="primary" aria-disabled={busy} aria-busy={busy}>
            {t`Nachricht senden`}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * A message the shop filed (201) whose answer cannot be read: it has most likely arrived. No invitation
 * to write it again; the check sends the same message (its requestId), which the shop files once.
 */
function Filed({ reference, busy, onCheck, data }: { reference: string | null; busy: boolean; onCheck: () => void; data: ContactData }) {
  const { t } = useLingui();
  return (
    <div className="send-failure">
      <p className="alert" role="alert">
        {t`Ihre Nachricht ist wahrscheinlich angekommen, aber die Antwort des Shops war unvollständig.`}
        {reference && ` ${t`Vorgang ${reference}`}.`}
      </p>
      <p>
        {/* aria-disabled, not disabled: a disabled control loses focus to the page body; the guard ignores presses. */}
        <button type="button" onClick={onCheck} aria-disabled={busy} aria-busy={busy}>
          {t`Prüfen, ob sie angekommen ist`}
        </button>
      </p>
      <OtherWays data={data} />
    </div>
  );
}
