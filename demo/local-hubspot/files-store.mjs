// The file manager's folders and files in memory, for the files v3 API (files-api.mjs) and the file hosting
// under /hubfs/<portalId>/<path>. A file's object is HubSpot's File as its guide shows a 201 answer
// (https://developers.hubspot.com/docs/api-reference/files-files-v3/guide): id, createdAt, updatedAt,
// archived, parentFolderId, name without the extension, path with it, size, height and width of an image,
// encoding, type, extension, defaultHostingUrl and url (the same here), isUsableInContent, access, and as
// its live answers carry them fileMd5 and sourceGroup.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { fail, notFound, validationError } from "./errors.mjs";

/** The access levels a file can be created with; HubSpot's HIDDEN_* ones cannot be created through v3. */
export const ACCESS = ["PUBLIC_INDEXABLE", "PUBLIC_NOT_INDEXABLE", "PRIVATE"];
export const DUPLICATE_STRATEGIES = ["NONE", "REJECT", "RETURN_EXISTING"];
export const DUPLICATE_SCOPES = ["ENTIRE_PORTAL", "EXACT_FOLDER"];

/**
 * The type HubSpot gives a file (IMG, DOCUMENT, AUDIO, MOVIE or OTHER, its OpenAPI spec) by its extension;
 * which extensions land where is the stand-in's choice.
 */
const TYPES = {
  IMG: ["png", "jpg", "jpeg", "gif", "webp", "svg", "avif", "bmp", "ico", "tif", "tiff"],
  MOVIE: ["mp4", "mov", "webm", "avi", "mkv", "m4v", "mpeg", "mpg"],
  AUDIO: ["mp3", "wav", "ogg", "m4a", "aac", "flac"],
  DOCUMENT: ["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "odt", "ods", "odp", "rtf", "txt", "csv", "md"],
};

/**
 * @typedef {object} Folder
 * @property {string} id
 * @property {string} name
 * @property {string} path "/library/cat_archive"
 * @property {string} [parentFolderId] absent at the top level
 * @property {number} createdAt
 * @property {number} updatedAt
 */

/**
 * @typedef {object} StoredFile
 * @property {string} id
 * @property {string} name without the extension
 * @property {string} extension without the dot, "" for none
 * @property {string} path the folder's path, the name and the extension: "/library/cat_archive/cat.png"
 * @property {string} [parentFolderId]
 * @property {Buffer} content
 * @property {string} md5 hex
 * @property {string} access one of ACCESS
 * @property {string} [charset] the upload's charsetHunch
 * @property {number} createdAt
 * @property {number} updatedAt
 * @property {boolean} archived
 * @property {number} [archivedAt]
 * @property {number} [expiresAt] from the upload's ttl; the file is gone for good after it
 */

const iso = (/** @type {number} */ ms) => new Date(ms).toISOString();

/** The extension's type. @param {string} extension */
export function fileType(extension) {
  const lower = extension.toLowerCase();
  for (const [type, extensions] of Object.entries(TYPES)) if (extensions.includes(lower)) return type;
  return "OTHER";
}

/** "cat.png" → { name: "cat", extension: "png" }; "LICENSE" → { name: "LICENSE", extension: "" }. @param {string} fileName */
export function splitName(fileName) {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? { name: fileName.slice(0, dot), extension: fileName.slice(dot + 1) } : { name: fileName, extension: "" };
}

/**
 * A folder path as the file manager keeps it: "/" and the names, no trailing slash; "/" is the top level.
 * @param {string} value
 */
export function folderPath(value) {
  const names = value.split("/").filter(Boolean);
  if (names.some((name) => name === "." || name === "..")) throw validationError(`folderPath must not contain '.' or '..': '${value}'`);
  return `/${names.join("/")}`;
}

/**
 * A ttl as an ISO 8601 duration ("P3M", "P1D", "PT36H"), turned into the time the file expires. HubSpot's
 * guide: "The minimum period that must be set is 1 day. The maximum period that can be set is 1 year."
 * @param {unknown} ttl @param {number} now
 */
export function expiryOf(ttl, now) {
  const parts =
    typeof ttl === "string" ? /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(ttl) : null;
  if (!parts || ttl === "P" || String(ttl).endsWith("T"))
    throw validationError(`ttl must be an ISO 8601 duration such as P1D, P3M or P1Y, not '${String(ttl)}'`);
  const [years, months, weeks, days, hours, minutes, seconds] = parts.slice(1).map((part) => Number(part ?? 0));
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() + years, at.getUTCMonth() + months, at.getUTCDate() + weeks * 7 + days);
  const expiresAt = at.getTime() + ((hours * 60 + minutes) * 60 + seconds) * 1000;
  const yearLater = new Date(now);
  yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
  if (expiresAt - now < 86_400_000) throw validationError(`ttl must be at least 1 day (P1D); it was ${ttl}`);
  if (expiresAt > yearLater.getTime()) throw validationError(`ttl must be at most 1 year (P1Y); it was ${ttl}`);
  return expiresAt;
}

/** Width and height of a PNG or GIF (others are left without, as the stand-in reads no further formats). @param {Buffer} content */
function dimensions(content) {
  if (content.length >= 24 && content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { height: content.readUInt32BE(20), width: content.readUInt32BE(16) };
  if (content.length >= 10 && /^GIF8[79]a$/.test(content.subarray(0, 6).toString("latin1")))
    return { height: content.readUInt16LE(8), width: content.readUInt16LE(6) };
  return {};
}

/** The folders and files of one account. */
export class FilesStore {
  /** @param {{ portalId?: number, clock?: () => number }} [options] */
  constructor({ portalId = 1234567, clock = Date.now } = {}) {
    this.portalId = portalId;
    this.clock = clock;
    /** Signs the URLs of private files (`/files/v3/files/{id}/signed-url`). */
    this.secret = randomBytes(32);
    this.reset();
  }

  /** No folders, no files. */
  reset() {
    /** @type {Map<string, Folder>} by path */
    this.folders = new Map();
    /** @type {Map<string, StoredFile>} by id, archived ones too */
    this.files = new Map();
    this.nextId = 1001;
  }

  /** Drops the files whose ttl ran out: HubSpot deletes them for good. */
  sweep() {
    const now = this.clock();
    for (const [id, file] of this.files) if (file.expiresAt !== undefined && file.expiresAt <= now) this.files.delete(id);
  }

  /**
   * The folder at `path`, made with the folders above it when missing ("If a path doesn't exist, the system
   * will try to create one", the OpenAPI spec). Undefined for the top level, which has no folder object.
   * @param {string} path a folderPath()
   */
  ensureFolder(path) {
    if (path === "/") return undefined;
    const existing = this.folders.get(path);
    if (existing) return existing;
    const parent = this.ensureFolder(path.slice(0, path.lastIndexOf("/")) || "/");
    const now = this.clock();
    /** @type {Folder} */
    const folder = { id: String(this.nextId++), name: path.slice(path.lastIndexOf("/") + 1), path, createdAt: now, updatedAt: now };
    if (parent) folder.parentFolderId = parent.id;
    this.folders.set(path, folder);
    return folder;
  }

  /** @param {string} id */
  folderById(id) {
    return [...this.folders.values()].find((folder) => folder.id === id);
  }

  /** The file (not archived, not expired) at a path, if any. @param {string} path */
  fileAt(path) {
    this.sweep();
    return [...this.files.values()].find((file) => !file.archived && file.path === path);
  }

  /** A file by id, archived ones too; a 404 when there is none (or its ttl ran out). @param {string} id */
  get(id) {
    this.sweep();
    const file = this.files.get(id);
    if (!file) throw notFound();
    return file;
  }

  /**
   * Puts a new file into a folder. Duplicate validation first (`duplicateValidationStrategy` REJECT or
   * RETURN_EXISTING within `duplicateValidationScope`), then the name: with `overwrite` the file at the same
   * path is deleted and the new one takes its place with a new id; without it the new file's name gets
   * "-1", "-2" … until the path is free (the OpenAPI spec: "the new file's name will be updated to prevent
   * colliding with existing file").
   * @param {{ content: Buffer, name: string, extension: string, folder: Folder | undefined, access: string, overwrite?: boolean,
   *   duplicateValidationStrategy?: string, duplicateValidationScope?: string, expiresAt?: number, charset?: string }} input
   * @returns {{ file: StoredFile, existing: boolean }}
   */
  upload(input) {
    this.sweep();
    const md5 = createHash("md5").update(input.content).digest("hex");
    const strategy = input.duplicateValidationStrategy ?? "NONE";
    if (strategy !== "NONE") {
      // What counts as a duplicate HubSpot does not say; here it is a file with the same content.
      const duplicate = [...this.files.values()].find(
        (file) =>
          !file.archived &&
          file.md5 === md5 &&
          (input.duplicateValidationScope !== "EXACT_FOLDER" || file.parentFolderId === input.folder?.id),
      );
      if (duplicate && strategy === "RETURN_EXISTING") return { file: duplicate, existing: true };
      if (duplicate) throw fail(409, `Found a duplicate of this file: ${duplicate.id} at ${duplicate.path}`, "CONFLICT");
    }
    const base = input.folder ? input.folder.path : "";
    const pathOf = (/** @type {string} */ name) => `${base}/${name}${input.extension ? `.${input.extension}` : ""}`;
    let name = input.name;
    const taken = this.fileAt(pathOf(name));
    if (taken && input.overwrite) this.archive(taken.id);
    for (let n = 1; !input.overwrite && this.fileAt(pathOf(name)); n++) name = `${input.name}-${n}`;
    const now = this.clock();
    /** @type {StoredFile} */
    const file = {
      id: String(this.nextId++),
      name,
      extension: input.extension,
      path: pathOf(name),
      ...(input.folder ? { parentFolderId: input.folder.id } : {}),
      content: input.content,
      md5,
      access: input.access,
      ...(input.charset ? { charset: input.charset } : {}),
      createdAt: now,
      updatedAt: now,
      archived: false,
      ...(input.expiresAt !== undefined ? { expiresAt: input.expiresAt } : {}),
    };
    this.files.set(file.id, file);
    return { file, existing: false };
  }

  /**
   * New content for a file, keeping its id, name, path and url (PUT /files/v3/files/{fileId}).
   * @param {string} id @param {{ content: Buffer, access: string, expiresAt?: number, charset?: string }} input
   */
  replace(id, input) {
    const file = this.get(id);
    if (file.archived) throw notFound();
    Object.assign(file, {
      content: input.content,
      md5: createHash("md5").update(input.content).digest("hex"),
      access: input.access,
      updatedAt: Math.max(this.clock(), file.updatedAt + 1),
    });
    if (input.charset) file.charset = input.charset;
    if (input.expiresAt !== undefined) file.expiresAt = input.expiresAt;
    return file;
  }

  /** Marks a file deleted: its content is no longer served and its path is free again. @param {string} id */
  archive(id) {
    const file = this.get(id);
    if (file.archived) return;
    file.archived = true;
    file.archivedAt = this.clock();
  }

  /** The live files, oldest first. */
  live() {
    this.sweep();
    return [...this.files.values()].filter((file) => !file.archived);
  }

  /**
   * The URL the file is served at: the stand-in's own /hubfs/<portalId>/<path>, as HubSpot's are
   * https://<portalId>.fs1.hubspotusercontent-na1.net/hubfs/<portalId>/<path>.
   * @param {StoredFile} file @param {string} origin
   */
  urlOf(file, origin) {
    return `${origin}/hubfs/${this.portalId}${file.path.split("/").map(encodeURIComponent).join("/")}`;
  }

  /** @param {StoredFile} file @param {string} origin */
  fileObject(file, origin) {
    const type = fileType(file.extension);
    const url = this.urlOf(file, origin);
    return {
      id: file.id,
      createdAt: iso(file.createdAt),
      updatedAt: iso(file.updatedAt),
      archived: file.archived,
      ...(file.archivedAt !== undefined ? { archivedAt: iso(file.archivedAt) } : {}),
      ...(file.parentFolderId ? { parentFolderId: file.parentFolderId } : {}),
      name: file.name,
      path: file.path,
      size: file.content.length,
      ...(type === "IMG" ? dimensions(file.content) : {}),
      // HubSpot's example gives an image's format as its encoding ("encoding": "png").
      ...(type === "IMG" && file.extension ? { encoding: file.extension.toLowerCase() } : {}),
      type,
      extension: file.extension,
      defaultHostingUrl: url,
      url,
      isUsableInContent: true,
      access: file.access,
      ...(file.expiresAt !== undefined ? { expiresAt: file.expiresAt } : {}),
      fileMd5: file.md5,
      sourceGroup: "CONTENT",
    };
  }

  /** @param {Folder} folder */
  folderObject(folder) {
    return {
      id: folder.id,
      createdAt: iso(folder.createdAt),
      updatedAt: iso(folder.updatedAt),
      archived: false,
      ...(folder.parentFolderId ? { parentFolderId: folder.parentFolderId } : {}),
      name: folder.name,
      path: folder.path,
    };
  }

  /** The signature of a signed URL for `path` until `expires` (seconds since the epoch). @param {string} path @param {number} expires */
  signature(path, expires) {
    return createHmac("sha256", this.secret).update(`${path}\n${expires}`).digest("hex");
  }

  /** Whether a signed URL's Expires and Signature hold for `path` now. @param {string} path @param {string | null} expires @param {string | null} signature */
  signedFor(path, expires, signature) {
    if (!expires || !signature || !/^\d+$/.test(expires) || Number(expires) * 1000 <= this.clock()) return false;
    const expected = Buffer.from(this.signature(path, Number(expires)));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
