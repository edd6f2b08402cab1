/**
 * Free text for payment systems that read ASCII only (QR Platba's message and recipient name): Czech letters lose their
 * accents (Ř → R, ů → U), the text is upper-cased, what is not printable ASCII is dropped, and white space collapses to
 * single spaces.
 */
export function toUpperAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßẞ]/g, 'SS')
    .replace(/[łŁ]/g, 'L')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/\s/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}
