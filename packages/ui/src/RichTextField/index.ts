export { RichTextField, type RichTextFieldProps } from "./RichTextField";
export {
  isRichTextHref,
  RICH_TEXT_TAGS,
  richTextHref,
  richTextIsEmpty,
  richTextValue,
} from "./richTextRules";
