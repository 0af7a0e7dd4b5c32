/** The inbox's own limits: shared by the inbox pages and the API. */
export const INBOX_LIMITS = {
  /** Messages on one page of the inbox, unless the request asks for another size. */
  pageSize: 20,
  /** Messages one msgMarkRead call may name. */
  markReadIds: 100,
} as const;
