import { ErrorText, errorAttributes, RequiredMark } from "./FieldParts.tsx";
import type { FieldError } from "./field-messages.ts";

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  /** A line under the label that explains the choice (its input is described by it). */
  hint?: string;
}

export interface RadioGroupProps<T extends string> {
  /** Unique in the element's shadow root: the radios' name and the base of their ids. */
  name: string;
  legend: string;
  value: T | "";
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
  onBlur?: () => void;
  error?: FieldError | null | undefined;
  required?: boolean;
  className?: string;
}

/**
 * Radios in a fieldset named by its legend. The fieldset has the radiogroup role, which (unlike a
 * plain group) may carry aria-required and aria-invalid; focusFirstInvalid focuses its chosen radio.
 */
export function RadioGroup<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  onBlur,
  error,
  required,
  className,
}: RadioGroupProps<T>) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={className ? `field radio-group ${className}` : "field radio-group"}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a fieldset named by its legend, announced as a radio group (aria-required, aria-invalid)
      role="radiogroup"
      aria-required={required || undefined}
      {...errorAttributes(errorId, error)}
    >
      <legend>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="choices">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              id={`${name}-${option.value}`}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              // Named by its label alone, the hint its description.
              aria-labelledby={option.hint ? `${name}-${option.value}-label` : undefined}
              aria-describedby={option.hint ? `${name}-${option.value}-hint` : undefined}
            />
            {option.hint ? (
              <span className="choice-text">
                <span id={`${name}-${option.value}-label`}>{option.label}</span>
                <span className="hint" id={`${name}-${option.value}-hint`}>
                  {option.hint}
                </span>
              </span>
            ) : (
              option.label
            )}
          </label>
        ))}
      </div>
      <ErrorText id={errorId} error={error} />
    </fieldset>
  );
}
