// Hostile requests for every operation of docs/openapi.json: each parameter and each body field in turn
// replaced by a value a client should not send (NUL, huge, wrong type, numeric edges, odd Unicode, path
// traversal), and whole bodies that are not what the call takes. Deterministic: a fixed seed picks the
// cases of an operation that has more than its share.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  minItems?: number;
  minimum?: number;
  pattern?: string;
  default?: unknown;
};

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: JsonSchema };

export type Operation = {
  method: string;
  /** OpenAPI form: `/api/x/{ruc}`. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
};

export type FuzzCase = {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  contentType?: string;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
};

export function readOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** A plausible value of a schema: what a well-behaved client would send, the base every case mutates. */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 12) return 'a';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (alternative) return sampleOf(alternative, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleOf(schema.items, depth + 1),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          sampleOf(property, depth + 1),
        ]),
      );
    default:
      if (schema.pattern?.startsWith('^\\d')) return '1';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** Values a field of a JSON body should not get. */
export const hostileValues: readonly (readonly [string, unknown])[] = [
  ['NUL', 'abc\u0000def'],
  ['huge string', 'x'.repeat(200_000)],
  ['empty string', ''],
  ['blank', '   '],
  ['number', 12345],
  ['negative', -1],
  ['zero', 0],
  ['int32 + 1', 2_147_483_648],
  ['int64 max', 2 ** 63],
  ['beyond safe integer', 2 ** 53 + 2],
  ['huge number', 1e308],
  ['fraction', 0.5],
  ['true', true],
  ['null', null],
  ['array', ['a', 1]],
  ['object', { a: { b: 1 } }],
  ['unicode', 'ñÅ\u202e𝕏\uFFFF\u0301😀'],
  ['lone surrogate', '\uD800x'],
  ['traversal', '../../../../etc/passwd'],
  ['sql', "' OR 1=1; --"],
  ['digits beyond int64', '99999999999999999999999'],
  ['NaN text', 'NaN'],
  ['exponent text', '1e309'],
  ['angle brackets', '<script>alert(1)</script>'],
];

/** Values a path, query or header parameter should not get (as text: that is all a URL carries). */
export const hostileTexts: readonly (readonly [string, string])[] = [
  ['NUL', 'ab\u0000c'],
  ['huge', 'x'.repeat(20_000)],
  ['empty', ''],
  ['int32 + 1', '2147483648'],
  ['int64 + 1', '9223372036854775808'],
  ['negative', '-1'],
  ['zero', '0'],
  ['exponent', '1e309'],
  ['NaN', 'NaN'],
  ['hex', '0x1F'],
  ['fraction', '1.5'],
  ['unicode', 'ñÅ\u202e𝕏\uFFFF😀'],
  ['lone surrogate', '\uD800'],
  ['traversal', '../../../../etc/passwd'],
  ['encoded traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['sql', "1' OR '1'='1"],
  ['spaces', '  1  '],
  ['angle brackets', '<b>x</b>'],
  ['invalid percent-encoding', '%raw:%E0%A4%A'],
  ['invalid UTF-8 bytes', '%raw:%FF%FE%00'],
];

/**
 * Names every object has through its prototype: a client-named key looked up in a plain object finds
 * these (issue 24). Sent in every parameter and string body field of every call, never left out by the
 * per-operation cap, as is the sort form `key,asc`.
 */
export const prototypeKeys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'] as const;

/** Bodies nested deeper than the server's bound (32), as arrays and as objects; sent to every call. */
export const deepBodies: readonly (readonly [string, string])[] = [
  ['33 nested arrays', `${'['.repeat(33)}${']'.repeat(33)}`],
  ['40 nested objects', `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`],
  ['5,000 nested arrays in a field', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`],
];

/** Whole bodies that are not the call's. */
const hostileBodies: readonly (readonly [string, string])[] = [
  ['broken JSON', '{"a": '],
  ['JSON array', '[1,2,3]'],
  ['JSON null', 'null'],
  ['JSON string', '"texto"'],
  ['empty object', '{}'],
  ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['NUL key', '{"a\\u0000b": 1}'],
];

/** Paths to every field and group of a sample body. */
function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => [[...prefix, index], ...fieldPaths(item, [...prefix, index])]);
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...fieldPaths(item, [...prefix, key]),
    ]);
  }
  return [];
}

function replaceAt(base: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as Record<string, unknown>) }) as Record<
    string | number,
    unknown
  >;
  copy[head as string] = replaceAt(copy[head as string], rest, replacement);
  return copy;
}

/** A seeded generator (mulberry32): the same cases on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type FuzzPlan = {
  seed: number;
  /** At most this many cases per operation (the rest are dropped by the seeded generator). */
  maxCasesPerOperation: number;
  /** Valid path values by name (the caller's own company, its documents), so a call gets past routing. */
  pathValues: Record<string, string>;
  /** Valid bodies by `METHOD path` (OpenAPI form), a richer base than the schema sample. */
  bodies: Record<string, unknown>;
  headers: Record<string, string>;
};

/** Percent-encodes a value; a lone surrogate becomes the bytes of an invalid UTF-8 sequence, as a client may send. */
function encodeComponent(value: string): string {
  if (value.startsWith('%raw:')) return value.slice('%raw:'.length);
  return value
    .split(/([\uD800-\uDFFF])/)
    .map((piece) => {
      try {
        return encodeURIComponent(piece);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

function buildUrl(
  operation: Operation,
  values: Record<string, string>,
  query: Record<string, string>,
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeComponent(values[name] ?? '1'),
  );
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** Every hostile case of one operation. */
export function planOperationCases(operation: Operation, plan: FuzzPlan): FuzzCase[] {
  const key = `${operation.method} ${operation.path}`;
  const pathValues: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const valid = plan.pathValues[parameter.name] ?? String(sampleOf(parameter.schema));
    if (parameter.in === 'path') pathValues[parameter.name] = valid;
    if (parameter.in === 'query' && parameter.required) query[parameter.name] = valid;
  }
  const baseBody = operation.body ? (plan.bodies[key] ?? sampleOf(operation.body)) : undefined;
  const bodyText = baseBody === undefined ? undefined : JSON.stringify(baseBody);
  const request = (label: string, url: string, extra: Partial<FuzzCase> = {}): FuzzCase => ({
    label: `${key} ${label}`,
    method: operation.method,
    url,
    headers: { ...plan.headers },
    ...(bodyText === undefined ? {} : { payload: bodyText, contentType: 'application/json' }),
    ...extra,
  });

  const cases: FuzzCase[] = [];
  for (const parameter of operation.parameters) {
    for (const [name, text] of hostileTexts) {
      const label = `${parameter.in} ${parameter.name} = ${name}`;
      if (parameter.in === 'path') {
        cases.push(request(label, buildUrl(operation, { ...pathValues, [parameter.name]: text }, query)));
      } else if (parameter.in === 'query') {
        cases.push(request(label, buildUrl(operation, pathValues, { ...query, [parameter.name]: text })));
      } else {
        // Header values travel as Latin-1 text: the ones HTTP can carry.
        const isLatin1 = [...text].every((character) => (character.codePointAt(0) ?? 0) <= 0xff);
        const headerText = isLatin1 ? text : encodeComponent(text);
        cases.push(
          request(label, buildUrl(operation, pathValues, query), {
            headers: { ...plan.headers, [parameter.name]: headerText },
          }),
        );
      }
    }
  }
  if (baseBody !== undefined) {
    const url = buildUrl(operation, pathValues, query);
    for (const path of fieldPaths(baseBody)) {
      for (const [name, value] of hostileValues) {
        cases.push(
          request(`body ${path.join('.')} = ${name}`, url, {
            payload: JSON.stringify(replaceAt(baseBody, path, value)),
            contentType: 'application/json',
          }),
        );
      }
    }
    for (const [name, text] of hostileBodies) {
      cases.push(request(`body = ${name}`, url, { payload: text, contentType: 'application/json' }));
    }
  }
  const always: FuzzCase[] = [];
  const keyTexts = prototypeKeys.flatMap((name) => [name, `${name},asc`]);
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header') continue;
    for (const text of keyTexts) {
      const label = `${parameter.in} ${parameter.name} = ${text}`;
      always.push(
        parameter.in === 'path'
          ? request(label, buildUrl(operation, { ...pathValues, [parameter.name]: text }, query))
          : request(label, buildUrl(operation, pathValues, { ...query, [parameter.name]: text })),
      );
    }
  }
  const url = buildUrl(operation, pathValues, query);
  if (baseBody !== undefined) {
    for (const path of fieldPaths(baseBody)) {
      for (const text of prototypeKeys) {
        always.push(
          request(`body ${path.join('.')} = ${text}`, url, {
            payload: JSON.stringify(replaceAt(baseBody, path, text)),
            contentType: 'application/json',
          }),
        );
      }
    }
    always.push(
      request('body with a __proto__ key', url, {
        payload: `{"__proto__":{"admin":true},${bodyText?.slice(1) ?? '}'}`,
        contentType: 'application/json',
      }),
    );
  }
  // Every call, with a body or not, gets the deep ones: the bound holds before any route is matched.
  for (const [name, text] of deepBodies) {
    always.push(request(`body = ${name}`, url, { payload: text, contentType: 'application/json' }));
  }
  if (cases.length <= plan.maxCasesPerOperation) return [...cases, ...always];
  const random = seededRandom(plan.seed ^ hashText(key));
  const sampled = cases
    .map((entry) => ({ entry, order: random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, plan.maxCasesPerOperation)
    .map(({ entry }) => entry);
  return [...sampled, ...always];
}

function hashText(text: string): number {
  let hash = 2_166_136_261;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16_777_619);
  }
  return hash >>> 0;
}

/** Multipart bodies that are not the upload a file call takes: cut short, malformed, not text. */
export function multipartCases(url: string, headers: Record<string, string>): FuzzCase[] {
  const boundary = '----fuzz';
  const part = (name: string, fileName: string, type: string, content: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n${content}`;
  const bodies: [string, string][] = [
    ['cut short', part('file', 'claves.txt', 'text/plain', 'FE01')],
    ['no closing boundary after the part', `${part('file', 'claves.txt', 'text/plain', 'FE01')}\r\n`],
    ['malformed part header', `--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`],
    ['NUL in the file', `${part('file', 'claves.txt', 'text/plain', 'a\u0000b')}\r\n--${boundary}--\r\n`],
    [
      'binary file',
      `${part('file', 'claves.txt', 'text/plain', '\u00ff\u00fe\u0000\u0001')}\r\n--${boundary}--\r\n`,
    ],
    [
      'traversal file name',
      `${part('file', '../../etc/passwd.txt', 'text/plain', 'x')}\r\n--${boundary}--\r\n`,
    ],
    ['another field', `${part('otro', 'claves.txt', 'text/plain', 'x')}\r\n--${boundary}--\r\n`],
    [
      'two files',
      `${part('file', 'a.txt', 'text/plain', 'x')}\r\n${part('file', 'b.txt', 'text/plain', 'y')}\r\n--${boundary}--\r\n`,
    ],
    ['empty body', ''],
  ];
  return bodies.map(([name, payload]) => ({
    label: `POST ${url} multipart ${name}`,
    method: 'POST',
    url,
    headers: { ...headers },
    payload,
    contentType: `multipart/form-data; boundary=${boundary}`,
  }));
}
