/**
 * The icons the primitives and the app use, from Lucide (maintained, ISC, one ES module per icon). Named re-exports
 * keep tree-shaking intact: a bundle carries only the icons it imports. Add an icon here rather than importing
 * lucide-react elsewhere, so the set stays one visual family and its names say what they mean in Seleta.
 */

export type { LucideIcon as IconComponent } from "lucide-react";
export {
  AlertTriangle as WarningIcon,
  ArrowLeft as BackIcon,
  Bell as NotificationIcon,
  Briefcase as JobIcon,
  Building2 as CompanyIcon,
  Calendar as CalendarIcon,
  Check as CheckIcon,
  ChevronDown as ChevronDownIcon,
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  ChevronUp as ChevronUpIcon,
  CircleAlert as ErrorIcon,
  CircleCheck as SuccessIcon,
  Download as DownloadIcon,
  ExternalLink as ExternalLinkIcon,
  FileText as FileIcon,
  Filter as FilterIcon,
  Inbox as EmptyIcon,
  Info as InfoIcon,
  LayoutGrid as KanbanIcon,
  List as ListIcon,
  LogOut as LogOutIcon,
  Mail as MailIcon,
  Menu as MenuIcon,
  MoreVertical as MoreIcon,
  Pencil as EditIcon,
  Phone as PhoneIcon,
  Plus as AddIcon,
  Search as SearchIcon,
  Settings as SettingsIcon,
  Star as StarIcon,
  ThumbsDown as DislikeIcon,
  ThumbsUp as LikeIcon,
  Trash2 as DeleteIcon,
  Upload as UploadIcon,
  User as UserIcon,
  Users as CandidatesIcon,
  X as CloseIcon,
} from "lucide-react";
