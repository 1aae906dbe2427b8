import { act, screen } from "@testing-library/react";
import { useQuery } from "@tanstack/react-query";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp, testUser } from "@/testing/render";
import { UpdatingSign } from "./updating-sign";

/** A screen asking for its week, whose answer comes when the test gives it. */
function WeekScreen({ answer }: { answer: Promise<string[]> }) {
  const { data = [] } = useQuery({ queryKey: ["tasks", "mine", "week"], queryFn: () => answer });
  return <p>{data.join(", ")}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("UpdatingSign", () => {
  it("When the screen shows what the device kept and asks again, then it says 'Updating…' until the answer comes", async () => {
    const fresh = deferred<string[]>();
    renderWithApp(
      <>
        <UpdatingSign />
        <WeekScreen answer={fresh.promise} />
      </>,
      {
        user: testUser(),
        prepare: (client) =>
          client.setQueryData(["tasks", "mine", "week"], ["Read"], { updatedAt: performance.timeOrigin - 60_000 }),
      },
    );
    expect(screen.getByText("Read")).toBeInTheDocument();
    expect(await screen.findByText("Updating…")).toBeInTheDocument();
    await act(async () => fresh.resolve(["Read", "Write"]));
    expect(await screen.findByText("Read, Write")).toBeInTheDocument();
    expect(screen.queryByText("Updating…")).not.toBeInTheDocument();
  });

  it("When what is asked was never kept (a first visit), then no sign shows", async () => {
    const fresh = deferred<string[]>();
    renderWithApp(
      <>
        <UpdatingSign />
        <WeekScreen answer={fresh.promise} />
      </>,
      { user: testUser() },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Updating…")).not.toBeInTheDocument();
    await act(async () => fresh.resolve([]));
  });

  it("When the server refuses to update what the device kept, then the kept screen stays, says so, and can ask again", async () => {
    let refuse = true;
    function RefusedWeek() {
      const { data = [] } = useQuery({
        queryKey: ["tasks", "mine", "week"],
        queryFn: async () => {
          if (refuse) throw new Error("The server is down");
          return ["Read", "Write"];
        },
      });
      return <p>{data.join(", ")}</p>;
    }
    renderWithApp(
      <>
        <UpdatingSign />
        <RefusedWeek />
      </>,
      {
        user: testUser(),
        prepare: (client) =>
          client.setQueryData(["tasks", "mine", "week"], ["Read"], { updatedAt: performance.timeOrigin - 60_000 }),
      },
    );
    expect(await screen.findByText(/^Not updated/)).toBeInTheDocument();
    expect(screen.getByText("Read")).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Read, Write")).toBeInTheDocument();
    expect(screen.queryByText(/^Not updated/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });
});
