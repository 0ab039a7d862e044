import { centsToDollars, csvLines } from '@beatmarket/shared';

/** Rows of a report as CSV text (header first), what a finance person opens in a spreadsheet. */
export const toCsv = (header: string[], rows: (string | number)[][]) => csvLines([header, ...rows]);

/** Cents as dollars with two decimals by string arithmetic ("-0.05"), never a float rounding. */
export const centsCell = centsToDollars;
