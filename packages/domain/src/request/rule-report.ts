/**
 * How a cross-field rule reports a problem it finds: the request field it belongs to and the Spanish
 * message. The schema reports into zod's issues, `validateGenerationRequest` into its list of problems.
 */
export type ReportProblem = (path: (string | number)[], message: string) => void;
