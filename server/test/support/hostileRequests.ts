import fc from 'fast-check';
import type { RegisteredRoute } from '../../src/plugins/routeRegistryPlugin';

/**
 * Requests built from a route's schema with malformed, missing, oversized and hostile values,
 * for the bad-input test (noServerErrors.test.ts): every field is left out, well formed (so the
 * route's rules run), hostile text or of the wrong shape; bodies go as JSON, urlencoded or
 * multipart, or are broken on the wire.
 */

/** The part of a JSON schema (TypeBox's output) the generator reads. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  '1; DROP TABLE members; --',
  "1' UNION SELECT email, password_hash FROM members --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999',
  '2147483648',
  '-2147483649',
  '[]',
  '{}',
  '{"$gt": ""}',
  '["a", "b"]',
  'true',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '__proto__',
  'constructor',
  '1,2,3,,,',
  'data:image/png;base64,AAAA',
  'data:image/png;base64,!!!not base64!!!',
  'data:text/html,<script>alert(1)</script>',
  'http://169.254.169.254/latest/meta-data/',
  '/uploads/../../etc/passwd',
  'مرحبا بالعالم',
  '\u202e\u0645\u200b',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\ud800',
  'a'.repeat(20_000),
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1.5, -0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e20, -1e20, 1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of the wrong type: numbers, booleans, null, arrays and nested objects. */
const wrongShape: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(hostileString, tie('value')), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', '$gt', 'length', '0', 'toString'), tie('value'), {
      maxKeys: 3,
    }),
  ),
})).value;

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** A value the schema accepts, so the route's own rules (not only validation) are reached. */
function wellFormed(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(wellFormed));
  switch (typesOf(schema)[0] ?? 'any') {
    case 'string':
      return schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern))
        : fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 40 });
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? -(2 ** 31),
        max: schema.maximum ?? 2 ** 31 - 1,
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? wellFormed(schema.items) : hostileString, { maxLength: 4 });
    case 'object':
      return objectOf(schema);
    default:
      return hostileString;
  }
}

/** Any field: left to the object to omit, or well formed, hostile text or of the wrong shape. */
function anyValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: wellFormed(schema) },
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: wrongShape },
  );
}

/** An object of the schema's fields, each one possibly missing, plus unknown or risky keys. */
function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [name, anyValue(field)]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('unknown_field', 'constructor', 'user_id'), anyValue({}), {
        maxKeys: 2,
      }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/**
 * A body of the schema: every field at once, or a single field alone, so that a bad value in
 * one field is not always masked by another field's refusal.
 */
function bodyOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  if (fields.length === 0) return objectOf(schema);
  const single = fc
    .constantFrom(...fields)
    .chain(([name, field]) => anyValue(field).map((value) => ({ [name]: value })));
  return fc.oneof(objectOf(schema), single);
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

function valuesOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function urlencoded(body: Record<string, unknown>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    for (const each of valuesOf(value)) form.append(name, asText(each));
  }
  return form.toString();
}

/** multipart/form-data by hand, so repeated fields, file parts and broken parts can be sent. */
function multipart(
  body: Record<string, unknown>,
  fileFields: ReadonlySet<string>,
  boundary: string,
): Buffer {
  const parts = Object.entries(body).flatMap(([name, value]) =>
    valuesOf(value).map((each) => {
      const disposition = fileFields.has(name)
        ? `form-data; name="${name}"; filename="photo.png"\r\nContent-Type: image/png`
        : `form-data; name="${name}"`;
      return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${asText(each)}\r\n`;
    }),
  );
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
}

/** Bodies broken on the wire: bad JSON, bad multipart, unknown or lying content types. */
const BROKEN_BODIES: readonly { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"user_id": ' },
  { contentType: 'application/json', payload: '[1, 2' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"a string"' },
  { contentType: 'application/json', payload: '12345678901234567890' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  { contentType: 'application/json', payload: '{"constructor": {"prototype": {"x": 1}}}' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'multipart/form-data', payload: 'no boundary at all' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--x--',
  },
  { contentType: 'application/x-www-form-urlencoded', payload: '%%%=%E0%A4%A' },
  { contentType: 'text/plain', payload: 'user_id=1' },
  { contentType: 'application/xml', payload: '<user_id>1</user_id>' },
];

/** What the test sends: `app.inject` options with everything it prints spelled out. */
export interface HostileRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

const remoteAddress = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

/** Bad input for one route: its body (POST) or query (GET), encoded every way a client may. */
export function hostileRequest(route: RegisteredRoute): fc.Arbitrary<HostileRequest> {
  const base = { method: route.method as HostileRequest['method'], url: route.url };
  const schema = (route.schema ?? {}) as { body?: JsonSchema; querystring?: JsonSchema };

  if (route.method === 'GET') {
    return fc.tuple(objectOf(schema.querystring ?? {}), remoteAddress).map(([query, address]) => ({
      ...base,
      headers: {},
      url: `${route.url}?${urlencoded(query)}`,
      remoteAddress: address,
    }));
  }

  const body = bodyOf(schema.body ?? {});
  const json = body.map((fields) => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(fields),
  }));
  const form = body.map((fields) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: urlencoded(fields),
  }));
  const formData = fc
    .tuple(body, fc.subarray(Object.keys(schema.body?.properties ?? {})))
    .map(([fields, files]) => {
      const boundary = '----hostile-boundary-7d';
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipart(fields, new Set(files), boundary),
      };
    });
  const broken = fc.constantFrom(...BROKEN_BODIES).map(({ contentType, payload }) => ({
    headers: { 'content-type': contentType },
    payload,
  }));
  return fc
    .tuple(
      fc.oneof(
        { weight: 3, arbitrary: json },
        { weight: 2, arbitrary: form },
        { weight: 2, arbitrary: formData },
        { weight: 1, arbitrary: broken },
      ),
      remoteAddress,
    )
    .map(([encoded, address]) => ({ ...base, ...encoded, remoteAddress: address }));
}

/** A body just over the route's limit (Fastify's default is 1 MiB). */
export function oversizedRequest(route: RegisteredRoute): HostileRequest {
  const limit = route.bodyLimit ?? 1024 * 1024;
  return {
    method: route.method as HostileRequest['method'],
    remoteAddress: '10.255.255.255',
    url: route.url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ user_id: '1', file: 'a'.repeat(limit) }),
  };
}

/** The names socket payloads use for members, chats, messages and their text. */
const SOCKET_FIELDS = [
  'chatid',
  'join_id',
  'sender_id',
  'receiver_id',
  'message',
  'message_id',
  'since',
  'client_id',
  'upload_image',
  'feed_id',
];

const idOrText: JsonSchema = {
  anyOf: [{ type: 'integer', minimum: 1, maximum: 50 }, { type: 'string' }],
};

/**
 * A socket event's payload: a value of the wrong shape, or an object of the fields socket
 * payloads use, each missing, plausible, hostile or of the wrong shape (nested too).
 */
export const hostileSocketPayload: fc.Arbitrary<unknown> = fc.oneof(
  wrongShape,
  hostileString,
  objectOf({
    properties: Object.fromEntries(
      SOCKET_FIELDS.map((name) => [
        name,
        name === 'message'
          ? { anyOf: [idOrText, { type: 'object', properties: { client_id: {}, message: {} } }] }
          : idOrText,
      ]),
    ),
  }),
);
