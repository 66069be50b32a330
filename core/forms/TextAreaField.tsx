import { useLingui } from "@lingui/react/macro";
import { errorAttributes, FieldFrame, type FieldProps } from "./FieldParts.tsx";

export interface TextAreaFieldProps extends FieldProps {
  /** The most characters; the field counts what is typed against it ("120 / 5000 Zeichen"). */
  maxLength: number;
  rows?: number;
}

/**
 * A labelled textarea with its error and a character count (like TextField.tsx). The count is read
 * with the field (aria-describedby), not announced on every key.
 */
export function TextAreaField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  maxLength,
  rows = 6,
  className,
}: TextAreaFieldProps) {
  const { t } = useLingui();
  const countId = `${id}-count`;
  const errorAttrs = errorAttributes(`${id}-error`, error);
  const length = value.length;
  return (
    <FieldFrame id={id} label={label} required={required} className={className} error={error}>
      <textarea
        id={id}
        name={name ?? id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        aria-required={required || undefined}
        {...errorAttrs}
        aria-describedby={[errorAttrs["aria-describedby"], countId].filter(Boolean).join(" ")}
        onInput={(e) => onChange((e.target as HTMLTextAreaElement).value)}
        onBlur={onBlur}
      />
      <span id={countId} className="field-count">
        {t`${length} / ${maxLength} Zeichen`}
      </span>
    </FieldFrame>
  );
}
