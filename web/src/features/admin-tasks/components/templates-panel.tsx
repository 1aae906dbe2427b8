import { Box, Button, Heading, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { LuTrash2 } from "react-icons/lu";
import type { TaskTemplate } from "@common/api-types";
import { Loading, LoadError } from "@/components/ui/load-state";
import { notify } from "@/components/ui/toaster";
import { useT } from "@/lib/i18n/use-t";
import { validationText } from "@/lib/i18n/validation-text";
import { useDeleteTemplate } from "../api/delete-template";
import { useTemplates } from "@/lib/api/templates";
import { useSaveTemplate } from "../api/save-template";
import { fieldErrors, templateSchema } from "@common/validation";

interface TemplatesPanelProps {
  /** What the form says now: saved as a template with 'Save as template'. */
  current: { name: string; instructions: string; category: string };
  onUse: (template: TaskTemplate) => void;
}

/** The admin's templates: start the form from one, save the form as one, delete one. */
export function TemplatesPanel({ current, onUse }: TemplatesPanelProps) {
  const t = useT();
  const templates = useTemplates();
  const saveTemplate = useSaveTemplate();
  const deleteTemplate = useDeleteTemplate();

  const save = () => {
    const parsed = templateSchema.safeParse(current);
    if (!parsed.success) {
      notify.error(
        t("createTask.templateIncomplete"),
        Object.values(fieldErrors(parsed.error)).map(validationText).join(". "),
      );
      return;
    }
    saveTemplate.mutate(parsed.data, {
      onSuccess: () => notify.success(t("createTask.templateSaved")),
      onError: (error) => notify.error(t("createTask.templateSaveFailed"), error.message),
    });
  };

  return (
    <Box as="section" aria-labelledby="templates-heading" borderWidth="1px" rounded="md" p="3">
      <HStack justify="space-between" mb="2" wrap="wrap">
        <Heading as="h2" size="sm" id="templates-heading">
          {t("createTask.templates")}
        </Heading>
        <Button size="xs" variant="outline" onClick={save} loading={saveTemplate.isPending}>
          {t("createTask.saveAsTemplate")}
        </Button>
      </HStack>
      {/* One height, loading or loaded, however many templates: the form below never moves under a thumb. */}
      <Box h="20" overflowY="auto">
        {templates.isPending ? (
          <Loading label={t("createTask.loadingTemplates")} />
        ) : templates.isError ? (
          <LoadError
            message={t("createTask.templatesNotLoaded")}
            reason={templates.error.message}
            onRetry={() => void templates.refetch()}
          />
        ) : (templates.data ?? []).length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t("createTask.noTemplates")}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1">
            {(templates.data ?? []).map((template) => (
              <HStack as="li" key={template._id} justify="space-between" gap="2">
                <Button size="xs" variant="ghost" onClick={() => onUse(template)}>
                  {t("createTask.useTemplate", { name: template.name, category: t(`category.${template.category}`) })}
                </Button>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t("createTask.deleteTemplate", { name: template.name })}
                  onClick={() =>
                    deleteTemplate.mutate(template._id, {
                      onError: (error) => notify.error(t("createTask.templateDeleteFailed"), error.message),
                    })
                  }
                >
                  <LuTrash2 />
                </IconButton>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
