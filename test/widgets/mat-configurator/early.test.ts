import { expect } from "chai";
import earlyRequests from "../../../widgets/mat-configurator/early.ts";
import { sentAfterTaking, startedBy } from "../../support/early-requests.ts";
import { matBlock, mountMat, useMatSetup } from "./setup.ts";

describe("<shop-mat-configurator> data before code (issue 23)", () => {
  useMatSetup();

  it("the loader's boards, formats and packaging requests are the element's: each is sent once", async () => {
    const data = matBlock({ language: "fr" });
    const sent = await sentAfterTaking(earlyRequests, data, () => mountMat(data));
    expect(Object.keys(sent).map((request) => new URL(request.split(" ")[1] as string).pathname.split("/api/")[1])).to.deep.equal([
      "materials",
      "ppt-price/formats",
      "packaging-cost",
    ]);
    expect(Object.values(sent)).to.deep.equal([1, 1, 1]);
  });

  it("a block the schema refuses (a baseUrl that is no URL) starts nothing", () => {
    expect(startedBy(() => earlyRequests(matBlock({ baseUrl: "javascript:alert(1)" })))).to.deep.equal([]);
  });
});
