// The CRM's records in memory: object types (the standard ones from the start, custom ones from the
// schemas API), their property definitions, records with HubSpot's string property values, unique-value
// indexes and symmetric associations. The HTTP handlers and the tests' direct seeding share it, so a test
// can put thousands of records in without a request each.
import { fail, missingFields, notFound, unknownObjectType, validationError } from "./errors.mjs";
import { DEFAULT_LIMITS } from "./rate-limits.mjs";
import { STANDARD_ASSOCIATIONS, STANDARD_TYPES } from "./standard-objects.mjs";

/** @typedef {import("./standard-objects.mjs").PropertyDefinition} PropertyDefinition */

/**
 * @typedef {object} CrmRecord
 * @property {string} id digits, increasing across all types
 * @property {Record<string, string>} properties set values only, as strings
 * @property {number} createdAt
 * @property {number} updatedAt
 * @property {boolean} archived
 * @property {number} [archivedAt]
 * @property {{ properties: Record<string, string>, archived: boolean }} [indexed] what search sees (with an index delay)
 * @property {{ properties: Record<string, string>, archived: boolean, at: number }} [pending] the next version search will see
 */

/**
 * @typedef {object} AssociationType
 * @property {string} from objectTypeId
 * @property {string} to objectTypeId
 * @property {number} typeId
 * @property {"HUBSPOT_DEFINED"|"USER_DEFINED"} category
 * @property {string|null} label
 */

const iso = (/** @type {number} */ ms) => new Date(ms).toISOString();

const FIELD_TYPES = { string: "text", number: "number", date: "date", datetime: "date", enumeration: "select", bool: "booleancheckbox" };

/** One object type: its definitions, records and unique-value indexes. */
export class ObjectType {
  /**
   * @param {object} init
   * @param {string} init.objectTypeId
   * @param {string} init.name
   * @param {string} init.singular
   * @param {{ singular: string, plural: string }} init.labels
   * @param {string} init.createdProperty
   * @param {string} init.modifiedProperty
   * @param {string[]} init.defaultProperties
   * @param {string[]} init.searchableProperties
   * @param {string} [init.uniqueProperty]
   * @param {PropertyDefinition[]} init.properties
   * @param {boolean} init.custom
   * @param {number} init.now
   */
  constructor(init) {
    this.objectTypeId = init.objectTypeId;
    this.name = init.name;
    this.singular = init.singular;
    this.labels = init.labels;
    this.createdProperty = init.createdProperty;
    this.modifiedProperty = init.modifiedProperty;
    this.defaultProperties = init.defaultProperties;
    this.searchableProperties = init.searchableProperties;
    this.uniqueProperty = init.uniqueProperty;
    this.custom = init.custom;
    this.createdAt = init.now;
    this.updatedAt = init.now;
    /** @type {Map<string, ReturnType<typeof propertyObject>>} */
    this.properties = new Map();
    for (const definition of init.properties) this.properties.set(definition.name, propertyObject(definition, init.now, init.custom));
    /** @type {Map<string, CrmRecord>} in id order, since ids only grow */
    this.records = new Map();
    /** @type {Map<string, Map<string, string>>} property → value (lower-cased for email) → id */
    this.unique = new Map();
    for (const name of this.uniqueNames()) this.unique.set(name, new Map());
    /** Set for custom objects: the schema as created. @type {Record<string, any> | undefined} */
    this.schema = undefined;
  }

  /** The properties whose values must differ between records. */
  uniqueNames() {
    const names = [...this.properties.values()].filter((p) => p.hasUniqueValue).map((p) => p.name);
    return this.uniqueProperty ? [this.uniqueProperty, ...names] : names;
  }

  /** The key a unique value is indexed by: emails are unique whatever their case. @param {string} name @param {string} value */
  uniqueKey(name, value) {
    return name === "email" ? value.toLowerCase() : value;
  }

  /** The upper-case singular name HubSpot's batch errors use ("CONTACT", "LINE_ITEM"). */
  get errorName() {
    return this.singular.toUpperCase();
  }
}

/**
 * A property definition in the form the properties API answers it.
 * @param {PropertyDefinition & Record<string, any>} definition
 * @param {number} now
 * @param {boolean} custom
 */
function propertyObject(definition, now, custom) {
  const readOnly = Boolean(definition.readOnly);
  return {
    updatedAt: iso(now),
    createdAt: iso(now),
    name: definition.name,
    label: definition.label,
    type: definition.type,
    fieldType: definition.fieldType ?? FIELD_TYPES[definition.type] ?? "text",
    description: definition.description ?? "",
    groupName: definition.groupName ?? "",
    options: (definition.options ?? []).map((option, i) => ({
      label: option.label,
      value: option.value,
      displayOrder: option.displayOrder ?? i,
      hidden: option.hidden ?? false,
    })),
    displayOrder: definition.displayOrder ?? -1,
    calculated: readOnly,
    externalOptions: false,
    hasUniqueValue: Boolean(definition.hasUniqueValue),
    hidden: Boolean(definition.hidden),
    modificationMetadata: { archivable: !readOnly, readOnlyDefinition: readOnly || !custom, readOnlyValue: readOnly },
    formField: Boolean(definition.formField),
    archived: false,
  };
}

const PROPERTY_TYPES = new Set(Object.keys(FIELD_TYPES));

/**
 * @typedef {object} StoreOptions
 * @property {number} [portalId] the account's id: custom objects' fully qualified names are p<portalId>_<name>
 * @property {() => number} [clock] milliseconds since the epoch (tests may pass a fake one)
 * @property {number} [searchIndexDelayMs] how long after a write search sees it (HubSpot: "a few moments"; here 0)
 * @property {Partial<import("./rate-limits.mjs").Limits>} [limits]
 */

/** The account's CRM. */
export class Store {
  /** @param {StoreOptions} [options] */
  constructor({ portalId = 1234567, clock = Date.now, searchIndexDelayMs = 0, limits = {} } = {}) {
    this.portalId = portalId;
    this.clock = clock;
    this.searchIndexDelayMs = searchIndexDelayMs;
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    this.reset();
  }

  /** Back to a new account: the standard objects, no records, no custom objects, no associations. */
  reset() {
    const now = this.clock();
    /** @type {Map<string, ObjectType>} by objectTypeId */
    this.byId = new Map();
    for (const standard of STANDARD_TYPES) this.byId.set(standard.objectTypeId, new ObjectType({ ...standard, custom: false, now }));
    /** @type {AssociationType[]} */
    this.associationTypes = STANDARD_ASSOCIATIONS.map((a) => ({ ...a, category: "HUBSPOT_DEFINED", label: null }));
    /** @type {Map<string, Map<string, Map<string, Map<number, AssociationType>>>>} "typeId:id" → to type → to id → types */
    this.links = new Map();
    this.nextRecordId = 1001;
    this.nextCustomType = 10001;
    this.nextAssociationTypeId = 1001;
  }

  /** Every object type, standard ones first. */
  types() {
    return [...this.byId.values()];
  }

  /**
   * The type a path names: a standard name in plural or singular ("contacts", "contact"), an objectTypeId
   * ("0-1", "2-10001"), or a custom object's "p_<name>" or fully qualified "p<portalId>_<name>". A custom
   * object's bare name is not accepted, as HubSpot does not accept it.
   * @param {string} ref
   */
  resolveType(ref) {
    const key = String(ref).toLowerCase();
    if (this.byId.has(key)) return this.byId.get(key);
    for (const type of this.byId.values()) {
      if (type.custom) {
        if (key === `p_${type.name}` || key === `p${this.portalId}_${type.name}`) return type;
      } else if (key === type.name || key === type.singular) return type;
    }
    return undefined;
  }

  /** @param {string | ObjectType} ref */
  type(ref) {
    if (ref instanceof ObjectType) return ref;
    const type = this.resolveType(ref);
    if (!type) throw unknownObjectType(ref);
    return type;
  }

  // --- Custom objects and properties -------------------------------------------------------------

  /**
   * Creates a custom object from a schema as the schemas API takes it (name, labels, primaryDisplayProperty,
   * requiredProperties, searchableProperties, secondaryDisplayProperties, properties, associatedObjects).
   * @param {Record<string, any>} schema
   * @returns {ObjectType}
   */
  defineObject(schema) {
    if (!schema || typeof schema !== "object") throw missingFields(["name", "labels", "properties"]);
    const missing = ["name", "labels", "properties"].filter((field) => schema[field] === undefined);
    if (missing.length) throw missingFields(missing);
    const name = String(schema.name).toLowerCase();
    if (!/^[a-z][a-z0-9_]*$/.test(name))
      throw validationError(`Object name '${schema.name}' is invalid: use letters, digits and underscores, starting with a letter`);
    if (!schema.labels?.singular || !schema.labels?.plural) throw validationError("Both labels.singular and labels.plural must be set");
    // HubSpot words this conflict in its own way; the status and category are what a caller can rely on.
    if (this.types().some((type) => type.custom && type.name === name))
      throw fail(409, `Object type with name '${name}' already exists`, "OBJECT_ALREADY_EXISTS");
    if (!Array.isArray(schema.properties)) throw validationError("properties must be a list of property definitions");
    const properties = schema.properties.map((p) => checkedDefinition(p));
    this.checkUniqueCount(properties.filter((p) => p.hasUniqueValue).length);
    const names = new Set(properties.map((p) => p.name));
    for (const field of ["requiredProperties", "searchableProperties", "secondaryDisplayProperties"]) {
      for (const property of schema[field] ?? []) {
        if (!names.has(property)) throw validationError(`${field} names the property '${property}', which the schema does not define`);
      }
    }
    if (schema.primaryDisplayProperty && !names.has(schema.primaryDisplayProperty))
      throw validationError(
        `primaryDisplayProperty names the property '${schema.primaryDisplayProperty}', which the schema does not define`,
      );
    const associated = (schema.associatedObjects ?? []).map((/** @type {string} */ ref) => this.type(ref));

    const now = this.clock();
    const n = this.nextCustomType++;
    const type = new ObjectType({
      objectTypeId: `2-${n}`,
      name,
      singular: name,
      labels: { singular: schema.labels.singular, plural: schema.labels.plural },
      createdProperty: "hs_createdate",
      modifiedProperty: "hs_lastmodifieddate",
      defaultProperties: ["hs_createdate", "hs_lastmodifieddate", "hs_object_id"],
      searchableProperties: schema.searchableProperties ?? [],
      properties: [
        { name: "hs_object_id", label: "Record ID", type: "number", fieldType: "number", readOnly: true },
        { name: "hs_createdate", label: "Object create date/time", type: "datetime", fieldType: "date", readOnly: true },
        { name: "hs_lastmodifieddate", label: "Object last modified date/time", type: "datetime", fieldType: "date", readOnly: true },
        ...properties.map((p) => ({ groupName: `${name}_information`, ...p })),
      ],
      custom: true,
      now,
    });
    this.byId.set(type.objectTypeId, type);
    const associations = [];
    for (const other of associated) {
      const [forward] = this.defineAssociation(type, other);
      associations.push({
        id: String(forward.typeId),
        fromObjectTypeId: type.objectTypeId,
        toObjectTypeId: other.objectTypeId,
        name: `${name}_to_${other.singular}`,
      });
    }
    type.schema = {
      id: String(n),
      name,
      labels: type.labels,
      primaryDisplayProperty: schema.primaryDisplayProperty ?? properties[0]?.name,
      requiredProperties: schema.requiredProperties ?? [],
      searchableProperties: schema.searchableProperties ?? [],
      secondaryDisplayProperties: schema.secondaryDisplayProperties ?? [],
      associations,
      metaType: "PORTAL_SPECIFIC",
    };
    return type;
  }

  /** A custom object's schema as the schemas API answers it. @param {ObjectType} type */
  schemaOf(type) {
    const schema = /** @type {Record<string, any>} */ (type.schema);
    return {
      id: schema.id,
      objectTypeId: type.objectTypeId,
      fullyQualifiedName: `p${this.portalId}_${type.name}`,
      name: type.name,
      labels: type.labels,
      primaryDisplayProperty: schema.primaryDisplayProperty,
      secondaryDisplayProperties: schema.secondaryDisplayProperties,
      requiredProperties: schema.requiredProperties,
      searchableProperties: schema.searchableProperties,
      properties: [...type.properties.values()].filter((p) => !p.modificationMetadata.readOnlyValue),
      associations: schema.associations,
      metaType: schema.metaType,
      createdAt: iso(type.createdAt),
      updatedAt: iso(type.updatedAt),
      archived: false,
    };
  }

  /**
   * Adds a property to a type (the properties API's create).
   * @param {string | ObjectType} ref
   * @param {Record<string, any>} definition
   */
  defineProperty(ref, definition) {
    const type = this.type(ref);
    const checked = checkedDefinition(definition, true);
    // The text is HubSpot's as seen in practice; its docs give the 409 only.
    if (type.properties.has(checked.name)) throw fail(409, `Property named '${checked.name}' already exists.`, "OBJECT_ALREADY_EXISTS");
    if (checked.hasUniqueValue) this.checkUniqueCount(type.uniqueNames().length - (type.uniqueProperty ? 1 : 0) + 1);
    const property = propertyObject(checked, this.clock(), true);
    type.properties.set(property.name, property);
    if (property.hasUniqueValue) {
      const index = new Map();
      for (const record of type.records.values()) {
        const value = record.properties[property.name];
        if (value !== undefined && !record.archived) index.set(value, record.id);
      }
      type.unique.set(property.name, index);
    }
    return property;
  }

  /**
   * Changes a property's label, description, options, group or display order (the properties API's update).
   * @param {string | ObjectType} ref
   * @param {string} name
   * @param {Record<string, any>} changes
   */
  updateProperty(ref, name, changes) {
    const type = this.type(ref);
    const property = type.properties.get(name);
    if (!property) throw notFound(`Unable to find property ${name} on ${type.name}`);
    if (property.modificationMetadata.readOnlyDefinition) throw validationError(`The property ${name} is read-only and cannot be changed`);
    for (const field of ["label", "description", "groupName", "displayOrder", "hidden", "formField", "fieldType"]) {
      if (changes[field] !== undefined) /** @type {Record<string, any>} */ (property)[field] = changes[field];
    }
    if (changes.options) property.options = propertyObject({ ...property, options: changes.options }, 0, true).options;
    property.updatedAt = iso(this.clock());
    return property;
  }

  /** HubSpot allows ten properties with unique values per object (the properties guide). @param {number} count */
  checkUniqueCount(count) {
    if (count > this.limits.uniqueProperties)
      throw validationError(`An object can have at most ${this.limits.uniqueProperties} properties with unique values (hasUniqueValue)`);
  }

  // --- Records ------------------------------------------------------------------------------------

  /**
   * The values of a write, as HubSpot stores them (strings; "" or null clears), or the 400 HubSpot answers
   * for unknown or calculated properties: "Property values were not valid: [...]" with VALIDATION_ERROR and
   * an errors[] entry per property (the error-handling page's errors[] form; the message's JSON list is
   * HubSpot's as captured: isValid, message, error, name, localizedErrorMessage, portalId).
   * @param {ObjectType} type
   * @param {unknown} properties
   * @returns {Record<string, string | undefined>}
   */
  checkedValues(type, properties) {
    if (!properties || typeof properties !== "object" || Array.isArray(properties)) throw missingFields(["properties"]);
    /** @type {Record<string, string | undefined>} */
    const values = {};
    const invalid = [];
    for (const [name, value] of Object.entries(properties)) {
      const definition = type.properties.get(name);
      if (!definition) invalid.push({ name, error: "PROPERTY_DOESNT_EXIST", message: `Property "${name}" does not exist` });
      else if (definition.modificationMetadata.readOnlyValue)
        invalid.push({ name, error: "READ_ONLY_VALUE", message: `"${name}" is a calculated property; its value cannot be set.` });
      else values[name] = value === null || value === undefined || value === "" ? undefined : String(value);
    }
    if (invalid.length) {
      const details = invalid.map((i) => ({
        isValid: false,
        message: i.message,
        error: i.error,
        name: i.name,
        localizedErrorMessage: i.message,
        portalId: this.portalId,
      }));
      throw validationError(`Property values were not valid: ${JSON.stringify(details)}`, {
        errors: invalid.map((i) => ({ message: i.message, code: i.error, context: { propertyName: [i.name] } })),
      });
    }
    return values;
  }

  /**
   * The 409 of a value another record already has. HubSpot's text for a contact's email is "Contact already
   * exists. Existing ID: <id>" with category CONFLICT (captured answers); other unique properties get the same form.
   * @param {ObjectType} type
   * @param {Record<string, string | undefined>} values
   * @param {string} [ownId] the record being updated
   */
  checkUnique(type, values, ownId) {
    for (const [name, index] of type.unique) {
      const value = values[name];
      if (value === undefined) continue;
      const existing = index.get(type.uniqueKey(name, value));
      if (existing !== undefined && existing !== ownId)
        throw fail(409, `${type.labels.singular} already exists. Existing ID: ${existing}`, "CONFLICT");
    }
  }

  /**
   * Creates a record, checked as the API checks it (unknown or calculated properties, unique values).
   * Seeding (test and demo only) may name the record's id, as a portal imported from another system
   * keeps its ids; later records are numbered after the highest.
   * @param {string | ObjectType} ref
   * @param {Record<string, unknown>} properties
   * @param {{ id?: string }} [options]
   * @returns {CrmRecord}
   */
  create(ref, properties, { id } = {}) {
    const type = this.type(ref);
    const values = this.checkedValues(type, properties);
    this.checkUnique(type, values);
    if (id !== undefined && (!/^\d+$/.test(id) || type.records.has(id))) throw new Error(`seeding: ${id} is not a free numeric id`);
    return this.insert(type, values, id);
  }

  /**
   * Creates a record from values already checked.
   * @param {ObjectType} type
   * @param {Record<string, string | undefined>} values
   * @param {string} [givenId] an id named by seeding
   */
  insert(type, values, givenId) {
    const now = this.clock();
    const id = givenId ?? String(this.nextRecordId++);
    if (givenId !== undefined) this.nextRecordId = Math.max(this.nextRecordId, Number(givenId) + 1);
    /** @type {Record<string, string>} */
    const properties = {};
    for (const [name, value] of Object.entries(values)) if (value !== undefined) properties[name] = value;
    properties.hs_object_id = id;
    properties[type.createdProperty] = iso(now);
    properties[type.modifiedProperty] = iso(now);
    /** @type {CrmRecord} */
    const record = { id, properties, createdAt: now, updatedAt: now, archived: false };
    type.records.set(id, record);
    for (const [name, index] of type.unique) if (properties[name] !== undefined) index.set(type.uniqueKey(name, properties[name]), id);
    this.stage(record);
    return record;
  }

  /**
   * A record by id, or by the value of a unique property (`idProperty`); archived ones only when asked for.
   * @param {string | ObjectType} ref
   * @param {string} id
   * @param {{ idProperty?: string, archived?: boolean }} [options]
   */
  find(ref, id, { idProperty, archived = false } = {}) {
    const type = this.type(ref);
    let record;
    if (idProperty && idProperty !== "hs_object_id") {
      const index = type.unique.get(idProperty);
      if (!index) {
        if (!type.properties.has(idProperty)) throw validationError(`Property "${idProperty}" does not exist`);
        throw validationError(
          `${idProperty} is not a unique identifier property of ${type.name}: only properties with unique values can be used as idProperty`,
        );
      }
      const found = index.get(type.uniqueKey(idProperty, String(id)));
      record = found === undefined ? undefined : type.records.get(found);
      // Archived records leave the index; an archived lookup walks the records instead.
      if (!record && archived) record = [...type.records.values()].find((r) => r.archived && r.properties[idProperty] === String(id));
    } else record = type.records.get(String(id));
    return record && record.archived === archived ? record : undefined;
  }

  /**
   * Changes a record's properties.
   * @param {string | ObjectType} ref
   * @param {string} id
   * @param {Record<string, unknown>} properties
   * @param {{ idProperty?: string }} [options]
   */
  update(ref, id, properties, { idProperty } = {}) {
    const type = this.type(ref);
    const values = this.checkedValues(type, properties);
    const record = this.find(type, id, { idProperty });
    if (!record) throw notFound();
    this.checkUnique(type, values, record.id);
    this.apply(type, record, values);
    return record;
  }

  /**
   * Writes checked values into a record, keeping the unique indexes.
   * @param {ObjectType} type
   * @param {CrmRecord} record
   * @param {Record<string, string | undefined>} values
   */
  apply(type, record, values) {
    const now = this.clock();
    for (const [name, value] of Object.entries(values)) {
      const index = type.unique.get(name);
      const old = record.properties[name];
      if (index && old !== undefined) index.delete(type.uniqueKey(name, old));
      if (value === undefined) delete record.properties[name];
      else {
        record.properties[name] = value;
        index?.set(type.uniqueKey(name, value), record.id);
      }
    }
    record.updatedAt = now;
    record.properties[type.modifiedProperty] = iso(now);
    this.stage(record);
  }

  /**
   * Archives a record (HubSpot's DELETE): it leaves lists, searches, reads and the unique indexes.
   * @param {string | ObjectType} ref
   * @param {string} id
   * @returns {boolean} whether there was such a record
   */
  archive(ref, id, { idProperty = /** @type {string | undefined} */ (undefined) } = {}) {
    const type = this.type(ref);
    const record = this.find(type, id, { idProperty });
    if (!record) return false;
    for (const [name, index] of type.unique) {
      const value = record.properties[name];
      if (value !== undefined && index.get(type.uniqueKey(name, value)) === record.id) index.delete(type.uniqueKey(name, value));
    }
    record.archived = true;
    record.archivedAt = this.clock();
    this.stage(record);
    return true;
  }

  /**
   * A record as HubSpot answers it. `requested` properties: those that exist, plus hs_object_id and the
   * created and modified dates (as HubSpot adds them), unset ones as null; none requested: the type's
   * defaults; `all`: every stored value (the answer to a create or update). Keys sorted, as HubSpot sorts them.
   * @param {ObjectType} type
   * @param {CrmRecord} record
   * @param {{ requested?: string[], all?: boolean, view?: { properties: Record<string, string> } }} [options]
   */
  serialize(type, record, { requested, all = false, view = record } = {}) {
    let names;
    if (all) names = Object.keys(view.properties);
    else if (requested?.length)
      names = [
        ...new Set([...requested.filter((n) => type.properties.has(n)), "hs_object_id", type.createdProperty, type.modifiedProperty]),
      ];
    else names = type.defaultProperties;
    /** @type {Record<string, string | null>} */
    const properties = {};
    for (const name of [...names].sort()) properties[name] = view.properties[name] ?? null;
    return {
      id: record.id,
      properties,
      createdAt: iso(record.createdAt),
      updatedAt: iso(record.updatedAt),
      archived: record.archived,
      ...(record.archived && record.archivedAt !== undefined ? { archivedAt: iso(record.archivedAt) } : {}),
    };
  }

  // --- What search sees ----------------------------------------------------------------------------

  /**
   * Marks a write for the search index. HubSpot indexes new and changed records "after a few moments"
   * (the search guide); `searchIndexDelayMs` (0 by default) lets a test see that lag.
   * @param {CrmRecord} record
   */
  stage(record) {
    if (!this.searchIndexDelayMs) return;
    this.searchView(record);
    record.pending = { properties: { ...record.properties }, archived: record.archived, at: this.clock() + this.searchIndexDelayMs };
  }

  /**
   * The version of a record search finds, or undefined while it is not indexed yet.
   * @param {CrmRecord} record
   */
  searchView(record) {
    if (!this.searchIndexDelayMs) return record;
    if (record.pending && this.clock() >= record.pending.at) {
      record.indexed = record.pending;
      record.pending = undefined;
    }
    return record.indexed;
  }

  // --- Associations ---------------------------------------------------------------------------------

  /**
   * Defines the association type of a pair (both directions), as a schema's associatedObjects does.
   * @param {ObjectType} from
   * @param {ObjectType} to
   * @returns {[AssociationType, AssociationType]}
   */
  defineAssociation(from, to) {
    const existing = this.defaultAssociation(from, to);
    const inverse = this.defaultAssociation(to, from);
    if (existing && inverse) return [existing, inverse];
    /** @type {AssociationType} */
    const forward = {
      from: from.objectTypeId,
      to: to.objectTypeId,
      typeId: this.nextAssociationTypeId++,
      category: "USER_DEFINED",
      label: null,
    };
    /** @type {AssociationType} */
    const backward = {
      from: to.objectTypeId,
      to: from.objectTypeId,
      typeId: this.nextAssociationTypeId++,
      category: "USER_DEFINED",
      label: null,
    };
    this.associationTypes.push(forward, backward);
    return [forward, backward];
  }

  /** The default (unlabeled) association type from one type to another, if the pair can be associated. @param {ObjectType} from @param {ObjectType} to */
  defaultAssociation(from, to) {
    return this.associationTypes.find((a) => a.from === from.objectTypeId && a.to === to.objectTypeId);
  }

  /**
   * Associates two records, in both directions (reading from either side finds it). `typeIds`: the
   * association types from `from` to `to`; the default type when none are given.
   * @param {string | ObjectType} fromRef
   * @param {string} fromId
   * @param {string | ObjectType} toRef
   * @param {string} toId
   * @param {number[]} [typeIds]
   * @returns {{ forward: AssociationType[], inverse: AssociationType[] }}
   */
  associate(fromRef, fromId, toRef, toId, typeIds) {
    const from = this.type(fromRef);
    const to = this.type(toRef);
    const fallback = this.defaultAssociation(from, to);
    /** @type {AssociationType[]} */
    let forward;
    if (typeIds?.length) {
      forward = typeIds.map((typeId) => {
        const type = this.associationTypes.find((a) => a.typeId === Number(typeId));
        if (!type) throw validationError(`association type id ${typeId} doesn't exist`);
        // HubSpot's wording for a type of another pair (captured answers).
        if (type.from !== from.objectTypeId)
          throw validationError(`invalid from object type ${from.objectTypeId} for associations to be created. expected: ${type.from}`);
        if (type.to !== to.objectTypeId)
          throw validationError(`invalid to object type ${to.objectTypeId} for associations to be created. expected: ${type.to}`);
        return type;
      });
    } else if (fallback) forward = [fallback];
    else
      throw validationError(
        `${from.labels.plural} cannot be associated with ${to.labels.plural}: there is no association type from ${from.objectTypeId} to ${to.objectTypeId}`,
      );
    for (const [type, id] of [
      [from, fromId],
      [to, toId],
    ]) {
      if (!this.find(/** @type {ObjectType} */ (type), String(id)))
        throw validationError("One or more associations are invalid", {
          context: { objectType: [/** @type {ObjectType} */ (type).objectTypeId], objectId: [String(id)] },
        });
    }
    const inverse = forward.map(
      (f) => this.defaultAssociation(to, from) ?? this.associationTypes.find((a) => a.from === f.to && a.to === f.from),
    );
    this.link(from, String(fromId), to, String(toId), forward);
    this.link(to, String(toId), from, String(fromId), /** @type {AssociationType[]} */ (inverse.filter(Boolean)));
    return { forward, inverse: /** @type {AssociationType[]} */ (inverse.filter(Boolean)) };
  }

  /**
   * @param {ObjectType} from @param {string} fromId @param {ObjectType} to @param {string} toId
   * @param {AssociationType[]} types
   */
  link(from, fromId, to, toId, types) {
    const key = `${from.objectTypeId}:${fromId}`;
    if (!this.links.has(key)) this.links.set(key, new Map());
    const byType = /** @type {Map<string, Map<string, Map<number, AssociationType>>>} */ (this.links.get(key));
    if (!byType.has(to.objectTypeId)) byType.set(to.objectTypeId, new Map());
    const byId = /** @type {Map<string, Map<number, AssociationType>>} */ (byType.get(to.objectTypeId));
    if (!byId.has(toId)) byId.set(toId, new Map());
    for (const type of types) /** @type {Map<number, AssociationType>} */ (byId.get(toId)).set(type.typeId, type);
  }

  /**
   * The records of `toRef` associated with a record, by id ascending, with their association types;
   * archived records left out.
   * @param {string | ObjectType} fromRef
   * @param {string} fromId
   * @param {string | ObjectType} toRef
   * @returns {{ toId: string, types: AssociationType[] }[]}
   */
  associationsOf(fromRef, fromId, toRef) {
    const from = this.type(fromRef);
    const to = this.type(toRef);
    const byId = this.links.get(`${from.objectTypeId}:${fromId}`)?.get(to.objectTypeId);
    if (!byId) return [];
    return [...byId]
      .filter(([id, types]) => types.size && this.find(to, id))
      .map(([id, types]) => ({ toId: id, types: [...types.values()] }))
      .sort((a, b) => Number(a.toId) - Number(b.toId));
  }

  /**
   * Removes every association between two records, both directions.
   * @param {string | ObjectType} fromRef @param {string} fromId @param {string | ObjectType} toRef @param {string} toId
   */
  dissociate(fromRef, fromId, toRef, toId) {
    const from = this.type(fromRef);
    const to = this.type(toRef);
    this.links.get(`${from.objectTypeId}:${fromId}`)?.get(to.objectTypeId)?.delete(String(toId));
    this.links.get(`${to.objectTypeId}:${toId}`)?.get(from.objectTypeId)?.delete(String(fromId));
  }
}

/**
 * A property definition from a request, checked: name, label and type are required (groupName too
 * through the properties API), the type one of HubSpot's, enumerations with options.
 * @param {Record<string, any>} definition
 * @param {boolean} [needsGroup]
 * @returns {PropertyDefinition & Record<string, any>}
 */
function checkedDefinition(definition, needsGroup = false) {
  if (!definition || typeof definition !== "object") throw missingFields(["name", "label", "type"]);
  const required = needsGroup ? ["name", "label", "type", "fieldType", "groupName"] : ["name", "label", "type"];
  const missing = required.filter((field) => definition[field] === undefined || definition[field] === "");
  if (missing.length) throw missingFields(missing);
  if (!/^[a-z][a-z0-9_]*$/.test(definition.name))
    throw validationError(`Property name '${definition.name}' is invalid: use lower-case letters, digits and underscores`);
  if (definition.name.startsWith("hs_"))
    throw validationError(`Property name '${definition.name}' is invalid: the hs_ prefix is HubSpot's`);
  if (!PROPERTY_TYPES.has(definition.type))
    throw validationError(`Property type '${definition.type}' is not one of ${[...PROPERTY_TYPES].join(", ")}`);
  if (definition.type === "enumeration" && !Array.isArray(definition.options))
    throw validationError(`The enumeration property '${definition.name}' needs options`);
  return { ...definition, readOnly: false };
}
