import { useLingui } from "@lingui/react/macro";
import { STEPS, type Step } from "./draft.ts";

/**
 * Where the shopper is: the steps in order, the current one marked (aria-current="step"). Earlier
 * steps are buttons to go back to; none while a request of the order is on its way, and once the
 * order exists only the payment is left (locked). On a narrow element only the current step is named
 * on screen, the others by their number (their names stay for screen readers), so the list is one row.
 */
export function StepNav({
  current,
  titles,
  locked,
  onGo,
}: {
  current: Step;
  titles: Record<Step, string>;
  locked: boolean;
  onGo: (step: Step) => void;
}) {
  const { t } = useLingui();
  const index = STEPS.indexOf(current);
  return (
    <nav aria-label={t`Schritte der Bestellung`}>
      <ol className="steps">
        {STEPS.map((step, i) => (
          <li key={step} className={i === index ? "current" : i < index ? "done" : undefined}>
            {i < index && !locked ? (
              <button type="button" className="link" onClick={() => onGo(step)}>
                <span className="step-title">{titles[step]}</span>
              </button>
            ) : (
              <span aria-current={i === index ? "step" : undefined}>
                <span className="step-title">{titles[step]}</span>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
