import * as calls from '#contract/calls/customer-part-numbers.ts';
import { customerPartNoSave as saveCall } from '#contract/calls/buyer-prices.ts';
import { call, fetchFile } from './call.ts';

/** A company's own part numbers (contract/calls/customer-part-numbers.ts): members list and export them, the admin changes them. */
export const customerPartNoList = (page: number, pageSize: number) =>
  call(calls.customerPartNoList, { page, pageSize });
export const customerPartNoSave = (partNo: string, customerPartNo: string) =>
  call(saveCall, { partNo, customerPartNo });
export const customerPartNoImport = (body: calls.CustomerPartNoImportRequest) => call(calls.customerPartNoImport, body);
export const customerPartNoExport = () => fetchFile(calls.customerPartNoExport, {}, 'customer-part-numbers.csv');
export const customerPartNoSuggest = (q: string) => call(calls.customerPartNoSuggest, { q });

/** The same for sales staff, per company (the console's company screen). */
export const staffCustomerPartNoImport = (companyId: number, body: calls.CustomerPartNoImportRequest) =>
  call(calls.staffCustomerPartNoImport, { companyId, ...body });
export const staffCustomerPartNoExport = (companyId: number) =>
  fetchFile(calls.staffCustomerPartNoExport, { companyId }, 'customer-part-numbers.csv');
