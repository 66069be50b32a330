// What the header's search suggestions load on their first article hit: the card's price and the kits
// of the card's module. One module of its own that reaches the whole card module (and names the
// list's kits) keeps the lists' chunks as they are: importing a part of them from a lazy chunk would
// split them into more files on every list page.
export { ListedPrice } from "./ArticleCard.tsx";
export { articleCardKit } from "./card-kit.ts";
export { quickAddKit } from "./kit.ts";
