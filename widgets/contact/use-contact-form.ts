// The contact form's state: the values, which fields the shopper typed into (a prefill never
// overwrites them), which were left, whether a send was tried, and the errors to show: a field's own
// once it was left, all of them after a send attempt, and a field the server refused until it changes.
import { useRef, useState } from "react";
import type { FieldErrorCode } from "../../core/address/validation.ts";
import {
  fillUntyped,
  validateContactForm,
  type ContactErrors,
  type ContactField,
  type ContactForm,
} from "../../core/contact/contact-form.ts";

export interface ContactFormState {
  form: ContactForm;
  setField: <K extends keyof ContactForm>(field: K, value: ContactForm[K]) => void;
  touch: (field: ContactField) => void;
  shownErrors: ContactErrors;
  /** Marks a send attempt (every error shows from now on); true when the form can be sent. */
  submit: () => boolean;
  /** Puts a logged-in contact's details into the untyped fields; returns the fields filled. */
  prefill: (values: Partial<Record<ContactField, string>>) => ContactField[];
  /** The server refused a field's value: it shows `error` until the shopper changes it. */
  refuse: (field: ContactField, error: FieldErrorCode) => void;
}

export function useContactForm(initial: () => ContactForm): ContactFormState {
  const [form, setForm] = useState(initial);
  // The prefill answers after some renders: it reads the latest form, not the one of its render.
  const latest = useRef(form);
  latest.current = form;
  const typed = useRef(new Set<ContactField>());
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<ContactErrors>({});
  const errors = { ...validateContactForm(form), ...refused };
  const shownErrors = submitted ? errors : pick(errors, touched);

  const setField = <K extends keyof ContactForm>(field: K, value: ContactForm[K]) => {
    if (field !== "website") typed.current.add(field as ContactField);
    setRefused(({ [field as ContactField]: _gone, ...rest }) => rest);
    setForm((f) => ({ ...f, [field]: value }));
  };
  const touch = (field: ContactField) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field)));
  const submit = () => {
    setSubmitted(true);
    return Object.keys(errors).length === 0;
  };
  const prefill = (values: Partial<Record<ContactField, string>>) => {
    const { filled } = fillUntyped(latest.current, values, typed.current);
    // Applied in the update: a key pressed since the last render is kept too.
    if (filled.length > 0) setForm((f) => fillUntyped(f, values, typed.current).form);
    return filled;
  };
  const refuse = (field: ContactField, error: FieldErrorCode) => setRefused((r) => ({ ...r, [field]: error }));
  return { form, setField, touch, shownErrors, submit, prefill, refuse };
}

function pick(errors: ContactErrors, touched: ReadonlySet<ContactField>): ContactErrors {
  const shown: ContactErrors = {};
  for (const field of touched) if (errors[field]) shown[field] = errors[field];
  return shown;
}
