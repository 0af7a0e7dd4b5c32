/**
 * A company's own number for a part: letters, digits, '.', '/', single '-' (as our part numbers);
 * blank removes it. Kept outside contract/calls so the browser reads it without loading the calls'
 * schemas (build/call-addresses.ts).
 */
export const CUSTOMER_PART_NO_PATTERN = /^([A-Za-z0-9./]+(-[A-Za-z0-9./]+)*)?$/;
