import { useLingui } from "@lingui/react/macro";

/** The note above a form whose required fields carry the '*' of RequiredMark (specification section 5: 'Pflichtfeld*'). */
export function RequiredLegend() {
  const { t } = useLingui();
  return <p className="required-legend">{t`Pflichtfeld*`}</p>;
}
