// The local HubSpot's files v3 API and file hosting (demo/local-hubspot/files-api.mjs) keep HubSpot's
// documented rules: multipart upload with options, the File object, stat by path, delete, overwrite and
// renaming, private files unserved without a signed URL, and the content served at the file's url without
// the token, with caching headers, gzip and 304s, outside the API's rate limits.
import assert from "node:assert/strict";
import http from "node:http";
import { test } from "node:test";
import { gunzipSync } from "node:zlib";
import { createLocalHubSpot } from "../../demo/local-hubspot/server.mjs";

const TOKEN = "test-token";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEUlEQVR4nGP4z8DwnxkwMwAAMdgC/k1nCgwAAAAASUVORK5CYII=", "base64");

/**
 * A running stand-in, `call` for JSON requests with the token, `upload` for multipart ones.
 * @param {import("node:test").TestContext} t
 * @param {Partial<import("../../demo/local-hubspot/server.mjs").LocalHubSpotOptions>} [options]
 */
async function start(t, options = {}) {
  const hubspot = createLocalHubSpot({ token: TOKEN, ...options });
  const url = await hubspot.listen();
  t.after(() => hubspot.close());
  /** @param {string} method @param {string} path @param {{ body?: BodyInit, token?: string | null }} [init] */
  const call = async (method, path, { body, token = TOKEN } = {}) => {
    const response = await fetch(`${url}${path}`, { method, body, headers: token === null ? {} : { Authorization: `Bearer ${token}` } });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };
  /**
   * POST /files/v3/files (or PUT to `path`) with the given fields; `file` as [content, name, type].
   * @param {{ file?: [string | Buffer, string?, string?], options?: unknown, [field: string]: unknown }} fields
   * @param {{ method?: string, path?: string }} [target]
   */
  const upload = (fields, { method = "POST", path = "/files/v3/files" } = {}) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (name === "file" && Array.isArray(value))
        form.append("file", new Blob([value[0]], { type: value[2] ?? "application/octet-stream" }), value[1] ?? "blob");
      else if (value !== undefined) form.append(name, typeof value === "string" ? value : JSON.stringify(value));
    }
    return call(method, path, { body: form });
  };
  return { hubspot, url, call, upload };
}

/**
 * A GET (or HEAD) by node:http, so the request carries exactly the headers given (fetch adds Accept-Encoding)
 * and the body arrives as sent, gzipped or not.
 * @param {string} url @param {Record<string, string>} [headers] @param {string} [method]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
function get(url, headers = {}, method = "GET") {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

/** @param {any} body @param {string} category */
function assertErrorBody(body, category) {
  assert.equal(body.status, "error");
  assert.equal(typeof body.message, "string");
  assert.match(body.correlationId, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  assert.equal(body.category, category);
}

test("an upload answers 201 with HubSpot's File; stat finds it and its folder by path; its url serves the content without the token", async (t) => {
  const { url, call, upload, hubspot } = await start(t);
  const created = await upload({
    file: [PNG, "cat.png", "image/png"],
    options: { access: "PUBLIC_INDEXABLE" },
    folderPath: "/library/cat_archive",
  });
  assert.equal(created.status, 201);
  const file = created.body;
  assert.deepEqual(Object.keys(file), [
    "id",
    "createdAt",
    "updatedAt",
    "archived",
    "parentFolderId",
    "name",
    "path",
    "size",
    "height",
    "width",
    "encoding",
    "type",
    "extension",
    "defaultHostingUrl",
    "url",
    "isUsableInContent",
    "access",
    "fileMd5",
    "sourceGroup",
  ]);
  assert.match(file.id, /^\d+$/);
  assert.equal(file.archived, false);
  assert.equal(file.name, "cat", "the name is without the extension");
  assert.equal(file.path, "/library/cat_archive/cat.png");
  assert.equal(file.extension, "png");
  assert.equal(file.type, "IMG");
  assert.equal(file.size, PNG.length);
  assert.deepEqual([file.width, file.height], [3, 2]);
  assert.equal(file.access, "PUBLIC_INDEXABLE");
  assert.equal(file.url, `${url}/hubfs/1234567/library/cat_archive/cat.png`);
  assert.equal(file.defaultHostingUrl, file.url);
  assert.ok(Date.parse(file.createdAt));

  const stat = await call("GET", "/files/v3/files/stat/library/cat_archive/cat.png");
  assert.equal(stat.status, 200);
  assert.deepEqual(stat.body, { file });
  const folder = await call("GET", "/files/v3/files/stat/library/cat_archive");
  assert.equal(folder.body.folder.id, file.parentFolderId);
  assert.equal(folder.body.folder.path, "/library/cat_archive");
  assert.equal(folder.body.file, undefined);
  assert.deepEqual((await call("GET", `/files/v3/files/${file.id}`)).body, file);

  const content = await get(file.url);
  assert.equal(content.status, 200);
  assert.deepEqual(content.body, PNG);
  assert.equal(content.headers["content-type"], "image/png");
  assert.equal(content.headers["content-length"], String(PNG.length));
  assert.equal(content.headers["cache-control"], "public, max-age=300");
  assert.equal(content.headers["x-robots-tag"], undefined, "PUBLIC_INDEXABLE may be indexed");
  assert.equal(content.headers["x-hubspot-correlation-id"], undefined, "the CDN's answer, not the API's");
  assert.equal((await get(file.url, {}, "HEAD")).headers["content-length"], String(PNG.length));
  assert.equal(hubspot.requests.at(-1)?.path, "/hubfs/1234567/library/cat_archive/cat.png", "content requests are logged");
});

test("overwrite puts the upload in the old file's place (same path and url, a new id, the old one deleted); without it the name gets -1, -2", async (t) => {
  const { call, upload } = await start(t);
  const options = { access: "PUBLIC_INDEXABLE" };
  const first = (await upload({ file: ["one", "price-list.csv", "text/csv"], options, folderPath: "/exports" })).body;
  const renamed = (await upload({ file: ["two", "price-list.csv", "text/csv"], options, folderPath: "/exports" })).body;
  const again = (
    await upload({ file: ["three", "price-list.csv", "text/csv"], options: { ...options, overwrite: false }, folderPath: "/exports" })
  ).body;
  assert.deepEqual([renamed.name, renamed.path], ["price-list-1", "/exports/price-list-1.csv"]);
  assert.equal(again.path, "/exports/price-list-2.csv");
  assert.equal((await get(first.url)).body.toString(), "one", "the first file is untouched");

  const overwritten = await upload({
    file: ["four", "price-list.csv", "text/csv"],
    options: { ...options, overwrite: true },
    folderPath: "/exports",
  });
  assert.equal(overwritten.status, 201);
  assert.equal(overwritten.body.path, first.path);
  assert.equal(overwritten.body.url, first.url);
  assert.notEqual(overwritten.body.id, first.id, "HubSpot: the uploaded file takes the overwritten one's place with a new ID");
  assert.equal((await get(first.url)).body.toString(), "four");
  const old = await call("GET", `/files/v3/files/${first.id}`);
  assert.equal(old.body.archived, true, "the overwritten file is deleted");
  assert.equal((await call("GET", "/files/v3/files/stat/exports/price-list.csv")).body.file.id, overwritten.body.id);

  const replaced = await upload(
    { file: ["five", "whatever.csv", "text/csv"], options },
    { method: "PUT", path: `/files/v3/files/${renamed.id}` },
  );
  assert.equal(replaced.status, 200);
  assert.equal(replaced.body.id, renamed.id, "PUT replaces the content under the same id");
  assert.equal(replaced.body.url, renamed.url);
  assert.notEqual(replaced.body.fileMd5, renamed.fileMd5);
  assert.equal((await get(renamed.url)).body.toString(), "five");
});

test("a private file's url answers 404 without a signed URL; its signed URL serves it until it expires; a wrong signature is 403", async (t) => {
  let now = Date.parse("2025-03-01T12:00:00Z");
  const { call, upload } = await start(t, { clock: () => now });
  const file = (await upload({ file: ["secret terms", "terms.txt", "text/plain"], options: { access: "PRIVATE" }, folderPath: "/private" }))
    .body;
  assert.equal(file.access, "PRIVATE");
  const unsigned = await get(file.url);
  assert.equal(unsigned.status, 404);
  assert.doesNotMatch(unsigned.body.toString(), /secret/);
  assert.equal((await get(file.url, { Authorization: `Bearer ${TOKEN}` })).status, 404, "the API's token opens nothing on the CDN");

  const signed = await call("GET", `/files/v3/files/${file.id}/signed-url?expirationSeconds=60`);
  assert.equal(signed.status, 200);
  assert.deepEqual(Object.keys(signed.body), ["expiresAt", "url", "name", "extension", "type", "size"]);
  assert.equal(signed.body.expiresAt, "2025-03-01T12:01:00.000Z");
  const served = await get(signed.body.url);
  assert.equal(served.status, 200);
  assert.equal(served.body.toString(), "secret terms");
  assert.equal(served.headers["cache-control"], "private, no-store");
  assert.equal(served.headers["x-robots-tag"], "noindex");
  assert.equal((await get(signed.body.url.replace(/Signature=[0-9a-f]/, "Signature=x"))).status, 403);
  now += 61_000;
  assert.equal((await get(signed.body.url)).status, 403, "an expired signed URL");

  const hidden = (
    await upload({ file: ["draft", "draft.txt", "text/plain"], options: { access: "PUBLIC_NOT_INDEXABLE" }, folderPath: "/private" })
  ).body;
  const notIndexed = await get(hidden.url);
  assert.equal(notIndexed.status, 200);
  assert.equal(notIndexed.headers["x-robots-tag"], "noindex", "HubSpot sends X-Robots-Tag: noindex for PUBLIC_NOT_INDEXABLE");
});

test("content is gzipped when the request accepts it, carries an ETag and Last-Modified, and answers 304 when they match", async (t) => {
  const { upload } = await start(t);
  const text = "Lieferbedingungen\n".repeat(200);
  const file = (await upload({ file: [text, "terms.txt", "text/plain"], options: { access: "PUBLIC_INDEXABLE" }, folderPath: "/docs" }))
    .body;

  const plain = await get(file.url);
  assert.equal(plain.headers["content-encoding"], undefined);
  assert.equal(plain.body.toString(), text);
  assert.equal(plain.headers["content-type"], "text/plain; charset=UTF-8");
  assert.equal(plain.headers.etag, `"${file.fileMd5}"`);
  assert.equal(plain.headers.vary, "Accept-Encoding");
  assert.ok(plain.headers["last-modified"]);

  const zipped = await get(file.url, { "Accept-Encoding": "br, gzip;q=0.8" });
  assert.equal(zipped.headers["content-encoding"], "gzip");
  assert.equal(gunzipSync(zipped.body).toString(), text);
  assert.ok(zipped.body.length < text.length);
  assert.equal(zipped.headers["content-length"], String(zipped.body.length));
  assert.notEqual(zipped.headers.etag, plain.headers.etag, "each representation has its own strong ETag");
  assert.equal((await get(file.url, { "Accept-Encoding": "gzip;q=0" })).headers["content-encoding"], undefined);

  const revalidated = await get(file.url, { "If-None-Match": String(plain.headers.etag) });
  assert.equal(revalidated.status, 304);
  assert.equal(revalidated.body.length, 0);
  assert.equal(revalidated.headers.etag, plain.headers.etag);
  assert.equal((await get(file.url, { "If-None-Match": `W/${zipped.headers.etag}`, "Accept-Encoding": "gzip" })).status, 304);
  assert.equal((await get(file.url, { "If-Modified-Since": String(plain.headers["last-modified"]) })).status, 304);
  assert.equal((await get(file.url, { "If-None-Match": '"something-else"' })).status, 200);

  const image = (await upload({ file: [PNG, "dot.png", "image/png"], options: { access: "PUBLIC_INDEXABLE" }, folderPath: "/docs" })).body;
  assert.equal((await get(image.url, { "Accept-Encoding": "gzip" })).headers["content-encoding"], undefined, "an image is not gzipped");

  const html = (
    await upload({ file: ["<p>hi</p>", "page.html", "text/html"], options: { access: "PUBLIC_INDEXABLE" }, folderPath: "/docs" })
  ).body;
  assert.equal((await get(html.url)).headers["content-type"], "text/plain; charset=UTF-8", "HubSpot serves HTML as text/plain");
});

test("a file HubSpot does not have is 404 with HubSpot's error body; a deleted one (204) is archived and no longer served", async (t) => {
  const { call, upload, url } = await start(t);
  const missing = await call("GET", "/files/v3/files/424242");
  assert.equal(missing.status, 404);
  assertErrorBody(missing.body, "OBJECT_NOT_FOUND");
  assert.equal(missing.headers.get("X-HubSpot-Correlation-Id"), missing.body.correlationId);
  const noPath = await call("GET", "/files/v3/files/stat/nowhere/nothing.pdf");
  assert.equal(noPath.status, 404);
  assertErrorBody(noPath.body, "OBJECT_NOT_FOUND");
  assert.equal((await call("DELETE", "/files/v3/files/424242")).status, 404);
  assert.equal((await get(`${url}/hubfs/1234567/nowhere/nothing.pdf`)).status, 404);

  const file = (
    await upload({ file: ["%PDF-1.4", "sheet.pdf", "application/pdf"], options: { access: "PUBLIC_INDEXABLE" }, folderPath: "/sheets" })
  ).body;
  const deleted = await call("DELETE", `/files/v3/files/${file.id}`);
  assert.equal(deleted.status, 204);
  assert.equal(deleted.body, undefined);
  const read = await call("GET", `/files/v3/files/${file.id}`);
  assert.equal(read.body.archived, true);
  assert.ok(Date.parse(read.body.archivedAt));
  assert.equal((await get(file.url)).status, 404, "a deleted file's content is inaccessible");
  assert.equal((await call("GET", "/files/v3/files/stat/sheets/sheet.pdf")).status, 404);
  const reused = (
    await upload({ file: ["%PDF-1.7", "sheet.pdf", "application/pdf"], options: { access: "PUBLIC_INDEXABLE" }, folderPath: "/sheets" })
  ).body;
  assert.equal(reused.path, "/sheets/sheet.pdf", "a deleted file's path is free again");
});

test("an upload without file or options, without access, with both or neither folder, too large or not multipart is refused", async (t) => {
  const { call, upload } = await start(t, { limits: { fileSize: 10 } });
  const options = { access: "PUBLIC_INDEXABLE" };
  const noFile = await upload({ options, folderPath: "/x" });
  assert.equal(noFile.status, 400);
  assertErrorBody(noFile.body, "VALIDATION_ERROR");
  assert.equal(noFile.body.message, "file parameter is required");
  const noOptions = await upload({ file: ["a", "a.txt"], folderPath: "/x" });
  assert.equal(noOptions.status, 400);
  assert.equal(noOptions.body.message, "options parameter is required", "HubSpot's text for a missing options field");
  const noAccess = await upload({ file: ["a", "a.txt"], options: { overwrite: true }, folderPath: "/x" });
  assert.equal(noAccess.status, 400);
  assert.match(noAccess.body.message, /access is required/);
  assert.equal((await upload({ file: ["a", "a.txt"], options: { access: "HIDDEN_PRIVATE" }, folderPath: "/x" })).status, 400);
  assert.equal((await upload({ file: ["a", "a.txt"], options: "{access:", folderPath: "/x" })).body.category, "VALIDATION_ERROR");
  assert.equal((await upload({ file: ["a", "a.txt"], options })).status, 400, "folderId or folderPath is required");
  assert.equal((await upload({ file: ["a", "a.txt"], options, folderPath: "/x", folderId: "1" })).status, 400, "not both");
  assert.equal((await upload({ file: ["a", "a.txt"], options, folderId: "999" })).status, 404);
  for (const ttl of ["PT1H", "P2Y", "soon"])
    assert.equal((await upload({ file: ["a", "a.txt"], options: { ...options, ttl }, folderPath: "/x" })).status, 400, ttl);

  const tooLarge = await upload({ file: ["0123456789A", "big.txt"], options, folderPath: "/x" });
  assert.equal(tooLarge.status, 413);
  assertErrorBody(tooLarge.body, "VALIDATION_ERROR");
  const json = await call("POST", "/files/v3/files", { body: JSON.stringify({ file: "a", options }) });
  assert.equal(json.status, 415);
  assert.equal((await upload({ file: ["ok", "ok.txt"], options, folderPath: "/x" })).status, 201, "a file within the limit");
});

test("uploads count against the API's rate limit; content fetches do not, and are served while the API answers 429", async (t) => {
  const { call, upload, hubspot } = await start(t, { limits: { burst: 3 } });
  const options = { access: "PUBLIC_INDEXABLE" };
  const first = await upload({ file: ["a", "a.txt"], options, folderPath: "/r" });
  assert.equal(first.headers.get("X-HubSpot-RateLimit-Remaining"), "2");
  const { url } = first.body;
  for (let i = 0; i < 10; i++) assert.equal((await get(url)).status, 200);
  await upload({ file: ["b", "b.txt"], options, folderPath: "/r" });
  await call("GET", "/files/v3/files/stat/r/a.txt");
  const limited = await upload({ file: ["c", "c.txt"], options, folderPath: "/r" });
  assert.equal(limited.status, 429);
  assert.equal(limited.body.policyName, "TEN_SECONDLY_ROLLING");
  assert.equal((await get(url)).status, 200, "the CDN still serves");
  assert.equal(hubspot.requests.filter((entry) => entry.path.startsWith("/hubfs/")).length, 11, "content requests are logged too");
  hubspot.failNext(1, 503);
  assert.equal((await get(url)).status, 200, "failNext is not spent on CDN requests");
  assert.equal((await call("GET", "/files/v3/files/stat/r/a.txt")).status, 503);
  hubspot.reset();
  assert.equal((await get(url)).status, 404, "reset() clears the files");
  assert.equal(hubspot.files.live().length, 0);
});

test("duplicate validation REJECTs (409) or RETURN_EXISTING returns the file with the same content; search finds live files by name and path", async (t) => {
  const { call, upload } = await start(t);
  const options = { access: "PUBLIC_INDEXABLE" };
  const logo = (await upload({ file: [PNG, "logo.png", "image/png"], options, folderPath: "/brand" })).body;
  const rejected = await upload({
    file: [PNG, "other.png", "image/png"],
    options: { ...options, duplicateValidationStrategy: "REJECT", duplicateValidationScope: "ENTIRE_PORTAL" },
    folderPath: "/elsewhere",
  });
  assert.equal(rejected.status, 409);
  assertErrorBody(rejected.body, "CONFLICT");
  const inOtherFolder = await upload({
    file: [PNG, "other.png", "image/png"],
    options: { ...options, duplicateValidationStrategy: "REJECT", duplicateValidationScope: "EXACT_FOLDER" },
    folderPath: "/elsewhere",
  });
  assert.equal(inOtherFolder.status, 201, "EXACT_FOLDER looks in the given folder only");
  const existing = await upload({
    file: [PNG, "again.png", "image/png"],
    options: { ...options, duplicateValidationStrategy: "RETURN_EXISTING" },
    folderPath: "/brand",
  });
  assert.equal(existing.body.id, logo.id);

  await upload({ file: ["x", "Logo-Guide.pdf", "application/pdf"], options, folderPath: "/brand" });
  const byName = await call("GET", "/files/v3/files/search?name=logo");
  assert.deepEqual(
    byName.body.results.map((/** @type {any} */ file) => file.path),
    ["/brand/logo.png", "/brand/Logo-Guide.pdf"],
  );
  const byPath = await call("GET", "/files/v3/files/search?path=/elsewhere/other.png");
  assert.deepEqual(
    byPath.body.results.map((/** @type {any} */ file) => file.id),
    [inOtherFolder.body.id],
  );
  const paged = await call("GET", "/files/v3/files/search?limit=1");
  assert.equal(paged.body.results.length, 1);
  assert.equal(paged.body.paging.next.after, "1");
  assert.equal((await call("GET", "/files/v3/files/search?limit=101")).status, 400, "at most 100 a page");
});

test("a file uploaded with a ttl carries expiresAt and is gone for good after it", async (t) => {
  let now = Date.parse("2025-01-31T00:00:00Z");
  const { call, upload } = await start(t, { clock: () => now });
  const file = (await upload({ file: ["tmp", "tmp.txt"], options: { access: "PUBLIC_INDEXABLE", ttl: "P1M" }, folderPath: "/tmp" })).body;
  assert.equal(file.expiresAt, Date.parse("2025-03-03T00:00:00Z"), "one calendar month on from January 31st");
  assert.equal((await get(file.url)).status, 200);
  now = file.expiresAt;
  assert.equal((await get(file.url)).status, 404);
  assert.equal((await call("GET", `/files/v3/files/${file.id}`)).status, 404);
});
