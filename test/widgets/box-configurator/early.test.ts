import { expect } from "chai";
import earlyRequests from "../../../widgets/box-configurator/early.ts";
import { sentAfterTaking, startedBy } from "../../support/early-requests.ts";
import { BLOCK, mountBox, openWithQuery, useBoxSuite } from "./setup.ts";

const paths = (sent: Record<string, number>) =>
  Object.keys(sent).map((request) => new URL(request.split(" ")[1] as string).pathname.split("/api/")[1]);

describe("<shop-box-configurator> data before code (issue 23)", () => {
  useBoxSuite();

  it("the loader's categories, boards, types (the block's category) and packaging requests are the element's: each is sent once", async () => {
    const data = { ...BLOCK, categoryId: 1 };
    const sent = await sentAfterTaking(earlyRequests, data, () => mountBox(data));
    expect(paths(sent)).to.deep.equal(["box-categories", "materials", "boxes", "packaging-cost"]);
    expect(Object.values(sent)).to.deep.equal([1, 1, 1, 1]);
  });

  it("the URL's category wins over the block's, as in the element: its types are sent once", async () => {
    openWithQuery("b.cat=1&b.type=11");
    const data = { ...BLOCK, categoryId: "2" };
    const sent = await sentAfterTaking(earlyRequests, data, () => mountBox(data));
    expect(Object.keys(sent).filter((request) => request.includes("/boxes?"))).to.have.length(1);
    expect(Object.values(sent)).to.deep.equal([1, 1, 1, 1]);
  });

  it("a block the schema changes (a country in capitals) starts nothing; sizes in the URL leave the packaging cost to the element", () => {
    expect(startedBy(() => earlyRequests({ ...BLOCK, geoLocation: "DE" }))).to.deep.equal([]);
    openWithQuery("b.cat=1&b.type=11&b.l=900&b.w=700&b.h=300");
    expect(paths(Object.fromEntries(startedBy(() => earlyRequests(BLOCK)).map((r) => [r, 0])))).to.deep.equal([
      "box-categories",
      "materials",
      "boxes",
    ]);
  });
});
