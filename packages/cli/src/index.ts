export { runFacturar } from './run-facturar.ts';
export type { CliContext, CliOutput, Command } from './command-types.ts';
export { CliError, EXIT_FAILURE, EXIT_OK, EXIT_USAGE, type CliErrorCode } from './cli-error.ts';
