import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/**
 * Fastify's own response serializers (fast-json-stringify), compiled once per schema object in a
 * process instead of once per app: a route's response schemas are the same objects in every app a
 * process builds (the tests build hundreds; a serializer holds no state of its app).
 */
const compiled = new WeakMap<object, unknown>();

export const buildCachedSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => {
    const schema = route.schema as object;
    let serialize = compiled.get(schema) as ReturnType<typeof compile> | undefined;
    if (!serialize) {
      serialize = compile(route);
      compiled.set(schema, serialize);
    }
    return serialize;
  };
};
