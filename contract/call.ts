import * as T from 'typebox';

/**
 * One API call, declared once: its path, who may make it, what it takes and what it answers. The
 * server registers it (server/http/route.ts), islands make it (src/api/call.ts), and /api/docs shows
 * both schemas; the TypeScript types of body and answer follow from the schemas.
 */

/**
 * Who may make a call: anyone, a logged-in buyer (701 otherwise), or staff: an editor, sales, an
 * admin, or any of the three (403 for anyone else; an admin may make every staff call, server/auth/staff.ts).
 */
export type Caller = 'anyone' | 'buyer' | 'editor' | 'sales' | 'admin' | 'staff';

export interface CallDeclaration<
  B extends T.TSchema = T.TSchema,
  A extends T.TSchema = T.TSchema,
  K extends Caller = Caller,
> {
  /** Below /api/, e.g. 'pri/basketAdd'. */
  path: string;
  /** POST unless said: a GET call (userLogout, docs/spec.md#calls) takes no body. */
  method?: 'GET';
  caller: K;
  /** OpenAPI grouping and the one-line summary /api/docs shows. */
  tag: string;
  summary: string;
  body: B;
  /** What the envelope's `data` holds on success. */
  answer: A;
  /** A larger body than the API's 64 KiB, for the few calls that carry files. */
  bodyLimit?: number;
  /**
   * A buyer call open to a session still without the second factor its company requires: the
   * calls that set one up, and who is signed in (server/auth/second-factor/company-rule.ts).
   */
  openWithoutSecondFactor?: true;
  /**
   * A buyer call open in a punch-out session (docs/punch-out.md): the basket's, the catalogue's
   * prices and who is signed in. Every other buyer call (checkout, payment, the account pages') is
   * refused 403 there: the buyer orders through the procurement system, not the shop's account.
   */
  openInPunchOut?: true;
}

export function defineCall<B extends T.TSchema, A extends T.TSchema, K extends Caller>(
  declaration: CallDeclaration<B, A, K>,
): CallDeclaration<B, A, K> {
  return declaration;
}

export type BodyOf<C extends CallDeclaration> = T.Static<C['body']>;
export type AnswerOf<C extends CallDeclaration> = T.Static<C['answer']>;

/** Every answer's wrapping: code 200 with `data`, or an error code and message with null. */
export function envelope<A extends T.TSchema>(answer: A) {
  return T.Object({ code: T.Integer(), msg: T.String(), data: answer });
}

/** The answer of calls that answer nothing but success. */
export const noAnswer = T.Null();

/** An answer field that may be null (fast-json-stringify would write "" or 0 for a null otherwise). */
export const orNull = <S extends T.TSchema>(schema: S) => T.Union([schema, T.Null()]);

/** An answer field holding one of a list of words, typed as that list's union. */
export const enumOf = <const V extends readonly string[]>(values: V) =>
  T.Unsafe<V[number]>({ type: 'string', enum: [...values] });
