import type { ApiErrorBody, Endpoint, PathParamName } from '@facturar/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

/** What a handler is asked: the path values, the query and the body as the server's route would read them. */
export type HandledRequest<E extends Endpoint> = {
  params: Record<PathParamName<E['path']>, string>;
  query: URLSearchParams;
  /** The JSON body parsed by the descriptor's body schema; a multipart upload's FormData. */
  body: E['consumes'] extends readonly string[]
    ? FormData
    : E['body'] extends z.ZodType
      ? z.output<E['body']>
      : undefined;
  request: Request;
};

/** A failed answer: the apierror body every server refusal has (DESIGN.md §5). */
export type Refusal = { readonly refusal: ApiErrorBody['apierror'] };

/**
 * What a handler answers: the descriptor's response as the server sends it (checked by the type here and
 * by the schema at run time), a refusal, or, for a file answer (no response schema), a Response.
 */
export type HandledAnswer<E extends Endpoint> =
  (E['response'] extends z.ZodType ? z.input<E['response']> : Response) | Refusal;

export function refuse(status: number, mensaje: string, mensajeSistema?: string): Refusal {
  return { refusal: { status, mensaje, ...(mensajeSistema ? { mensajeSistema } : {}) } };
}

/** A spreadsheet or other file answer of a download endpoint. */
export function fileAnswer(name: string, content = 'PK'): Response {
  return new Response(new Blob([content]), {
    headers: { 'Content-Disposition': `attachment; filename="${name}"` },
  });
}

/**
 * Where a handler and the contract disagree (a body the descriptor refuses, an answer its schema refuses).
 * The screen set-up fails the test that left any, so a handler cannot drift from the contract unseen.
 */
export const contractBreaches: string[] = [];

/** The mock server of the screen tests; the set-up starts it and refuses every call no test handles. */
export const screenServer = setupServer();

async function readBody(endpoint: Endpoint, request: Request): Promise<unknown> {
  if (endpoint.consumes) return request.formData();
  const text = await request.text();
  if (!endpoint.body) return undefined;
  const parsed = endpoint.body.safeParse(text === '' ? undefined : JSON.parse(text));
  if (!parsed.success) {
    contractBreaches.push(
      `${endpoint.method} ${endpoint.path} sent a body its contract refuses: ${parsed.error}`,
    );
    return undefined;
  }
  return parsed.data;
}

function respond(endpoint: Endpoint, answer: unknown): Response {
  if (answer instanceof Response) return answer;
  if (typeof answer === 'object' && answer !== null && 'refusal' in answer) {
    const { refusal } = answer as Refusal;
    return HttpResponse.json({ apierror: refusal }, { status: refusal.status });
  }
  if (endpoint.response) {
    const parsed = endpoint.response.safeParse(answer);
    if (!parsed.success) {
      contractBreaches.push(`${endpoint.method} ${endpoint.path} answered off its contract: ${parsed.error}`);
    }
  }
  return answer === undefined ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(answer as never);
}

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * The mock of one contract call: its method and path come from the descriptor (the web's services sit
 * under `/api`, as the server's runtime configuration says), the resolver gets the request as the server
 * would read it, and its answer is typed and checked against the descriptor's response schema.
 */
export function handle<E extends Endpoint>(
  endpoint: E,
  resolver: (request: HandledRequest<E>) => HandledAnswer<E> | Promise<HandledAnswer<E>>,
): HttpHandler {
  return methods[endpoint.method](endpoint.path, async ({ request, params }) => {
    const body = await readBody(endpoint, request);
    const query = new URL(request.url).searchParams;
    const answer = await resolver({
      params: params as HandledRequest<E>['params'],
      query,
      body: body as HandledRequest<E>['body'],
      request,
    });
    return respond(endpoint, answer);
  });
}

/** Handlers for this test only (the set-up resets them after each). */
export function serve(...handlers: HttpHandler[]): void {
  screenServer.use(...handlers);
}

/** A server page holding all the given rows (the paged answer of a list endpoint). */
export function pageOf<Row>(rows: Row[]) {
  return {
    content: rows,
    numberOfElements: rows.length,
    number: 0,
    totalPages: 1,
    totalElements: rows.length,
  };
}

/** A spreadsheet the user picks (the server is mocked, so its content is not read). */
export function xlsxFile(name: string): File {
  return new File(['PK'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
