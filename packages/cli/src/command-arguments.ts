import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { usageError } from './cli-error.ts';

export type ParsedArguments<T extends ParseArgsOptionsConfig> = {
  readonly values: ReturnType<
    typeof parseArgs<{ options: T; allowPositionals: true; strict: true }>
  >['values'];
  readonly positionals: readonly string[];
};

/**
 * parseArgs with the tool's conventions: unknown options and missing values become Spanish usage
 * errors, and `expected` positionals are required and the only ones allowed.
 */
export function parseCommandArguments<T extends ParseArgsOptionsConfig>(
  args: readonly string[],
  options: T,
  expected: readonly string[],
  usage: string,
): ParsedArguments<T> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw usageError(`${describeParseFailure(error)}\nUso: ${usage}`);
  }
  const { positionals } = parsed;
  if (positionals.length < expected.length) {
    throw usageError(`Falta ${expected[positionals.length]}.\nUso: ${usage}`);
  }
  if (positionals.length > expected.length) {
    throw usageError(`Sobra el argumento '${positionals[expected.length]}'.\nUso: ${usage}`);
  }
  return { values: parsed.values, positionals };
}

// node:util reports these in English; the tool speaks Spanish.
function describeParseFailure(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /--[\w-]+/.exec(message)?.[0] ?? /-\w/.exec(message)?.[0] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Opción desconocida: ${option}.`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return message.includes('argument missing')
      ? `La opción ${option} necesita un valor.`
      : `La opción ${option} no lleva valor.`;
  }
  throw error;
}
