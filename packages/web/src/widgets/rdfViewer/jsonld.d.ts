// jsonld (digitalbazaar) ships no types; these are the two calls the RDF viewer makes.
declare module 'jsonld' {
  interface JsonLdApi {
    fromRDF(dataset: string, options: { format: 'application/n-quads'; useNativeTypes?: boolean }): Promise<object[]>;
    compact(input: object | object[], context: object, options?: { compactArrays?: boolean }): Promise<Record<string, unknown>>;
  }
  const jsonld: JsonLdApi;
  export default jsonld;
}
