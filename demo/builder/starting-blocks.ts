// What the block builder's form starts with for each element: real fixtures of the demo's fake API
// (demo/mocks/), so the preview shows an article, a category, a bank account the schema accepts.
import { articles, CATEGORY, LOGGED_IN, productDataBlock, SPECIAL_ARTICLES } from "../mocks/fixtures.ts";

const prepayment = { accountHolder: "Archivbedarf GmbH", iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX", bank: "Commerzbank" };
const shopContact = { contactEmail: "service@shop.example", contactPhone: "+49 30 1234567" };
const boxes = [...articles.values()].filter((article) => article.categoryId === CATEGORY.boxes).map((article) => article.id);

const OWN: Record<string, Record<string, unknown>> = {
  "shop-product-detail": productDataBlock(SPECIAL_ARTICLES.standard),
  "shop-article-list": { heading: "Archivboxen", articleIds: boxes.slice(0, 4) },
  "shop-category": { categoryId: String(CATEGORY.boxes) },
  "shop-checkout": { payment: { prepayment } },
  "shop-thank-you": { ...shopContact, payment: { prepayment } },
  "shop-contact": shopContact,
  "shop-company-switcher": { contactid: LOGGED_IN.contactid },
  "shop-request-offer": {
    shop: {
      name: "Archivbedarf Demo GmbH",
      addressLines: ["Archivstraße 1", "10115 Berlin"],
      contactLines: ["+49 30 1234567", "angebote@shop.example"],
    },
  },
  "shop-tracking": { contactUrl: "/dialog" },
};

/** The start values of an element's block: German, Germany, this site's API, and the element's own. */
export const startingBlock = (tag: string): Record<string, unknown> => ({ language: "de", geoLocation: "de", baseUrl: "", ...OWN[tag] });
