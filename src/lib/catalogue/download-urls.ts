/** Where the API serves a family's files (GET, so plain links and forms work without script). */
export const downloadUrls = {
  drawing: (familyId: number) => `/api/unpri/downloadDrawing?id=${familyId}`,
  datasheet: (familyId: number) => `/api/unpri/downloadDatasheet?id=${familyId}`,
  cadAction: '/api/unpri/downloadCad',
};
