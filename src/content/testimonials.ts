import { contentLibrary } from './schema/library'
import type { Testimonial } from './types'

/**
 * Client voices on the home page: content/testimonials/ (the editor's "Testimoni"), in the order set there. People
 * and businesses are anonymised.
 */
export const homeTestimonials: readonly Testimonial[] = contentLibrary().testimonials.map(
  ({ record: { name, role, quote, rating } }) => ({ rating, quote, name, role }),
)
