/**
 * The RUC forms the rFE schema accepts (RucType/dRuc): natural, juridical, PE, N, E, AV, NT and PI,
 * 5 to 20 characters. This is the schema's own pattern, anchored; the check digit is another matter
 * (ruc-check-digit.ts).
 */
const RUC_PATTERN = new RegExp(
  '^(?:(([P][E][-](([-]|[0-9]){1,17})|[N][-](([-]|[0-9]){1,18})|[E][-](([-]|[0-9]){1,18})|(([-]|[0-9]){5,20}))|' +
    '(((([0-9]{1})[-][A][V][-](([-]|[0-9]){1,15}))|(([0-9]{2})[-][A][V][-](([-]|[0-9]){1,14})))|' +
    '((([0-9]{1,2})[-][N][T][-](([-]|[0-9]){1,15}))|(([0-9]{1,2})[-][N][T][-](([-]|[0-9]){1,14}))|' +
    '([N][T][-](([-]|[0-9]){1,14}))|(([0-9]{1,2})[-][P][I][-](([-]|[0-9]){1,14}))|([P][I][-](([-]|[0-9]){1,14}))|' +
    '(([0-9]){1,2}[P][I][-](([-]|[0-9]){1,14})))))?)$',
);

/** True when the text is a RUC the rFE schema accepts. */
export function isRfeRucFormat(ruc: string): boolean {
  return ruc.length >= 5 && ruc.length <= 20 && RUC_PATTERN.test(ruc);
}
