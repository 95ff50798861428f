export const KIT_PDFS = []
