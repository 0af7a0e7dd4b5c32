import type { FastifyRequest } from 'fastify';
import { requireEditor } from '../../auth/editor.ts';

/**
 * A preValidation hook for editor/… calls: the caller must be an editor before the body is read,
 * so a logged-out call answers 701 and a buyer's 403, never a field's message.
 */
export async function editorFirst(request: FastifyRequest): Promise<void> {
  await requireEditor(request);
}

/** Ends each editor call's summary in the OpenAPI document. */
export const NEED_EDITOR = '(editors only: 701 without a session, 403 for buyers)';
