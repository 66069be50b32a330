// The server's own check of a contact message (POST contact answers 422 invalid_field with the body's
// field): the form's rules (core/contact/contact-form.ts) run again on what arrived, and a mailbox that
// cannot exist is refused (the reserved .invalid domain, RFC 2606). One rule for the demo's fake and the
// shop's functions. Pure.
import type { ContactMessageBody } from "../api/service-request-schemas.ts";
import { type ContactField, validateContactForm } from "./contact-form.ts";

/** The body's first field the shop's rules refuse, or undefined. */
export function contactFieldProblem(body: ContactMessageBody): ContactField | undefined {
  const errors = validateContactForm({
    topic: body.topic,
    salutation: body.salutation ?? "",
    name: body.name,
    email: body.email,
    phone: body.phone ?? "",
    company: body.company ?? "",
    reference: body.reference ?? "",
    message: body.message,
    privacy: body.privacy,
    website: body.website,
  });
  const first = Object.keys(errors)[0] as ContactField | undefined;
  if (first) return first;
  return body.email.trim().toLowerCase().endsWith(".invalid") ? "email" : undefined;
}
