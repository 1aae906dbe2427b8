import { Card, Heading, Stack } from "@chakra-ui/react";
import type { User } from "@common/api-types";
import { isLanguage, LANGUAGES } from "@common/languages";
import { FormField } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";
import { notify } from "@/components/ui/toaster";
import { showLanguage, shownLanguage, t } from "@/lib/i18n/i18n";
import { languageName } from "@/lib/i18n/language-names";
import { useT } from "@/lib/i18n/use-t";
import { useSaveLanguage } from "../api/save-language";

const OPTIONS = LANGUAGES.map((language) => ({ value: language, label: languageName(language) }));

/** The language of the app and of what it sends the person (notifications, reminders), saved as it is chosen. */
export function LanguageCard({ user }: { user: User }) {
  const translate = useT();
  const save = useSaveLanguage();
  const chosen = user.language ?? shownLanguage();

  const choose = (value: string) => {
    if (!isLanguage(value) || value === chosen) return;
    save.mutate(value, {
      // Said in the language just chosen, once its catalogue is here.
      onSuccess: () => void showLanguage(value).then(() => notify.success(t("profile.language.saved"))),
      onError: (error) => notify.error(t("profile.language.failed"), error.message),
    });
  };

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md" id="language-heading">
            {translate("profile.language.heading")}
          </Heading>
          <FormField label={translate("profile.language.label")} hint={translate("profile.language.hint")}>
            <OptionSelect
              options={OPTIONS}
              value={chosen}
              disabled={save.isPending}
              onChange={(event) => choose(event.target.value)}
            />
          </FormField>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
