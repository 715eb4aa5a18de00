import type { LucideIconData, LucideIconNode } from 'lucide-react'
import * as triangleExclamationPointIcon from 'lucide-react/icons/triangle-exclamation-point'
import * as arrowRightIcon from 'lucide-react/icons/arrow-right'
import * as arrowUpIcon from 'lucide-react/icons/arrow-up'
import * as awardIcon from 'lucide-react/icons/award'
import * as badgeCheckIcon from 'lucide-react/icons/badge-check'
import * as chartColumnIcon from 'lucide-react/icons/chart-column'
import * as botIcon from 'lucide-react/icons/bot'
import * as briefcaseIcon from 'lucide-react/icons/briefcase'
import * as buildingComplexIcon from 'lucide-react/icons/building-complex'
import * as calendarIcon from 'lucide-react/icons/calendar'
import * as cameraIcon from 'lucide-react/icons/camera'
import * as carIcon from 'lucide-react/icons/car'
import * as checkIcon from 'lucide-react/icons/check'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import * as chevronDownIcon from 'lucide-react/icons/chevron-down'
import * as circleIcon from 'lucide-react/icons/circle'
import * as circleQuestionMarkIcon from 'lucide-react/icons/circle-question-mark'
import * as circleXIcon from 'lucide-react/icons/circle-x'
import * as clockIcon from 'lucide-react/icons/clock'
import * as cloudIcon from 'lucide-react/icons/cloud'
import * as codeIcon from 'lucide-react/icons/code'
import * as coffeeIcon from 'lucide-react/icons/coffee'
import * as compassIcon from 'lucide-react/icons/compass'
import * as cpuIcon from 'lucide-react/icons/cpu'
import * as creditCardIcon from 'lucide-react/icons/credit-card'
import * as databaseIcon from 'lucide-react/icons/database'
import * as downloadIcon from 'lucide-react/icons/download'
import * as eyeIcon from 'lucide-react/icons/eye'
import * as factoryIcon from 'lucide-react/icons/factory'
import * as fileSearchIcon from 'lucide-react/icons/file-search'
import * as fileTextIcon from 'lucide-react/icons/file-text'
import * as gaugeIcon from 'lucide-react/icons/gauge'
import * as globeIcon from 'lucide-react/icons/globe'
import * as graduationCapIcon from 'lucide-react/icons/graduation-cap'
import * as handshakeIcon from 'lucide-react/icons/handshake'
import * as headphonesIcon from 'lucide-react/icons/headphones'
import * as heartIcon from 'lucide-react/icons/heart'
import * as houseIcon from 'lucide-react/icons/house'
import * as hotelIcon from 'lucide-react/icons/hotel'
import * as imageIcon from 'lucide-react/icons/image'
import * as infoIcon from 'lucide-react/icons/info'
import * as landmarkIcon from 'lucide-react/icons/landmark'
import * as layersIcon from 'lucide-react/icons/layers'
import * as layoutDashboardIcon from 'lucide-react/icons/layout-dashboard'
import * as lightbulbIcon from 'lucide-react/icons/lightbulb'
import * as link2Icon from 'lucide-react/icons/link-2'
import * as chartLineIcon from 'lucide-react/icons/chart-line'
import * as listChecksIcon from 'lucide-react/icons/list-checks'
import * as loaderCircleIcon from 'lucide-react/icons/loader-circle'
import * as lockIcon from 'lucide-react/icons/lock'
import * as mailIcon from 'lucide-react/icons/mail'
import * as mapIcon from 'lucide-react/icons/map'
import * as mapPinIcon from 'lucide-react/icons/map-pin'
import * as megaphoneIcon from 'lucide-react/icons/megaphone'
import * as menuIcon from 'lucide-react/icons/menu'
import * as messageCircleIcon from 'lucide-react/icons/message-circle'
import * as messagesSquareIcon from 'lucide-react/icons/messages-square'
import * as monitorIcon from 'lucide-react/icons/monitor'
import * as navigationIcon from 'lucide-react/icons/navigation'
import * as newspaperIcon from 'lucide-react/icons/newspaper'
import * as packageIcon from 'lucide-react/icons/package'
import * as paletteIcon from 'lucide-react/icons/palette'
import * as penToolIcon from 'lucide-react/icons/pen-tool'
import * as phoneIcon from 'lucide-react/icons/phone'
import * as chartPieIcon from 'lucide-react/icons/chart-pie'
import * as planeIcon from 'lucide-react/icons/plane'
import * as quoteIcon from 'lucide-react/icons/quote'
import * as refreshCwIcon from 'lucide-react/icons/refresh-cw'
import * as rocketIcon from 'lucide-react/icons/rocket'
import * as scaleIcon from 'lucide-react/icons/scale'
import * as searchIcon from 'lucide-react/icons/search'
import * as sendIcon from 'lucide-react/icons/send'
import * as serverIcon from 'lucide-react/icons/server'
import * as settingsIcon from 'lucide-react/icons/settings'
import * as shieldCheckIcon from 'lucide-react/icons/shield-check'
import * as shirtIcon from 'lucide-react/icons/shirt'
import * as shoppingCartIcon from 'lucide-react/icons/shopping-cart'
import * as smartphoneIcon from 'lucide-react/icons/smartphone'
import * as sparklesIcon from 'lucide-react/icons/sparkles'
import * as sproutIcon from 'lucide-react/icons/sprout'
import * as starIcon from 'lucide-react/icons/star'
import * as stethoscopeIcon from 'lucide-react/icons/stethoscope'
import * as storeIcon from 'lucide-react/icons/store'
import * as targetIcon from 'lucide-react/icons/target'
import * as thumbsUpIcon from 'lucide-react/icons/thumbs-up'
import * as timerIcon from 'lucide-react/icons/timer'
import * as trendingDownIcon from 'lucide-react/icons/trending-down'
import * as trendingUpIcon from 'lucide-react/icons/trending-up'
import * as trophyIcon from 'lucide-react/icons/trophy'
import * as truckIcon from 'lucide-react/icons/truck'
import * as usersIcon from 'lucide-react/icons/users'
import * as utensilsCrossedIcon from 'lucide-react/icons/utensils-crossed'
import * as videoIcon from 'lucide-react/icons/video'
import * as walletIcon from 'lucide-react/icons/wallet'
import * as wrenchIcon from 'lucide-react/icons/wrench'
import * as xIcon from 'lucide-react/icons/x'
import * as zapIcon from 'lucide-react/icons/zap'
import * as bookOpenIcon from 'lucide-react/icons/book-open'
import * as flower2Icon from 'lucide-react/icons/flower-2'
import * as mountainIcon from 'lucide-react/icons/mountain'
import * as shipIcon from 'lucide-react/icons/ship'
import * as trainFrontIcon from 'lucide-react/icons/train-front'
import * as treePalmIcon from 'lucide-react/icons/tree-palm'
import * as warehouseIcon from 'lucide-react/icons/warehouse'
import type { IconName } from '@/content/icons'

/**
 * The drawing of every icon a record may name (content/icons.ts), taken from lucide's own data so a lucide
 * update redraws them. Only the paths are used: components/ui/icon.tsx puts each into a page's sprite once.
 * Server-only in practice: client components import the lucide icon they need directly.
 */
const modules = {
  alert: triangleExclamationPointIcon,
  'arrow-right': arrowRightIcon,
  'arrow-up': arrowUpIcon,
  award: awardIcon,
  'badge-check': badgeCheckIcon,
  'bar-chart': chartColumnIcon,
  bot: botIcon,
  briefcase: briefcaseIcon,
  building: buildingComplexIcon,
  calendar: calendarIcon,
  camera: cameraIcon,
  car: carIcon,
  check: checkIcon,
  'check-circle': circleCheckIcon,
  'chevron-down': chevronDownIcon,
  circle: circleIcon,
  'circle-help': circleQuestionMarkIcon,
  'circle-x': circleXIcon,
  clock: clockIcon,
  cloud: cloudIcon,
  code: codeIcon,
  coffee: coffeeIcon,
  compass: compassIcon,
  cpu: cpuIcon,
  'credit-card': creditCardIcon,
  database: databaseIcon,
  download: downloadIcon,
  eye: eyeIcon,
  factory: factoryIcon,
  'file-search': fileSearchIcon,
  'file-text': fileTextIcon,
  gauge: gaugeIcon,
  globe: globeIcon,
  'graduation-cap': graduationCapIcon,
  handshake: handshakeIcon,
  headphones: headphonesIcon,
  heart: heartIcon,
  home: houseIcon,
  hotel: hotelIcon,
  image: imageIcon,
  info: infoIcon,
  landmark: landmarkIcon,
  layers: layersIcon,
  dashboard: layoutDashboardIcon,
  lightbulb: lightbulbIcon,
  link: link2Icon,
  'line-chart': chartLineIcon,
  'list-checks': listChecksIcon,
  loader: loaderCircleIcon,
  lock: lockIcon,
  mail: mailIcon,
  map: mapIcon,
  'map-pin': mapPinIcon,
  megaphone: megaphoneIcon,
  menu: menuIcon,
  message: messageCircleIcon,
  messages: messagesSquareIcon,
  monitor: monitorIcon,
  navigation: navigationIcon,
  newspaper: newspaperIcon,
  package: packageIcon,
  palette: paletteIcon,
  'pen-tool': penToolIcon,
  phone: phoneIcon,
  'pie-chart': chartPieIcon,
  plane: planeIcon,
  quote: quoteIcon,
  refresh: refreshCwIcon,
  rocket: rocketIcon,
  scale: scaleIcon,
  search: searchIcon,
  send: sendIcon,
  server: serverIcon,
  settings: settingsIcon,
  'shield-check': shieldCheckIcon,
  shirt: shirtIcon,
  'shopping-cart': shoppingCartIcon,
  smartphone: smartphoneIcon,
  sparkles: sparklesIcon,
  sprout: sproutIcon,
  star: starIcon,
  stethoscope: stethoscopeIcon,
  store: storeIcon,
  target: targetIcon,
  'thumbs-up': thumbsUpIcon,
  timer: timerIcon,
  'trending-down': trendingDownIcon,
  'trending-up': trendingUpIcon,
  trophy: trophyIcon,
  truck: truckIcon,
  users: usersIcon,
  utensils: utensilsCrossedIcon,
  video: videoIcon,
  wallet: walletIcon,
  wrench: wrenchIcon,
  x: xIcon,
  zap: zapIcon,
  'book-open': bookOpenIcon,
  flower: flower2Icon,
  mountain: mountainIcon,
  ship: shipIcon,
  train: trainFrontIcon,
  'tree-palm': treePalmIcon,
  warehouse: warehouseIcon,
} satisfies Record<IconName, object>

/** lucide ships each icon's data next to its component, typed as the component only. */
function nodes(module: object): readonly LucideIconNode[] {
  return (module as { __iconData: LucideIconData }).__iconData.node
}

export function iconGlyph(name: IconName): readonly LucideIconNode[] {
  return nodes(modules[name])
}
