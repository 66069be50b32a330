// HubSpot's files v3 API (https://developers.hubspot.com/docs/api-reference/files-files-v3/guide and its
// OpenAPI spec, HubSpot/HubSpot-public-api-spec-collection PublicApiSpecs/Files/Files/Rollouts/140950/v3/files.json):
// upload (multipart POST /files/v3/files, 201), replace (PUT …/{fileId}, 200, same id), read (GET …/{fileId}),
// delete (DELETE …/{fileId}, 204), stat by path (GET …/stat/{path}, { file } or { folder }), a signed URL
// for a private file (GET …/{fileId}/signed-url) and search (GET …/search). Besides, the file hosting:
// GET/HEAD /hubfs/<portalId>/<path> serves a file's content as HubSpot's CDN does, without the token and
// outside the API's rate limits.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { errorBody, fail, HubSpotError, invalidJson, notFound, validationError } from "./errors.mjs";
import { ACCESS, DUPLICATE_SCOPES, DUPLICATE_STRATEGIES, expiryOf, fileType, folderPath, splitName } from "./files-store.mjs";
import { json, pageSize, route } from "./request.mjs";

/** @typedef {import("./request.mjs").Context} Context */
/** @typedef {import("./files-store.mjs").FilesStore} FilesStore */

/**
 * The Content-Type a file is served with, by its extension. HubSpot serves HTML and JavaScript from its
 * default file domains as text/plain ("Serving HTML and JS files from the file manager",
 * https://designers.hubspot.com/docs/features/file-manager), so they are text/plain here too.
 */
const CONTENT_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
  ico: "image/x-icon",
  bmp: "image/bmp",
  pdf: "application/pdf",
  json: "application/json",
  xml: "application/xml",
  txt: "text/plain",
  html: "text/plain",
  htm: "text/plain",
  js: "text/plain",
  mjs: "text/plain",
  css: "text/css",
  csv: "text/csv",
  md: "text/markdown",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  ogg: "audio/ogg",
  woff: "font/woff",
  woff2: "font/woff2",
  zip: "application/zip",
};

/** Answers of text, JSON, XML and SVG are gzipped when asked; images, video and archives are compressed already. */
const compressible = (/** @type {string} */ type) => /^text\/|json|xml|svg/.test(type);

/**
 * The Cache-Control of a public file's content: the stand-in's choice, as HubSpot documents none. Short,
 * because an overwrite or replace keeps the url; a cache revalidates with the ETag or Last-Modified.
 */
const PUBLIC_CACHE = "public, max-age=300";
/** How long a signed URL holds when expirationSeconds is not given: the stand-in's choice. */
const SIGNED_URL_SECONDS = 3600;

/** The request's multipart body, parsed by undici as fetch's Request parses it. @param {Context} context */
async function formOf({ raw, headers }) {
  const type = String(headers["content-type"] ?? "");
  if (!/^multipart\/form-data/i.test(type))
    throw new HubSpotError(415, errorBody(`Content type '${type}' not supported; send multipart/form-data`));
  try {
    return await new Request("http://local-hubspot/", {
      method: "POST",
      headers: { "content-type": type },
      body: raw,
      duplex: "half",
    }).formData();
  } catch {
    throw validationError("The multipart/form-data body could not be read");
  }
}

/** A form field given as text, or undefined. @param {FormData} form @param {string} name */
function field(form, name) {
  const value = form.get(name);
  if (value === null) return undefined;
  if (typeof value !== "string") throw validationError(`${name} must be a text field, not a file`);
  return value.trim() || undefined;
}

/**
 * The `file` part: required ("file Required", the guide) and at most `limits.fileSize` bytes.
 * @param {FormData} form @param {import("./rate-limits.mjs").Limits} limits
 */
async function filePart(form, limits) {
  const file = form.get("file");
  // The same form as HubSpot's captured answer for a missing options field (see optionsOf).
  if (file === null || typeof file === "string") throw validationError("file parameter is required");
  if (file.size > limits.fileSize)
    throw fail(413, `The file is ${file.size} bytes; at most ${limits.fileSize} bytes can be uploaded`, "VALIDATION_ERROR");
  return { part: file, content: Buffer.from(await file.arrayBuffer()) };
}

/**
 * The `options` field: a JSON string, required ("options parameter is required", HubSpot's 400 as captured in
 * https://github.com/HubSpot/hubspot-api-php/issues/381), with a required `access` (PUBLIC_INDEXABLE,
 * PUBLIC_NOT_INDEXABLE or PRIVATE: "Any requests without this access field will return an error", the
 * changelog "Updates for the CMS Files API"), an optional `ttl` (1 day to 1 year), `overwrite`,
 * `duplicateValidationStrategy` (NONE by default) and `duplicateValidationScope` (ENTIRE_PORTAL by default,
 * the stand-in's choice).
 * @param {FormData} form @param {number} now
 */
function optionsOf(form, now) {
  const text = field(form, "options");
  if (text === undefined) throw validationError("options parameter is required");
  let options;
  try {
    options = JSON.parse(text);
  } catch (error) {
    throw invalidJson(text, error);
  }
  if (!options || typeof options !== "object" || Array.isArray(options)) throw validationError("options must be a JSON object");
  const { access, ttl, overwrite, duplicateValidationStrategy = "NONE", duplicateValidationScope = "ENTIRE_PORTAL" } = options;
  if (access === undefined) throw validationError(`options.access is required: one of ${ACCESS.join(", ")}`);
  if (typeof access === "string" && access.startsWith("HIDDEN_"))
    throw validationError(`Hidden files cannot be created with the v3 API: '${access}'`);
  if (!ACCESS.includes(access)) throw validationError(`options.access must be one of ${ACCESS.join(", ")}, not '${access}'`);
  if (overwrite !== undefined && typeof overwrite !== "boolean")
    throw validationError(`options.overwrite must be true or false, not '${overwrite}'`);
  if (!DUPLICATE_STRATEGIES.includes(duplicateValidationStrategy))
    throw validationError(
      `options.duplicateValidationStrategy must be one of ${DUPLICATE_STRATEGIES.join(", ")}, not '${duplicateValidationStrategy}'`,
    );
  if (!DUPLICATE_SCOPES.includes(duplicateValidationScope))
    throw validationError(
      `options.duplicateValidationScope must be one of ${DUPLICATE_SCOPES.join(", ")}, not '${duplicateValidationScope}'`,
    );
  return {
    access,
    overwrite: overwrite === true,
    duplicateValidationStrategy,
    duplicateValidationScope,
    ...(ttl !== undefined ? { expiresAt: expiryOf(ttl, now) } : {}),
  };
}

/**
 * POST /files/v3/files: 201 with the File. `folderId` or `folderPath`, one and not both (the guide); a
 * folderPath that does not exist is made. The name is `fileName`, else the file part's own name; without an
 * extension of its own it takes the part's. Neither given, the name comes from the content (its MD5).
 * @param {FilesStore} files @param {Context} context
 */
async function upload(files, context) {
  const form = await formOf(context);
  const { part, content } = await filePart(form, context.limits);
  const options = optionsOf(form, files.clock());
  const folderId = field(form, "folderId");
  const path = field(form, "folderPath");
  if (folderId !== undefined && path !== undefined) throw validationError("Either folderId or folderPath can be given, not both");
  if (folderId === undefined && path === undefined) throw validationError("Either folderId or folderPath is required");
  const folder = folderId !== undefined ? files.folderById(folderId) : files.ensureFolder(folderPath(/** @type {string} */ (path)));
  if (folderId !== undefined && !folder) throw notFound(`Folder ${folderId} not found`);
  const own = part.name && part.name !== "blob" ? splitName(part.name) : undefined;
  const given = field(form, "fileName");
  const named = given !== undefined ? splitName(given) : own;
  if (named && /[/\\]/.test(named.name)) throw validationError(`fileName must not contain a slash: '${given ?? part.name}'`);
  const { file } = files.upload({
    content,
    name: named?.name || `file-${createHash("md5").update(content).digest("hex").slice(0, 12)}`,
    extension: named?.extension || own?.extension || "",
    folder,
    charset: field(form, "charsetHunch"),
    ...options,
  });
  // RETURN_EXISTING answers with the duplicate found, also with 201: HubSpot documents no other success status here.
  return json(files.fileObject(file, context.origin), 201);
}

/**
 * PUT /files/v3/files/{fileId}: new content under the same id, name, path and url; 200 with the File.
 * The options (access, ttl) are required as at upload (the legacy replace docs call them required).
 * @param {FilesStore} files @param {Context} context
 */
async function replace(files, context) {
  files.get(context.params[0]);
  const form = await formOf(context);
  const { content } = await filePart(form, context.limits);
  const { access, expiresAt } = optionsOf(form, files.clock());
  const file = files.replace(context.params[0], { content, access, expiresAt, charset: field(form, "charsetHunch") });
  return json(files.fileObject(file, context.origin));
}

/**
 * GET /files/v3/files/search: the live files (not archived, "Does not display hidden or archived files"),
 * filtered by id, name ("containing the given name", here ignoring case), path, parentFolderId, extension
 * and type; pages of `limit` (at most 100) from `after`, which may not pass 10,000 (the spec). The default
 * page of 10 and the order (oldest first) are the stand-in's choices.
 * @param {FilesStore} files @param {Context} context
 */
function search(files, { query, limits, origin }) {
  const limit = pageSize(query.get("limit"), 10, limits.filesPage);
  const after = Number(query.get("after") ?? 0);
  if (!Number.isInteger(after) || after < 0)
    throw validationError(`after must be a whole number of at least 0, not '${query.get("after")}'`);
  if (after > 10_000) throw validationError(`The maximum offset of items for a given search is 10000; after was ${after}`);
  const name = query.get("name")?.toLowerCase();
  const extension = query.get("extension")?.toLowerCase();
  const found = files
    .live()
    .filter(
      (file) =>
        (!query.has("id") || file.id === query.get("id")) &&
        (name === undefined || file.name.toLowerCase().includes(name)) &&
        (!query.has("path") || file.path === query.get("path")) &&
        (!query.has("parentFolderId") || file.parentFolderId === query.get("parentFolderId")) &&
        (extension === undefined || file.extension.toLowerCase() === extension) &&
        (!query.has("type") || fileType(file.extension) === query.get("type")),
    );
  const results = found.slice(after, after + limit).map((file) => files.fileObject(file, origin));
  if (after + limit >= found.length) return json({ results });
  const next = new URLSearchParams(query);
  next.set("after", String(after + limit));
  return json({ results, paging: { next: { after: String(after + limit), link: `${origin}/files/v3/files/search?${next}` } } });
}

/**
 * GET /files/v3/files/stat/{path}: `{ file }` for a file's path, `{ folder }` for a folder's, 404 for neither.
 * @param {FilesStore} files @param {Context} context
 */
function stat(files, { params, origin }) {
  const path = `/${params[0].split("/").filter(Boolean).join("/")}`;
  const file = files.fileAt(path);
  if (file) return json({ file: files.fileObject(file, origin) });
  const folder = files.folders.get(path);
  if (folder) return json({ folder: files.folderObject(folder) });
  throw notFound();
}

/**
 * GET /files/v3/files/{fileId}/signed-url: a URL that serves the file, private ones too, until it expires
 * (`expirationSeconds`, 3600 when not given). The signature is an HMAC of the path and Expires.
 * @param {FilesStore} files @param {Context} context
 */
function signedUrl(files, { params, query, origin }) {
  const file = files.get(params[0]);
  if (file.archived) throw notFound();
  const seconds = query.has("expirationSeconds") ? Number(query.get("expirationSeconds")) : SIGNED_URL_SECONDS;
  if (!Number.isInteger(seconds) || seconds < 1)
    throw validationError(`expirationSeconds must be a whole number of at least 1, not '${query.get("expirationSeconds")}'`);
  const expires = Math.floor(files.clock() / 1000) + seconds;
  const object = files.fileObject(file, origin);
  return json({
    expiresAt: new Date(expires * 1000).toISOString(),
    url: `${object.url}?Expires=${expires}&Signature=${files.signature(file.path, expires)}`,
    name: object.name,
    extension: object.extension,
    type: object.type,
    size: object.size,
    ...("height" in object ? { height: object.height, width: object.width } : {}),
  });
}

/** Whether Accept-Encoding allows gzip (named, or `*`, with a q above 0). @param {string | undefined} header */
function acceptsGzip(header) {
  const codings = new Map(
    (header ?? "").split(",").map((entry) => {
      const [coding, ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
      const q = parameters.find((parameter) => parameter.startsWith("q="));
      return [coding, q ? Number(q.slice(2)) : 1];
    }),
  );
  const q = codings.get("gzip") ?? codings.get("*") ?? 0;
  return q > 0;
}

/**
 * The file hosting: GET or HEAD /hubfs/<portalId>/<path>, no token, not counted against the API's limits.
 * A public file is served with its Content-Type, Cache-Control `public, max-age=300`, a strong ETag (its
 * MD5; with "-gzip" for the gzipped form), Last-Modified, 304 on a matching If-None-Match (or, without one,
 * If-Modified-Since), gzip when Accept-Encoding allows it and the type is text-like, and X-Robots-Tag:
 * noindex when PUBLIC_NOT_INDEXABLE (HubSpot's docs). A private file's url answers 404 ("If a file is set to
 * private, the returned URL will result in a 404 error", the guide) unless it carries a valid signature
 * from /signed-url (then served with Cache-Control private, no-store); a wrong or expired signature is a 403,
 * as a CDN refuses one (the stand-in's choice). Unknown, deleted or expired files are 404. These answers are
 * the CDN's, plain text, not the API's JSON error body.
 * @param {FilesStore} files
 */
function hosting(files) {
  /** @type {WeakMap<Buffer, Buffer>} */
  const gzipped = new WeakMap();
  const refuse = (/** @type {number} */ status, /** @type {string} */ text) => ({
    status,
    bytes: Buffer.from(text),
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
  return (/** @type {Context} */ { params, query, headers }) => {
    if (params[0] !== String(files.portalId)) return refuse(404, "Not Found");
    const path = `/${params[1]}`;
    const file = files.fileAt(path);
    if (!file) return refuse(404, "Not Found");
    let cacheControl = PUBLIC_CACHE;
    if (file.access === "PRIVATE") {
      if (!query.has("Signature") && !query.has("Expires")) return refuse(404, "Not Found");
      if (!files.signedFor(path, query.get("Expires"), query.get("Signature"))) return refuse(403, "Forbidden");
      cacheControl = "private, no-store";
    }
    const base = CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (file.extension.toLowerCase())] ?? "application/octet-stream";
    const contentType = compressible(base) ? `${base}; charset=${file.charset ?? "UTF-8"}` : base;
    const gzip = compressible(base) && acceptsGzip(headers["accept-encoding"]);
    /** @type {Record<string, string>} */
    const common = {
      ETag: `"${file.md5}${gzip ? "-gzip" : ""}"`,
      "Last-Modified": new Date(file.updatedAt).toUTCString(),
      "Cache-Control": cacheControl,
      ...(compressible(base) ? { Vary: "Accept-Encoding" } : {}),
      ...(file.access !== "PUBLIC_INDEXABLE" ? { "X-Robots-Tag": "noindex" } : {}),
    };
    const matches = headers["if-none-match"];
    const notModified =
      matches !== undefined
        ? matches.split(",").some((tag) => ["*", `"${file.md5}"`, `"${file.md5}-gzip"`].includes(tag.trim().replace(/^W\//, "")))
        : headers["if-modified-since"] !== undefined &&
          Date.parse(headers["if-modified-since"]) >= Math.floor(file.updatedAt / 1000) * 1000;
    if (notModified) return { status: 304, bytes: Buffer.alloc(0), headers: common };
    let bytes = file.content;
    if (gzip) {
      bytes = gzipped.get(file.content) ?? gzipSync(file.content);
      gzipped.set(file.content, bytes);
    }
    return {
      status: 200,
      bytes,
      headers: {
        ...common,
        "Content-Type": contentType,
        "Content-Length": String(bytes.length),
        ...(gzip ? { "Content-Encoding": "gzip" } : {}),
      },
    };
  };
}

/**
 * The files routes over one account's files.
 * @param {FilesStore} files
 * @returns {import("./request.mjs").Route[]}
 */
export function fileRoutes(files) {
  const serve = hosting(files);
  return [
    route("POST", /^\/files\/v3\/files$/, (context) => upload(files, context), { raw: true }),
    route("GET", /^\/files\/v3\/files\/search$/, (context) => search(files, context)),
    route("GET", /^\/files\/v3\/files\/stat\/(.+)$/, (context) => stat(files, context)),
    route("GET", /^\/files\/v3\/files\/(\d+)\/signed-url$/, (context) => signedUrl(files, context)),
    route("GET", /^\/files\/v3\/files\/(\d+)$/, ({ params, origin }) => json(files.fileObject(files.get(params[0]), origin))),
    route("PUT", /^\/files\/v3\/files\/(\d+)$/, (context) => replace(files, context), { raw: true }),
    route("DELETE", /^\/files\/v3\/files\/(\d+)$/, ({ params }) => {
      files.archive(params[0]);
      return { status: 204 };
    }),
    route("GET", /^\/hubfs\/(\d+)\/(.+)$/, serve, { cdn: true }),
    route("HEAD", /^\/hubfs\/(\d+)\/(.+)$/, serve, { cdn: true }),
  ];
}
