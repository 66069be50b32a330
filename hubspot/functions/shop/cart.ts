// The session's cart in the CRM (docs/decisions/hubspot-crm-model.md#cart): a cart record found by its
// unique sessionid, its order items associated with it. Reading by a unique property and by
// associations, never by search: a search finds a new record only seconds later, the cart at once.
import type { Crm } from "../crm/client.ts";
import { CART, objectType, ORDER_ITEM } from "../crm/model.ts";
import { associate, associatedIds, batchRead, createRecord, CrmRecordConflict, getRecord, type CrmRecord } from "../crm/objects.ts";

export const CART_TYPE = objectType(CART);
export const ORDER_ITEM_TYPE = objectType(ORDER_ITEM);
const ORDER_ITEM_PROPERTIES = ORDER_ITEM.properties.map((p) => p.name);

const findCart = (crm: Crm, sessionid: string) => getRecord(crm, CART_TYPE, sessionid, ["sessionid"], "sessionid");

/** The session's cart record, made when the session has none (a second tab making it at the same time is read back). */
async function cartOf(crm: Crm, sessionid: string): Promise<CrmRecord> {
  const found = await findCart(crm, sessionid);
  if (found) return found;
  try {
    return await createRecord(crm, CART_TYPE, { sessionid });
  } catch (error) {
    const made = error instanceof CrmRecordConflict ? await findCart(crm, sessionid) : undefined;
    if (!made) throw error;
    return made;
  }
}

/** The session's order items, oldest first; none when the session has no cart. */
export async function cartItems(crm: Crm, sessionid: string): Promise<CrmRecord[]> {
  const cart = await findCart(crm, sessionid);
  if (!cart) return [];
  const ids = await associatedIds(crm, CART_TYPE, cart.id, ORDER_ITEM_TYPE);
  const items = await batchRead(crm, ORDER_ITEM_TYPE, ids, ORDER_ITEM_PROPERTIES);
  // Only the session's own lines: an association made by mistake must not show another shopper's line.
  return items.filter((item) => item.properties.sessionid === sessionid).sort((a, b) => Number(a.id) - Number(b.id));
}

/** Adds an order item to the session's cart. */
export async function addCartItem(crm: Crm, sessionid: string, properties: Record<string, string>): Promise<void> {
  const cart = await cartOf(crm, sessionid);
  const item = await createRecord(crm, ORDER_ITEM_TYPE, properties);
  await associate(crm, CART_TYPE, cart.id, ORDER_ITEM_TYPE, item.id);
}

/** The unit price the line was added at, as a one-step list: a line the shop can no longer price keeps it. */
export const postedPriceList = (item: CrmRecord) => ({
  itemInUnit: 1,
  scaled_price: item.properties.preis ? [{ quantity: 1, price: Number(item.properties.preis) }] : [],
});

/** The pieces of an article the session's catalogue lines hold (a promotion's maximum counts them all). */
export const sessionAmountOf = (items: readonly CrmRecord[], articleId: string, except?: string) =>
  items
    .filter((i) => i.properties.article_id === articleId && !i.properties.configuration && i.id !== except)
    .reduce((sum, i) => sum + (Number(i.properties.menge) || 0), 0);
