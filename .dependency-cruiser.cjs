// Dependency rules of the house (docs: issue 10): checked by `npm run check` (npm test runs it).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A cycle makes load order matter and hides which module owns a rule. A lazy import() or a type-only import back to a module does not (the checkout's steps preload each other; a catalog loader names its type).",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["dynamic-import", "type-only"] } },
    },
    {
      name: "core-never-imports-widgets",
      severity: "error",
      comment: "core/ is shared by every element; an element's code belongs to its folder.",
      from: { path: "^core/" },
      to: { path: "^widgets/" },
    },
    {
      name: "no-element-imports-another",
      severity: "error",
      comment: "Elements share code through core/, so each can be loaded and changed alone.",
      from: { path: "^widgets/([^/]+)/" },
      to: { path: "^widgets/[^/]+/", pathNot: "^widgets/$1/" },
    },
    {
      name: "pure-rules-without-react",
      severity: "error",
      comment: "The specification's rules are pure functions: testable without rendering.",
      from: { path: "^core/(catalog|pricing|cart|order|address|configurator|browse|tracking|contact|format|seo)/" },
      to: { path: "(^|/)node_modules/(react|react-dom|preact|@nanostores/react|@lingui/react)/" },
    },
    {
      name: "pure-rules-without-api-client",
      severity: "error",
      comment: "The specification's rules compute; requests belong to hooks and the API modules.",
      from: { path: "^core/(catalog|pricing|cart|order|address|configurator|browse|tracking|contact|format|seo)/" },
      to: { path: "^core/api/client\\.ts$" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "shipped-code-not-to-dev-deps",
      severity: "error",
      comment: "Only dependencies end up in the bundle.",
      from: { path: "^(core|widgets)/" },
      // react and react-dom are types and tests only: the build aliases them to preact/compat.
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"], pathNot: "node_modules/(react|react-dom)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|\\.test-dist[^/]*|fixtures)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
    moduleSystems: ["es6", "cjs"],
  },
};
