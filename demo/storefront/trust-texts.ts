// The demo shop's promises for <shop-trust>, per language, as the shop's editor writes them once in a
// global module of the CMS (docs/elements/trust.md); the same phone and e-mail as the contact page.
import type { Lang } from "../../core/element/data-block.ts";
import { shopPath } from "./route.ts";

const SERVICE = { phone: "+49 30 1234567", email: "service@shop.example" };

export function trustTexts(lang: Lang): Record<string, unknown> {
  const terms = shopPath("terms", lang);
  return {
    de: {
      delivery: { text: "Versand mit DHL oder UPS in 1–3 Werktagen; große Mengen per Spedition" },
      returns: { text: "14 Tage Widerrufsrecht, Rückgabe ohne Angabe von Gründen", url: terms },
      service: { hours: "Mo–Fr 8–17 Uhr", ...SERVICE },
    },
    en: {
      delivery: { text: "Shipped with DHL or UPS in 1–3 working days; large amounts by freight forwarder" },
      returns: { text: "14-day right of withdrawal, returns without giving a reason", url: terms },
      service: { hours: "Mon–Fri 8 am–5 pm", ...SERVICE },
    },
    fr: {
      delivery: { text: "Expédition par DHL ou UPS en 1 à 3 jours ouvrés ; grandes quantités par transporteur" },
      returns: { text: "14 jours de droit de rétractation, retour sans justification", url: terms },
      service: { hours: "Lun–ven 8 h–17 h", ...SERVICE },
    },
  }[lang];
}
