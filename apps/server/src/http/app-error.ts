import type { FieldErrors } from '@assay/shared/contracts/envelope';

export type AppErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  | 'rate-limited'
  | 'unavailable'
  /** An upstream service (a model provider) failed; the message carries its words. */
  | 'upstream';

const STATUS: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'rate-limited': 429,
  unavailable: 503,
  upstream: 502,
};

/** An error whose message is safe and useful to show the person who made the request. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.statusCode = STATUS[kind];
  }
}

export const invalid = (message: string, fieldErrors?: FieldErrors) => new AppError('invalid', message, fieldErrors);
export const unauthenticated = (message = 'Please log in to continue') => new AppError('unauthenticated', message);
export const forbidden = (message = 'You do not have access to this') => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not-found', message);
export const conflict = (message: string, fieldErrors?: FieldErrors) => new AppError('conflict', message, fieldErrors);
export const gone = (message: string) => new AppError('gone', message);
export const upstream = (message: string) => new AppError('upstream', message);
