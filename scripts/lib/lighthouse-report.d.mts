// Types for the web unit test that imports the report's pure computation (scripts are plain JavaScript).
export interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  jsFiles: number;
  benchmarkIndex: number;
  warnings?: string[];
}
/** The medians of a page's runs, and its best score (what the CI floor is checked on). */
export interface Summary extends Figures {
  best: number;
}
export interface PageResult {
  name: string;
  path: string;
  median: Summary;
}
export interface MinimalLhr {
  categories: { performance: { score: number } };
  audits: Record<
    string,
    { numericValue?: number; details?: { items: { resourceType?: string; transferSize?: number }[] } }
  >;
  environment: { benchmarkIndex: number };
  runWarnings?: string[];
}
export const FLOOR: number;
export const GOALS: { score: number; lcp: number; tbt: number; cls: number };
export function figures(lhr: MinimalLhr): Figures;
export function median(values: number[]): number;
export function medianFigures(runs: Figures[]): Summary;
export function missedGoals(m: Figures): string[];
export function markdownTable(results: PageResult[]): string;
export function belowFloor<T extends { median: Summary }>(results: T[]): T[];
