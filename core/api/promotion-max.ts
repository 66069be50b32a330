// order-items/post and /update answer 409 {code: "promotion_max", message, max} when the cart would
// hold more of a promoted article than its promotional maximum (core/api/contract.ts PromotionMaxBodySchema).
import { ApiError } from "./client.ts";

/** The promotional maximum of a 409 promotion_max answer, if the error is one. */
export function promotionMax(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as { code?: unknown; max?: unknown } | undefined;
  return body?.code === "promotion_max" && typeof body.max === "number" ? body.max : undefined;
}
