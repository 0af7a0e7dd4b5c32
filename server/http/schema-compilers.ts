import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Serializer = (data: unknown) => string;

/** Fastify's own Ajv pool, kept for the process: apps built with the same Ajv options share one Ajv. */
const sharedValidators = AjvCompiler();
const serializerSelector = SerializerSelector();
/** Per set of serializer options, each answer schema's serializer, compiled once however many apps register the call (route.ts reuses the schema objects). */
const serializerPools = new Map<string, WeakMap<object, Serializer>>();

/**
 * The compilers of every app built in this process, shared: Fastify makes fresh ones for each app,
 * and compiling the whole API's checks and answer serializers again cost each app about 1.2 s of CPU,
 * a fifth of the API tests' CPU (each test file builds its own app; docs/testing.md). Ajv keeps
 * what it compiled per schema object, and the serializers are kept here the same way, so only the
 * first app pays; a server process builds one app and sees no change.
 */
export const sharedCompilers: CompilersFactory = {
  buildValidator: sharedValidators,
  buildSerializer: (externalSchemas, options) => {
    const compile = serializerSelector(externalSchemas, options);
    const key = JSON.stringify([externalSchemas, options]);
    const serializers = serializerPools.get(key) ?? new WeakMap<object, Serializer>();
    serializerPools.set(key, serializers);
    return (route) => {
      // An answer schema is always an object (a JSON Schema), never a primitive.
      const schema = route.schema as object;
      const made = serializers.get(schema) ?? (compile(route) as Serializer);
      serializers.set(schema, made);
      return made;
    };
  },
};
