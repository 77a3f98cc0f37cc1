import { HttpError } from '../http/httpError.js';

/** Refuses an upload with a status and a message. */
export type Refuse = (status: number, message: string) => HttpError;

/**
 * A refusal that reads as a failed command too (`success`, `loggedIn`, `errors`), for clients
 * that look at those rather than at the status, as the Upload widget does.
 */
export const refusalFor =
  (loggedIn: boolean): Refuse =>
  (status, message) =>
    new HttpError(status, message, { success: false, loggedIn, errors: [message], debugMessages: [] });
