/** Where a command writes: stdout for its result, stderr for problems and errors. */
export type CliOutput = {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
};

/** What a command receives besides its arguments: output, the environment, the directory paths resolve against. */
export type CliContext = CliOutput & {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
};

/** One command: its help text and what it does; `run` answers the exit code. */
export type Command = {
  readonly help: string;
  run(args: readonly string[], context: CliContext): Promise<number>;
};
