'use client'

import { makePage } from '@keystatic/next/ui/app'
import config from '@/content/articles/keystatic-schema'

export const KeystaticApp = makePage(config)
