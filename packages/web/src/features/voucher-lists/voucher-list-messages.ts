/** Spec 001 §9: repository tables show 10 rows per page. */
export const repositoryPageSize = 10;

/** Spec 001 §5: how long the empty-search warning stays. */
export const emptySearchWarningMs = 3_500;
