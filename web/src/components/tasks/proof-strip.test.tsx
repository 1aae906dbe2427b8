import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/testing/render";
import { ProofStrip } from "./proof-strip";

const photo = (id: string) => ({ kind: "image" as const, url: `/api/files/proofs/u1/${id}.jpg` });

describe("ProofStrip", () => {
  it("When the student's proof dialog shows a sent photo, then it is the picture itself, at most 300 px high", () => {
    renderWithApp(<ProofStrip proof={[photo("a")]} taskName="Diary" size="preview" />);
    const image = screen.getByRole("img", { name: "Proof for Diary" });
    expect(image).toHaveAttribute("src", "/api/files/proofs/u1/a.jpg");
    expect(image).toHaveStyle({ maxHeight: "300px" });
  });

  it("When Verify shows thumbnails, then they are the small pictures in a 200 px box", () => {
    renderWithApp(<ProofStrip proof={[photo("a"), photo("b")]} taskName="Diary" />);
    const [first] = screen.getAllByRole("img");
    expect(first).toHaveAttribute("src", "/api/files/proofs/u1/a.jpg?size=thumb");
    expect(first).toHaveStyle({ maxHeight: "200px", maxWidth: "200px" });
  });
});
