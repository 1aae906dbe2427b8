import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyScreen } from "./lazy-named";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A screen whose module arrives when the test says. */
function screenOf(text: string) {
  const module = deferred<{ Screen: () => ReactNode }>();
  const load = vi.fn(() => module.promise);
  const lazy = lazyScreen(load, "Screen");
  return { lazy, load, arrive: () => act(async () => module.resolve({ Screen: () => <p>{text}</p> })), module };
}

type Lazy = ReturnType<typeof screenOf>["lazy"];

function Route({ screen: lazy }: { screen: Lazy }) {
  return lazy.useLoaded() ? <lazy.Component /> : <p role="status">Loading...</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe("lazyScreen", () => {
  it("shows the route's spinner until the module has arrived, then the screen", async () => {
    const a = screenOf("Screen A");
    render(<Route screen={a.lazy} />);
    expect(screen.getByRole("status")).toBeVisible();
    expect(a.load).toHaveBeenCalledTimes(1);
    await a.arrive();
    expect(screen.getByText("Screen A")).toBeVisible();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("waits for the new screen when the address moves on before the first one arrived", async () => {
    const a = screenOf("Screen A");
    const b = screenOf("Screen B");
    const { rerender } = render(<Route screen={a.lazy} />);
    rerender(<Route screen={b.lazy} />);
    await a.arrive();
    expect(screen.getByRole("status")).toBeVisible();
    await b.arrive();
    expect(screen.getByText("Screen B")).toBeVisible();
  });

  it("renders an arrived screen at once, and loads each module once", async () => {
    const a = screenOf("Screen A");
    await a.arrive();
    await act(() => a.lazy.preload());
    render(<Route screen={a.lazy} />);
    expect(screen.getByText("Screen A")).toBeVisible();
    expect(a.load).toHaveBeenCalledTimes(1);
  });

  it("throws a failed download where the screen would render", async () => {
    const a = screenOf("Screen A");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Boundary>
        <Route screen={a.lazy} />
      </Boundary>,
    );
    await act(async () => a.module.reject(new Error("chunk missing")));
    expect(screen.getByText("Failed: chunk missing")).toBeVisible();
    logged.mockRestore();
  });
});
