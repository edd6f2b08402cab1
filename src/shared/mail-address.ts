/**
 * Addresses that can never receive mail: the reserved top-level domains of RFC 2606 / RFC 6761 — among them the
 * initial admin's placeholder `…@admin.invalid`. They never count as a notification recipient (issue 20).
 */
export const isPlaceholderAddress = (address: string): boolean => /\.(invalid|test|example|localhost)$/i.test(address.trim());
