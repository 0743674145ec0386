import { CliError, EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './cli-error.ts';
import type { CliContext, Command } from './command-types.ts';

type CommandEntry = {
  /** The command as typed, e.g. `xml validate`, with its arguments for the overview. */
  readonly synopsis: string;
  readonly summary: string;
  /** Commands are loaded on use: `dv` need not load the PDF and XML libraries. */
  readonly load: () => Promise<Command>;
};

const COMMANDS: Readonly<Record<string, CommandEntry>> = {
  dv: {
    synopsis: 'dv <ruc> --tipo 1|2',
    summary: 'Dígito verificador (DV) de un RUC',
    load: async () => (await import('./dv-command.ts')).dvCommand,
  },
  cufe: {
    synopsis: 'cufe <cufe>',
    summary: 'Comprueba un CUFE e imprime sus partes',
    load: async () => (await import('./cufe-command.ts')).cufeCommand,
  },
  'xml validate': {
    synopsis: 'xml validate <archivo.xml>',
    summary: 'Valida un rFE: esquema XSD de la DGI y reglas fiscales',
    load: async () => (await import('./xml-validate-command.ts')).xmlValidateCommand,
  },
  'xml verify': {
    synopsis: 'xml verify <archivo.xml>',
    summary: 'Verifica la firma electrónica de un rFE',
    load: async () => (await import('./xml-verify-command.ts')).xmlVerifyCommand,
  },
  'xml sign': {
    synopsis: 'xml sign <archivo.xml> --p12 <certificado.p12> --password <clave> [-o <salida.xml>]',
    summary: 'Firma un rFE con el certificado de la empresa',
    load: async () => (await import('./xml-sign-command.ts')).xmlSignCommand,
  },
  cafe: {
    synopsis: 'cafe <archivo.xml> -o <salida.pdf> [--plantilla <codigo>]',
    summary: 'Imprime el CAFE de un rFE en PDF',
    load: async () => (await import('./cafe-command.ts')).cafeCommand,
  },
  migrate: {
    synopsis: 'migrate',
    summary: 'Aplica las migraciones a la base de datos',
    load: async () => (await import('./migrate-command.ts')).migrateCommand,
  },
  seed: {
    synopsis: 'seed',
    summary: 'Carga los datos de demostración',
    load: async () => (await import('./seed-command.ts')).seedCommand,
  },
  'audit verify': {
    synopsis: 'audit verify [--company <ruc>]',
    summary: 'Verifica la cadena de hashes de la bitácora de auditoría',
    load: async () => (await import('./audit-verify-command.ts')).auditVerifyCommand,
  },
  '2fa reset': {
    synopsis: '2fa reset <usuario>',
    summary: 'Quita la verificación en dos pasos de un usuario',
    load: async () => (await import('./two-factor-reset-command.ts')).twoFactorResetCommand,
  },
  'documents archive': {
    synopsis: 'documents archive <AAAA-MM>',
    summary: 'Pasa un mes de comprobantes de más de un año al archivo',
    load: async () => (await import('./document-archive-commands.ts')).documentsArchiveCommand,
  },
  'documents restore': {
    synopsis: 'documents restore <AAAA-MM>',
    summary: 'Devuelve a las listas un mes del archivo',
    load: async () => (await import('./document-archive-commands.ts')).documentsRestoreCommand,
  },
  'user email': {
    synopsis: 'user email <usuario> <correo-nuevo>',
    summary: 'Cambia el correo (usuario de acceso) de un usuario',
    load: async () => (await import('./user-email-command.ts')).userEmailCommand,
  },
};

const GROUPS = new Set(
  Object.keys(COMMANDS).flatMap((name) => (name.includes(' ') ? [name.split(' ')[0]] : [])),
);

function describeCommands(prefix = ''): string {
  return Object.entries(COMMANDS)
    .filter(([name]) => name.startsWith(prefix))
    .map(([, entry]) => `  facturar ${entry.synopsis}\n      ${entry.summary}\n`)
    .join('');
}

const OVERVIEW = `facturar: herramientas de Facturar para documentos electrónicos de la DGI (rFE v1.00).

Uso: facturar <comando> [opciones]

Comandos:
${describeCommands()}
Use "facturar <comando> --help" para la ayuda de cada uno.
Salida: 0 correcto; 1 el documento tiene problemas o la operación falló; 2 la línea de comandos no es válida.
`;

function isHelpRequest(args: readonly string[]): boolean {
  const options = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
  return options.includes('--help') || options.includes('-h');
}

/** Finds the command the arguments name: one word, or a group and a word (`xml validate`). */
function findCommand(args: readonly string[]): { entry: CommandEntry; rest: readonly string[] } | CliError {
  const [first = '', second = ''] = args;
  if (GROUPS.has(first)) {
    const entry = COMMANDS[`${first} ${second}`];
    if (entry) return { entry, rest: args.slice(2) };
    const found =
      second === '' || second.startsWith('-') ? 'Falta el subcomando' : `Subcomando desconocido: ${second}`;
    return new CliError('USAGE', `${found}. Subcomandos de ${first}:\n${describeCommands(`${first} `)}`);
  }
  const entry = COMMANDS[first];
  if (entry) return { entry, rest: args.slice(1) };
  return new CliError('USAGE', `Comando desconocido: ${first}. Use "facturar --help" para ver los comandos.`);
}

/** Runs the `facturar` command line and answers its exit code; it never throws. */
export async function runFacturar(args: readonly string[], context: CliContext): Promise<number> {
  if (args.length === 0) {
    context.err(OVERVIEW);
    return EXIT_USAGE;
  }
  if (args[0] === '--help' || args[0] === '-h' || args[0] === 'help') {
    context.out(OVERVIEW);
    return EXIT_OK;
  }
  const found = findCommand(args);
  if (found instanceof CliError) {
    if (GROUPS.has(args[0] ?? '') && isHelpRequest(args)) {
      context.out(`Subcomandos de ${args[0]}:\n${describeCommands(`${args[0]} `)}`);
      return EXIT_OK;
    }
    context.err(`facturar: ${found.message}\n`);
    return found.exitCode;
  }
  try {
    const command = await found.entry.load();
    if (isHelpRequest(found.rest)) {
      context.out(`${command.help}\n`);
      return EXIT_OK;
    }
    return await command.run(found.rest, context);
  } catch (error) {
    if (error instanceof CliError) {
      context.err(`facturar: ${error.message}\n`);
      return error.exitCode;
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    context.err(`facturar: error inesperado. Detalle técnico:\n${detail}\n`);
    return EXIT_FAILURE;
  }
}
