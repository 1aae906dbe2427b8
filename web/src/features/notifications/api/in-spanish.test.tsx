import { act, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "@/lib/i18n/i18n";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { appWrapper } from "@/testing/render";
import { useClearRead } from "./clear-read";
import { useDeleteNotification } from "./delete-notification";
import { useMarkAllRead } from "./mark-all-read";
import { useMarkRead } from "./mark-read";

describe("The bell's failures, in Spanish", () => {
  resetFetchAndCookiesAfterEach();
  afterEach(async () => {
    await showLanguage("en");
  });

  it("When the bell's actions fail for a Spanish-speaking student, then each toast says so in Spanish, with the server's reason", async () => {
    await showLanguage("es");
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(jsonResponse(500, { success: false, message: "Algo falló por nuestra parte." }))),
    );
    const { result } = renderHook(
      () => ({ one: useMarkRead(), all: useMarkAllRead(), remove: useDeleteNotification(), clear: useClearRead() }),
      { wrapper: appWrapper() },
    );
    act(() => result.current.one.mutate("n-1"));
    expect(await screen.findByText("No se pudo marcar como leída")).toBeVisible();
    act(() => result.current.all.mutate());
    expect(await screen.findByText("No se pudieron marcar todas como leídas")).toBeVisible();
    act(() => result.current.remove.mutate("n-1"));
    expect(await screen.findByText("No se pudo eliminar la notificación")).toBeVisible();
    act(() => result.current.clear.mutate());
    expect(await screen.findByText("No se pudieron eliminar las leídas")).toBeVisible();
    expect(screen.getAllByText("Algo falló por nuestra parte.")).toHaveLength(4);
  });

  it("When a toast shows in Spanish, then its region and its close button are named in Spanish for screen readers", async () => {
    await showLanguage("es");
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(jsonResponse(500, { success: false, message: "Algo falló." }))),
    );
    const { result } = renderHook(() => useMarkAllRead(), { wrapper: appWrapper() });
    act(() => result.current.mutate());
    expect(await screen.findByRole("region", { name: "Notificaciones (Alt+T)" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Cerrar el aviso" }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
  });
});
