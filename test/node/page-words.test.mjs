// The rules behind the demo pages' language check (test/support/page-words.mjs), on the issue's own
// examples: the check must catch them and must let the shop's data and prices pass. Node only.
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { decimalProblems, foreignWordProblems, loadPageLanguageRules } from "../support/page-words.mjs";

let rules;
before(async () => {
  process.chdir(new URL("../../", import.meta.url).pathname);
  rules = await loadPageLanguageRules();
});
const words = (language, ...texts) =>
  foreignWordProblems(
    texts.map((text) => ({ text, language })),
    rules,
  );
const decimals = (language, ...texts) =>
  decimalProblems(
    texts.map((text) => ({ text, language })),
    rules,
  );

test("no German word of the shop's catalogs on an English or French page: 'Price per Stück', 'au plus 100 Blatt', '30 Rolle', 'Warenkorb'", () => {
  assert.match(words("en", "Price per Stück").join(), /"Stück"/);
  assert.match(words("fr", "au plus 100 Blatt par commande").join(), /"Blatt"/);
  assert.match(words("en", "30 Rolle").join(), /"Rolle"/);
  assert.match(words("en", "Rounded to 30 Rollen: pack size 10").join(), /"Rollen"/);
  assert.match(words("fr", "Warenkorb").join(), /"Warenkorb"/);
  assert.match(words("en", "Menge").join(), /"Menge"/);
});

test("the page's own words in its language pass: 'Price per piece', 'au plus 100 feuilles par commande', 'Cart', 'panier'", () => {
  assert.deepEqual(words("en", "Price per piece", "at most 30 rolls per order", "Cart", "Add to cart"), []);
  assert.deepEqual(words("fr", "Prix par pièce", "au plus 100 feuilles par commande", "Panier", "Ajouter au panier"), []);
  assert.deepEqual(words("de", "höchstens 30 Rollen pro Bestellung", "Warenkorb"), []);
});

test("the shop's data stays as the CRM and CMS write it: German article names and descriptions on an English page pass", () => {
  assert.deepEqual(words("en", "Pergaminpapier auf Rolle"), []);
  assert.deepEqual(words("en", "Quantity of Pergaminpapier auf Rolle"), []);
  // A unit beside a name is the page's own word again.
  assert.match(words("en", "Pergaminpapier auf Rolle: 30 Rolle").join(), /"Rolle"/);
});

test("one decimal separator per page, its language's: '1,6 mm' on an English page fails, '1.6 mm' passes", () => {
  assert.match(decimals("en", "1,6 mm").join(), /"1,6"/);
  assert.match(decimals("de", "1.6–3 mm").join(), /"1.6"/);
  assert.deepEqual(decimals("en", "1.6 mm", "1.6–3 mm", "2,000 items"), []);
  assert.deepEqual(decimals("de", "1,6 mm", "2.000 Artikel", "12.05.2026"), []);
  assert.deepEqual(decimals("fr", "1,6 mm", "2 000 articles"), []);
});

test("prices keep their currency's format (docs/decisions/money.md) and data its own: '12,50 €' on an English page passes", () => {
  assert.deepEqual(decimals("en", "from 12,50 €", "Total: 1.234,56 €", "£12.50"), []);
  assert.deepEqual(decimals("en", "Museumskarton 81,3 × 101,6 cm"), []);
  assert.match(decimals("en", "Board of 81,3 × 101,6 cm").join(), /"81,3"/);
});
