export interface NumberTextFieldProps {
  /** Unique in the shadow root; the error's id derives from it. */
  id: string;
  /** The label with its unit when it has one ("Anhebung (%)"). */
  label: string;
  text: string;
  onText(text: string): void;
  /** The translated error; announced. */
  problem?: string | null;
  inputMode?: "numeric" | "decimal";
}

/**
 * A number that is not a length (rows, columns, a percentage), typed as text so that what the shopper
 * typed stays as it is; its error sits in a polite live region that is always there, tied to the input.
 */
export function NumberTextField({ id, label, text, onText, problem, inputMode = "numeric" }: NumberTextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field number-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onInput={(e) => onText((e.target as HTMLInputElement).value)}
      />
      <div id={errorId} className="field-error" aria-live="polite">
        {problem ?? null}
      </div>
    </div>
  );
}
