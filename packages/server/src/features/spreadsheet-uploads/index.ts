export { readUploadedTable, toUploadRefusal } from './spreadsheet-upload.ts';
