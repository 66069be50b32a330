// The filter columns' names as shoppers read them (table headers, filter legends, chips), and the
// dimensions of a composite measure ("Innenmaß: Länge").
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FilterColumn } from "../../core/catalog/filter-columns.ts";

export const COLUMN_LABELS: Readonly<Record<FilterColumn, MessageDescriptor>> = {
  artnr: msg`Artikelnummer`,
  fsc: msg`FSC`,
  fsc_artikel: msg`FSC-Artikel`,
  beschreibung1: msg`Beschreibung`,
  beschreibung2: msg`Zusatzbeschreibung`,
  material: msg`Material`,
  farbe: msg`Farbe`,
  stueckzahl: msg`Stückzahl`,
  on_off: msg`Ausführung`,
  es: msg`Einsatz`,
  availability: msg`Verfügbarkeit`,
  ve: msg`Stück pro VE`,
  typ: msg`Typ`,
  qual: msg`Qualität`,
  dicke: msg`Dicke`,
  flgewicht: msg`Flächengewicht`,
  format: msg`Format`,
  innenmass: msg`Innenmaß`,
  aussenmass: msg`Außenmaß`,
  durchmesser: msg`Durchmesser`,
  laenge: msg`Länge`,
  breite: msg`Breite`,
};

/** A composite measure's dimensions, in the order the CRM writes them (length × width × height). */
const DIMENSION_LABELS: readonly MessageDescriptor[] = [msg`Länge`, msg`Breite`, msg`Höhe`];

/** Dimension `dim` (from 0) of a composite measure; the length's name past the third. */
export const dimensionLabel = (dim: number): MessageDescriptor => DIMENSION_LABELS[dim] ?? COLUMN_LABELS.laenge;
