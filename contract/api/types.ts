/** The shape of every JSON answer: code 200 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
