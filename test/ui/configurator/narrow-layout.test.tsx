import { expect } from "chai";
import { ConfiguredActions } from "../../../core/configurator-ui/ConfiguredActions.tsx";
import { LengthField } from "../../../core/configurator-ui/LengthField.tsx";
import { LivePricePanel } from "../../../core/configurator-ui/LivePricePanel.tsx";
import { QualityNote } from "../../../core/configurator-ui/QualityNote.tsx";
import { UnitToggle } from "../../../core/configurator-ui/UnitToggle.tsx";
import { axeViolations } from "../../support/axe.ts";
import "../../support/dom.ts";
import { renderKit, unmountKit } from "./harness.tsx";

const price = {
  priceList: {
    itemInUnit: 1,
    scaled_price: [
      { quantity: 1, price: 1234.5 },
      { quantity: 100, price: 999.99 },
    ],
  },
  weightKg: 1,
};

/** Every piece of the kit at once, as a configurator shows them, in French (the longest texts). */
function AllPieces() {
  return (
    <div>
      <UnitToggle name="b-unit" unit="in" onUnit={() => undefined} />
      <LengthField
        id="b-length"
        label="Longueur intérieure"
        text="39 3/8"
        onText={() => undefined}
        unit="in"
        range={{ min: 100, max: 1000 }}
        problem="Au maximum 39 3/8″"
        note="Arrondi à 1 000 mm : fabriqué au millimètre près"
      />
      <QualityNote qualities={["lignin-free", "buffered", "unbuffered", "pat-tested", "museum", "fsc"]} />
      <LivePricePanel
        price={{ status: "ready", price }}
        amount={100}
        country="fr"
        smallestOrderUnit={1}
        packagingCents={12345}
        onRequest={false}
        onRetry={() => undefined}
      />
      <ConfiguredActions
        data={{ language: "fr", baseUrl: "", geoLocation: "ch" }}
        item={{
          configuration: {
            kind: "box",
            categoryId: "1",
            boxId: "1",
            lengthMm: 1000,
            widthMm: 300,
            heightMm: 200,
            materialId: "1",
            extras: [],
          },
          query: "b.type=1",
          label: "Boîte à couvercle 1000 × 300 × 200 mm",
          articleId: "1",
          articleNumber: "K-1",
          bulky: true,
          requestFromAmount: 50,
          smallestOrderUnit: 1,
        }}
        price={{ status: "ready", price }}
        amount={100}
        onAmount={() => undefined}
      />
    </div>
  );
}

describe("the configurator kit at 320 px", () => {
  afterEach(unmountKit);

  it("every piece fits a 320 px wide phone without sideways scrolling; axe finds nothing", async () => {
    const { host, root } = await renderKit(<AllPieces />, "fr");
    host.style.width = "320px";
    host.style.display = "block";
    const wide = [...root.querySelectorAll<HTMLElement>("*")].filter(
      (el) => el.getBoundingClientRect().right > host.getBoundingClientRect().right + 0.5,
    );
    expect(wide.map((el) => `${el.localName}.${el.className}`)).to.deep.equal([]);
    expect(await axeViolations()).to.deep.equal([]);
  });
});
