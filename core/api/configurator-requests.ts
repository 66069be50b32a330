// The configurators' catalogue reads as requests (path and query), apart from their schemas: the
// client sends them (core/api/configurator.ts), and the configurators' loaders may send the same ones
// before the element's code has arrived (widgets/box-configurator/early.ts, widgets/mat-configurator/early.ts).

/** GET box-categories?language. */
export const boxCategoriesRequest = (language: string) => ({ path: "box-categories", query: { language } });

/** GET boxes?categoryId&language: the category's box types. */
export const boxTypesRequest = (call: { categoryId: string; language: string }) => ({
  path: "boxes",
  query: { categoryId: call.categoryId, language: call.language },
});

/** GET materials?use&language: the boards for boxes or for mats. */
export const materialsRequest = (call: { use: "box" | "mat"; language: string }) => ({
  path: "materials",
  query: { use: call.use, language: call.language },
});

/** GET ppt-price/formats?language: the standard frame formats. */
export const matFormatsRequest = (language: string) => ({ path: "ppt-price/formats", query: { language } });
