import { Button, HStack } from "@chakra-ui/react";
import { useState } from "react";
import { keepInboxView, readInboxView, type InboxView } from "../inbox-view";
import { useT } from "@/lib/i18n/use-t";

/** The inbox's view as the device remembers it, and a way to change it (remembered as it is chosen). */
export function useInboxView(): [InboxView, (view: InboxView) => void] {
  const [view, setView] = useState(readInboxView);
  const choose = (next: InboxView) => {
    setView(next);
    keepInboxView(next);
  };
  return [view, choose];
}

/** The switch between the list and the grid: two buttons, the one shown pressed. */
export function InboxViewSwitch({ view, onChange }: { view: InboxView; onChange: (view: InboxView) => void }) {
  const t = useT();
  return (
    <HStack role="group" aria-label={t("inbox.showAs")} gap="1" alignSelf="flex-start">
      {(["list", "grid"] as const).map((each) => (
        <Button
          key={each}
          size="sm"
          variant={view === each ? "subtle" : "ghost"}
          colorPalette={view === each ? "teal" : "gray"}
          aria-pressed={view === each}
          onClick={() => onChange(each)}
        >
          {each === "list" ? t("inbox.asList") : t("inbox.asGrid")}
        </Button>
      ))}
    </HStack>
  );
}
