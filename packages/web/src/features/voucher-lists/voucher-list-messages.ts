/** Spec 001 §9: repository tables show 10 rows per page; spec 001 §2: options 10, 15, 20. */
export const repositoryPageSize = 10;
export const repositoryPageSizes = [10, 15, 20] as const;

/** Spec 001 §5: how long the empty-search warning stays. */
export const emptySearchWarningMs = 3_500;
