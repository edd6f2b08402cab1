/** The shape every language must give a resource: same keys, strings where the Czech has strings, lists where it has lists. */
export type Shape<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Shape<U>[]
    : { [K in keyof T]: Shape<T[K]> };
