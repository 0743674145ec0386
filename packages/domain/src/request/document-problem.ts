/**
 * A reason a request cannot become a document: the request field it belongs to (`detalles.0.cantidad`,
 * or a group such as `empresa` when the server's data is at fault) and the Spanish message users see.
 */
export type DocumentProblem = { path: string; message: string };
