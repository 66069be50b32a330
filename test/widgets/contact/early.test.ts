import { expect } from "chai";
import earlyRequests from "../../../widgets/contact/early.ts";
import { sentAfterTaking, startedBy } from "../../support/early-requests.ts";
import { contactBlock, guestBlock, mountContact, personRequests, useContactSetup } from "./setup.ts";

describe("<shop-contact> data before code (issue 23)", () => {
  useContactSetup();

  it("the loader's request for a logged-in contact's details is the element's: it is sent once", async () => {
    const data = contactBlock();
    const sent = await sentAfterTaking(earlyRequests, data, () =>
      mountContact(data).then(({ q }) => q.findByText("Wir haben Ihre Kontaktdaten eingesetzt.")),
    );
    expect(Object.values(sent)).to.deep.equal([1]);
    expect(personRequests).to.deep.equal(["?contactId=7001"]);
  });

  it("a guest's block (not logged in, even with a contact id) starts nothing", () => {
    expect(startedBy(() => earlyRequests(guestBlock({ contactid: "7001" })))).to.deep.equal([]);
  });
});
