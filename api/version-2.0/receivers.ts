// The values the 2.0 docs name in inline code without declaring them (`context.getBody()`,
// `post.save()`, `router.resource()`), each with the type it has in the pages' samples, and the
// third-party names prose may use (`ObjectId`). `npm run check:samples` compiles every probe of a page's
// inline code against these declarations and the 2.0.6 checkout; the build resolves the members of the
// receivers whose type is an API reference entry against reference.json. A span whose receiver is not
// declared here (nor a framework or docs name) is reported as unclassified: declare it here, with the
// type a reader would have, or write the span with a declared receiver. CONTRIBUTING.md, "Inline code
// is checked too", gives the whole rule.
import type { Document, Collection as MongoCollection } from 'mongodb';
import type { Pool } from 'pg';
import type User from '@src/app/models/auth/User';
import type PostModel from '@src/app/models/PostModel';
import type ApiToken from '@src/core/domains/auth/models/ApiToken';
import type Collection from '@src/core/domains/collections/Collection';
import type { IEloquent } from '@src/core/domains/eloquent/interfaces/IEloquent';
import type HttpContext from '@src/core/domains/http/context/HttpContext';
import type IHttpService from '@src/core/domains/http/interfaces/IHttpService';
import type { IRouter } from '@src/core/domains/http/interfaces/IRouter';
import type { IModel, ModelConstructor } from '@src/core/domains/models/interfaces/IModel';

/** The request's context in a controller action, a middleware or a validator. */
export declare const context: HttpContext;
/** The router a route file's callback receives (`Route.group(router => …)`). */
export declare const router: IRouter;
/** The HTTP service, `app('http')` or `http()`. */
export declare const httpService: IHttpService;
/** A user from the `User` model of the template. */
export declare const user: User;
/** An API token (`context.getApiToken()`). */
export declare const apiToken: ApiToken;
/** The blog's post, the docs' running example (`src/app/models/PostModel.ts`). */
export declare const post: PostModel;
/** Posts fetched with `.get()` or `.all()`: a collection. */
export declare const posts: Collection<PostModel>;
export declare const drafts: Collection<PostModel>;
/** A query builder over posts (`PostModel.query<PostModel>()` or `queryBuilder(PostModel)`). */
export declare const query: IEloquent<PostModel>;
/** Any model, and any model class. */
export declare const model: IModel;
export declare const ModelCtor: ModelConstructor;
/** A MongoDB collection and a PostgreSQL pool, as the adapters hand them out. */
export declare const collection: MongoCollection<Document>;
export declare const pool: Pool;

export type { Db, MongoClient, MongoClientOptions, ObjectId } from 'mongodb';
export type { QueryResult } from 'pg';
export type { ModelAttributes, QueryInterface, QueryInterfaceCreateTableOptions, QueryInterfaceDropTableOptions } from 'sequelize';
export { default as express } from 'express';
export { default as cors } from 'cors';
