import type { z } from 'zod';

/** What a plain parse answers when zod would have said something about the value: ask zod. */
export const ASK_ZOD: unique symbol = Symbol('ask zod');

/** The parts of zod's internals a plain parse reads: a schema's definition, its run and its checks. */
type Payload = { value: unknown; issues: unknown[] };
type Check = { _zod: { check(payload: Payload): unknown; def: { when?: (payload: Payload) => boolean } } };
type Node = {
  _zod: {
    def: {
      type: string;
      checks?: readonly Check[];
      in?: Node;
      out?: Node;
      transform?: (value: unknown, payload: unknown) => unknown;
      shape?: Record<string, Node>;
      catchall?: Node;
      element?: Node;
      innerType?: Node;
    };
    optin?: 'optional' | 'defaulted';
    optout?: 'optional';
    traits: ReadonlySet<string>;
    run(payload: Payload, ctx: { async: false }): Payload | Promise<Payload>;
  };
};

type Parse = (value: unknown) => unknown;

/**
 * What the transforms of a schema are handed instead of zod's payload: they only ever call `addIssue`,
 * and any issue at all means the value is zod's to judge. Transforms never parse again, so one payload
 * serves every call.
 */
const transformPayload = {
  value: undefined as unknown,
  issues: [] as unknown[],
  addIssue(issue: unknown) {
    transformPayload.issues.push(issue);
  },
};

/** zod's run of a node it alone knows how to parse (texts, numbers, enums, unions), checks included. */
function runByZod(node: Node, value: unknown): unknown {
  // A context of its own per run, as zod's parse makes: zod keeps a recursive schema's state in it.
  const result = node._zod.run({ value, issues: [] }, { async: false });
  if (result instanceof Promise) throw new TypeError('A plain parse only runs synchronous schemas.');
  return result.issues.length > 0 ? ASK_ZOD : result.value;
}

/** A node's own checks (refinements, `superRefine`, an array's bounds) as zod runs them after its parse. */
function runChecks(checks: readonly Check[], value: unknown): unknown {
  const payload: Payload = { value, issues: [] };
  for (const check of checks) {
    if (check._zod.def.when && !check._zod.def.when(payload)) continue;
    if (check._zod.check(payload) instanceof Promise)
      throw new TypeError('A plain parse only runs synchronous checks.');
    if (payload.issues.length > 0) return ASK_ZOD;
  }
  return payload.value;
}

/** The node types this module writes code for; every other node is run by zod. */
function isWalked(node: Node): boolean {
  const def = node._zod.def;
  switch (def.type) {
    case 'pipe':
      // A codec is a pipe with a transform between its two sides: zod runs it.
      return def.transform === undefined;
    case 'transform':
    case 'array':
    case 'nullable':
      return true;
    case 'object':
      return def.catchall === undefined;
    case 'optional':
      // An exact optional refuses an `undefined` that is there: zod runs it.
      return def.innerType!._zod.optin !== 'defaulted' && !node._zod.traits.has('$ZodExactOptional');
    default:
      return false;
  }
}

/**
 * The code of a schema's parse, or of one object's. Each object is a function of its own (small functions are what V8
 * optimises), and every value it calls is a constant of the code (`refs[n]`), so each call site always
 * calls one function and can be inlined: a closure walking the schema calls every field's parse from
 * the same site, which V8 cannot (the fields of a 12-line invoice, CPU per parse: 55–74 µs by zod, 54 µs
 * walked by closures, 38 µs as generated code).
 */
class CodeWriter {
  private readonly lines: string[] = [];
  private names = 0;

  private readonly refs: unknown[];

  constructor(refs: unknown[]) {
    this.refs = refs;
  }

  private ref(value: unknown): string {
    let index = this.refs.indexOf(value);
    if (index < 0) index = this.refs.push(value) - 1;
    return `refs[${index}]`;
  }

  private name(): string {
    this.names += 1;
    return `v${this.names}`;
  }

  /** Writes the statements that parse `input` (an expression read once) and answers the variable holding the value. */
  write(node: Node, input: string): string {
    // A node zod runs carries its checks in that run.
    if (!isWalked(node)) return this.writeByZod(node, input);
    const value = this.writeWalked(node, input);
    const { checks } = node._zod.def;
    if (!checks?.length) return value;
    const checked = this.name();
    this.lines.push(
      `const ${checked} = runChecks(${this.ref(checks)}, ${value}); if (${checked} === ASK_ZOD) return ASK_ZOD;`,
    );
    return checked;
  }

  private writeByZod(node: Node, input: string): string {
    const value = this.name();
    this.lines.push(
      `const ${value} = runByZod(${this.ref(node)}, ${input}); if (${value} === ASK_ZOD) return ASK_ZOD;`,
    );
    return value;
  }

  private writeWalked(node: Node, input: string): string {
    const def = node._zod.def;
    switch (def.type) {
      case 'pipe':
        return this.write(def.out!, this.write(def.in!, input));
      case 'transform': {
        const value = this.name();
        this.lines.push(
          `payload.value = ${input}; payload.issues.length = 0;`,
          `const ${value} = ${this.ref(def.transform)}(${input}, payload);`,
          `if (payload.issues.length > 0 || ${value} instanceof Promise) return ASK_ZOD;`,
        );
        return value;
      }
      case 'object': {
        const value = this.name();
        this.lines.push(
          `const ${value} = ${this.ref(compileObject(node, this.refs))}(${input}); if (${value} === ASK_ZOD) return ASK_ZOD;`,
        );
        return value;
      }
      case 'array': {
        const value = this.name();
        const index = this.name();
        this.lines.push(
          `if (!Array.isArray(${input})) return ASK_ZOD;`,
          `const ${value} = new Array(${input}.length);`,
          `for (let ${index} = 0; ${index} < ${value}.length; ${index} += 1) {`,
        );
        const item = this.name();
        this.lines.push(`const ${item} = ${input}[${index}];`);
        this.lines.push(`${value}[${index}] = ${this.write(def.element!, item)};`, '}');
        return value;
      }
      case 'optional':
      case 'nullable': {
        const value = this.name();
        const empty = def.type === 'optional' ? 'undefined' : 'null';
        this.lines.push(`let ${value} = ${empty};`, `if (${input} !== ${empty}) {`);
        this.lines.push(`${value} = ${this.write(def.innerType!, input)};`, '}');
        return value;
      }
      default:
        throw new TypeError(`A plain parse does not walk ${def.type}.`);
    }
  }

  /** The code of a whole schema's parse. */
  writeRoot(node: Node): string {
    this.lines.push(`return ${this.write(node, 'input')};`);
    return this.lines.join('\n');
  }

  /**
   * The keys as zod's object parse sets them when no field has an issue: an absent key of an optional
   * field is not even parsed (zod drops what it makes of it), an absent required key is zod's to refuse,
   * and a defaulted field is set.
   */
  writeObject(shape: Record<string, Node>): string {
    this.lines.push(
      `if (typeof input !== 'object' || input === null || Array.isArray(input)) return ASK_ZOD;`,
      'const output = {};',
    );
    for (const key of Object.keys(shape)) {
      if (key === '__proto__') continue;
      const field = shape[key]!;
      const { optin, optout } = field._zod;
      const literal = JSON.stringify(key);
      const present = `(${literal} in input)`;
      const raw = this.name();
      if (optout === 'optional' && optin === 'optional') {
        // An absent key of an optional field contributes nothing, whatever its field makes of `undefined`.
        this.lines.push(`if (${present}) {`, `const ${raw} = input[${literal}];`);
        this.lines.push(`output[${literal}] = ${this.write(field, raw)};`, '}');
        continue;
      }
      this.lines.push(`const ${raw} = input[${literal}];`);
      const value = this.write(field, raw);
      if (optin === undefined) {
        this.lines.push(`if (!${present}) return ASK_ZOD;`, `output[${literal}] = ${value};`);
      } else if (optin === 'defaulted' && optout !== 'optional') {
        this.lines.push(`output[${literal}] = ${value};`);
      } else {
        this.lines.push(`if (${value} !== undefined || ${present}) output[${literal}] = ${value};`);
      }
    }
    this.lines.push('return output;');
    return this.lines.join('\n');
  }
}

/** Every object is compiled once, however many places of a schema use it. */
const compiledObjects = new WeakMap<Node, Parse>();

/** A generated function of `input`; the code reads its constants from `refs` when it runs. */
function generate(code: string, refs: unknown[]): Parse {
  const make = new Function(
    'refs',
    'ASK_ZOD',
    'runByZod',
    'runChecks',
    'payload',
    `return (input) => {\n${code}\n};`,
  ) as (...parts: unknown[]) => Parse;
  return make(refs, ASK_ZOD, runByZod, runChecks, transformPayload);
}

function compileObject(node: Node, refs: unknown[]): Parse {
  let parse = compiledObjects.get(node);
  if (parse === undefined) {
    parse = generate(new CodeWriter(refs).writeObject(node._zod.def.shape!), refs);
    compiledObjects.set(node, parse);
  }
  return parse;
}

/**
 * zod's parse of a schema as plain code, for the values it accepts: objects, arrays, pipes, transforms
 * and optional or nullable wrappers are written out as code, and their checks and every other node are
 * zod's own, run one by one. The answer is the value zod's parse gives, or `ASK_ZOD` whenever any part
 * of it would have raised an issue, so the caller asks zod for them: this never judges, it only skips
 * zod's bookkeeping (a payload, a pipe and a cycle guard per field) on the values that pass, which on a
 * 12-line invoice cost more than the rules themselves (issue 25 §2).
 */
export function plainParse<Schema extends z.ZodType>(
  schema: Schema,
): (value: unknown) => z.output<Schema> | typeof ASK_ZOD {
  let parse: Parse | undefined;
  return (value) => {
    parse ??= compileRoot(schema as unknown as Node);
    return parse(value) as z.output<Schema> | typeof ASK_ZOD;
  };
}

/**
 * The whole schema's code, written on its first parse so that a bundle that only imports the schema
 * writes nothing. Where code may not be made (a browser page whose Content-Security-Policy forbids
 * `unsafe-eval`, as this app's does), every value is left to zod.
 */
function compileRoot(node: Node): Parse {
  const refs: unknown[] = [];
  try {
    return generate(new CodeWriter(refs).writeRoot(node), refs);
  } catch (error) {
    if (error instanceof EvalError) return () => ASK_ZOD;
    throw error;
  }
}
