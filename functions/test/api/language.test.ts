import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@common/messages";
import {
  createIsolatedTestApp,
  googleIdToken,
  provisionUser,
  signIn,
  signInNew,
  uniqueEmail,
  withSession as as,
} from "./harness";
import { jpegBytes, pngBytes } from "./images";

const { app, deps } = createIsolatedTestApp("language");

describe("Each person's language", () => {
  it("When someone signs in for the first time with a Spanish browser, then Spanish becomes theirs", async () => {
    const student = await provisionUser(deps);
    const credential = await googleIdToken(student.email);
    const response = await supertest(app)
      .post("/api/auth/google")
      .send({ credential, languages: ["es-MX", "en-US"] });
    expect(response.status).toBe(200);
    expect(response.body.user.language).toBe("es");
    expect((await deps.users.findById(student._id))?.language).toBe("es");
  });

  it("When a later sign-in comes from an English browser, then the language they have stays", async () => {
    const student = await provisionUser(deps);
    await deps.users.setLanguage(student._id, "es");
    const credential = await googleIdToken(student.email);
    const response = await supertest(app)
      .post("/api/auth/google")
      .send({ credential, languages: ["en-GB"] });
    expect(response.body.user.language).toBe("es");
  });

  it("When the browser speaks no language the app does, then English becomes theirs", async () => {
    const student = await provisionUser(deps);
    const credential = await googleIdToken(student.email);
    const response = await supertest(app)
      .post("/api/auth/google")
      .send({ credential, languages: ["de-DE"] });
    expect(response.body.user.language).toBe("en");
  });

  it("When a person chooses a language in Profile, then it is saved on their record and sent with the session", async () => {
    const student = await provisionUser(deps);
    const session = await signIn(app, student.email);
    const saved = await as(session, supertest(app).put("/api/users/language")).send({ language: "es" });
    expect(saved.status).toBe(200);
    expect(saved.body.user.language).toBe("es");
    const isAuth = await as(session, supertest(app).get("/api/users/is-auth"));
    expect(isAuth.body.user.language).toBe("es");
  });

  it.each([["fr"], [""], [42], [null], ["es-ES"]])(
    "When the language is %j, then it is refused with a clear message and nothing changes",
    async (language) => {
      const student = await provisionUser(deps);
      await deps.users.setLanguage(student._id, "en");
      const session = await signIn(app, student.email);
      const response = await as(session, supertest(app).put("/api/users/language")).send({ language });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(MESSAGES.languageInvalid);
      expect((await deps.users.findById(student._id))?.language).toBe("en");
    },
  );

  it("When nobody is signed in, then a language cannot be saved", async () => {
    const response = await supertest(app).put("/api/users/language").send({ language: "es" });
    expect(response.status).toBe(401);
  });

  it("When an admin adds an account with a language, then the account has it; left blank, it has none yet", async () => {
    const admin = await signInNew(app, deps, "admin");
    const withLanguage = await as(admin, supertest(app).post("/api/users/add")).send({
      email: uniqueEmail(),
      name: "Sofia Alvarez",
      role: "student",
      language: "es",
    });
    expect(withLanguage.status).toBe(201);
    expect(withLanguage.body.user.language).toBe("es");
    const blank = await as(admin, supertest(app).post("/api/users/add")).send({
      email: uniqueEmail(),
      name: "Ada Lovelace",
      role: "student",
      language: "",
    });
    expect(blank.status).toBe(201);
    expect(blank.body.user.language).toBeUndefined();
  });

  it.each([["fr"], ["EN"], ["es "], [null], [["es"]], [{}]])(
    "When an admin adds an account with the language %j, then it says which field is wrong and adds no one",
    async (language) => {
      const admin = await signInNew(app, deps, "admin");
      const email = uniqueEmail();
      const response = await as(admin, supertest(app).post("/api/users/add")).send({
        email,
        name: "Sofia Alvarez",
        role: "student",
        language,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(`${MESSAGES.languageInvalid}.`);
      expect(await deps.users.findByEmail(email)).toBeNull();
    },
  );

  it("When a name holds the text of an escape (\\u202e), then the welcome says it as typed, in either language", async () => {
    const student = await provisionUser(deps);
    const typed = String.raw`Sofia \u202eTneduts`;
    const session = await signIn(app, student.email);
    const saved = await as(session, supertest(app).patch("/api/users/update")).send({
      name: typed,
      phoneNumber: "",
      birthDate: "",
      socialLinks: [],
    });
    expect(saved.status).toBe(200);
    for (const language of ["en", "es"] as const) {
      await deps.users.setLanguage(student._id, language);
      const signedIn = await supertest(app)
        .post("/api/auth/google")
        .send({ credential: await googleIdToken(student.email) });
      expect(signedIn.body.message).toContain(typed);
      expect(signedIn.body.message).not.toContain("\u202e");
    }
  });

  it("When a Spanish-speaking person's input is refused, then its message is in Spanish; an English one's in English", async () => {
    const spanish = await provisionUser(deps);
    await deps.users.setLanguage(spanish._id, "es");
    const english = await provisionUser(deps);
    const [inSpanish, inEnglish] = await Promise.all([signIn(app, spanish.email), signIn(app, english.email)]);
    const refused = await as(inSpanish, supertest(app).patch("/api/users/update")).send({ name: "" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("El nombre es obligatorio.");
    const refusedInEnglish = await as(inEnglish, supertest(app).patch("/api/users/update")).send({ name: "" });
    expect(refusedInEnglish.body.message).toContain(`${MESSAGES.nameRequired}.`);
    expect((await deps.users.findById(spanish._id))?.name).toBe(spanish.name);
  });

  it("When a Spanish-speaking person signs in and out, then the answers' messages are in Spanish", async () => {
    const student = await provisionUser(deps);
    await deps.users.setLanguage(student._id, "es");
    const credential = await googleIdToken(student.email);
    const signedIn = await supertest(app).post("/api/auth/google").send({ credential });
    expect(signedIn.body.message).toBe(`¡Hola, ${student.name}!`);
    const session = await signIn(app, student.email);
    const loggedOut = await as(session, supertest(app).get("/api/users/logout"));
    expect(loggedOut.body.message).toBe("Has cerrado sesión.");
  });

  it("When a refusal comes to a Spanish-speaking caller, then it is in Spanish; to an English one, as it always was", async () => {
    const signedOut = await supertest(app).get("/api/tasks/get").set("Accept-Language", "es-ES,es;q=0.9");
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe("Debes iniciar sesión.");
    const adminUser = await provisionUser(deps, "admin");
    await deps.users.setLanguage(adminUser._id, "es");
    const admin = await signIn(app, adminUser.email);
    const taken = await as(admin, supertest(app).post("/api/users/add")).send({
      email: adminUser.email,
      name: "Otra Persona",
      role: "student",
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`Ya existe un usuario con el correo ${adminUser.email}.`);
    const english = await supertest(app).get("/api/tasks/get");
    expect(english.body.message).toBe("You must be logged in.");
  });
});

describe("The success answers, to a Spanish-speaking caller", () => {
  const spanishSession = async (role: "admin" | "student" = "student") => {
    const user = await provisionUser(deps, role);
    await deps.users.setLanguage(user._id, "es");
    return { user, session: await signIn(app, user.email) };
  };
  const request = () => supertest(app);

  it("When a Spanish-speaking student saves their profile, picture and language, then each answer is in Spanish", async () => {
    const { session } = await spanishSession();
    const profile = await as(session, request().patch("/api/users/update")).send({
      name: "Lucía Pérez",
      phoneNumber: "",
      birthDate: "",
      socialLinks: [],
    });
    expect(profile.status).toBe(200);
    expect(profile.body.message).toBe("Perfil actualizado");
    const picture = await as(session, request().post("/api/users/upload-picture")).attach(
      "picture",
      await pngBytes(),
      "yo.png",
    );
    expect(picture.status).toBe(200);
    expect(picture.body.message).toBe("¡Foto de perfil actualizada!");
    const language = await as(session, request().put("/api/users/language")).send({ language: "es" });
    expect(language.body.message).toBe("Idioma guardado");
    // Said in the language just chosen, as the screens then speak it.
    const english = await as(session, request().put("/api/users/language")).send({ language: "en" });
    expect(english.body.message).toBe("Language saved");
  });

  it("When a Spanish-speaking supervisor creates a task or a plan, then the answer is in Spanish", async () => {
    const { session } = await spanishSession("admin");
    const [lucia, mateo] = await Promise.all([provisionUser(deps), provisionUser(deps)]);
    const task = { name: "Leer", instructions: "Lee el cuento.", deadline: "2099-11-02", category: "Reading" };
    const one = await as(session, request().post("/api/tasks/add")).send({ ...task, assignedTo: lucia._id });
    expect(one.status).toBe(201);
    expect(one.body.message).toBe("Tarea creada correctamente");
    const plan = await as(session, request().post("/api/tasks/add")).send({
      ...task,
      assignedTo: [lucia._id],
      repeat: { weekdays: [1, 3], until: "2099-11-11" },
    });
    expect(plan.status).toBe(201);
    expect(plan.body.message).toBe(`${plan.body.count} tareas creadas correctamente`);
    const joined = await as(session, request().post(`/api/plans/${plan.body.task.planId}/students`)).send({
      add: [mateo._id],
    });
    expect(joined.status).toBe(200);
    expect(joined.body.message).toBe(`Se añadieron ${plan.body.count} tareas.`);
  });

  it("When a Spanish-speaking student sends and removes a proof and reads their notifications, then each answer is in Spanish", async () => {
    const admin = await signInNew(app, deps, "admin");
    const { user, session } = await spanishSession();
    const created = await as(admin, request().post("/api/tasks/add")).send({
      name: "Escribir",
      instructions: "Escribe cinco frases.",
      deadline: "2099-11-02",
      category: "Writing",
      assignedTo: user._id,
    });
    const taskId = created.body.task._id as string;
    const sent = await as(session, request().post(`/api/tasks/upload-proof/${taskId}`))
      .field("timeZone", "Europe/Madrid")
      .attach("proof", await jpegBytes(), "frases.jpg");
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe("Evidencia enviada");
    const removed = await as(session, request().post(`/api/tasks/remove-proof/${taskId}`));
    expect(removed.body.message).toBe("Evidencia quitada");
    const again = await as(session, request().post(`/api/tasks/remove-proof/${taskId}`));
    expect(again.body.message).toBe("No había ninguna evidencia que quitar.");

    const [notice] = (await as(session, request().get("/api/notifications/get"))).body.notifications as {
      _id: string;
    }[];
    const read = await as(session, request().patch(`/api/notifications/mark-read/${notice?._id}`));
    expect(read.body.message).toBe("Notificación marcada como leída");
    const allRead = await as(session, request().patch("/api/notifications/mark-all-read"));
    expect(allRead.body.message).toBe("0 notificaciones marcadas como leídas");
    const cleared = await as(session, request().post("/api/notifications/clear-read"));
    expect(cleared.body.message).toBe("1 notificación eliminada");
    await as(admin, request().post("/api/tasks/add")).send({
      name: "Hablar",
      instructions: "Graba un minuto.",
      deadline: "2099-11-03",
      category: "Speaking",
      assignedTo: user._id,
    });
    const [next] = (await as(session, request().get("/api/notifications/get"))).body.notifications as {
      _id: string;
    }[];
    const deleted = await as(session, request().delete(`/api/notifications/${next?._id}`));
    expect(deleted.body.message).toBe("Notificación eliminada");
  });

  it("When a Spanish-speaking supervisor sets a digest, templates and groups, then each answer is in Spanish", async () => {
    const { session } = await spanishSession("admin");
    const digest = await as(session, request().put("/api/reminders/settings")).send({
      time: "07:30",
      timeZone: "Europe/Madrid",
      email: true,
    });
    expect(digest.body.message).toBe("Recordatorio a las 07:30 cada día");
    const off = await as(session, request().put("/api/reminders/settings")).send({
      time: null,
      timeZone: "Europe/Madrid",
      email: true,
    });
    expect(off.body.message).toBe("Recordatorios desactivados");
    const template = await as(session, request().post("/api/templates")).send({
      name: "Dictado",
      instructions: "Escucha y escribe.",
      category: "Listening",
    });
    expect(template.status).toBe(201);
    expect(template.body.message).toBe("Plantilla guardada");
    const gone = await as(session, request().delete(`/api/templates/${template.body.template._id}`));
    expect(gone.body.message).toBe("Plantilla eliminada");
    const name = `B1 tarde ${uniqueEmail().slice(5, 13)}`;
    const group = await as(session, request().post("/api/groups")).send({ name });
    expect(group.status).toBe(201);
    expect(group.body.message).toBe(`Grupo «${name}» creado`);
    const saved = await as(session, request().patch(`/api/groups/${group.body.group._id}`)).send({
      description: "Los martes",
    });
    expect(saved.body.message).toBe(`Grupo «${name}» guardado`);
    const shown = await as(session, request().put("/api/groups/shown")).send({ groupId: group.body.group._id });
    expect(shown.body.message).toBe("Se muestra un grupo");
    const everyone = await as(session, request().put("/api/groups/shown")).send({ groupId: null });
    expect(everyone.body.message).toBe("Se muestran todos los estudiantes");
  });

  it("When a Spanish-speaking supervisor's text is too long, then the refusal names the length in Spanish", async () => {
    const { session } = await spanishSession("admin");
    const student = await provisionUser(deps);
    const refused = await as(session, request().post("/api/tasks/add")).send({
      name: "x".repeat(201),
      instructions: "Lee.",
      deadline: "2099-11-02",
      category: "Reading",
      assignedTo: student._id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Como máximo 200 caracteres.");
  });
});
