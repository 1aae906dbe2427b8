import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { INSTRUCTIONS_MAX, TASK_NAME_MAX } from "@common/constants";
import { tooLong } from "@common/messages";
import { FormField } from "@/components/form/form-field";
import { renderWithApp } from "@/testing/render";
import { showLanguage } from "@/lib/i18n/i18n";

describe("A field's message in the language shown", () => {
  afterEach(async () => {
    await showLanguage("en");
  });

  it("When a field is over its length in English, then its message is the shared one, word for word", () => {
    renderWithApp(
      <FormField label="Instructions" error={tooLong(INSTRUCTIONS_MAX)}>
        <input />
      </FormField>,
    );
    expect(screen.getByText("At most 5,000 characters")).toBeVisible();
  });

  it("When a field is over its length in Spanish, then its message says so in Spanish", async () => {
    await showLanguage("es");
    renderWithApp(
      <>
        <FormField label="Nombre de la tarea" error={tooLong(TASK_NAME_MAX)}>
          <input />
        </FormField>
        <FormField label="Instrucciones" error={tooLong(INSTRUCTIONS_MAX)}>
          <input />
        </FormField>
      </>,
    );
    expect(screen.getByText("Como máximo 200 caracteres")).toBeVisible();
    expect(screen.getByText("Como máximo 5000 caracteres")).toBeVisible();
  });
});
