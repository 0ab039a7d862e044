// Types for the web unit test that imports the budget's pure computation (scripts are plain JavaScript).
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface Route {
  name: string;
  path: string;
  lazy: string[];
  budgetKb: number;
}
export interface BudgetRow extends Route {
  files: string[];
  kb: number;
  over: boolean;
}
export const ROUTES: Route[];
export const APP_MODULE: string;
export function firstLoadFiles(manifest: Manifest, lazyKeys: string[]): string[];
export function budgetRows(manifest: Manifest, routes: Route[], sizeOf: (file: string) => number): BudgetRow[];
export function markdownTable(rows: BudgetRow[]): string;
