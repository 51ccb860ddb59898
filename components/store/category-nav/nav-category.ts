/** One link of the category bar: the row and its "More" menu both list them. */
export interface NavCategory {
  id: string;
  name: string;
}
