import { expect } from "chai";
import earlyRequests from "../../../widgets/category/early.ts";
import { categoryApi } from "../../support/category-fixtures.ts";
import { BLOCK, mountCategory, useCategorySuite } from "./setup.ts";

describe("<shop-category> data before code (issue 23)", () => {
  useCategorySuite();

  it("the loader's category and article requests are the element's: each is sent once", async () => {
    const calls = categoryApi({ n: 30 });
    const block = { ...BLOCK, baseUrl: "/early-category" };
    earlyRequests(block);
    await mountCategory(block);
    expect([calls.category, calls.articles]).to.deep.equal([1, 1]);
  });

  it("a super-category is left to the element: the loader sends nothing", () => {
    const realFetch = window.fetch;
    const sent: unknown[] = [];
    window.fetch = (...args) => {
      sent.push(args[0]);
      return realFetch(...args);
    };
    try {
      earlyRequests({ ...BLOCK, categoryId: undefined, superCategoryId: "2" });
    } finally {
      window.fetch = realFetch;
    }
    expect(sent).to.deep.equal([]);
  });
});
