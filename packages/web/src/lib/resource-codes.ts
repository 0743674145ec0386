/** Resource codes with a fixed meaning in the shell (spec 000 §2). */
export const homeResourceId = 'INI';
export const homePageName = 'Inicio';
export const generationParentId = 'GEN';
export const userMenuParentId = 'USR';
export const changePasswordResourceId = 'CCO';
export const prerequisiteCheckResourceId = '-4';
export const documentTypesLandingResourceId = 'AGC';
export const cancellationResourceId = 'EAN';
export const pendingVouchersResourceId = 'PEN';
export const prerequisiteCheckPageName = 'Verificando pre-requisitos';
export const productName = 'Facturar';
/** The credit and debit note forms that refer to a document by CUFE (row actions open them). */
export const creditNoteResourceId = 'NCR';
export const debitNoteResourceId = 'NDR';
/** 'Clientes': where a customer's e-mail is corrected after the mail server refused it. */
export const customersResourceId = 'CLI';
