import { vi } from 'vitest';
import type * as EditorApi from '../../../src/api/editor.ts';

/**
 * Stand-ins for every editor call. Each test file mocks the module with them:
 * vi.mock('…/src/api/editor.ts', async () => (await import('./api-mocks.ts')).api).
 */
export const api = {
  staffRole: vi.fn<typeof EditorApi.staffRole>(),
  companyInfoGet: vi.fn<typeof EditorApi.companyInfoGet>(),
  companyInfoSave: vi.fn<typeof EditorApi.companyInfoSave>(),
  deliveryZoneList: vi.fn<typeof EditorApi.deliveryZoneList>(),
  deliveryZoneSave: vi.fn<typeof EditorApi.deliveryZoneSave>(),
  deliveryZoneDelete: vi.fn<typeof EditorApi.deliveryZoneDelete>(),
  bankDetailsGet: vi.fn<typeof EditorApi.bankDetailsGet>(),
  bankDetailsPropose: vi.fn<typeof EditorApi.bankDetailsPropose>(),
  bankDetailsConfirm: vi.fn<typeof EditorApi.bankDetailsConfirm>(),
  bankDetailsWithdraw: vi.fn<typeof EditorApi.bankDetailsWithdraw>(),
  serviceList: vi.fn<typeof EditorApi.serviceList>(),
  serviceSave: vi.fn<typeof EditorApi.serviceSave>(),
  serviceDelete: vi.fn<typeof EditorApi.serviceDelete>(),
  serviceMove: vi.fn<typeof EditorApi.serviceMove>(),
  pageList: vi.fn<typeof EditorApi.pageList>(),
  pageSave: vi.fn<typeof EditorApi.pageSave>(),
  markdownPreview: vi.fn<typeof EditorApi.markdownPreview>(),
  categoryList: vi.fn<typeof EditorApi.categoryList>(),
  categorySave: vi.fn<typeof EditorApi.categorySave>(),
  categoryImage: vi.fn<typeof EditorApi.categoryImage>(),
  familyList: vi.fn<typeof EditorApi.familyList>(),
  familyGet: vi.fn<typeof EditorApi.familyGet>(),
  familySave: vi.fn<typeof EditorApi.familySave>(),
  familyShapeSave: vi.fn<typeof EditorApi.familyShapeSave>(),
  familyImage: vi.fn<typeof EditorApi.familyImage>(),
  familyDrawing: vi.fn<typeof EditorApi.familyDrawing>(),
  familyDrawingRedraw: vi.fn<typeof EditorApi.familyDrawingRedraw>(),
  variantSave: vi.fn<typeof EditorApi.variantSave>(),
  synonymsGet: vi.fn<typeof EditorApi.synonymsGet>(),
  synonymsSave: vi.fn<typeof EditorApi.synonymsSave>(),
  mailFailedList: vi.fn<typeof EditorApi.mailFailedList>(),
  mailResend: vi.fn<typeof EditorApi.mailResend>(),
  changeList: vi.fn<typeof EditorApi.changeList>(),
  catalogueImport: vi.fn<typeof EditorApi.catalogueImport>(),
  catalogueExport: vi.fn<typeof EditorApi.catalogueExport>(),
  ordersExport: vi.fn<typeof EditorApi.ordersExport>(),
  companyStatementPdf: vi.fn<typeof EditorApi.companyStatementPdf>(),
  publishSite: vi.fn<typeof EditorApi.publishSite>(),
  buildList: vi.fn<typeof EditorApi.buildList>(),
  buildLog: vi.fn<typeof EditorApi.buildLog>(),
  rollback: vi.fn<typeof EditorApi.rollback>(),
} satisfies typeof EditorApi;

export function resetApi(): void {
  for (const mock of Object.values(api)) mock.mockReset();
}
