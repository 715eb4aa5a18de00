import { f } from '../field'

/**
 * content/industries.yaml, the editor's "Industri": the industries we have served, with project counts and average
 * growth (/portfolio and the portfolio PDF).
 */
export const industriesSchema = f.object({
  items: f.array(
    f.object({
      name: f.plain({ label: 'Industri', max: 60 }),
      icon: f.icon(),
      projects: f.integer({ label: 'Jumlah proyek', min: 0, max: 10000 }),
      averageGrowth: f.plain({
        label: 'Rata-rata pertumbuhan',
        max: 10,
        pattern: { regex: /^\+?\d+(?:[.,]\d+)?%$/, message: 'tulis persen, mis. +420%' },
      }),
      description: f.text({ label: 'Deskripsi', multiline: true, max: 200 }),
    }),
    { label: 'Industri', min: 1, max: 12, itemLabel: 'name' },
  ),
})
