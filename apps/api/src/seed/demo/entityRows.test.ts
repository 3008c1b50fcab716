import { describe, expect, it } from "vitest";
import { entityRows } from "./context";

describe("entityRows: demo records written as their create pages post them", () => {
  it("keeps what the create schema stores, under the columns' names, with what the server adds", () => {
    const [row] = entityRows(
      "contacts",
      [{ name: "  Fernanda Queiroz ", phone: "(11) 98765-4321", status: 1, owner: 7 }],
      () => ({ business_id: 3 }),
    );
    expect(row).toMatchObject({ name: "Fernanda Queiroz", status: 1, owner_id: 7, business_id: 3 });
    expect(row).not.toHaveProperty("owner");
    expect(row?.phone).not.toBe("(11) 98765-4321");
  });

  it("cleans rich text as the API does", () => {
    const [row] = entityRows("template_notes", [{ name: "Retorno", body: "<p>Oi</p><script>alert(1)</script>" }]);
    expect(row?.body).toBe("<p>Oi</p>");
  });

  it("stops the seed on a record the create page would refuse, naming the entity and the field", () => {
    expect(() => entityRows("contacts", [{ name: "Sem status" }])).toThrow(/^Demo contacts #0 is refused at status/);
    expect(() =>
      entityRows("standard_billings", [{ name: "Parcelas demais", billing_model: 1, installments: 61 }]),
    ).toThrow(/installments/);
  });
});
