import { useRequest } from "../../core/ui/use-request.ts";

const load = () => import("../../core/element/cms-html.ts");

/** The category's description, once the sanitiser has loaded; nothing meanwhile (and on a failed load, logged). */
export function Description({ html }: { html: string }) {
  const { state } = useRequest(
    () =>
      load()
        .then((m) => m.sanitizedCmsBody(html).innerHTML)
        .catch((error: unknown) => {
          console.error("[shop-widgets] <shop-category> cannot load the description's sanitiser", error);
          throw error;
        }),
    [html],
  );
  if (html.trim() === "" || state.status !== "ready") return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (core/element/cms-html.ts).
  return <div className="category-description" part="description" dangerouslySetInnerHTML={{ __html: state.data }} />;
}
