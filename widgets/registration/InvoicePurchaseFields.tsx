import { useLingui } from "@lingui/react/macro";
import { ErrorText } from "../../core/forms/FieldParts.tsx";
import { RadioGroup } from "../../core/forms/RadioGroup.tsx";
import { TextField } from "../../core/forms/TextField.tsx";
import type { InvoicePurchaseForm, SignatureKind } from "../../core/registration/registration-form.ts";
import { registrationFieldError } from "./messages.ts";
import { SignaturePad } from "./SignaturePad.tsx";
import type { useRegistration } from "./use-registration.ts";

/**
 * The signatory and the signature: a typed name (the default, for keyboard and screen reader) or a
 * drawing. Empty either way: 'Signatur darf nicht leer sein' (section 5) at the field.
 */
export function InvoicePurchaseFields({ r }: { r: ReturnType<typeof useRegistration> }) {
  const { t } = useLingui();
  const invoice = r.form.invoice;
  const set = (change: Partial<InvoicePurchaseForm>) => r.change("invoice", { ...invoice, ...change });
  const signatoryError = r.shown.signatory ?? (r.serverField === "signatory" ? "checkInput" : undefined);
  const signatureError = registrationFieldError(r.shown.signature);
  return (
    <div className="signature-fields">
      <TextField
        id="registration-signatory"
        label={t`Name der unterschriftsberechtigten Person`}
        required
        value={invoice.signatory}
        onChange={(signatory) => set({ signatory })}
        onBlur={() => r.touch("signatory")}
        error={signatoryError}
        autoComplete="name"
      />
      <RadioGroup<SignatureKind>
        name="registration-signature-kind"
        legend={t`Wie möchten Sie unterschreiben?`}
        value={invoice.kind}
        options={[
          { value: "typed", label: t`Namen tippen` },
          { value: "drawn", label: t`Unterschrift zeichnen` },
        ]}
        onChange={(kind) => set({ kind })}
      />
      {invoice.kind === "typed" ? (
        <TextField
          id="registration-signature"
          label={t`Unterschrift (Name eintippen)`}
          required
          value={invoice.typedName}
          onChange={(typedName) => set({ typedName })}
          onBlur={() => r.touch("signature")}
          error={signatureError}
          note={t`Mit Ihrem getippten Namen unterschreiben Sie den Antrag verbindlich.`}
          className="typed-signature"
        />
      ) : (
        <div className="field">
          <SignaturePad
            id="registration-signature-pad"
            image={invoice.drawing}
            error={signatureError}
            onChange={(drawing) => {
              set({ drawing });
              r.touch("signature");
            }}
          />
          <ErrorText id="registration-signature-pad-error" error={signatureError} />
        </div>
      )}
    </div>
  );
}
