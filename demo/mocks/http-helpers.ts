// Small pieces every fake endpoint uses.
import { delay, HttpResponse, type HttpResponseResolver } from "msw";

/** An error answer with a JSON body. */
export const problem = (status: number, message: string, details?: unknown) => HttpResponse.json({ status, message, details }, { status });

/** The failure scenarios' answer: a 500 with a JSON body. */
export const serverError = () => problem(500, "Internal server error");

/** A query parameter of the request, or null. */
export const query = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

/** The request's JSON body, or undefined when it has none or it is broken. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** Delays a resolver by latencyMs (if positive): the demo's stand-in for a slow network. */
export function withLatency(latencyMs: number, resolver: HttpResponseResolver): HttpResponseResolver {
  if (latencyMs <= 0) return resolver;
  return async (info) => {
    await delay(latencyMs);
    return resolver(info);
  };
}
