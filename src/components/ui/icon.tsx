import {
  AlertTriangle,
  ArrowRight,
  ArrowUp,
  Award,
  BadgeCheck,
  BarChart3,
  Bot,
  Briefcase,
  Building2,
  Calendar,
  Camera,
  Car,
  Check,
  CheckCircle2,
  ChevronDown,
  Clock,
  Cloud,
  Code,
  Coffee,
  Compass,
  Cpu,
  CreditCard,
  Database,
  Download,
  Eye,
  Factory,
  FileSearch,
  FileText,
  Gauge,
  Globe,
  GraduationCap,
  Handshake,
  Headphones,
  Heart,
  Home,
  Hotel,
  Image,
  Info,
  Landmark,
  Layers,
  LayoutDashboard,
  Lightbulb,
  Link2,
  LineChart,
  ListChecks,
  Lock,
  Mail,
  Map,
  MapPin,
  Megaphone,
  Menu,
  MessageCircle,
  MessagesSquare,
  Monitor,
  Navigation,
  Newspaper,
  Package,
  Palette,
  PenTool,
  Phone,
  PieChart,
  Plane,
  Quote,
  RefreshCw,
  Rocket,
  Scale,
  Search,
  Send,
  Server,
  Settings,
  ShieldCheck,
  Shirt,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Sprout,
  Star,
  Stethoscope,
  Store,
  Target,
  ThumbsUp,
  Timer,
  TrendingDown,
  TrendingUp,
  Trophy,
  Truck,
  Users,
  UtensilsCrossed,
  Video,
  Wallet,
  Wrench,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import { BookOpen, Flower2, Mountain, Ship, TrainFront, TreePalm, Warehouse } from 'lucide-react'
import type { SVGProps } from 'react'
import type { IconName } from '@/content/icons'

/**
 * Icons are referenced by name from content records (records hold no JSX); the names are listed in
 * content/icons.ts, and this map must cover exactly that list. It is for Server Components only: client
 * components import the lucide icon they need directly, so this table never reaches the browser bundle.
 */
const icons = {
  alert: AlertTriangle,
  'arrow-right': ArrowRight,
  'arrow-up': ArrowUp,
  award: Award,
  'badge-check': BadgeCheck,
  'bar-chart': BarChart3,
  bot: Bot,
  briefcase: Briefcase,
  building: Building2,
  calendar: Calendar,
  camera: Camera,
  car: Car,
  check: Check,
  'check-circle': CheckCircle2,
  'chevron-down': ChevronDown,
  clock: Clock,
  cloud: Cloud,
  code: Code,
  coffee: Coffee,
  compass: Compass,
  cpu: Cpu,
  'credit-card': CreditCard,
  database: Database,
  download: Download,
  eye: Eye,
  factory: Factory,
  'file-search': FileSearch,
  'file-text': FileText,
  gauge: Gauge,
  globe: Globe,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  headphones: Headphones,
  heart: Heart,
  home: Home,
  hotel: Hotel,
  image: Image,
  info: Info,
  landmark: Landmark,
  layers: Layers,
  dashboard: LayoutDashboard,
  lightbulb: Lightbulb,
  link: Link2,
  'line-chart': LineChart,
  'list-checks': ListChecks,
  lock: Lock,
  mail: Mail,
  map: Map,
  'map-pin': MapPin,
  megaphone: Megaphone,
  menu: Menu,
  message: MessageCircle,
  messages: MessagesSquare,
  monitor: Monitor,
  navigation: Navigation,
  newspaper: Newspaper,
  package: Package,
  palette: Palette,
  'pen-tool': PenTool,
  phone: Phone,
  'pie-chart': PieChart,
  plane: Plane,
  quote: Quote,
  refresh: RefreshCw,
  rocket: Rocket,
  scale: Scale,
  search: Search,
  send: Send,
  server: Server,
  settings: Settings,
  'shield-check': ShieldCheck,
  shirt: Shirt,
  'shopping-cart': ShoppingCart,
  smartphone: Smartphone,
  sparkles: Sparkles,
  sprout: Sprout,
  star: Star,
  stethoscope: Stethoscope,
  store: Store,
  target: Target,
  'thumbs-up': ThumbsUp,
  timer: Timer,
  'trending-down': TrendingDown,
  'trending-up': TrendingUp,
  trophy: Trophy,
  truck: Truck,
  users: Users,
  utensils: UtensilsCrossed,
  video: Video,
  wallet: Wallet,
  wrench: Wrench,
  x: X,
  zap: Zap,
  'book-open': BookOpen,
  flower: Flower2,
  mountain: Mountain,
  ship: Ship,
  train: TrainFront,
  'tree-palm': TreePalm,
  warehouse: Warehouse,
} satisfies Record<IconName, LucideIcon>

type IconProps = { name: IconName; className?: string; strokeWidth?: number }

/** Decorative by default (aria-hidden); the text next to it carries the meaning. */
export function Icon({ name, className = 'size-5', strokeWidth = 2 }: IconProps) {
  const Component = icons[name]
  return <Component aria-hidden="true" focusable="false" className={className} strokeWidth={strokeWidth} />
}

type BrandIconProps = SVGProps<SVGSVGElement> & { className?: string }

/* Brand glyphs (lucide no longer ships them): simple, recognisable outlines in currentColor. */
export function FacebookIcon({ className = 'size-5', ...props }: BrandIconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor" {...props}>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z" />
    </svg>
  )
}

export function InstagramIcon({ className = 'size-5', ...props }: BrandIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" stroke="none" />
    </svg>
  )
}

export function LinkedinIcon({ className = 'size-5', ...props }: BrandIconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor" {...props}>
      <path d="M6.9 8.9H3.8V20h3.1V8.9zM5.3 3.6a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6zM20.2 13.6c0-3-1.6-4.9-4.2-4.9-1.5 0-2.5.8-2.9 1.6V8.9H10V20h3.1v-5.8c0-1.5.5-2.8 2.2-2.8 1.6 0 1.8 1.5 1.8 2.9V20h3.1v-6.4z" />
    </svg>
  )
}

export function WhatsappIcon({ className = 'size-5', ...props }: BrandIconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor" {...props}>
      <path d="M12 2.2a9.7 9.7 0 0 0-8.4 14.6L2.2 21.8l5.1-1.3A9.7 9.7 0 1 0 12 2.2zm0 17.7c-1.5 0-2.9-.4-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3a8 8 0 1 1 6.8 3.7zm4.4-6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8.9c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5c-.2 0-.4.1-.6.3-.2.2-.8.8-.8 1.9s.8 2.2.9 2.4c.1.1 1.6 2.5 4 3.5 1.5.6 2.1.7 2.8.6.5-.1 1.4-.6 1.6-1.1.2-.6.2-1 .1-1.1l-.5-.2z" />
    </svg>
  )
}
