/**
 * Content of the home page: the feature grid (nine features, each pointing at a section below) and
 * the feature sections (explanation, a realistic 2.0 code sample, a link to the docs page).
 * Docs links are paths inside the latest docs version, e.g. `http/routing`.
 */

export type FeatureIcon = 'server' | 'routes' | 'layers' | 'database' | 'model' | 'key' | 'shield' | 'check' | 'plug';

export interface Feature {
  title: string;
  summary: string;
  icon: FeatureIcon;
  /** Id of the section the icon scrolls to. */
  section: string;
}

export interface FeatureSection {
  id: string;
  eyebrow: string;
  title: string;
  paragraphs: string[];
  code: string;
  codeTitle: string;
  docsPath: string;
  docsLabel: string;
}

export const features: readonly Feature[] = [
  {
    title: 'Express HTTP layer',
    summary: 'Controllers, a request context and JSON helpers on top of Express 4.',
    icon: 'server',
    section: 'express',
  },
  {
    title: 'Resourceful routing',
    summary: 'Route groups, and full CRUD for a model from a single resource call.',
    icon: 'routes',
    section: 'routing',
  },
  {
    title: 'Middleware',
    summary: 'Class-based middleware with typed configuration, per route or global.',
    icon: 'layers',
    section: 'middleware',
  },
  {
    title: 'PostgreSQL and MongoDB',
    summary: 'Two databases behind one query builder; pick per connection or per model.',
    icon: 'database',
    section: 'databases',
  },
  {
    title: 'Type-safe models',
    summary: 'Models typed by their attributes, with casts, observers and relationships.',
    icon: 'model',
    section: 'models',
  },
  {
    title: 'JWT authentication',
    summary: 'Register, login, refresh and logout routes with API tokens out of the box.',
    icon: 'key',
    section: 'authentication',
  },
  {
    title: 'Roles and scopes',
    summary: 'Groups grant roles, roles grant scopes; routes ask for the ones they need.',
    icon: 'shield',
    section: 'authentication',
  },
  {
    title: 'Validation',
    summary: 'Rule classes and validator files; bad input gets a 422 with every error.',
    icon: 'check',
    section: 'validation',
  },
  {
    title: 'Service providers',
    summary: 'Register services in a container, then boot them once everything is bound.',
    icon: 'plug',
    section: 'providers',
  },
];

export const sections: readonly FeatureSection[] = [
  {
    id: 'express',
    eyebrow: 'HTTP',
    title: 'An Express server, organized',
    paragraphs: [
      'Larascript runs on Express 4 and listens on port 5000 unless you say otherwise. Every request gets an id, a session and a context object, so a controller action receives the route parameters first and the context last.',
      'Controllers answer with helpers such as `jsonResponse`, `created` and `noContent`, and errors become consistent JSON responses, with stack traces only in development.',
    ],
    codeTitle: 'src/app/controllers/PostController.ts',
    code: `import Controller from '@src/core/domains/http/base/Controller';
import HttpContext from '@src/core/domains/http/context/HttpContext';
import PostModel from '@src/app/models/PostModel';

export default class PostController extends Controller {
  // GET /posts/{id}: the route parameter first, the context last.
  async show(id: string, context: HttpContext) {
    const post = await PostModel.query().findOrFail(id);

    this.jsonResponse({
      data: await post.toObject(),
      requestId: context.getId(),
    });
  }
}`,
    docsPath: 'http/introduction',
    docsLabel: 'Read about the HTTP layer',
  },
  {
    id: 'routing',
    eyebrow: 'Routing',
    title: 'Resourceful routes in one call',
    paragraphs: [
      'Group routes under a prefix and share middleware between them. A resource route gives a model its index, show, create, update and delete endpoints, with pagination, filtering and sorting you switch on with options.',
      'Responses come back wrapped as `{ meta, data }`, so clients always find the pagination details in the same place.',
    ],
    codeTitle: 'src/app/routes/postRoutes.ts',
    code: `import Route from '@src/core/domains/http/router/Route';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import PostModel from '@src/app/models/PostModel';

export default Route.group({ prefix: '/posts', middlewares: [AuthorizeMiddleware] }, (router) => {
  router.resource({
    prefix: '/',
    resource: PostModel,
    paginate: { pageSize: 10, allowPageSizeOverride: true },
    sorting: { fieldKey: 'sort', directionKey: 'direction', defaultField: 'createdAt', defaultDirection: 'asc' },
  });
});`,
    docsPath: 'http/resources',
    docsLabel: 'Read about resource routes',
  },
  {
    id: 'middleware',
    eyebrow: 'Middleware',
    title: 'Middleware as small classes',
    paragraphs: [
      'A middleware extends one base class, implements `execute` and calls `next()` to let the request through. Attach it to a route, a group, or to every request from the HTTP configuration.',
      'Middleware reads the same context as controllers: the user, the API token, the route and the request body.',
    ],
    codeTitle: 'src/app/middleware/AuditMiddleware.ts',
    code: `import Middleware from '@src/core/domains/http/base/Middleware';
import HttpContext from '@src/core/domains/http/context/HttpContext';
import { logger } from '@src/core/domains/logger/services/LoggerService';

export default class AuditMiddleware extends Middleware {
  async execute(context: HttpContext): Promise<void> {
    const user = context.getUser();
    logger().info(\`\${context.getMethod()} \${context.getRequest().path} by \${user ? user.getId() : 'a guest'}\`);
    this.next();
  }
}`,
    docsPath: 'http/middleware',
    docsLabel: 'Read about middleware',
  },
  {
    id: 'databases',
    eyebrow: 'Databases',
    title: 'PostgreSQL and MongoDB, one query builder',
    paragraphs: [
      'Configure a PostgreSQL connection, a MongoDB connection, or both. The query builder speaks to each in its own language, SQL for one and aggregation pipelines for the other, while your code stays the same.',
      'Each model chooses its connection, and a query can name another connection when it needs to.',
    ],
    codeTitle: 'src/app/services/PostStats.ts',
    code: `import { queryBuilder } from '@src/core/domains/eloquent/services/EloquentQueryBuilderService';
import PostModel from '@src/app/models/PostModel';

// The same query runs on the model's default connection (PostgreSQL here)...
const latest = await queryBuilder(PostModel)
  .whereNotNull('postedAt')
  .orderBy('postedAt', 'desc')
  .limit(5)
  .get();

// ...or on the MongoDB connection, by naming it.
const drafts = await queryBuilder(PostModel, 'mongodb').whereNull('postedAt').count();`,
    docsPath: 'database/introduction',
    docsLabel: 'Read about databases',
  },
  {
    id: 'models',
    eyebrow: 'Models',
    title: 'Models typed by their attributes',
    paragraphs: [
      'A model declares its table, the fields it accepts, the fields it hides from API responses, and the date fields it manages. Its attributes are a TypeScript interface, so reading them is type-checked.',
      'Casts, encrypted attributes, observers, lifecycle events, factories and relationships all hang off the same class.',
    ],
    codeTitle: 'src/app/models/PostModel.ts',
    code: `import Model from '@src/core/domains/models/base/Model';
import { IModelAttributes } from '@src/core/domains/models/interfaces/IModel';

export interface PostAttributes extends IModelAttributes {
  title: string;
  content: string;
  userId: string;
  privateComments?: string;
  postedAt?: Date;
}

export default class PostModel extends Model<PostAttributes> {
  public table = 'posts';

  public fields = ['title', 'content', 'userId', 'privateComments', 'postedAt', 'createdAt', 'updatedAt'];

  // Kept out of toObject(), so API responses never show it.
  public guarded = ['privateComments'];

  public dates = ['postedAt', 'createdAt', 'updatedAt'];
}`,
    docsPath: 'models/introduction',
    docsLabel: 'Read about models',
  },
  {
    id: 'query-builder',
    eyebrow: 'Query builder',
    title: 'Queries that read like sentences',
    paragraphs: [
      'Chain `where`, `orderBy`, `limit` and friends, then fetch models or a collection. Aggregates, joins, relationships and inserts use the same builder.',
      'Need the one record or a 404? `findOrFail` and `firstOrFail` throw `ModelNotFound` for you.',
    ],
    codeTitle: 'src/app/controllers/FeedController.ts',
    code: `import PostModel from '@src/app/models/PostModel';

const mine = await PostModel.query()
  .where('userId', '=', currentUserId)
  .orderBy('createdAt', 'desc')
  .get();

const first = await PostModel.query().where('title', 'like', '%release%').first();
const published = await PostModel.query().whereNotNull('postedAt').count();`,
    docsPath: 'query-builder/introduction',
    docsLabel: 'Read about the query builder',
  },
  {
    id: 'authentication',
    eyebrow: 'Authentication',
    title: 'JWT authentication, roles and scopes',
    paragraphs: [
      'New projects come with register, login, user, update, refresh and logout routes under `/auth`. Tokens are JWTs backed by stored API tokens that can expire and be revoked.',
      'Users belong to groups, groups grant roles, and roles grant scopes. Routes ask for a role or for scopes, and a request without them gets a 403.',
    ],
    codeTitle: 'src/app/routes/accountRoutes.ts',
    code: `import Route from '@src/core/domains/http/router/Route';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import { authJwt } from '@src/core/domains/auth/services/JwtAuthService';
import AccountController from '@src/app/controllers/AccountController';

// POST /auth/login does this for you; your own code can do the same.
const token = await authJwt().attemptCredentials('ada@example.com', 'a long passphrase');

// Only requests with a valid "Authorization: Bearer <token>" header get through.
export default Route.group({ prefix: '/account', middlewares: [AuthorizeMiddleware] }, (router) => {
  router.get('/', [AccountController, 'show']);
});`,
    docsPath: 'auth/introduction',
    docsLabel: 'Read about authentication',
  },
  {
    id: 'validation',
    eyebrow: 'Validation',
    title: 'Validation before your controller runs',
    paragraphs: [
      'Describe the input with rule classes: required, string, min and max, email, unique, file size and many more. Attach the validator to a route and it runs before the controller.',
      'When the input fails, the client gets a 422 response listing every error by field, and your controller never sees the bad data.',
    ],
    codeTitle: 'src/app/validators/CreatePostValidator.ts',
    code: `import BaseCustomValidator from '@src/core/domains/validator/base/BaseCustomValidator';
import { IRulesObject } from '@src/core/domains/validator/interfaces/IRule';
import RequiredRule from '@src/core/domains/validator/rules/RequiredRule';
import StringRule from '@src/core/domains/validator/rules/StringRule';
import MinRule from '@src/core/domains/validator/rules/MinRule';

export default class CreatePostValidator extends BaseCustomValidator {
  protected rules: IRulesObject = {
    title: [new RequiredRule(), new StringRule(), new MinRule(3)],
    content: [new RequiredRule(), new StringRule()],
  };

  protected messages: Record<string, string> = {
    'title.min': 'Give the post a title of at least :min characters.',
  };
}`,
    docsPath: 'validation/introduction',
    docsLabel: 'Read about validation',
  },
  {
    id: 'providers',
    eyebrow: 'Service providers',
    title: 'Services wired up by providers',
    paragraphs: [
      'Providers register services in the application container, then boot once every provider has registered, so a service can rely on any other.',
      'Anything you bind is one `app()` call away from every controller, command and event, with its type known.',
    ],
    codeTitle: 'src/app/providers/PaymentProvider.ts',
    code: `import BaseProvider from '@src/core/base/Provider';
import PaymentService from '@src/app/services/PaymentService';

export default class PaymentProvider extends BaseProvider {
  // First pass: only bind services.
  async register(): Promise<void> {
    this.bind('payment', new PaymentService());
  }

  // Second pass: every provider has registered, so other services are available.
  async boot(): Promise<void> {
    this.log('Payment service ready');
  }
}`,
    docsPath: 'service-providers/introduction',
    docsLabel: 'Read about service providers',
  },
];

export interface BuiltWithLogo {
  name: string;
  src: string;
  href: string;
}

export const builtWith: readonly BuiltWithLogo[] = [
  { name: 'Node.js', src: '/img/built-with/nodejs.svg', href: 'https://nodejs.org/' },
  { name: 'TypeScript', src: '/img/built-with/typescript.svg', href: 'https://www.typescriptlang.org/' },
  { name: 'Express', src: '/img/built-with/express.svg', href: 'https://expressjs.com/' },
  { name: 'PostgreSQL', src: '/img/built-with/postgresql.svg', href: 'https://www.postgresql.org/' },
  { name: 'MongoDB', src: '/img/built-with/mongodb.svg', href: 'https://www.mongodb.com/' },
];
