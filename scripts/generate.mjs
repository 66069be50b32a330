// The generated sources, written before every build (npm run build, npm run i18n) and gitignored:
// each catalog's loaders (locales/<catalog>.ts) and the import list of every element (widgets/elements.ts).
import { writeCatalogLoaders } from "./catalog-loaders.mjs";
import { writeElementImports } from "./elements.mjs";

writeCatalogLoaders();
writeElementImports();
