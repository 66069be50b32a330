// Renders HubL templates with nunjucks (a Jinja-compatible engine) for the node tests, with the few
// HubL functions, filters and tags the theme uses stubbed as HubSpot documents them (HubL reference,
// as HubSpot/hubspot-cms-vscode's snippets list them, and as HubSpot/jinjava implements the filters):
// require_js/require_css enqueue a URL once, require_head enqueues head markup, escape_attr escapes an
// attribute, split splits, trims and drops empty parts (Jinjava's SplitFilter), and tojson writes JSON
// without escaping `<` (Jinjava's ToJsonFilter is Jackson's writeValueAsString: the theme must do it).
import nunjucks from "nunjucks";

const escapeHtml = (text) =>
  String(text ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/** {% require_head %}…{% end_require_head %}: the body goes to the page's head, not where the tag stands. */
class RequireHead {
  tags = ["require_head"];
  parse(parser, nodes) {
    const token = parser.nextToken();
    parser.advanceAfterBlockEnd(token.value);
    const body = parser.parseUntilBlocks("end_require_head");
    parser.advanceAfterBlockEnd();
    return new nodes.CallExtension(this, "run", null, [body]);
  }
  run(context, body) {
    context.ctx.__page.head.push(body());
    return "";
  }
}

/** A nunjucks environment with the HubL stubs; render() returns the markup and what went to the head. */
export function hublEnvironment() {
  const env = new nunjucks.Environment(null, { autoescape: false, throwOnUndefined: false });
  env.addExtension("RequireHead", new RequireHead());
  env.addFilter("tojson", (value) => JSON.stringify(value ?? null));
  env.addFilter("escape_attr", (value) => escapeHtml(value));
  // Jinjava's SplitFilter: Guava's Splitter with omitEmptyStrings().trimResults(), whitespace by default.
  env.addFilter("split", (value, separator) =>
    String(value ?? "")
      .split(separator ?? /\s/)
      .map((part) => part.trim())
      .filter(Boolean),
  );
  env.addTest("string_startingwith", (value, prefix) => typeof value === "string" && value.startsWith(prefix));
  return {
    render(source, context) {
      const page = { head: [], scripts: [], styles: [] };
      const markup = env.renderString(source, {
        ...context,
        __page: page,
        require_js: (url, options = {}) => {
          if (!page.scripts.some((s) => s.url === url)) page.scripts.push({ url, options });
          return "";
        },
        require_css: (url) => {
          if (!page.styles.includes(url)) page.styles.push(url);
          return "";
        },
        get_asset_url: (path) => `https://cdn.example/theme/${path}`,
      });
      return { markup, ...page };
    },
  };
}
