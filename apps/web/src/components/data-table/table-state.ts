/** A server-paged table's page, page size, search and sort (the address and the records query share it). */
export interface TableState {
  page: number;
  per_page: number;
  search: string;
  sort: string;
}
