import { expect } from "chai";
import * as v from "valibot";
import { CartSchema } from "../../core/api/cart.ts";
import { ArticleSchema } from "../../core/api/schemas.ts";
import { ProductCategorySchema, SuperCategoryListSchema } from "../../core/api/browse.ts";
import { PromoListSchema } from "../../core/api/listed-articles.ts";
import { captureConsoleWarnings } from "../support/dom.ts";
import { cartLine } from "../support/cart-api.ts";
import { listArticle } from "../support/list-articles.ts";

// The URL rule refuses the field, not the answer (core/api/refused-url.ts): every answer with pictures or links.
const BAD = "data:text/html,<script>alert(1)</script>";
const tile = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: `Kategorie ${id}`, url: `/kategorie/${id}`, ...extra });
const parse = <T>(schema: v.GenericSchema<unknown, T>, value: unknown) => captureConsoleWarnings(async () => v.parse(schema, value));

describe("the URL rule refuses the field, not the answer", () => {
  it("cart: a line with a refused picture keeps everything but its picture", async () => {
    const { result, errors } = await parse(CartSchema, {
      items: [cartLine("1", { image_url: BAD }), cartLine("2", { image_url: "/b.jpg" })],
    });
    expect(result.items.map((l) => [l.id, l.image_url])).to.deep.equal([
      ["1", ""],
      ["2", "/b.jpg"],
    ]);
    expect(errors).to.have.length(1);
  });

  it("article: the refused ones of its image_urls are left out, the others kept in order", async () => {
    const article = (image_urls: string) => ({ id: "1001", properties: { artikel: "Box", image_urls } });
    const { result, errors } = await parse(ArticleSchema, article(`/a.jpg, javascript:alert(1), https://cdn.example/b.jpg`));
    expect(result.properties.image_urls).to.equal("/a.jpg,https://cdn.example/b.jpg");
    expect(errors).to.have.length(1);
    expect((await parse(ArticleSchema, article("javascript:alert(1)"))).result.properties.image_urls).to.equal(null);
  });

  it("category tiles: a tile with a refused link is left out, a refused picture leaves the tile without it", async () => {
    const answer = {
      superCategories: [
        tile("1", { categories: [tile("11", { imageUrl: BAD }), tile("12", { url: "javascript:alert(1)" })] }),
        tile("2", { url: "//evil.example/x", categories: [] }),
      ],
    };
    const { result, errors } = await parse(SuperCategoryListSchema, answer);
    expect(result.superCategories.map((s) => [s.id, s.categories.map((c) => [c.id, c.imageUrl])])).to.deep.equal([["1", [["11", null]]]]);
    expect(errors).to.have.length(3);
    const category = { ...tile("11"), description: "", superCategory: { id: "1", name: "Boxen", url: "/boxen" } };
    const { result: page } = await parse(ProductCategorySchema, { ...category, children: [tile("111", { url: BAD }), tile("112")] });
    expect(page.children.map((c) => c.id)).to.deep.equal(["112"]);
    expect(v.safeParse(ProductCategorySchema, { ...category, url: BAD }).success, "the category's own link").to.equal(false);
  });

  it("promotions: an article with a refused link is left out", async () => {
    const promotion = { price: 2, regularPrice: 3 };
    const answer = {
      articles: [
        { ...listArticle("1", "A"), promotion },
        { ...listArticle("2", "B"), url: BAD, promotion },
      ],
    };
    const { result, errors } = await parse(PromoListSchema, answer);
    expect(result.articles.map((a) => a.id)).to.deep.equal(["1"]);
    expect(errors).to.have.length(1);
  });
});
