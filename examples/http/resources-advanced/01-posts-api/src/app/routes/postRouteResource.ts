import StripOwnerFieldMiddleware from '@src/app/middleware/StripOwnerFieldMiddleware';
import PostModel from '@src/app/models/PostModel';
import CreatePostValidator from '@src/app/validators/CreatePostValidator';
import UpdatePostValidator from '@src/app/validators/UpdatePostValidator';
import AuthorizeMiddleware from '@src/core/domains/auth/middleware/AuthorizeMiddleware';
import Route from '@src/core/domains/http/router/Route';

export default Route.group({ prefix: '/api' }, router => {
    router.resource({
        prefix: '/posts',
        resource: PostModel,
        middlewares: [AuthorizeMiddleware, StripOwnerFieldMiddleware],
        security: [
            router.security().resourceOwner('userId').when(['create', 'update', 'delete']),
            router.security().rateLimited(100, 1),
        ],
        validation: {
            create: CreatePostValidator,
            update: UpdatePostValidator,
        },
        searching: {
            fields: ['title', 'content'],
        },
        paginate: {
            pageSize: 3,
            allowPageSizeOverride: true,
        },
        sorting: {
            fieldKey: 'sort',
            directionKey: 'direction',
            defaultField: 'createdAt',
            defaultDirection: 'asc',
        },
    });
});
