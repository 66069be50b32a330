import { expect } from "chai";
import * as v from "valibot";
import { flag, idLike, numberLike, optionalId } from "../../core/api/coerce.ts";
import { parseDataBlock } from "../../core/element/data-block.ts";

function accepts<T>(schema: v.GenericSchema<unknown, T>, input: unknown): T {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new Error(`expected ${JSON.stringify(input)} to be accepted: ${result.issues[0]?.message}`);
  return result.output;
}

function rejects(schema: v.GenericSchema<unknown, unknown>, input: unknown): void {
  expect(v.safeParse(schema, input).success, `expected ${String(input)} to be rejected`).to.equal(false);
}

describe("CMS value coercion (api/coerce)", () => {
  it("numberLike accepts finite numbers and strings holding one", () => {
    expect(accepts(numberLike(), 12)).to.equal(12);
    expect(accepts(numberLike(), "12")).to.equal(12);
    expect(accepts(numberLike(), " 3.5 ")).to.equal(3.5);
    expect(accepts(numberLike(), "-2")).to.equal(-2);
    expect(accepts(numberLike(), 0)).to.equal(0);
  });

  it("numberLike rejects empty, non-numeric and non-finite values", () => {
    for (const input of ["", "  ", "abc", "12abc", Number.NaN, Number.POSITIVE_INFINITY, "Infinity", null, undefined, true, [1]]) {
      rejects(numberLike(), input);
    }
  });

  it("flag accepts booleans, 1/0 and the CMS's spellings true/false, yes/no, 1/0 and '' in any case, trimmed", () => {
    const cases: [unknown, boolean][] = [
      [true, true],
      [false, false],
      [1, true],
      [0, false],
      ["true", true],
      ["True", true],
      ["TRUE", true],
      [" true ", true],
      ["false", false],
      ["False", false],
      ["FALSE", false],
      ["yes", true],
      ["Yes", true],
      ["YES", true],
      ["no", false],
      ["No", false],
      [" no ", false],
      ["1", true],
      [" 1", true],
      ["0", false],
      ["", false],
      ["   ", false],
    ];
    for (const [input, expected] of cases) expect(accepts(flag(), input), JSON.stringify(input)).to.equal(expected);
  });

  it("flag rejects other texts and types", () => {
    for (const input of ["on", "off", "y", "n", "2", "ja", "truex", 2, -1, null, undefined, {}, []]) rejects(flag(), input);
  });

  it("a flag the CMS misspells is a data-block error naming the field", () => {
    const schema = v.object({ loggedIn: flag() });
    const logged: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => logged.push(args.join(" "));
    const result = parseDataBlock({ loggedIn: "maybe" }, schema, "shop-test");
    console.error = originalError;
    expect(String(logged[0])).to.contain('"loggedIn"');
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.field).to.equal("loggedIn");
  });

  it("idLike turns integers and non-empty strings into a trimmed string", () => {
    expect(accepts(idLike(), 123)).to.equal("123");
    expect(accepts(idLike(), "123")).to.equal("123");
    expect(accepts(idLike(), " AK-4 ")).to.equal("AK-4");
  });

  it("idLike rejects empty strings, fractions and non-ids", () => {
    for (const input of ["", "   ", 1.5, Number.NaN, null, undefined, true, {}]) rejects(idLike(), input);
  });

  it("optionalId: null, undefined, '' and 'null' mean none; other ids become trimmed strings", () => {
    for (const none of [null, undefined, "", "  ", "null"]) expect(accepts(optionalId(), none), String(none)).to.equal(null);
    expect(accepts(optionalId(), 42)).to.equal("42");
    expect(accepts(optionalId(), " 42 ")).to.equal("42");
  });

  it("optionalId rejects non-id types", () => {
    for (const input of [true, {}, [1]]) rejects(optionalId(), input);
  });
});
