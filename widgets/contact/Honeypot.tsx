/**
 * The honeypot (core/contact/spam-guard.ts): a text field bots fill in and people never meet. It lies
 * off-screen, out of the tab order and hidden from screen readers; its label speaks to bots, and the
 * browser does not fill it.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="honeypot" aria-hidden="true">
      {/* Not translated: no person reads it. */}
      <label htmlFor="contact-website">Website</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onInput={(e) => onChange((e.target as HTMLInputElement).value)}
      />
    </div>
  );
}
