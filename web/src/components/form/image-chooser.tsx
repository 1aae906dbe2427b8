import { Button, type ButtonProps } from "@chakra-ui/react";
import { useRef, type ReactNode } from "react";
import { notify } from "@/components/ui/toaster";
import { validationText } from "@/lib/i18n/validation-text";
import { takeChosenImages } from "@/lib/image-file";

interface ImageChooserProps extends Omit<ButtonProps, "onClick" | "children"> {
  /** The file input's accessible name, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  /** Images over this size are refused with requirements §5's message (pictures: 5 MB). */
  maxBytes?: number;
  /** Several images at once (a proof's photos); each usable one is passed to onChoose. */
  multiple?: boolean;
  /** Called with a chosen image this browser can open; any other choice is refused with a toast. */
  onChoose: (file: File) => void;
  children: ReactNode;
}

/** A button that opens the file chooser for an image, or several (the file input itself stays hidden). */
export function ImageChooser({
  label,
  labelledBy,
  maxBytes,
  multiple = false,
  onChoose,
  children,
  ...buttonProps
}: ImageChooserProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        aria-label={label}
        aria-labelledby={labelledBy}
        onChange={(event) =>
          void takeChosenImages(event, { maxBytes }).then(({ usable, problems }) => {
            problems.forEach((problem) => void notify.error(validationText(problem)));
            usable.forEach((file) => onChoose(file));
          })
        }
      />
      <Button {...buttonProps} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  );
}
