import { beatView } from '@beatmarket/shared';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * The shared beat view as the JSON Schema Fastify compiles into a serializer (fast-json-stringify):
 * no `required` (a list may ask for some `fields` only), a nullable value as one schema with a
 * `null` type (`anyOf` would make the serializer validate every value to pick a branch), and
 * timestamps left untyped, so they go out as JSON.stringify writes a Date.
 */
function serializable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serializable);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { required: _required, $schema: _meta, ...rest } = schema as JsonSchema;
  const anyOf = rest.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some((s) => isNull(s))) {
    const other = serializable(anyOf.find((s) => !isNull(s))) as JsonSchema;
    if (typeof other.type !== 'string') return {};
    const { enum: _enum, ...plain } = other;
    return { ...plain, type: [other.type, 'null'] };
  }
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, serializable(v)]));
}
const isNull = (s: unknown) => typeof s === 'object' && s !== null && (s as JsonSchema).type === 'null';

export const beatSchema = serializable(z.toJSONSchema(beatView, { unrepresentable: 'any', io: 'output' }));

/** `GET /beat/records`: the envelope, beats in `data`, and a meta that the CSRF hook adds to. */
export const beatListResponse = {
  type: 'object',
  properties: {
    data: { type: 'array', items: beatSchema },
    meta: { type: 'object', additionalProperties: true },
  },
};
