/** A §7 event, as the built-in store and the configured provider get it. */
export type AnalyticsBeat = { id: number; title: string };
export type AnalyticsEvent =
  | { name: 'play'; beat: AnalyticsBeat }
  | { name: 'download'; beat: AnalyticsBeat }
  /** price: integer cents (USD), sent to providers in dollars. */
  | { name: 'add_to_cart'; beat: AnalyticsBeat; price: number };
