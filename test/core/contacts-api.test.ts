import { expect } from "chai";
import { http, HttpResponse } from "msw";
import { ApiError } from "../../core/api/client.ts";
import { companyListProblem, fetchContactCompanies } from "../../core/api/contacts.ts";
import { captureConsoleErrors } from "../support/dom.ts";
import { useHandlers, useMockApi } from "../support/msw.ts";

const ENDPOINT = "*/_hcms/api/ansprechpartner/companies";

/** The error fetchContactCompanies throws for `answer`. */
async function failure(answer: () => Response): Promise<unknown> {
  useHandlers(http.get(ENDPOINT, answer));
  const { result } = await captureConsoleErrors(() =>
    fetchContactCompanies({ baseUrl: "", contactId: "1" }).then(
      () => null,
      (e: unknown) => e,
    ),
  );
  return result;
}

describe("ansprechpartner/companies (core/api/contacts.ts)", () => {
  useMockApi();

  it("returns the contact's entries, checked and with ids as strings", async () => {
    useHandlers(
      http.get(ENDPOINT, ({ request }) =>
        HttpResponse.json([
          {
            company: { id: 42, name: "Archiv", canSwitchGrossNet: "true", ust: 3 },
            contactPersonFirstname: `Eva ${new URL(request.url).searchParams.get("contactId")}`,
            contactPersonLastname: "Muster",
          },
        ]),
      ),
    );
    const list = await fetchContactCompanies({ baseUrl: "", contactId: "7001" });
    expect(list).to.deep.equal([
      {
        company: { id: "42", name: "Archiv", canSwitchGrossNet: true, ust: "3" },
        contactPersonFirstname: "Eva 7001",
        contactPersonLastname: "Muster",
      },
    ]);
  });

  it("an HTTP error keeps its JSON body on the ApiError, and the codes name the problem", async () => {
    const contact = await failure(() => HttpResponse.json({ code: "no_valid_contact", message: "inactive" }, { status: 404 }));
    expect(contact).to.be.instanceOf(ApiError);
    expect((contact as ApiError).body).to.deep.equal({ code: "no_valid_contact", message: "inactive" });
    expect(companyListProblem(contact)).to.equal("no-valid-contact");
    expect(companyListProblem(await failure(() => HttpResponse.json({ code: "no_valid_company" }, { status: 404 })))).to.equal(
      "no-valid-company",
    );
  });

  it("everything else is unexpected: another code, a 5xx, no JSON body, a schema failure, the network", async () => {
    const answers = [
      () => HttpResponse.json({ code: "something_else" }, { status: 404 }),
      () => HttpResponse.json({ code: "no_valid_contact" }, { status: 503 }),
      () => new HttpResponse("Not found", { status: 404 }),
      () => HttpResponse.json({ code: 7 }, { status: 404 }),
      () => HttpResponse.json([{ company: {} }]),
      () => HttpResponse.error(),
    ];
    for (const answer of answers) expect(companyListProblem(await failure(answer))).to.equal("unexpected");
    expect(((await failure(() => new HttpResponse("Not found", { status: 404 }))) as ApiError).body).to.equal(undefined);
  });
});
