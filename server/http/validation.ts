/**
 * Request validation: bodies are checked strictly (no type coercion, unknown
 * fields refused when a schema says `additionalProperties: false`), while
 * query strings and path params, which are always text, are coerced to the
 * schema's types.
 */
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats ships CommonJS; its default export lands on `.default` under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

function build(options: Options): Ajv {
  const ajv = new Ajv({ allErrors: false, removeAdditional: false, useDefaults: true, strict: false, ...options });
  addFormats(ajv);
  return ajv;
}

const strict = build({ coerceTypes: false });
const lenient = build({ coerceTypes: 'array' });

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? strict : lenient;
  return ajv.compile(schema as object);
};

/** Checks (and coerces, as query strings are) a value against a schema outside a route. */
export function queryChecker<T>(schema: object): (value: Record<string, unknown>) => T | null {
  const check = lenient.compile(schema);
  return (value) => {
    const copy = { ...value };
    return check(copy) ? (copy as T) : null;
  };
}
