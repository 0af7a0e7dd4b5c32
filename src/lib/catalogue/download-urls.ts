/** Where the API serves a family's files (GET, so plain links and forms work without script). */
export const downloadUrls = {
  drawing: (familyId: number) => `/api/unpri/downloadDrawing?id=${familyId}`,
  datasheet: (familyId: number) => `/api/unpri/downloadDatasheet?id=${familyId}`,
  cadAction: '/api/unpri/downloadCad',
};

/** The id of a family's downloads section on its product page (links jump to it). */
export function downloadsAnchor(familyId: number): string {
  return `downloads-${familyId}`;
}
