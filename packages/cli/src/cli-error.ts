/**
 * Why a command stopped. `USAGE` is a command line the tool cannot read (exit 2); the others are
 * inputs or operations that failed (exit 1). `message` is the Spanish text printed on stderr.
 */
export type CliErrorCode =
  'USAGE' | 'FILE_NOT_FOUND' | 'FILE_UNREADABLE' | 'FILE_UNWRITABLE' | 'INVALID_INPUT' | 'OPERATION_FAILED';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

export class CliError extends Error {
  readonly code: CliErrorCode;

  constructor(code: CliErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CliError';
    this.code = code;
  }

  get exitCode(): number {
    return this.code === 'USAGE' ? EXIT_USAGE : EXIT_FAILURE;
  }
}

export function usageError(message: string): CliError {
  return new CliError('USAGE', message);
}
