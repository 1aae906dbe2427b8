import { Box, Button, Heading, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { LuTrash2 } from "react-icons/lu";
import type { TaskTemplate } from "@common/api-types";
import { Loading, LoadError } from "@/components/ui/load-state";
import { notify } from "@/components/ui/toaster";
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
  const templates = useTemplates();
  const saveTemplate = useSaveTemplate();
  const deleteTemplate = useDeleteTemplate();

  const save = () => {
    const parsed = templateSchema.safeParse(current);
    if (!parsed.success) {
      notify.error(
        "Fill in the task's name, instructions and category first",
        Object.values(fieldErrors(parsed.error)).join(". "),
      );
      return;
    }
    saveTemplate.mutate(parsed.data, {
      onSuccess: (result) => notify.success(result.message),
      onError: (error) => notify.error("Failed to save the template", error.message),
    });
  };

  return (
    <Box as="section" aria-labelledby="templates-heading" borderWidth="1px" rounded="md" p="3">
      <HStack justify="space-between" mb="2" wrap="wrap">
        <Heading as="h2" size="sm" id="templates-heading">
          Templates
        </Heading>
        <Button size="xs" variant="outline" onClick={save} loading={saveTemplate.isPending}>
          Save as template
        </Button>
      </HStack>
      {/* One height, loading or loaded, however many templates: the form below never moves under a thumb. */}
      <Box h="20" overflowY="auto">
        {templates.isPending ? (
          <Loading label="Loading templates..." />
        ) : templates.isError ? (
          <LoadError
            message="The templates could not be loaded"
            reason={templates.error.message}
            onRetry={() => void templates.refetch()}
          />
        ) : (templates.data ?? []).length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No templates yet: fill in a task and save it as one.
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1">
            {(templates.data ?? []).map((template) => (
              <HStack as="li" key={template._id} justify="space-between" gap="2">
                <Button size="xs" variant="ghost" onClick={() => onUse(template)}>
                  Use “{template.name}” ({template.category})
                </Button>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Delete template ${template.name}`}
                  onClick={() =>
                    deleteTemplate.mutate(template._id, {
                      onError: (error) => notify.error("Failed to delete the template", error.message),
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
