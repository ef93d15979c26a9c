import CsrfMiddleware from '@src/core/domains/auth/middleware/CsrfMiddlware';
import IHttpConfig from '@src/core/domains/http/interfaces/IHttpConfig';
import BasicLoggerMiddleware from '@src/core/domains/http/middleware/BasicLoggerMiddleware';
import ValidatorMiddleware from '@src/core/domains/validator/middleware/ValidatorMiddleware';
import parseBooleanFromString from '@src/core/util/parseBooleanFromString';
import cors from 'cors';
import express from 'express';
import expressBusboy from 'express-busboy';
import path from 'path';

const config: IHttpConfig = {
    enabled: parseBooleanFromString(process.env.ENABLE_EXPRESS, 'true'),
    port: parseInt(process.env.APP_PORT ?? '5000'),
    globalMiddlewares: [
        express.json(), // kept from 2.0.3
        cors(),
        BasicLoggerMiddleware,
        // SecurityMiddleware moved to the route groups that use security rules (2.0.4–2.0.5)
        ValidatorMiddleware,
        CsrfMiddleware,
    ],
    extendExpress: (app) => {
        expressBusboy.extend(app, {
            upload: true,
            path: path.join(__dirname, '../../storage/tmp'),
            allowedPath: /./
        })
    },
    csrf: {
        methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
        headerName: 'x-xsrf-token',
        ttl: 24 * 60 * 60,
        exclude: ['/auth/login', '/auth/register', '/auth/logout', '/auth/refresh'],
    },
    logging: {
        requests: parseBooleanFromString(process.env.ENABLE_REQUEST_LOGGING, 'true'),
        boundRouteDetails: parseBooleanFromString(process.env.ENABLE_BOUND_ROUTE_DETAILS, 'true'),
    },
};

export default config;
