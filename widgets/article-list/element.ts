import { articleCardKit } from "../../core/browse-ui/card-kit.ts";
import { offerKit, quickAddKit } from "../../core/browse-ui/kit.ts";
import { defineShopElement, type ShopElement } from "../../core/element/define-shop-element.tsx";
import { stepperKit } from "../../core/ui/stepper-kit.ts";
import catalog from "../../locales/article-list.ts";
import css from "./article-list.css";
import { ArticleListDataSchema } from "./article-list-data.ts";
import { ArticleList } from "./ArticleList.tsx";
import { pictureKit } from "../../core/ui/picture-kit.ts";

defineShopElement({
  tag: "shop-article-list",
  schema: ArticleListDataSchema,
  css,
  catalog,
  kits: [stepperKit, quickAddKit, offerKit, articleCardKit, pictureKit],
  placeholder: "article-list",
  earlyView: ArticleList,
});

declare global {
  interface HTMLElementTagNameMap {
    "shop-article-list": ShopElement<typeof ArticleListDataSchema>;
  }
}
