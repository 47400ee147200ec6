/** A token on its way through the filters: its position is relative to the token before it. */
export interface StreamToken {
  term: string;
  /** 1 for the next position, 0 for an alternative stacked on the previous token's position. */
  increment: number;
  /** Offsets in the original text (before char filters). */
  start: number;
  end: number;
  /** Marked by keyword_repeat: stemmers leave it as it is. */
  keyword: boolean;
}

export type TokenFilter = (tokens: StreamToken[]) => StreamToken[];
