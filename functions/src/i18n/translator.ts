/**
 * What the server writes to a person, in their language: the screens' catalogues (common/locales), for what the
 * server and the screens both say, and the server's own (functions/locales: e-mails, the unsubscribe page).
 * Messages are compiled when first used; a language's catalogues are read once.
 */
import { setupI18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Language } from "@common/languages";
import { formatLiterally } from "@common/literal-values";
import type screens from "@common/locales/en.json";
import type own from "../../locales/en.json";

export type ServerMessageId = keyof typeof screens | keyof typeof own;
export type Translate = (id: ServerMessageId, values?: Record<string, string | number>) => string;

const translators = new Map<Language, Promise<Translate>>();

async function load(language: Language): Promise<Translate> {
  const [shared, server] = await Promise.all([
    import(`../../../common/locales/${language}.json`) as Promise<{ default: Messages }>,
    import(`../../locales/${language}.json`) as Promise<{ default: Messages }>,
  ]);
  const i18n = setupI18n({ locale: language, messages: { [language]: { ...shared.default, ...server.default } } });
  i18n.setMessagesCompiler(compileMessage);
  return (id, values) => formatLiterally((literal) => i18n._(id, literal), values);
}

/** The messages of `language`. */
export function translatorFor(language: Language): Promise<Translate> {
  let translator = translators.get(language);
  if (!translator) {
    translator = load(language);
    translators.set(language, translator);
  }
  return translator;
}
