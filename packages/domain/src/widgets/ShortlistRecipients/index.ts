export { shortlistRecipientsMessages } from "./messages";
export {
  recipientName,
  type ShortlistContact,
  type ShortlistRecipientRow,
  ShortlistRecipients,
  type ShortlistRecipientsProps,
} from "./ShortlistRecipients";
