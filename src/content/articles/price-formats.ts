/** How a `{% price %}` tag in an article shows its amount: "Rp 7.500.000" or "Rp 7,5 juta". */
export const priceFormats = ['rupiah', 'juta'] as const
