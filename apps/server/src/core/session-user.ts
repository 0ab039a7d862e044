/** The signed-in user as every module sees it: the session's row of `users`, nothing secret. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  nickname: string | null;
  producerIdentifier: string | null;
  /** A role id of spec §6 (`ROLES` in shared). */
  role: number;
  news: boolean;
}
