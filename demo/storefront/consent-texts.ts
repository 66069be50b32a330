// The demo's consent banner and event panel texts, in the three shop languages (demo content: a real
// shop's banner is its CMS's, such as HubSpot's cookie banner).
import type { Lang } from "../../core/element/data-block.ts";

export interface ConsentTexts {
  region: string;
  question: string;
  allow: string;
  refuse: string;
  events: string;
  none: string;
}

export const CONSENT_TEXTS: Record<Lang, ConsentTexts> = {
  de: {
    region: "Cookie-Einstellungen",
    question: "Dürfen wir anonym messen, wie der Shop genutzt wird (Google Analytics über den Tag Manager)?",
    allow: "Analyse erlauben",
    refuse: "Nur notwendige",
    events: "Analyse-Ereignisse",
    none: "Noch keine Ereignisse auf dieser Seite.",
  },
  en: {
    region: "Cookie settings",
    question: "May we measure anonymously how the shop is used (Google Analytics through Tag Manager)?",
    allow: "Allow analytics",
    refuse: "Necessary only",
    events: "Analytics events",
    none: "No events on this page yet.",
  },
  fr: {
    region: "Paramètres des cookies",
    question: "Pouvons-nous mesurer anonymement l'utilisation de la boutique (Google Analytics via Tag Manager) ?",
    allow: "Autoriser l'analyse",
    refuse: "Nécessaires uniquement",
    events: "Événements d'analyse",
    none: "Aucun événement sur cette page pour l'instant.",
  },
};
