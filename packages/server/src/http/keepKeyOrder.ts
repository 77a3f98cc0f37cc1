import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * App configs must survive a save byte for byte in key order, since existing apps are loaded,
 * saved and compared as JSON text and a save without edits must not change it; but a zod
 * object puts its declared keys first when it parses. These compilers validate with the zod
 * schema as usual and then pass on the data exactly as it came.
 */
export const validateKeepingKeyOrder: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const result = validate(data) as { value?: unknown; error?: Error };
    return result.error ? result : { value: data };
  };
};

export const serializeKeepingKeyOrder: FastifySerializerCompiler<ZodType> = (route) => {
  const checkAndSerialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  return (data) => {
    checkAndSerialize(data); // throws when the response does not match its schema
    return JSON.stringify(data);
  };
};
