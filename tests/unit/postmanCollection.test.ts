/**
 * The downloadable Postman collection (static/data/larascript-2.0.postman_collection.json) must stay
 * importable as a Postman v2.1 collection and cover every endpoint the 2.0 docs describe.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface PostmanVariable {
  key: string;
  value?: string;
  disabled?: boolean;
}

interface PostmanAuth {
  type: string;
  bearer?: PostmanVariable[];
}

interface PostmanUrl {
  raw: string;
  host?: string[];
  path?: string[];
  query?: PostmanVariable[];
  variable?: PostmanVariable[];
}

interface PostmanRequest {
  method: string;
  url: PostmanUrl | string;
  auth?: PostmanAuth;
  header?: PostmanVariable[];
  body?: { mode: string; raw?: string };
  description?: string;
}

interface PostmanEvent {
  listen: string;
  script: { type?: string; exec: string[] | string };
}

interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: PostmanRequest;
  event?: PostmanEvent[];
}

interface PostmanCollection {
  info: { _postman_id?: string; name: string; schema: string; description?: string };
  item: PostmanItem[];
  variable?: PostmanVariable[];
}

interface FlatRequest {
  name: string;
  method: string;
  path: string;
  item: PostmanItem;
  request: PostmanRequest;
}

const siteRoot = join(__dirname, '..', '..');
const collectionFile = join(siteRoot, 'static', 'data', 'larascript-2.0.postman_collection.json');
const imageFile = join(siteRoot, 'static', 'images', 'postman', 'larascript-collection.svg');

const collection = JSON.parse(readFileSync(collectionFile, 'utf8')) as PostmanCollection;

/** `{{baseUrl}}/posts/:id?page=1` → `/posts/{id}` */
function pathOf(url: PostmanUrl | string): string {
  const segments =
    typeof url === 'string'
      ? url
          .replace(/^\{\{baseUrl\}\}/, '')
          .split('?')[0]
          .split('/')
      : (url.path ??
        url.raw
          .replace(/^\{\{baseUrl\}\}/, '')
          .split('?')[0]
          .split('/'));
  const cleaned = segments
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment));
  return `/${cleaned.join('/')}`;
}

function flatten(items: PostmanItem[]): FlatRequest[] {
  return items.flatMap((item): FlatRequest[] => {
    if (item.item) return flatten(item.item);
    if (!item.request) return [];
    return [
      {
        name: item.name,
        method: item.request.method.toUpperCase(),
        path: pathOf(item.request.url),
        item,
        request: item.request,
      },
    ];
  });
}

const requests = flatten(collection.item);
const find = (method: string, path: string): FlatRequest | undefined =>
  requests.find((r) => r.method === method && r.path === path);
const variable = (key: string): PostmanVariable | undefined => (collection.variable ?? []).find((v) => v.key === key);
const scriptOf = (item: PostmanItem): string =>
  (item.event ?? [])
    .filter((e) => e.listen === 'test')
    .map((e) => (Array.isArray(e.script.exec) ? e.script.exec.join('\n') : e.script.exec))
    .join('\n');
const bodyOf = (request: PostmanRequest): Record<string, unknown> =>
  JSON.parse(request.body?.raw ?? '{}') as Record<string, unknown>;

const documentedEndpoints: Array<[string, string]> = [
  ['POST', '/auth/register'],
  ['POST', '/auth/login'],
  ['GET', '/auth/user'],
  ['PATCH', '/auth/update'],
  ['POST', '/auth/refresh'],
  ['POST', '/auth/logout'],
  ['GET', '/health'],
  ['GET', '/csrf'],
  ['GET', '/posts'],
  ['POST', '/posts'],
  ['GET', '/posts/{id}'],
  ['PATCH', '/posts/{id}'],
  ['DELETE', '/posts/{id}'],
];

const publicEndpoints = new Set(['POST /auth/register', 'POST /auth/login', 'GET /health', 'GET /csrf']);

describe('Postman collection for Larascript 2.0', () => {
  it('declares the Postman v2.1 schema and a name', () => {
    expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    expect(collection.info.name).toBe('Larascript Framework 2.0');
  });

  it('defaults baseUrl to the framework port 5000 and declares a token variable', () => {
    expect(variable('baseUrl')?.value).toBe('http://localhost:5000');
    expect(variable('token')).toBeDefined();
  });

  it.each(documentedEndpoints)('contains %s %s', (method, path) => {
    expect(find(method, path)).toBeDefined();
  });

  it('contains no request beyond the documented endpoints', () => {
    const documented = new Set(documentedEndpoints.map(([method, path]) => `${method} ${path}`));
    expect(requests.map((r) => `${r.method} ${r.path}`).filter((key) => !documented.has(key))).toEqual([]);
  });

  it('builds every URL on {{baseUrl}}', () => {
    for (const r of requests) {
      const raw = typeof r.request.url === 'string' ? r.request.url : r.request.url.raw;
      expect(raw.startsWith('{{baseUrl}}/')).toBe(true);
    }
  });

  it('stores data.token from the login response in the token variable', () => {
    const login = find('POST', '/auth/login');
    expect(login).toBeDefined();
    const script = scriptOf(login!.item);
    expect(script).toContain('body.data.token');
    expect(script).toContain("pm.collectionVariables.set('token'");
  });

  it('sends Bearer {{token}} on every authorized request and nothing on public ones', () => {
    for (const r of requests) {
      const key = `${r.method} ${r.path}`;
      if (publicEndpoints.has(key)) {
        expect(r.request.auth?.type ?? 'noauth').toBe('noauth');
      } else {
        expect(r.request.auth?.type).toBe('bearer');
        expect(r.request.auth?.bearer?.find((b) => b.key === 'token')?.value).toBe('{{token}}');
      }
    }
  });

  it('uses realistic JSON bodies matching the docs', () => {
    expect(bodyOf(find('POST', '/auth/register')!.request)).toEqual(
      expect.objectContaining({
        email: expect.any(String),
        password: expect.any(String),
        firstName: expect.any(String),
      }),
    );
    expect(Object.keys(bodyOf(find('POST', '/auth/login')!.request)).sort()).toEqual(['email', 'password']);
    expect(bodyOf(find('PATCH', '/auth/update')!.request)).toEqual(
      expect.objectContaining({ firstName: expect.any(String), lastName: expect.any(String) }),
    );
    expect(bodyOf(find('POST', '/posts')!.request)).toEqual(
      expect.objectContaining({ title: expect.any(String), content: expect.any(String) }),
    );
    for (const r of requests.filter((request) => request.request.body)) {
      expect(r.request.header?.some((h) => h.key === 'Content-Type' && h.value === 'application/json')).toBe(true);
    }
  });

  it('explains that 2.0.x resources bind the update as PUT', () => {
    expect(find('PATCH', '/posts/{id}')?.request.description).toMatch(/PUT/);
  });

  it('is drawn in the docs image (run scripts/render-postman-image.mjs after editing)', () => {
    const svg = readFileSync(imageFile, 'utf8');
    expect(Buffer.byteLength(svg)).toBeLessThan(15 * 1024);
    for (const r of requests) expect(svg).toContain(`>${r.name}</text>`);
  });
});
