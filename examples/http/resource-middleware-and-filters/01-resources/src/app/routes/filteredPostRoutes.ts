import PostModel from '@src/app/models/PostModel';
import Route from '@src/core/domains/http/router/Route';

export default Route.group(router => {
    router.resource({
        prefix: '/published-posts',
        resource: PostModel,
        only: ['index'],
        filters: {
            title: 'Published',
        },
        searching: {
            fields: ['title', 'userId'],
        },
    });
});
