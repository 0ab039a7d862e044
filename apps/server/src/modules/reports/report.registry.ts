import type { z } from 'zod';

/** Who asks for a report: the session user, as the route resolved it. */
export interface ReportContext {
  userId: number;
  role: number;
  isAdmin: boolean;
}

/**
 * One report of `GET /report/{id}/data` (contract of issue 17). `access` is the lowest role that may run it;
 * a 'producer' report must itself scope to the caller's own beats or payee id when `ctx.isAdmin` is false.
 */
export interface ReportDefinition<P = unknown> {
  id: string;
  access: 'admin' | 'producer';
  params: z.ZodType<P>;
  run(ctx: ReportContext, params: P): Promise<unknown>;
  /** Optional `GET /report/{id}/export`: the report as CSV (same access and params). */
  csv?(ctx: ReportContext, params: P): Promise<ReportCsv>;
}
export interface ReportCsv {
  filename: string;
  columns: string[];
  rows: unknown[][];
}

/** Lets each area declare its reports with their own param types and still share one registry array. */
export const defineReport = <P>(def: ReportDefinition<P>): ReportDefinition => def as ReportDefinition;

export function createReportRegistry(defs: ReportDefinition[]) {
  const byId = new Map<string, ReportDefinition>();
  for (const def of defs) {
    if (byId.has(def.id)) throw new Error(`Report "${def.id}" is registered twice`);
    byId.set(def.id, def);
  }
  return {
    get: (id: string) => byId.get(id),
    ids: () => [...byId.keys()],
  };
}
export type ReportRegistry = ReturnType<typeof createReportRegistry>;
