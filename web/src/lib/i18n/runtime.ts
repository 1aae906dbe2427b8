import { i18n, type Messages } from "@lingui/core";
import { formatLiterally } from "@common/literal-values";

/**
 * Lingui's runtime, downloaded with the first catalogue rather than in the first load: nothing is drawn before a
 * catalogue is here, and the two come in one round trip.
 */
export function activate(language: string, messages: Messages) {
  i18n.loadAndActivate({ locale: language, messages });
}

export const translate = (id: string, values?: Record<string, unknown>): string =>
  formatLiterally((literal) => i18n._(id, literal), values);
