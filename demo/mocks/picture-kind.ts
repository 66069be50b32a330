// Which goods an article's demo pictures show (demo/mocks/pictures.ts), from its CRM data: the type
// (`typ`) and name (`beschreibung1`) read together, the first rule that matches wins, else the category.
// "Pergaminpapier auf Rolle" is a roll, "Museumskarton" a sheet, "Archivkarton" a box.
import { BROWSE_CATEGORY } from "./catalogue-tree.ts";

export type PictureKind = "box" | "lid-box" | "folder" | "mat" | "paper" | "roll" | "sleeve" | "other";

const RULES: [RegExp, PictureKind][] = [
  [/rolle\b/i, "roll"],
  [/passepartout/i, "mat"],
  [/deckel|kassette/i, "lid-box"],
  [/box|archivkarton|schachtel/i, "box"],
  [/mappe|umschlag/i, "folder"],
  // Pergamin as the type (a glassine sleeve); in a name it may be the material of something else.
  [/hülle|^pergamin/i, "sleeve"],
  [/papier|bogen|karton/i, "paper"],
];

const BY_CATEGORY: Partial<Record<number, PictureKind>> = {
  [BROWSE_CATEGORY.boxes]: "box",
  [BROWSE_CATEGORY.boxesBySize]: "lid-box",
  [BROWSE_CATEGORY.mats]: "mat",
  [BROWSE_CATEGORY.standardMats]: "mat",
  [BROWSE_CATEGORY.papers]: "paper",
  [BROWSE_CATEGORY.tissue]: "paper",
  [BROWSE_CATEGORY.folders]: "folder",
  [BROWSE_CATEGORY.sleeves]: "sleeve",
  [BROWSE_CATEGORY.tubes]: "roll",
};

/** The kind of goods an article is, for its pictures. */
export function pictureKind(article: { typ?: string | null; name?: string | null; categoryId: number }): PictureKind {
  const text = `${article.typ ?? ""} ${article.name ?? ""}`.trim();
  return RULES.find(([rule]) => rule.test(text))?.[1] ?? BY_CATEGORY[article.categoryId] ?? "other";
}
