// The OpenAPI 3.1 document, made from the routes' declarations (lib/route.ts) as the app registered them. The
// schemas are converted by zod's own JSON Schema generator: it keeps what the Domain schemas say (integer bounds,
// patterns, enums, the input side of a coercion) where @hono/zod-openapi's converter cannot read several of them.
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorEnvelopeSchema, toJsonSchema } from './route.ts';

/** Every way a caller proves who it is; AUTH in lib/route.ts names these. */
export const SECURITY_SCHEMES: Record<string, Record<string, unknown>> = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'POST /api/v1/auth (또는 /signup, /tokenRefresh)이 주는 access token. 토큰 갱신에는 refresh token, 회원가입에는 signup token을 보내요.',
  },
  metricsToken: { type: 'http', scheme: 'bearer', description: '서버 설정 METRICS_TOKEN의 값' },
};

type Json = Record<string, unknown>;

function schemaOf(schema: unknown, io: 'input' | 'output'): unknown {
  if (schema === errorEnvelopeSchema) return { $ref: '#/components/schemas/ErrorEnvelope' };
  return schema instanceof z.ZodType ? toJsonSchema(schema, io) : schema;
}

function content(media: Record<string, unknown> | undefined, io: 'input' | 'output') {
  if (!media) return undefined;
  return Object.fromEntries(
    Object.entries(media).map(([type, value]) => {
      const { schema, ...rest } = value as { schema?: unknown };
      return [type, { ...rest, schema: schemaOf(schema, io) }];
    }),
  );
}

/**
 * Query and path parameters: each property of the object schema, described as the value it becomes (`integer`
 * with its bounds rather than the text it arrives as); lists travel comma-separated.
 */
function parameters(schema: unknown, location: 'query' | 'path'): Json[] {
  if (!(schema instanceof z.ZodType)) return [];
  const output = toJsonSchema(schema, 'output') as { properties?: Record<string, Json> };
  const input = toJsonSchema(schema, 'input') as { required?: string[] };
  return Object.entries(output.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (input.required?.includes(name) ?? false),
    schema: property,
    ...(property.type === 'array' ? { style: 'form', explode: false } : {}),
  }));
}

const operationId = (method: string, path: string) =>
  `${method}${path
    .replace(/^\/api(\/v1)?/, '')
    .split(/[/{}.-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;

export function openApiDocument(
  app: OpenAPIHono<never> | { openAPIRegistry: OpenAPIHono['openAPIRegistry'] },
) {
  const paths: Record<string, Record<string, Json>> = {};
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { method, path: routingPath, request, responses, ...operation } = definition.route as RouteConfig;
    // A parameter with a pattern for the router (`{key{.+}}`) is plain `{key}` in the document.
    const path = routingPath.replace(/\{(\w+)\{[^}]*\}\}/g, '{$1}');
    const body = request?.body;
    const item: Json = {
      operationId: operation.operationId ?? operationId(method, path),
      ...operation,
      parameters: [...parameters(request?.params, 'path'), ...parameters(request?.query, 'query')],
      ...(body
        ? {
            requestBody: {
              ...body,
              content: content(body.content as Record<string, unknown>, 'input'),
            },
          }
        : {}),
      responses: Object.fromEntries(
        Object.entries(responses).map(([status, response]) => {
          const { content: media, ...rest } = response as { content?: Record<string, unknown> };
          return [status, { ...rest, ...(media ? { content: content(media, 'output') } : {}) }];
        }),
      ),
    };
    paths[path] ??= {};
    (paths[path] as Record<string, Json>)[method] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '찐빵 API',
      version: '1.0.0',
      description:
        '찐빵 (JJinBBang) API. 모든 JSON 응답은 `{ code, message, data }`이고 HTTP 상태가 `code`와 같아요. 오류 응답에는 문의할 때 알려 줄 `requestId`가 함께 와요 (응답 헤더 `X-Request-Id`와 같아요).',
    },
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: { ErrorEnvelope: toJsonSchema(errorEnvelopeSchema, 'output') },
    },
    paths,
  };
}
