import axios from 'axios';
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
import type { BodyOf } from '#contract/call.ts';
import * as mailCalls from '#contract/calls/staff-mail.ts';
import { userInfo } from './account.ts';
import { ApiCallError, unwrap } from './answer.ts';
import { browserHttp, calling } from './browser.ts';
import { call } from './call.ts';

/**
 * The editor console's calls (contract/calls/editor-*.ts, docs/editors.md). Each needs an editor's
 * session: 701 ends the session, and every refusal's message is a toast (src/stores/tell-buyer.ts).
 */

/** The logged-in account's staff role, or null for a buyer: buyers are told the console is not for them before any staff call. */
export const staffRole = () => userInfo().then((info): StaffRole | null => (info.role === 'buyer' ? null : info.role));

export const companyInfoGet = () => calling(call(company.companyInfoGet, {}));
export const companyInfoSave = (body: BodyOf<typeof company.companyInfoSave>) => calling(call(company.companyInfoSave, body));

export const serviceList = () => calling(call(services.serviceList, {}));
export const serviceSave = (body: BodyOf<typeof services.serviceSave>) => calling(call(services.serviceSave, body));
export const serviceDelete = (id: number) => calling(call(services.serviceDelete, { id }));
export const serviceMove = (body: BodyOf<typeof services.serviceMove>) => calling(call(services.serviceMove, body));

export const pageList = () => calling(call(pages.pageList, {}));
export const pageSave = (body: BodyOf<typeof pages.pageSave>) => calling(call(pages.pageSave, body));
export const markdownPreview = (markdown: string) => calling(call(pages.markdownPreview, { markdown }));

export const categoryList = () => calling(call(categories.categoryList, {}));
export const categorySave = (body: BodyOf<typeof categories.categorySave>) => calling(call(categories.categorySave, body));
export const categoryImage = (body: BodyOf<typeof categories.categoryImage>) => calling(call(categories.categoryImage, body));

export const familyList = (body: BodyOf<typeof families.familyList>) => calling(call(families.familyList, body));
export const familyGet = (id: number) => calling(call(families.familyGet, { id }));
export const familySave = (body: BodyOf<typeof families.familySave>) => calling(call(families.familySave, body));
export const familyShapeSave = (id: number, shape: string) => calling(call(shapes.familyShapeSave, { id, shape }));
export const familyImage = (body: BodyOf<typeof families.familyImage>) => calling(call(families.familyImage, body));
export const variantSave = (body: BodyOf<typeof families.variantSave>) => calling(call(families.variantSave, body));

export const synonymsGet = () => calling(call(synonyms.synonymsGet, {}));
export const synonymsSave = (text: string) => calling(call(synonyms.synonymsSave, { text }));

export const mailFailedList = () => calling(call(mailCalls.staffMailFailedList, {}));
export const mailResend = (id: number) => calling(call(mailCalls.staffMailResend, { id }));

export const changeList = (body: BodyOf<typeof changes.changeList>) => calling(call(changes.changeList, body));

export const catalogueImport = (body: BodyOf<typeof imports.catalogueImport>) => calling(call(imports.catalogueImport, body));

export const publishSite = () => calling(call(publishing.publish, {}));
export const buildList = () => calling(call(publishing.buildList, {}));
export const buildLog = (id: number) => calling(call(publishing.buildLog, { id }));
export const rollback = (id: number) => calling(call(publishing.rollback, { id }));

/** The export as it came: the CSV's bytes (with the BOM spreadsheets need for Chinese) and the header naming the file. */
export interface CatalogueExport {
  csv: Blob;
  contentDisposition: string | null;
}

/**
 * A GET of a CSV file (the catalogue, staff's orders). The session goes in a header, which a plain link cannot
 * send, so the console fetches the file and saves it from memory. A refusal comes back as an envelope inside the blob.
 */
export function csvExport(path: string, params: Record<string, string> = {}): Promise<CatalogueExport> {
  const request = browserHttp.get<Blob>(path, { responseType: 'blob', params }).then(
    (response) => ({ csv: response.data, contentDisposition: response.headers['content-disposition'] ?? null }),
    async (error: unknown): Promise<never> => {
      const body: unknown = axios.isAxiosError(error) ? error.response?.data : undefined;
      if (!(body instanceof Blob)) throw new ApiCallError(null, (error as Error).message);
      const text = await body.text();
      let envelope: unknown;
      try {
        envelope = JSON.parse(text);
      } catch {
        throw new ApiCallError(null, text.slice(0, 200));
      }
      return unwrap<never>(envelope);
    },
  );
  return calling(request);
}

export const catalogueExport = () => csvExport(imports.CATALOGUE_EXPORT_PATH);
