import { errorAttributes, FieldFrame, type FieldProps } from "./FieldParts.tsx";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldProps {
  options: readonly SelectOption[];
  /** Text of the empty first option ("Bitte wählen"); without it there is no empty option. */
  placeholder?: string;
  autoComplete?: string;
}

/** A labelled native select with its error. */
export function SelectField({
  id,
  name,
  label,
  value,
  options,
  placeholder,
  onChange,
  onBlur,
  error,
  required,
  autoComplete,
  className,
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} className={className} error={error}>
      <select
        id={id}
        name={name ?? id}
        value={value}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...errorAttributes(`${id}-error`, error)}
        onChange={(e) => onChange((e.target as HTMLSelectElement).value)}
        onBlur={onBlur}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
