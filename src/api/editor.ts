import axios from 'axios';
import type { StaffRole } from '#contract/calls/staff.ts';
import * as synonymCalls from '#contract/calls/synonyms.ts';
import * as mailCalls from '#contract/calls/staff-mail.ts';
import { userInfo } from './account.ts';
import { call as declared } from './call.ts';
import { browserHttp, calling } from './browser.ts';
import { call as callDeclared } from './call.ts';
import * as shapeCalls from '#contract/calls/family-shape.ts';
import { CATALOGUE_EXPORT_PATH, CATALOGUE_IMPORT_PATH, type CatalogueImportAnswer, type CatalogueImportRequest } from '#contract/api/catalogue-import-types.ts';
import { ApiCallError, unwrap } from './answer.ts';
import { post } from './client.ts';
import type {
  CategorySaveRequest,
  ChangeListAnswer,
  ChangeListRequest,
  CompanyInfoSaveRequest,
  EditorCategory,
  EditorCompanyInfo,
  EditorFamily,
  EditorList,
  EditorPage,
  EditorService,
  EditorVariant,
  FamilyListAnswer,
  FamilyListRequest,
  FamilySaveRequest,
  ImageUploadRequest,
  MarkdownPreviewAnswer,
  PageSaveRequest,
  ServiceMoveRequest,
  ServiceSaveRequest,
  VariantSaveRequest,
} from '#contract/api/editor-content-types.ts';
import type { BuildListAnswer, BuildLogAnswer, PublishAnswer, RollbackAnswer } from '#contract/api/publish-types.ts';

/**
 * The editor console's calls (editor/…, docs/editors.md). Each needs an editor's session: 701 ends
 * the session, and every refusal's message is a toast (the error catalogue, src/api/browser.ts).
 */
const call = <T>(path: string, body: object = {}) => calling(post<T>(browserHttp, `editor/${path}`, body));

/** The logged-in account's staff role, or null for a buyer: buyers are told the console is not for them before any staff call. */
export const staffRole = () => userInfo().then((info): StaffRole | null => (info.role === 'buyer' ? null : info.role));

export const companyInfoGet = () => call<EditorCompanyInfo>('companyInfoGet');
export const companyInfoSave = (body: CompanyInfoSaveRequest) => call<EditorCompanyInfo>('companyInfoSave', body);

export const serviceList = () => call<EditorList<EditorService>>('serviceList');
export const serviceSave = (body: ServiceSaveRequest) => call<EditorService>('serviceSave', body);
export const serviceDelete = (id: number) => call<EditorList<EditorService>>('serviceDelete', { id });
export const serviceMove = (body: ServiceMoveRequest) => call<EditorList<EditorService>>('serviceMove', body);

export const pageList = () => call<EditorList<EditorPage>>('pageList');
export const pageSave = (body: PageSaveRequest) => call<EditorPage>('pageSave', body);
export const markdownPreview = (markdown: string) => call<MarkdownPreviewAnswer>('markdownPreview', { markdown });

export const categoryList = () => call<EditorList<EditorCategory>>('categoryList');
export const categorySave = (body: CategorySaveRequest) => call<EditorCategory>('categorySave', body);
export const categoryImage = (body: ImageUploadRequest) => call<EditorCategory>('categoryImage', body);

export const familyList = (body: FamilyListRequest) => call<FamilyListAnswer>('familyList', body);
export const familyGet = (id: number) => call<EditorFamily>('familyGet', { id });
export const familySave = (body: FamilySaveRequest) => call<EditorFamily>('familySave', body);
export const familyShapeSave = (id: number, shape: string) => calling(callDeclared(shapeCalls.familyShapeSave, { id, shape }));
export const familyImage = (body: ImageUploadRequest) => call<EditorFamily>('familyImage', body);
export const variantSave = (body: VariantSaveRequest) => call<EditorVariant>('variantSave', body);

export const synonymsGet = () => calling(declared(synonymCalls.synonymsGet, {}));
export const synonymsSave = (text: string) => calling(declared(synonymCalls.synonymsSave, { text }));

export const mailFailedList = () => calling(declared(mailCalls.staffMailFailedList, {}));
export const mailResend = (id: number) => calling(declared(mailCalls.staffMailResend, { id }));

export const changeList = (body: ChangeListRequest) => call<ChangeListAnswer>('changeList', body);

export const catalogueImport = (body: CatalogueImportRequest) =>
  calling(post<CatalogueImportAnswer>(browserHttp, CATALOGUE_IMPORT_PATH, body));

export const publishSite = () => call<PublishAnswer>('publish');
export const buildList = () => call<BuildListAnswer>('buildList');
export const buildLog = (id: number) => call<BuildLogAnswer>('buildLog', { id });
export const rollback = (id: number) => call<RollbackAnswer>('rollback', { id });

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

export const catalogueExport = () => csvExport(CATALOGUE_EXPORT_PATH);
