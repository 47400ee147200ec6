/** A document as stored in an index: its `_id` and its `_source`. */
export interface SearchDocument {
  id: string;
  source: Record<string, unknown>;
}
