import { act, screen } from "@testing-library/react";
import { useQuery } from "@tanstack/react-query";
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
});
