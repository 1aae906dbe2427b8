import { beforeAll, describe, expect, it } from "vitest";
import { translatorFor, type Translate } from "../../src/i18n/translator";
import { invitationMail } from "../../src/users/invitation-message";

const links = {
  appUrl: "https://app.test/",
  unsubscribeUrl: "https://app.test/api/reminders/unsubscribe?user=u1&token=t",
};
const student = { name: "Zoë <b>O'Brien</b>", email: " zoe@school.test ", role: "student" as const };

let english: Translate;
let spanish: Translate;
beforeAll(async () => {
  [english, spanish] = await Promise.all([translatorFor("en"), translatorFor("es")]);
});

describe("An invitation e-mail", () => {
  it("When a student is invited, then it says who added them, the address to sign in with, the app's address and their daily reminder", () => {
    const mail = invitationMail(student, { inviter: "Ada Admin", groups: ["B1 evening"] }, links, english);
    expect(mail.to).toBe("zoe@school.test");
    expect(mail.message.subject).toBe("Task Planner — Ada Admin added you to Task Planner");
    expect(mail.message.text.split("\n")).toEqual([
      "Hello Zoë <b>O'Brien</b>,",
      "",
      "Ada Admin has made you an account on Task Planner.",
      "Your groups: B1 evening.",
      "Sign in with Google using this address: zoe@school.test",
      "",
      "Open Task Planner: https://app.test/",
      "",
      "Once you have signed in, a reminder of the day's tasks comes every morning at 08:00 on your clock, in the app and by e-mail. You can change it in your Profile.",
      "",
      `No more reminder e-mails: ${links.unsubscribeUrl}`,
    ]);
  });

  it("When a name holds markup, then the HTML escapes it, and its only links are the app's address and the unsubscribe", () => {
    const mail = invitationMail(student, { inviter: 'Ada "<script>"', groups: ["<i>B1</i>"] }, links, english);
    const { html } = mail.message;
    expect(html).not.toMatch(/<(b|i|script)>/);
    expect(html).toContain("Zoë &#60;b&#62;O&#39;Brien&#60;/b&#62;");
    expect(html).toContain("Ada &#34;&#60;script&#62;&#34; has made you an account");
    expect(html).toContain("Your groups: &#60;i&#62;B1&#60;/i&#62;.");
    expect([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      "https://app.test/",
      "https://app.test/api/reminders/unsubscribe?user=u1&#38;token=t",
    ]);
    expect(mail.message.headers).toEqual({
      "List-Unsubscribe": `<${links.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("When an admin is invited in Spanish, then it is in Spanish and speaks of the morning digest", () => {
    const mail = invitationMail({ ...student, role: "admin" }, { inviter: "Ada Admin", groups: [] }, links, spanish);
    expect(mail.message.subject).toBe("Task Planner — Ada Admin te ha añadido a Task Planner");
    expect(mail.message.text).toContain("Inicia sesión con Google usando esta dirección: zoe@school.test");
    expect(mail.message.text).toContain("te llegará por correo un resumen de tu clase");
    expect(mail.message.text).not.toContain("Tus grupos");
  });
});
