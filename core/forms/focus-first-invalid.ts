/**
 * Focuses the first control marked aria-invalid="true" inside `root` (a shadow root, a form, any
 * element), in document order; a marked group (a radiogroup fieldset) gives focus to its chosen radio,
 * else its first control. Call it after the errors have rendered, e.g. in an effect that runs after a
 * submit attempt. Returns whether something got focus.
 */
export function focusFirstInvalid(root: ParentNode): boolean {
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target = invalid.matches("input, select, textarea, button")
    ? invalid
    : (invalid.querySelector<HTMLElement>("input:checked") ?? invalid.querySelector<HTMLElement>("input, select, textarea, button"));
  if (!target) return false;
  target.focus();
  return (target.getRootNode() as Document | ShadowRoot).activeElement === target;
}
