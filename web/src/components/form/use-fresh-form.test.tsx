import { Input } from "@chakra-ui/react";
import { act, screen, waitFor } from "@testing-library/react";
import { skipToken, useQuery } from "@tanstack/react-query";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/testing/render";
import { FormField } from "./form-field";
import { useFreshForm } from "./use-fresh-form";

const CONTACT = ["contact"];
const CHANGED_ELSEWHERE = "Changed elsewhere meanwhile. Saving keeps what you see here.";

type Contact = { name: string; phone: string };

/** A form prefilled from `record`, as the app's forms are from an answer it holds. */
function ContactForm({ record, onSave }: { record: Contact; onSave: (values: Contact) => void }) {
  const { register, handleSubmit, changedElsewhere } = useFreshForm(record);
  return (
    <form onSubmit={handleSubmit(onSave)} aria-label="Contact">
      <FormField label="Name" changedElsewhere={changedElsewhere("name")}>
        <Input {...register("name")} />
      </FormField>
      <FormField label="Phone" changedElsewhere={changedElsewhere("phone")}>
        <Input {...register("phone")} />
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(record: Contact) {
  const onSave = vi.fn();
  // The record is an answer the app holds, replaced when a fresh one arrives.
  function FromAnswer() {
    const { data } = useQuery<Contact>({ queryKey: CONTACT, queryFn: skipToken });
    if (!data) return null;
    return (
      <>
        <output data-testid="answer">{JSON.stringify(data)}</output>
        <ContactForm record={data} onSave={onSave} />
      </>
    );
  }
  const { queryClient } = renderWithApp(<FromAnswer />, {
    prepare: (client) => void client.setQueryData(CONTACT, record),
  });
  /** A fresh answer, once the screen has drawn it. */
  const arrive = async (fresh: Contact) => {
    act(() => void queryClient.setQueryData(CONTACT, fresh));
    await waitFor(() => expect(screen.getByTestId("answer")).toHaveTextContent(JSON.stringify(fresh)));
  };
  const save = async () => {
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    return onSave.mock.lastCall?.[0] as Contact;
  };
  return { arrive, save, name: screen.getByLabelText("Name"), phone: screen.getByLabelText("Phone") };
}

describe("useFreshForm", () => {
  it("When a fresh answer arrives and the person changed nothing, then every field shows it, nothing is noted, and a save sends it", async () => {
    const { arrive, save, name, phone } = renderForm({ name: "Sofia", phone: "" });
    await arrive({ name: "Sofia Stone", phone: "+34 600" });
    await waitFor(() => expect(name).toHaveValue("Sofia Stone"));
    expect(phone).toHaveValue("+34 600");
    expect(screen.queryByText(CHANGED_ELSEWHERE)).toBeNull();
    expect(await save()).toEqual({ name: "Sofia Stone", phone: "+34 600" });
  });

  it("When the person changed a field that the answer then changes too, then theirs stays, the field says so, the others follow, and a save sends what is shown", async () => {
    const { arrive, save, name, phone } = renderForm({ name: "Sofia", phone: "" });
    await userEvent.type(name, " S.");
    await arrive({ name: "Sofia Stone", phone: "+34 600" });
    await waitFor(() => expect(phone).toHaveValue("+34 600"));
    expect(name).toHaveValue("Sofia S.");
    await waitFor(() => expect(name).toHaveAccessibleDescription(CHANGED_ELSEWHERE));
    expect(phone).not.toHaveAccessibleDescription(CHANGED_ELSEWHERE);
    expect(await save()).toEqual({ name: "Sofia S.", phone: "+34 600" });
  });

  it("When the person changed a field that the answer leaves as it was, then theirs stays and nothing is noted", async () => {
    const { arrive, name, phone } = renderForm({ name: "Sofia", phone: "" });
    await userEvent.type(name, " S.");
    await arrive({ name: "Sofia", phone: "+34 600" });
    await waitFor(() => expect(phone).toHaveValue("+34 600"));
    expect(name).toHaveValue("Sofia S.");
    expect(screen.queryByText(CHANGED_ELSEWHERE)).toBeNull();
  });

  it("When the person brings a noted field to the answer's value, then the note goes, and the field follows the next answer", async () => {
    const { arrive, name } = renderForm({ name: "Sofia", phone: "" });
    await userEvent.type(name, " S.");
    await arrive({ name: "Sofia Stone", phone: "" });
    expect(await screen.findByText(CHANGED_ELSEWHERE)).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, "Sofia Stone");
    await waitFor(() => expect(screen.queryByText(CHANGED_ELSEWHERE)).toBeNull());
    await arrive({ name: "Sofia Rossi", phone: "" });
    await waitFor(() => expect(name).toHaveValue("Sofia Rossi"));
    expect(screen.queryByText(CHANGED_ELSEWHERE)).toBeNull();
  });

  it("When the answer comes to say what the person saved, then the form is theirs no more: the next answer replaces it unnoted", async () => {
    const { arrive, name } = renderForm({ name: "Sofia", phone: "" });
    await userEvent.type(name, " S.");
    await arrive({ name: "Sofia S.", phone: "" });
    await arrive({ name: "Sofia Stone", phone: "" });
    await waitFor(() => expect(name).toHaveValue("Sofia Stone"));
    expect(screen.queryByText(CHANGED_ELSEWHERE)).toBeNull();
  });
});
