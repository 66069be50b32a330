import { expect } from "chai";
import earlyRequests from "../../../widgets/company-switcher/early.ts";
import { sentAfterTaking, startedBy } from "../../support/early-requests.ts";
import { useElementSuite } from "../../support/element-suite.ts";
import { mountSwitcher, switcherBlock } from "./setup.ts";

describe("<shop-company-switcher> data before code (issue 23)", () => {
  useElementSuite();

  it("the loader's request for the contact's companies is the element's: it is sent once", async () => {
    const sent = await sentAfterTaking(earlyRequests, switcherBlock({ contactid: 7001 }), () =>
      mountSwitcher({ contactid: 7001 }).q.findByRole("dialog", { name: "Firma wechseln" }, { timeout: 5000 }),
    );
    expect(Object.values(sent)).to.deep.equal([1]);
    expect(Object.keys(sent)[0]).to.match(/ansprechpartner\/companies\?contactId=7001$/);
  });

  it("a guest's block (no contact, or the text null) starts nothing", () => {
    expect(startedBy(() => earlyRequests(switcherBlock({ contactid: null })))).to.deep.equal([]);
    expect(startedBy(() => earlyRequests(switcherBlock({ contactid: "null" })))).to.deep.equal([]);
  });
});
