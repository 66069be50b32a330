// The customer number an existing customer gives to get online access (section 5: "Customer number
// required"). The format is ours (docs/decisions/registration.md): as printed on the shop's invoices
// and delivery notes, "K-" and 4 to 8 digits ("K-10234"); the K may be typed in lower case and the
// hyphen left out. Sent as the CRM keeps it: upper-case K, hyphen, digits.

export type CustomerNumberError = "customerNumberRequired" | "invalidCustomerNumber";

const FORMAT = /^K-?(\d{4,8})$/i;

export function validateCustomerNumber(value: string): CustomerNumberError | undefined {
  const v = value.trim();
  if (!v) return "customerNumberRequired";
  return FORMAT.test(v) ? undefined : "invalidCustomerNumber";
}

/** "k10234" → "K-10234"; a value that fails validateCustomerNumber comes back trimmed. */
export function normalizeCustomerNumber(value: string): string {
  const match = FORMAT.exec(value.trim());
  return match ? `K-${match[1]}` : value.trim();
}
