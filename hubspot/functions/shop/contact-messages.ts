// The contact dialog's message as a HubSpot ticket (docs/api.md#contact, docs/decisions/hubspot-accounts.md#messages):
// filed once per requestId (the ticket's unique shop_request_id), in the pipeline and stage the shop's
// setting names, associated with the sender's contact (found by e-mail, made when there is none, which
// also keeps the address's recent messages for the limit). The reference is made from the ticket's id.
import * as v from "valibot";
import { CONTACT_MESSAGE_LIMIT } from "../../../core/api/attempt-limits.ts";
import type { ContactAnswer, ContactMessageBody } from "../../../core/api/contact-form.ts";
import { contactFieldProblem } from "../../../core/contact/contact-check.ts";
import { spamVerdict } from "../../../core/contact/spam-guard.ts";
import { Refusal } from "../answer.ts";
import type { Crm } from "../crm/client.ts";
import { associate, createRecord, CrmRecordConflict, type CrmRecord, getRecord } from "../crm/objects.ts";
import { contactByEmail, countAttempt, saveContact } from "./contacts.ts";
import { readSettings } from "./settings.ts";

/** The `contact-messages` setting: where a message is filed and what the shop promises about the answer. */
export const ContactMessagesSettingSchema = v.object({
  /** The ticket pipeline's and stage's internal ids (HubSpot's support pipeline: "0", stage "1", New). */
  pipeline: v.pipe(v.string(), v.nonEmpty()),
  stage: v.pipe(v.string(), v.nonEmpty()),
  /** Working hours within which the service team answers (the answer's answerWithinHours). */
  answerWithinHours: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ContactMessagesSetting = v.InferOutput<typeof ContactMessagesSettingSchema>;

const TICKET_PROPERTIES = ["shop_request_id", "createdate"];

/** "K-2026-01234": the year the ticket was filed and its id. */
const referenceOf = (ticket: CrmRecord) => `K-${new Date(ticket.createdAt).getUTCFullYear()}-${ticket.id.padStart(5, "0")}`;

/** What the service team reads: the message, then who sent it and what they named. */
function ticketContent(body: ContactMessageBody): string {
  const details: [string, string | undefined][] = [
    ["Name", body.name],
    ["E-Mail", body.email],
    ["Telefon", body.phone],
    ["Firma", body.company],
    ["Kunden- oder Bestellnummer", body.reference],
    ["Sprache", body.language],
    ["Angemeldeter Kontakt", body.contactId],
  ];
  return [body.message, "", ...details.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`)].join("\n");
}

/** A new contact's name from the one field the form has: the last word as the last name. */
function nameProperties(name: string): Record<string, string> {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? { firstname: words.slice(0, -1).join(" "), lastname: words.at(-1) ?? "" } : { lastname: name.trim() };
}

/** Files the message: its answer, or a Refusal (422 spam_suspected or invalid_field, 429). */
export async function fileMessage(crm: Crm, body: ContactMessageBody, now = Date.now()): Promise<ContactAnswer> {
  const [settings, earlier] = await Promise.all([
    readSettings(crm, { "contact-messages": ContactMessagesSettingSchema }),
    getRecord(crm, "tickets", body.requestId, TICKET_PROPERTIES, "shop_request_id"),
  ]);
  const setting = settings["contact-messages"];
  const answer = (ticket: CrmRecord): ContactAnswer => ({ reference: referenceOf(ticket), answerWithinHours: setting.answerWithinHours });
  if (earlier) return answer(earlier);
  if (spamVerdict(body) !== "send") throw new Refusal(422, "spam_suspected", "Honeypot filled or sent too fast");
  const field = contactFieldProblem(body);
  if (field) throw new Refusal(422, "invalid_field", `${field} fails the shop's rules`, { field });

  const contact = await contactByEmail(crm, body.email, ["shop_message_attempts"]);
  const attempts = countAttempt(contact?.properties.shop_message_attempts, now, CONTACT_MESSAGE_LIMIT);
  const newContact = contact
    ? {}
    : {
        ...nameProperties(body.name),
        shop_language: body.language,
        ...(body.salutation ? { shop_salutation: body.salutation } : {}),
        ...(body.phone ? { phone: body.phone } : {}),
        ...(body.company ? { company: body.company } : {}),
      };
  const contactId = await saveContact(crm, contact, body.email, { ...newContact, shop_message_attempts: attempts });
  let ticket: CrmRecord;
  try {
    ticket = await createRecord(crm, "tickets", {
      subject: `Kontaktformular (${body.topic}): ${body.name}`,
      content: ticketContent(body),
      hs_pipeline: setting.pipeline,
      hs_pipeline_stage: setting.stage,
      shop_request_id: body.requestId,
      shop_contact_topic: body.topic,
      shop_language: body.language,
      ...(body.reference ? { shop_reference: body.reference } : {}),
    });
  } catch (error) {
    // The same message sent twice at once: the other request filed it.
    const filed =
      error instanceof CrmRecordConflict
        ? await getRecord(crm, "tickets", body.requestId, TICKET_PROPERTIES, "shop_request_id")
        : undefined;
    if (!filed) throw error;
    return answer(filed);
  }
  await associate(crm, "tickets", ticket.id, "contacts", contactId);
  return answer(ticket);
}
