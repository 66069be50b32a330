// The standard objects the shop's functions use, as HubSpot has them in every account: their objectTypeIds
// (contacts 0-1, companies 0-2, deals 0-3, tickets 0-5, products 0-7, line items 0-8), the properties a new
// account has that the shop needs, the properties a read returns when none are asked for (the search
// guide's table of default properties), and the HUBSPOT_DEFINED association types between them (the
// associations v4 guide's type ids: contact→company 279, company→contact 280, deal→contact 3, contact→deal 4,
// deal→company 341, company→deal 342, deal→line item 19, line item→deal 20, ticket→contact 16,
// contact→ticket 15).

/**
 * @typedef {object} PropertyDefinition
 * @property {string} name
 * @property {string} label
 * @property {"string"|"number"|"date"|"datetime"|"enumeration"|"bool"} type
 * @property {string} fieldType
 * @property {string} [groupName]
 * @property {string} [description]
 * @property {boolean} [hasUniqueValue]
 * @property {boolean} [readOnly] HubSpot calculates it: a write of it is refused (READ_ONLY_VALUE)
 * @property {{ label: string, value: string, displayOrder?: number, hidden?: boolean }[]} [options]
 */

/**
 * @typedef {object} StandardType
 * @property {string} objectTypeId
 * @property {string} name the plural name used in paths
 * @property {string} singular
 * @property {{ singular: string, plural: string }} labels
 * @property {string} createdProperty
 * @property {string} modifiedProperty
 * @property {string[]} defaultProperties
 * @property {string[]} searchableProperties the properties a search's `query` looks in
 * @property {string} [uniqueProperty] a property every record must have a different value of (contacts: email)
 * @property {PropertyDefinition[]} properties
 */

/** @type {(name: string, label: string, type?: PropertyDefinition["type"], more?: Partial<PropertyDefinition>) => PropertyDefinition} */
const prop = (name, label, type = "string", more = {}) => ({
  name,
  label,
  type,
  fieldType: { string: "text", number: "number", date: "date", datetime: "date", enumeration: "select", bool: "booleancheckbox" }[type],
  ...more,
});

/** @param {string} created @param {string} modified */
const bookkeeping = (created, modified) => [
  prop("hs_object_id", "Record ID", "number", { readOnly: true }),
  prop(created, "Create Date", "datetime", { readOnly: true }),
  prop(modified, "Last Modified Date", "datetime", { readOnly: true }),
];

/** @type {StandardType[]} */
export const STANDARD_TYPES = [
  {
    objectTypeId: "0-1",
    name: "contacts",
    singular: "contact",
    labels: { singular: "Contact", plural: "Contacts" },
    createdProperty: "createdate",
    // Contacts predate the hs_ prefix: their last-modified property is lastmodifieddate.
    modifiedProperty: "lastmodifieddate",
    defaultProperties: ["createdate", "email", "firstname", "hs_object_id", "lastmodifieddate", "lastname"],
    searchableProperties: ["firstname", "lastname", "email", "phone", "company"],
    uniqueProperty: "email",
    properties: [
      ...bookkeeping("createdate", "lastmodifieddate"),
      prop("email", "Email"),
      prop("firstname", "First Name"),
      prop("lastname", "Last Name"),
      prop("salutation", "Salutation"),
      prop("phone", "Phone Number"),
      prop("mobilephone", "Mobile Phone Number"),
      prop("company", "Company Name"),
      prop("jobtitle", "Job Title"),
      prop("address", "Street Address"),
      prop("city", "City"),
      prop("zip", "Postal Code"),
      prop("country", "Country/Region"),
      prop("hs_language", "Preferred language", "enumeration"),
      // CMS memberships: "active" once the contact has registered (set a password), "inactive" when access was taken away.
      prop("hs_content_membership_status", "Status", "enumeration", {
        options: ["active", "inactive"].map((value, displayOrder) => ({ label: value, value, displayOrder })),
      }),
      prop("lifecyclestage", "Lifecycle Stage", "enumeration", {
        options: [
          "subscriber",
          "lead",
          "marketingqualifiedlead",
          "salesqualifiedlead",
          "opportunity",
          "customer",
          "evangelist",
          "other",
        ].map((value, displayOrder) => ({ label: value, value, displayOrder })),
      }),
    ],
  },
  {
    objectTypeId: "0-2",
    name: "companies",
    singular: "company",
    labels: { singular: "Company", plural: "Companies" },
    createdProperty: "createdate",
    modifiedProperty: "hs_lastmodifieddate",
    defaultProperties: ["createdate", "domain", "hs_lastmodifieddate", "hs_object_id", "name"],
    searchableProperties: ["name", "domain", "website", "phone"],
    properties: [
      ...bookkeeping("createdate", "hs_lastmodifieddate"),
      prop("name", "Company name"),
      prop("domain", "Company Domain Name"),
      prop("website", "Website URL"),
      prop("phone", "Phone Number"),
      prop("address", "Street Address"),
      prop("city", "City"),
      prop("zip", "Postal Code"),
      prop("country", "Country/Region"),
      prop("industry", "Industry", "enumeration"),
      prop("description", "Description"),
    ],
  },
  {
    objectTypeId: "0-3",
    name: "deals",
    singular: "deal",
    labels: { singular: "Deal", plural: "Deals" },
    createdProperty: "createdate",
    modifiedProperty: "hs_lastmodifieddate",
    defaultProperties: ["amount", "closedate", "createdate", "dealname", "dealstage", "hs_lastmodifieddate", "hs_object_id", "pipeline"],
    searchableProperties: ["dealname", "pipeline", "dealstage", "description", "dealtype"],
    properties: [
      ...bookkeeping("createdate", "hs_lastmodifieddate"),
      prop("dealname", "Deal Name"),
      prop("amount", "Amount", "number"),
      prop("dealstage", "Deal Stage", "enumeration"),
      prop("pipeline", "Pipeline", "enumeration"),
      prop("closedate", "Close Date", "datetime"),
      prop("dealtype", "Deal Type", "enumeration"),
      prop("description", "Deal Description"),
      prop("deal_currency_code", "Currency", "enumeration"),
    ],
  },
  {
    objectTypeId: "0-5",
    name: "tickets",
    singular: "ticket",
    labels: { singular: "Ticket", plural: "Tickets" },
    createdProperty: "createdate",
    modifiedProperty: "hs_lastmodifieddate",
    defaultProperties: [
      "content",
      "createdate",
      "hs_lastmodifieddate",
      "hs_object_id",
      "hs_pipeline",
      "hs_pipeline_stage",
      "hs_ticket_category",
      "hs_ticket_priority",
      "subject",
    ],
    searchableProperties: ["subject", "content"],
    properties: [
      ...bookkeeping("createdate", "hs_lastmodifieddate"),
      prop("subject", "Ticket name"),
      prop("content", "Ticket description"),
      // Every account has the support pipeline "0" with the stages 1 (New), 2 (Waiting on contact), 3 (Waiting on us), 4 (Closed).
      prop("hs_pipeline", "Pipeline", "enumeration", { options: [{ label: "Support Pipeline", value: "0" }] }),
      prop("hs_pipeline_stage", "Ticket status", "enumeration", {
        options: ["1", "2", "3", "4"].map((value, displayOrder) => ({ label: value, value, displayOrder })),
      }),
      prop("hs_ticket_priority", "Priority", "enumeration", {
        options: ["LOW", "MEDIUM", "HIGH", "URGENT"].map((value, displayOrder) => ({ label: value, value, displayOrder })),
      }),
      prop("hs_ticket_category", "Category", "enumeration"),
    ],
  },
  {
    objectTypeId: "0-7",
    name: "products",
    singular: "product",
    labels: { singular: "Product", plural: "Products" },
    createdProperty: "createdate",
    modifiedProperty: "hs_lastmodifieddate",
    defaultProperties: ["createdate", "description", "hs_lastmodifieddate", "hs_object_id", "name", "price"],
    searchableProperties: ["name", "description", "hs_sku"],
    properties: [
      ...bookkeeping("createdate", "hs_lastmodifieddate"),
      prop("name", "Name"),
      prop("description", "Description"),
      prop("price", "Unit price", "number"),
      prop("hs_sku", "SKU"),
    ],
  },
  {
    objectTypeId: "0-8",
    name: "line_items",
    singular: "line_item",
    labels: { singular: "Line Item", plural: "Line Items" },
    createdProperty: "createdate",
    modifiedProperty: "hs_lastmodifieddate",
    defaultProperties: ["amount", "createdate", "hs_lastmodifieddate", "hs_object_id", "price", "quantity"],
    searchableProperties: ["name", "description", "hs_sku"],
    properties: [
      ...bookkeeping("createdate", "hs_lastmodifieddate"),
      prop("name", "Name"),
      prop("quantity", "Quantity", "number"),
      prop("price", "Unit price", "number"),
      prop("amount", "Net price", "number"),
      prop("discount", "Unit discount", "number"),
      prop("hs_product_id", "Product ID", "number"),
      prop("hs_sku", "SKU"),
      prop("description", "Description"),
    ],
  },
];

/**
 * HubSpot's default (unlabeled) association type of each pair of standard objects, from → to.
 * @type {{ from: string, to: string, typeId: number }[]}
 */
export const STANDARD_ASSOCIATIONS = [
  { from: "0-1", to: "0-2", typeId: 279 },
  { from: "0-2", to: "0-1", typeId: 280 },
  { from: "0-3", to: "0-1", typeId: 3 },
  { from: "0-1", to: "0-3", typeId: 4 },
  { from: "0-3", to: "0-2", typeId: 341 },
  { from: "0-2", to: "0-3", typeId: 342 },
  { from: "0-3", to: "0-8", typeId: 19 },
  { from: "0-8", to: "0-3", typeId: 20 },
  { from: "0-5", to: "0-1", typeId: 16 },
  { from: "0-1", to: "0-5", typeId: 15 },
];
