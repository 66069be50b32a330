// What a product category's first screen imports lazily, so its loader asks for them with the
// element's code (core/element/loader.ts, esbuild.config.mjs): the articles' decoder
// (core/api/category-articles.ts), and the description's sanitiser, which the heading waits for
// (ProductCategoryPage.tsx). Lazy, they were asked for only once the element had run: two round trips
// after its module, the list waiting on them after its answer had come (issue 23).
export default ["core/api/category-answer.ts", "core/element/cms-html.ts"];
