/**
 * Decision 0096: a beat's collaborators and their percentages of the producers' part of every sale.
 * The main producer holds what the collaborators do not (100 − their sum); each collaborator's cents are
 * floored and the rounding remainder goes to the main producer, so the parts always add up exactly.
 */
export interface CollaboratorSplit {
  user_id: number;
  /** Whole percent of the producers' part, 1–99. */
  percent: number;
}

export const MAX_COLLABORATORS = 5;

/**
 * The producers' part in integer cents for the main producer and each collaborator (in their order).
 * Throws on a negative or fractional amount or percentages that leave the main producer below 1 %.
 */
export function splitToCollaborators(cents: number, percents: number[]): { main: number; parts: number[] } {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`cannot split ${cents} cents`);
  const total = percents.reduce((a, p) => a + p, 0);
  if (percents.some((p) => !Number.isInteger(p) || p < 1 || p > 99) || total > 99)
    throw new RangeError(`collaborators' percentages ${percents.join('+')} leave the producer nothing`);
  const parts = percents.map((p) => Math.floor((cents * p) / 100));
  return { main: cents - parts.reduce((a, p) => a + p, 0), parts };
}

/** Today's coproducer (before collaborators, decision 0096) was half the producers' part. */
export const COPRODUCER_PERCENT = 50;

/** The collaborators a sold line splits with: its snapshot, or, for a line sold before, its coproducer at 50 %. */
export function lineCollaborators(owners: {
  coproducerId?: number | null;
  collaborators?: CollaboratorSplit[] | null;
}): { list: CollaboratorSplit[]; legacy: boolean } {
  if (owners.collaborators) return { list: owners.collaborators, legacy: false };
  if (owners.coproducerId)
    return { list: [{ user_id: owners.coproducerId, percent: COPRODUCER_PERCENT }], legacy: true };
  return { list: [], legacy: false };
}
