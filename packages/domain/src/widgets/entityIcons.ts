import {
  CalendarIcon,
  CandidatesIcon,
  CheckIcon,
  CompanyIcon,
  EditIcon,
  EmptyIcon,
  FileIcon,
  type IconComponent,
  JobIcon,
  LikeIcon,
  ListIcon,
  MailIcon,
  PhoneIcon,
  SearchIcon,
  SettingsIcon,
  StarIcon,
  SuccessIcon,
  UploadIcon,
  UserIcon,
} from "@seleta/ui";
import type { EntityIcon } from "../entities/defineEntity";

/**
 * The registry's semantic icon names drawn with @seleta/ui's icon set (the model names icons, the widgets pick
 * glyphs). Entities without a glyph of their own in the set share the file glyph; their labels tell them apart.
 */
const GLYPHS: Partial<Record<EntityIcon, IconComponent>> = {
  person: UserIcon,
  personSearch: SearchIcon,
  briefcase: JobIcon,
  building: CompanyIcon,
  contactCard: PhoneIcon,
  lead: CandidatesIcon,
  handshake: LikeIcon,
  trophy: SuccessIcon,
  send: UploadIcon,
  inbox: EmptyIcon,
  interview: CalendarIcon,
  calendar: CalendarIcon,
  checklist: CheckIcon,
  note: EditIcon,
  messageTemplate: MailIcon,
  mailQueue: MailIcon,
  mail: MailIcon,
  list: ListIcon,
  star: StarIcon,
  tools: SettingsIcon,
  settings: SettingsIcon,
  people: CandidatesIcon,
};

export function entityGlyph(icon: EntityIcon | undefined): IconComponent {
  return (icon && GLYPHS[icon]) || FileIcon;
}
