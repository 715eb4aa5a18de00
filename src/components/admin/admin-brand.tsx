import { BrandMark } from '@/components/layout/brand-mark'
import { site } from '@/content/site'

export function AdminBrand({ href = '/admin' }: { href?: string }) {
  return (
    <a href={href} className="flex items-center gap-2 font-bold text-ink-900">
      <BrandMark className="size-8" />
      <span>
        {site.name} <span className="font-medium text-ink-500">· Inbox</span>
      </span>
    </a>
  )
}
