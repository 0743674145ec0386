import { fileURLToPath } from 'node:url';

/** The repository root: `npm start` resolves DATA_DIR and the web build against it, and so does the tool. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
