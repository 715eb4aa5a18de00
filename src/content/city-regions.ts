export const regions = ['Sumatera', 'Jawa', 'Bali & Nusa Tenggara', 'Kalimantan', 'Sulawesi', 'Maluku & Papua'] as const
export type Region = (typeof regions)[number]
