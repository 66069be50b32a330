// The mat's state in the page's query under "m." (core/configurator/mat-url.ts, kept by the kit's
// useUrlState): what a link, a reload or back restores. A value that does not parse, or a board the
// shop no longer sells, falls back to the default and is named in the console for the developer.
import type { MatConfiguration } from "../../core/api/configuration.ts";
import type { Material } from "../../core/api/configurator.ts";
import { useUrlState } from "../../core/ui/use-url-state.ts";
import { decodeMatUrl, encodeMatUrl, MAT_PREFIX } from "../../core/configurator/mat-url.ts";
import { defaultUnit, type LengthUnit } from "../../core/configurator/units.ts";

export interface MatUrlState {
  configuration: MatConfiguration;
  quantity: number;
  unit: LengthUnit;
}

const TAG = "<shop-mat-configurator>";

export function useMatUrlState(fallback: MatConfiguration, boards: readonly Material[], country: string) {
  const decode = (params: URLSearchParams): MatUrlState => {
    const decoded = decodeMatUrl(params, fallback);
    if (decoded.dropped.length > 0)
      console.error(`[shop-widgets] ${TAG} URL: ${decoded.dropped.join(", ")} could not be read; the defaults apply`);
    let configuration = decoded.configuration;
    if (!boards.some((board) => board.id === configuration.materialId)) {
      console.error(`[shop-widgets] ${TAG} URL: board ${configuration.materialId} is not offered for mats; the default board applies`);
      configuration = { ...configuration, materialId: fallback.materialId };
    }
    return { configuration, quantity: decoded.quantity ?? 1, unit: decoded.unit ?? defaultUnit(country) };
  };
  const encode = (state: MatUrlState) => encodeMatUrl(state.configuration, state.quantity, state.unit);
  return useUrlState<MatUrlState>(MAT_PREFIX, encode, decode);
}
