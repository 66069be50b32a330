// The boards for mats and the standard frame formats, loaded together: the configurator needs both
// before it can show a choice. A failure or an answer that breaks its schema is one error with a retry.
import { type Material, type MatFormat, fetchMatFormats, fetchMaterials } from "../../core/api/configurator.ts";
import { useRequest } from "../../core/ui/use-request.ts";
import type { MatConfiguratorData } from "./mat-configurator-data.ts";

export interface MatCatalogue {
  /** Never empty: the first is the default board. */
  materials: [Material, ...Material[]];
  formats: MatFormat[];
}

/** The catalogue never offers an empty choice: no board for mats is an error, not an empty form. */
export class NoMatBoards extends Error {}

export function useMatCatalogue({ baseUrl, language }: Pick<MatConfiguratorData, "baseUrl" | "language">) {
  return useRequest<MatCatalogue>(
    async (signal) => {
      const [materials, formats] = await Promise.all([
        fetchMaterials({ baseUrl, language, signal, use: "mat" }),
        fetchMatFormats({ baseUrl, language, signal }),
      ]);
      const [first, ...others] = materials.materials.filter((m) => m.uses.includes("mat"));
      if (!first) {
        console.error("[shop-widgets] <shop-mat-configurator>: GET materials?use=mat answered no board for mats");
        throw new NoMatBoards("no board for mats");
      }
      return { materials: [first, ...others], formats: formats.formats };
    },
    [baseUrl, language],
  );
}
