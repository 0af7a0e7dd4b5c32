import * as calls from '#contract/calls/staff-returns.ts';
import type { ReturnState } from '#contract/rules/return-states.ts';
import { call, fetchFile } from './call.ts';

/** Returns in the staff console (contract/calls/staff-returns.ts). */
export const staffReturnList = (state: ReturnState | undefined) => call(calls.staffReturnList, state ? { state } : {});
export const staffReturnGet = (id: number) => call(calls.staffReturnGet, { id });
export const staffReturnApprove = (body: calls.StaffReturnApproveBody) => call(calls.staffReturnApprove, body);
export const staffReturnRefuse = (body: calls.StaffReturnRefuseBody) => call(calls.staffReturnRefuse, body);
export const staffReturnReceive = (body: calls.StaffReturnReceiveBody) => call(calls.staffReturnReceive, body);
/** A photo, fetched with the session in the token header, for the page to show from memory. */
export const staffReturnPhoto = (id: number, position: number) =>
  fetchFile(calls.staffReturnPhoto, { id, position }, `return-${id}-${position}`);
export const restockingFeesGet = () => call(calls.restockingFeesGet, {});
export const restockingFeesSave = (body: calls.RestockingFeesSaveBody) => call(calls.restockingFeesSave, body);
