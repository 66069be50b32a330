import { expect } from "chai";
import { submitOnce } from "../../core/ui/submit-once.ts";

describe("submitOnce: one request at a time", () => {
  it("a second run while the first is on its way sends nothing and resolves undefined; after it, the next one runs", async () => {
    const guard = submitOnce();
    let sent = 0;
    let answer!: () => void;
    const request = () => {
      sent++;
      return new Promise<string>((resolve) => (answer = () => resolve(`answer ${sent}`)));
    };
    const first = guard.run(request);
    expect(guard.$busy.get()).to.equal(true);
    expect(await guard.run(request)).to.equal(undefined);
    answer();
    expect(await first).to.equal("answer 1");
    expect(guard.$busy.get()).to.equal(false);
    const third = guard.run(request);
    answer();
    expect([await third, sent]).to.deep.equal(["answer 2", 2]);
  });

  it("a failed request lets go of the guard and passes its error on", async () => {
    const guard = submitOnce();
    const failure = new Error("offline");
    let caught: unknown;
    await guard.run(() => Promise.reject(failure)).catch((error: unknown) => (caught = error));
    expect([caught, guard.$busy.get()]).to.deep.equal([failure, false]);
  });
});
