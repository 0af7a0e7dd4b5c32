import * as company from '#contract/calls/editor-company.ts';
import * as services from '#contract/calls/editor-services.ts';
import * as pages from '#contract/calls/editor-pages.ts';
import * as categories from '#contract/calls/editor-categories.ts';
import * as families from '#contract/calls/editor-families.ts';
import * as changes from '#contract/calls/editor-changes.ts';
import * as imports from '#contract/calls/editor-import.ts';
import * as publishing from '#contract/calls/editor-publish.ts';
import * as shapes from '#contract/calls/family-shape.ts';
import * as synonyms from '#contract/calls/synonyms.ts';
import type { StaffRole } from '#contract/calls/staff.ts';
import * as staffOrders from '#contract/calls/staff-orders.ts';
import * as delivery from '#contract/calls/staff-delivery.ts';
import * as statements from '#contract/calls/company-statement.ts';
import type { QueryOf } from '#contract/download.ts';
import type { BodyOf } from '#contract/call.ts';
import * as mailCalls from '#contract/calls/staff-mail.ts';
import * as bank from '#contract/calls/staff-bank-details.ts';
import { userInfo } from './account.ts';
import { call, fetchFile } from './call.ts';

/**
 * The editor console's calls (contract/calls/editor-*.ts, docs/editors.md). Each needs an editor's
 * session. The islands make them through the data layer (useAnswer, useChange), which tells the
 * editor of a failure (src/stores/tell-buyer.ts: 701 ends the session, a refusal is a toast).
 */

/** The logged-in account's staff role, or null for a buyer: buyers are told the console is not for them before any staff call. */
export const staffRole = () => userInfo().then((info): StaffRole | null => (info.role === 'buyer' ? null : info.role));

export const companyInfoGet = () => call(company.companyInfoGet, {});
export const companyInfoSave = (body: BodyOf<typeof company.companyInfoSave>) => call(company.companyInfoSave, body);

export const deliveryZoneList = () => call(delivery.deliveryZoneList, {});
export const deliveryZoneSave = (body: BodyOf<typeof delivery.deliveryZoneSave>) =>
  call(delivery.deliveryZoneSave, body);
export const deliveryZoneDelete = (id: number) => call(delivery.deliveryZoneDelete, { id });
export const bankDetailsGet = () => call(bank.bankDetailsGet, {});
export const bankDetailsPropose = (body: BodyOf<typeof bank.bankDetailsPropose>) => call(bank.bankDetailsPropose, body);
export const bankDetailsConfirm = (id: number) => call(bank.bankDetailsConfirm, { id });
export const bankDetailsWithdraw = (id: number) => call(bank.bankDetailsWithdraw, { id });

export const serviceList = () => call(services.serviceList, {});
export const serviceSave = (body: BodyOf<typeof services.serviceSave>) => call(services.serviceSave, body);
export const serviceDelete = (id: number) => call(services.serviceDelete, { id });
export const serviceMove = (body: BodyOf<typeof services.serviceMove>) => call(services.serviceMove, body);

export const pageList = () => call(pages.pageList, {});
export const pageSave = (body: BodyOf<typeof pages.pageSave>) => call(pages.pageSave, body);
export const markdownPreview = (markdown: string) => call(pages.markdownPreview, { markdown });

export const categoryList = () => call(categories.categoryList, {});
export const categorySave = (body: BodyOf<typeof categories.categorySave>) => call(categories.categorySave, body);
export const categoryImage = (body: BodyOf<typeof categories.categoryImage>) => call(categories.categoryImage, body);

export const familyList = (body: BodyOf<typeof families.familyList>) => call(families.familyList, body);
export const familyGet = (id: number) => call(families.familyGet, { id });
export const familySave = (body: BodyOf<typeof families.familySave>) => call(families.familySave, body);
export const familyShapeSave = (id: number, shape: string) => call(shapes.familyShapeSave, { id, shape });
export const familyImage = (body: BodyOf<typeof families.familyImage>) => call(families.familyImage, body);
export const familyDrawing = (body: BodyOf<typeof families.familyDrawing>) => call(families.familyDrawing, body);
export const familyDrawingRedraw = (id: number) => call(families.familyDrawingRedraw, { id });
export const variantSave = (body: BodyOf<typeof families.variantSave>) => call(families.variantSave, body);

export const synonymsGet = () => call(synonyms.synonymsGet, {});
export const synonymsSave = (text: string) => call(synonyms.synonymsSave, { text });

export const mailFailedList = () => call(mailCalls.staffMailFailedList, {});
export const mailResend = (id: number) => call(mailCalls.staffMailResend, { id });

export const changeList = (body: BodyOf<typeof changes.changeList>) => call(changes.changeList, body);

export const catalogueImport = (body: BodyOf<typeof imports.catalogueImport>) => call(imports.catalogueImport, body);

export const publishSite = () => call(publishing.publish, {});
export const buildList = () => call(publishing.buildList, {});
export const buildLog = (id: number) => call(publishing.buildLog, { id });
export const rollback = (id: number) => call(publishing.rollback, { id });

export const catalogueExport = () => fetchFile(imports.catalogueExport, {}, 'lihda-catalogue.csv');
export const companyStatementPdf = (companyId: number, month: string) =>
  fetchFile(statements.staffCompanyStatementPdf, { companyId, month }, `statement-${companyId}-${month}.pdf`);
export const ordersExport = (filters: QueryOf<typeof staffOrders.staffOrderExport>) =>
  fetchFile(staffOrders.staffOrderExport, filters, 'lihda-orders.csv');
