// The demo shop's own texts (the page frame, the start page, the stand-in legal and account pages),
// in the three shop languages. Demo content: a real shop's CMS writes these pages.
import type { Lang } from "../../core/element/data-block.ts";
import type { ShopPageName } from "./route.ts";

export interface ShopTexts {
  shopName: string;
  /** The start page's hero: the shop's promise, the line under it, its two links and three reasons to buy here. */
  hero: { promise: string; tagline: string; browse: string; configure: string; points: [string, string, string] };
  /** Names of the page's language links and of the footer's two groups. */
  languages: string;
  footerService: string;
  footerLegal: string;
  /** The demo's note below the shop's footer: its name, its text and its link to the developer pages. */
  demoLabel: string;
  developerPages: string;
  demoNote: string;
  /** Page titles; a product page's is the article's name, a content page's and a category's their own. */
  titles: Record<Exclude<ShopPageName, "product" | "content" | "category">, string>;
  /** The tab title of a product page whose article the catalogue does not know. */
  unknownArticle: string;
  /** Below the product element's "not available". */
  toCatalogue: string;
  /** Below a content page's text. */
  contentNote: string;
  /** The configurator page (/konfiguration): its lead, the jump links' name and the two sections' headings. */
  configurator: { lead: string; jump: string; box: string; mat: string };
  /** The start page's link to the promotional goods: its sentence below the page's title. */
  /** The heading above the start page's featured articles (below the category tree). */
  featured: string;
  /** The stand-in legal pages: paragraphs. */
  legal: Record<"terms" | "privacy", string[]>;
  account: {
    login: string;
    logout: string;
    passwordReset: string;
    loginAsCompany: string;
    continueAsGuest: string;
    continueShopping: string;
  };
}

const de: ShopTexts = {
  shopName: "Archivbedarf Demo",
  hero: {
    promise: "Archivbedarf, der Ihre Bestände für Generationen schützt",
    tagline: "Archivboxen, Passepartouts und Papiere für Archive, Museen und Restaurierung",
    browse: "Sortiment ansehen",
    configure: "Karton nach Maß",
    points: ["Säurefrei und alterungsbeständig", "Kartons und Passepartouts nach Maß", "Staffelpreise schon ab kleinen Mengen"],
  },
  languages: "Sprache",
  footerService: "Service",
  footerLegal: "Rechtliches",
  demoLabel: "Demo",
  developerPages: "Testseiten für Entwickler",
  demoNote: "Ein Demo-Shop: die API ist eine Attrappe in Ihrem Browser, nichts wird wirklich bestellt oder bezahlt.",
  titles: {
    configurator: "Konfigurator",
    contact: "Kontakt",
    promotions: "Aktionen und Restposten",
    start: "Archivbedarf Demo",
    cart: "Warenkorb",
    checkout: "Kasse",
    offer: "Angebot",
    thankYou: "Bestätigung",
    registration: "Registrierung",
    tracking: "Sendungsverfolgung",
    search: "Suche",
    terms: "Allgemeine Geschäftsbedingungen",
    privacy: "Datenschutzerklärung",
    login: "Anmelden",
    logout: "Abgemeldet",
    passwordReset: "Passwort vergessen",
  },
  unknownArticle: "Artikel nicht verfügbar",
  toCatalogue: "Zum Sortiment",
  configurator: {
    lead: "Archivboxen und Passepartouts nach Maß: Maße eingeben, Karton wählen, Preis und Zeichnung folgen jeder Änderung.",
    jump: "Konfiguratoren",
    box: "Archivbox nach Maß",
    mat: "Passepartout nach Maß",
  },
  featured: "Ausgewählte Artikel",
  contentNote: "Eine Inhaltsseite des Demo-Shops, wie sie die Suche findet. Im echten Shop schreibt sie das CMS.",
  legal: {
    terms: [
      "Diese Seite steht für die AGB des Shops. Im echten Shop schreibt sie das CMS.",
      "Demo: Bestellungen gehen an eine Attrappe der API, es entsteht kein Vertrag.",
    ],
    privacy: [
      "Diese Seite steht für die Datenschutzerklärung des Shops. Im echten Shop schreibt sie das CMS.",
      "Demo: Warenkorb, Bestellungen und Angebote bleiben im Speicher dieses Browsers (localStorage); nichts verlässt ihn.",
    ],
  },
  account: {
    login:
      "Im echten Shop meldet das CMS hier Kundinnen und Kunden an (/_hcms/mem/login). Die Demo spielt die Anmeldung mit dem Parameter ?login=company nach.",
    logout: "Im echten Shop meldet das CMS hier ab (/_hcms/mem/logout). Die Demo hat die Anmeldung in diesem Tab vergessen.",
    passwordReset:
      "Im echten Shop schickt das CMS hier einen Link zum Zurücksetzen des Passworts (/_hcms/mem/reset/request). Die Demo kennt keine Passwörter.",
    loginAsCompany: "Als Firmenkontakt anmelden (Anna Schmidt, drei Firmen)",
    continueAsGuest: "Als Gast weiter einkaufen",
    continueShopping: "Weiter einkaufen",
  },
};

const en: ShopTexts = {
  shopName: "Archival Supplies Demo",
  hero: {
    promise: "Archival supplies that keep your collections safe for generations",
    tagline: "Archival boxes, mats and papers for archives, museums and conservation",
    browse: "Browse the range",
    configure: "Box made to measure",
    points: ["Acid-free and age-resistant", "Boxes and mats made to measure", "Volume prices from small quantities"],
  },
  languages: "Language",
  footerService: "Service",
  footerLegal: "Legal",
  demoLabel: "Demo",
  developerPages: "Developer test pages",
  demoNote: "A demo shop: the API is a fake inside your browser; nothing is really ordered or paid.",
  titles: {
    configurator: "Configurator",
    contact: "Contact",
    promotions: "Offers and remaining stock",
    start: "Archival Supplies Demo",
    cart: "Cart",
    checkout: "Checkout",
    offer: "Quotation",
    thankYou: "Confirmation",
    registration: "Register",
    tracking: "Shipment tracking",
    search: "Search",
    terms: "Terms and conditions",
    privacy: "Privacy policy",
    login: "Log in",
    logout: "Logged out",
    passwordReset: "Forgot your password",
  },
  unknownArticle: "Item not available",
  toCatalogue: "Browse the catalogue",
  configurator: {
    lead: "Archival boxes and mats made to measure: enter the sizes, choose the board, and the price and drawing follow every change.",
    jump: "Configurators",
    box: "Box made to measure",
    mat: "Mat made to measure",
  },
  featured: "Featured articles",
  contentNote: "A content page of the demo shop, as the search finds it. In a real shop the CMS writes it.",
  legal: {
    terms: [
      "This page stands for the shop's terms and conditions. In a real shop the CMS writes it.",
      "Demo: orders go to a fake API; no contract is made.",
    ],
    privacy: [
      "This page stands for the shop's privacy policy. In a real shop the CMS writes it.",
      "Demo: cart, orders and quotations stay in this browser's storage (localStorage); nothing leaves it.",
    ],
  },
  account: {
    login: "In a real shop the CMS logs customers in here (/_hcms/mem/login). The demo plays the login with the parameter ?login=company.",
    logout: "In a real shop the CMS logs out here (/_hcms/mem/logout). The demo has forgotten the login in this tab.",
    passwordReset: "In a real shop the CMS sends a password reset link here (/_hcms/mem/reset/request). The demo has no passwords.",
    loginAsCompany: "Log in as company contact (Anna Schmidt, three companies)",
    continueAsGuest: "Continue shopping as a guest",
    continueShopping: "Continue shopping",
  },
};

const fr: ShopTexts = {
  shopName: "Fournitures d'archives Démo",
  hero: {
    promise: "Des fournitures d'archives qui protègent vos collections pour des générations",
    tagline: "Boîtes d'archives, passe-partout et papiers pour archives, musées et restauration",
    browse: "Voir l'assortiment",
    configure: "Boîte sur mesure",
    points: ["Sans acide et résistant au vieillissement", "Boîtes et passe-partout sur mesure", "Prix dégressifs dès de petites quantités"],
  },
  languages: "Langue",
  footerService: "Service client",
  footerLegal: "Informations légales",
  demoLabel: "Démo",
  developerPages: "Pages de test pour développeurs",
  demoNote: "Une boutique de démonstration : l'API est factice, dans votre navigateur ; rien n'est réellement commandé ni payé.",
  titles: {
    configurator: "Configurateur",
    contact: "Contact",
    promotions: "Promotions et fins de série",
    start: "Fournitures d'archives Démo",
    cart: "Panier",
    checkout: "Commande",
    offer: "Devis",
    thankYou: "Confirmation",
    registration: "Inscription",
    tracking: "Suivi de livraison",
    search: "Recherche",
    terms: "Conditions générales de vente",
    privacy: "Politique de confidentialité",
    login: "Connexion",
    logout: "Déconnecté",
    passwordReset: "Mot de passe oublié",
  },
  unknownArticle: "Article non disponible",
  toCatalogue: "Voir le catalogue",
  configurator: {
    lead: "Boîtes d'archives et passe-partout sur mesure : saisissez les dimensions, choisissez le carton, le prix et le dessin suivent chaque changement.",
    jump: "Configurateurs",
    box: "Boîte sur mesure",
    mat: "Passe-partout sur mesure",
  },
  featured: "Articles choisis",
  contentNote:
    "Une page de contenu de la boutique de démonstration, telle que la recherche la trouve. Dans une vraie boutique, le CMS l'écrit.",
  legal: {
    terms: [
      "Cette page tient lieu des conditions générales de vente de la boutique. Dans une vraie boutique, le CMS l'écrit.",
      "Démo : les commandes vont à une API factice ; aucun contrat n'est conclu.",
    ],
    privacy: [
      "Cette page tient lieu de la politique de confidentialité de la boutique. Dans une vraie boutique, le CMS l'écrit.",
      "Démo : panier, commandes et devis restent dans le stockage de ce navigateur (localStorage) ; rien n'en sort.",
    ],
  },
  account: {
    login:
      "Dans une vraie boutique, le CMS connecte ici les clients (/_hcms/mem/login). La démo simule la connexion avec le paramètre ?login=company.",
    logout: "Dans une vraie boutique, le CMS déconnecte ici (/_hcms/mem/logout). La démo a oublié la connexion dans cet onglet.",
    passwordReset:
      "Dans une vraie boutique, le CMS envoie ici un lien pour réinitialiser le mot de passe (/_hcms/mem/reset/request). La démo n'a pas de mots de passe.",
    loginAsCompany: "Se connecter comme contact d'entreprise (Anna Schmidt, trois entreprises)",
    continueAsGuest: "Continuer mes achats en invité",
    continueShopping: "Continuer mes achats",
  },
};

export const SHOP_TEXTS: Record<Lang, ShopTexts> = { de, en, fr };
