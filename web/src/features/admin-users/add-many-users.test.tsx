import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Group, UserSummary } from "@common/api-types";
import type { AddManyRow } from "@common/user-list";
import { groupsQueryKey } from "@/lib/api/groups";
import { usersQueryKey } from "@/lib/api/users";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { AddManyUsers } from "./add-many-users";

const evening: Group = { _id: "g1", name: "B1 evening", description: "", students: [] };
const existing: UserSummary = { ...testUser({ _id: "s1", email: "taken@school.test" }), openTasks: 0, overdueTasks: 0 };

/** The API: the lists the section reads, and Add many answering each row sent with `outcome(row index, email)`. */
function stubApi(outcome: (index: number, email: string) => Partial<AddManyRow> = () => ({})) {
  const sent: { rows: { email: string; groups: string[] }[]; invite: boolean; requestId: string }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      const path = new URL(url, "http://localhost").pathname;
      if (path === "/api/users/add-many") {
        const body = JSON.parse(String(init?.body)) as (typeof sent)[number];
        sent.push(body);
        const rows = body.rows.map((row, index) => ({
          index,
          email: row.email,
          outcome: "added",
          userId: `u${index}`,
          problems: [],
          notJoined: [],
          ...outcome(index, row.email),
        }));
        const added = rows.filter((row) => row.outcome === "added").length;
        return Promise.resolve(jsonResponse(200, { success: true, message: `${added} users added.`, added, rows }));
      }
      if (path === "/api/users/list") return Promise.resolve(jsonResponse(200, { success: true, users: [existing] }));
      return Promise.resolve(jsonResponse(200, { success: true, groups: [evening] }));
    }),
  );
  return sent;
}

function renderSection() {
  return renderWithApp(<AddManyUsers />, {
    user: testUser({ _id: "admin-1", role: "admin", name: "Ada Admin" }),
    prepare: (client) => {
      client.setQueryData(groupsQueryKey, [evening]);
      client.setQueryData(usersQueryKey, [existing]);
    },
  });
}

const paste = (text: string) =>
  fireEvent.change(screen.getByLabelText("People to add, one a line"), { target: { value: text } });

describe("Add many", () => {
  resetFetchAndCookiesAfterEach();

  it("When lines are pasted, then each row shows what is wrong with it in the spec's words, and the button adds only the ready ones", async () => {
    stubApi();
    renderSection();
    paste(
      [
        "ana@school.test\tAna López",
        "bo@school\tBo Li",
        "c@school.test\tC",
        "TAKEN@school.test\tTaken Again",
        "ana@school.test \tAna Twice",
        "dan@school.test\tDan Roe\t\tB1 mornin",
      ].join("\n"),
    );
    expect(await screen.findByText("6 rows: 1 ready to add, 5 to mend.")).toBeInTheDocument();
    const rows = within(screen.getByRole("list", { name: "The list's rows" })).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Ready");
    expect(rows[1]).toHaveTextContent("Please enter a valid email address");
    expect(rows[2]).toHaveTextContent("Name must be at least 2 characters");
    expect(rows[3]).toHaveTextContent("This address already has an account");
    expect(rows[4]).toHaveTextContent("This address is in the list more than once");
    expect(rows[5]).toHaveTextContent("There is no group called B1 mornin");
    expect(screen.getByRole("button", { name: "Add 1 user" })).toBeEnabled();
    expect(screen.getByRole("checkbox", { name: "Send an invitation e-mail" })).toBeChecked();
  });

  it("When the list is added, then the rows made leave the box, those refused stay with the server's reason, and the same request id goes with the next try", async () => {
    const sent = stubApi((index) =>
      index === 1
        ? {
            outcome: "refused",
            userId: undefined,
            problems: [
              { field: "email", key: "validation.emailTaken", message: "This address already has an account" },
            ],
          }
        : {},
    );
    renderSection();
    paste("email\tname\nana@school.test\tAna López\nbo@school.test\tBo Li\ncy@school.test\tCy Young\n");
    await userEvent.click(screen.getByText("B1 evening"));
    await userEvent.click(await screen.findByRole("button", { name: "Add 3 users" }));

    await waitFor(() =>
      expect(screen.getByLabelText("People to add, one a line")).toHaveValue("email\tname\nbo@school.test\tBo Li\n"),
    );
    expect(sent[0]?.invite).toBe(true);
    expect(sent[0]?.rows.map((row) => [row.email, row.groups])).toEqual([
      ["ana@school.test", ["B1 evening"]],
      ["bo@school.test", ["B1 evening"]],
      ["cy@school.test", ["B1 evening"]],
    ]);
    const left = within(screen.getByRole("list", { name: "The list's rows" })).getAllByRole("listitem");
    expect(left).toHaveLength(1);
    expect(left[0]).toHaveTextContent("This address already has an account");
    expect(screen.getByRole("status")).toHaveTextContent("2 users added.");

    // Mended, the row goes again under the same request id.
    await userEvent.click(within(left[0] as HTMLElement).getByRole("button", { name: "Mend line 2" }));
    const box = screen.getByLabelText("People to add, one a line") as HTMLTextAreaElement;
    expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe("bo@school.test\tBo Li");
    paste("email\tname\nbo.li@school.test\tBo Li\n");
    await userEvent.click(await screen.findByRole("button", { name: "Add 1 user" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.requestId).toBe(sent[0]?.requestId);
  });

  it("When the list has more than 500 rows, then it says so and nothing can be sent", async () => {
    stubApi();
    renderSection();
    paste(Array.from({ length: 10_000 }, (_, i) => `p${i}@school.test\tPupil ${i}`).join("\n"));
    expect(
      await screen.findByText("This list has more than 500 rows: add at most 500 users at a time."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add 500 users" })).toBeDisabled();
  });

  it("When a binary or an oversized file is chosen, then it is refused at once with a clear message and the box stays as it was", async () => {
    stubApi();
    renderSection();
    const input = screen.getByLabelText("Choose a CSV file", { selector: "input" });
    // A spreadsheet saved in its own format under a .csv name.
    const xlsx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])], "class.csv");
    await userEvent.upload(input, xlsx);
    expect(
      await screen.findByText(
        "This file is not CSV text (it is a spreadsheet's own format, or a picture): save the sheet as CSV, then choose that file.",
      ),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(10 * 1024 * 1024).fill(0x61)], "class.csv", { type: "text/csv" });
    await userEvent.upload(input, big);
    expect(await screen.findByText(/^This is over 1 MB/)).toBeInTheDocument();
    expect(screen.getByLabelText("People to add, one a line")).toHaveValue("");

    const csv = new File(["ana@school.test,Ana López\r\n"], "class.csv", { type: "text/csv" });
    await userEvent.upload(input, csv);
    await waitFor(() =>
      expect(screen.getByLabelText("People to add, one a line")).toHaveValue("ana@school.test,Ana López\n"),
    );
  });
});
