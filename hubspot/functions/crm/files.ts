// HubSpot's file manager through its files v3 API (scope `files`): a file found by its path, uploaded over
// the one at the same path, listed in its folder, deleted; its content read at its url from HubSpot's file
// hosting, which is a CDN outside the API's rate limits (docs/decisions/hubspot-functions.md#a-category-of-2000-articles-in-under-a-second).
import type { Crm } from "./client.ts";

/** A file as the files API answers it (the fields the shop reads). */
export interface HubSpotFile {
  id: string;
  /** The folder's path, the name and the extension: "/shop-snapshots/category-21-de-EUR-metric.json". */
  path: string;
  name: string;
  /** Where HubSpot's file hosting serves its content. */
  url: string;
  updatedAt: string;
  size?: number;
}

/** Who may read a file: anyone with the url, but search engines are told not to index it. */
type Access = "PUBLIC_INDEXABLE" | "PUBLIC_NOT_INDEXABLE" | "PRIVATE";

const encodedPath = (path: string) => path.split("/").filter(Boolean).map(encodeURIComponent).join("/");

/** The file at a path, or undefined when there is none (a folder there is no file either). */
export async function statFile(crm: Crm, path: string): Promise<HubSpotFile | undefined> {
  const answer = await crm.request<{ file?: HubSpotFile }>({ path: `/files/v3/files/stat/${encodedPath(path)}` }, { missing: true });
  return answer?.file;
}

/** The id of the folder at a path, or undefined when there is none. */
export async function folderId(crm: Crm, path: string): Promise<string | undefined> {
  const answer = await crm.request<{ folder?: { id: string } }>({ path: `/files/v3/files/stat/${encodedPath(path)}` }, { missing: true });
  return answer?.folder?.id;
}

/** Uploads `content` as the file at `path` (folders made as needed), over the file there: its url stays the same. */
export async function writeFile(crm: Crm, path: string, content: string, type: string, access: Access): Promise<HubSpotFile> {
  const slash = path.lastIndexOf("/");
  const fileName = path.slice(slash + 1);
  const form = new FormData();
  form.set("file", new Blob([content], { type }), fileName);
  form.set("fileName", fileName);
  form.set("folderPath", path.slice(0, slash) || "/");
  form.set("options", JSON.stringify({ access, overwrite: true }));
  const file = await crm.request<HubSpotFile>({ method: "POST", path: "/files/v3/files", form });
  if (!file) throw new Error(`HubSpot answered no file for ${path}`);
  return file;
}

/** Every file in a folder (the search API's pages of 100). */
export async function filesIn(crm: Crm, folder: string): Promise<HubSpotFile[]> {
  const files: HubSpotFile[] = [];
  let after: string | undefined;
  do {
    const page = await crm.request<{ results: HubSpotFile[]; paging?: { next?: { after: string } } }>({
      path: "/files/v3/files/search",
      query: { parentFolderId: folder, limit: 100, after },
    });
    files.push(...(page?.results ?? []));
    after = page?.paging?.next?.after;
  } while (after);
  return files;
}

/** Deletes a file (HubSpot keeps it archived; its path is free and its url no longer serves it). */
export async function deleteFile(crm: Crm, id: string): Promise<void> {
  await crm.request({ method: "DELETE", path: `/files/v3/files/${encodeURIComponent(id)}` });
}
