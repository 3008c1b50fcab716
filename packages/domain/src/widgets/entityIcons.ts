import {
  BillingIcon,
  CalendarIcon,
  CandidatesIcon,
  CompanyIcon,
  ContactIcon,
  EmptyIcon,
  FileIcon,
  type IconComponent,
  InterviewIcon,
  InvoiceIcon,
  JobIcon,
  LeadIcon,
  MailIcon,
  MailQueueIcon,
  MessageTemplateIcon,
  NoteIcon,
  NoteTemplateIcon,
  PersonSearchIcon,
  PlacementIcon,
  ProjectIcon,
  ProposalIcon,
  SettingsIcon,
  ShortlistIcon,
  StarIcon,
  SubmissionIcon,
  TaskIcon,
  TearsheetIcon,
  ToolsIcon,
  UploadIcon,
  UserIcon,
} from "@seleta/ui";
import type { EntityIcon } from "../entities/defineEntity";

/**
 * The registry's semantic icon names drawn with @seleta/ui's icon set (the model names icons, the widgets pick
 * glyphs). Every entity of the Entities panel has a glyph of its own, so the grid and the bar's active-entity icon
 * tell them apart at a glance (entityIcons.test.ts holds the panel to it); the administrator's long tail shares the
 * file glyph and is told apart by its labels.
 */
const GLYPHS: Partial<Record<EntityIcon, IconComponent>> = {
  person: UserIcon,
  personSearch: PersonSearchIcon,
  briefcase: JobIcon,
  building: CompanyIcon,
  contactCard: ContactIcon,
  lead: LeadIcon,
  folder: ProjectIcon,
  handshake: ProposalIcon,
  trophy: PlacementIcon,
  send: SubmissionIcon,
  inbox: EmptyIcon,
  interview: InterviewIcon,
  calendar: CalendarIcon,
  checklist: TaskIcon,
  note: NoteIcon,
  noteTemplate: NoteTemplateIcon,
  messageTemplate: MessageTemplateIcon,
  mailQueue: MailQueueIcon,
  mail: MailIcon,
  list: TearsheetIcon,
  shortlist: ShortlistIcon,
  invoice: InvoiceIcon,
  billing: BillingIcon,
  star: StarIcon,
  tools: ToolsIcon,
  settings: SettingsIcon,
  upload: UploadIcon,
  people: CandidatesIcon,
};

export function entityGlyph(icon: EntityIcon | undefined): IconComponent {
  return (icon && GLYPHS[icon]) || FileIcon;
}
