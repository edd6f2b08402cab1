/** Upper bound of one public list (published posts, featured work): the pages show everything, but never an unbounded answer. */
export const PUBLIC_LIST_LIMIT = 200;
