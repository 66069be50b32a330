// Creates the CRM model (model.ts) in a portal through HubSpot's schemas and properties APIs, and only
// what is missing: run again, it changes nothing (`npm run crm:setup`, hubspot/README.md#crm-setup).
// The local CRM is set up the same way before it is seeded (demo/local-hubspot/shop.mjs).
import { type Crm, CrmError } from "./client.ts";
import { CUSTOM_OBJECTS, type CustomObjectDef, type PropertyDef, STANDARD_PROPERTIES } from "./model.ts";

interface SchemaAnswer {
  name: string;
  objectTypeId: string;
  fullyQualifiedName: string;
  properties: { name: string }[];
}

const STANDARD_TYPE_IDS: Record<string, string> = { CONTACT: "0-1", COMPANY: "0-2", DEAL: "0-3" };

/** The property group HubSpot gives each standard object's own properties. */
const STANDARD_GROUPS: Record<keyof typeof STANDARD_PROPERTIES, string> = {
  companies: "companyinformation",
  deals: "dealinformation",
  contacts: "contactinformation",
  tickets: "ticketinformation",
};

/** The property as the properties API creates it (in the object's own information group). */
const propertyBody = (property: PropertyDef, groupName: string) => ({
  ...property,
  groupName,
  ...(property.type === "bool" && !property.options
    ? {
        options: [
          { label: "Ja", value: "true" },
          { label: "Nein", value: "false" },
        ],
      }
    : {}),
});

/** The schemas API's body for a custom object; its associations named by objectTypeId. */
function schemaBody(def: CustomObjectDef, typeIds: Map<string, string>) {
  return {
    name: def.name,
    labels: def.labels,
    primaryDisplayProperty: def.primaryDisplayProperty,
    requiredProperties: def.requiredProperties,
    searchableProperties: def.searchableProperties,
    secondaryDisplayProperties: [],
    properties: def.properties.map((p) => propertyBody(p, `${def.name}_information`)),
    associatedObjects: def.associatedObjects.map((name) => STANDARD_TYPE_IDS[name] ?? typeIds.get(name) ?? name),
  };
}

/** Creates a property unless the object has it; true when it was made. */
async function ensureProperty(crm: Crm, objectType: string, property: PropertyDef, groupName: string): Promise<boolean> {
  const found = await crm.request({ path: `/crm/v3/properties/${objectType}/${property.name}` }, { missing: true });
  if (found) return false;
  await crm.request({ method: "POST", path: `/crm/v3/properties/${objectType}`, body: propertyBody(property, groupName) });
  return true;
}

/** Makes what the model needs and the portal lacks; the list of what it made. */
export async function setupCrm(crm: Crm): Promise<string[]> {
  const made: string[] = [];
  const listed = await crm.request<{ results: SchemaAnswer[] }>({ path: "/crm-object-schemas/v3/schemas" });
  const schemas = new Map((listed?.results ?? []).map((s) => [s.name, s]));
  const typeIds = new Map([...schemas.values()].map((s) => [s.name, s.objectTypeId]));
  for (const def of CUSTOM_OBJECTS) {
    const existing = schemas.get(def.name);
    if (!existing) {
      const created = await crm.request<SchemaAnswer>({
        method: "POST",
        path: "/crm-object-schemas/v3/schemas",
        body: schemaBody(def, typeIds),
      });
      if (!created) throw new CrmError(502, "/crm-object-schemas/v3/schemas", { message: "no schema in the answer" });
      typeIds.set(def.name, created.objectTypeId);
      made.push(`custom object ${def.name} (${created.objectTypeId})`);
      continue;
    }
    for (const property of def.properties)
      if (await ensureProperty(crm, existing.objectTypeId, property, `${def.name}_information`)) made.push(`${def.name}.${property.name}`);
  }
  for (const [objectType, properties] of Object.entries(STANDARD_PROPERTIES)) {
    for (const property of properties) {
      if (await ensureProperty(crm, objectType, property, STANDARD_GROUPS[objectType as keyof typeof STANDARD_PROPERTIES]))
        made.push(`${objectType}.${property.name}`);
    }
  }
  return made;
}
