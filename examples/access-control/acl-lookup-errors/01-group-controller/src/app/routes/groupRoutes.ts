import GroupController from '@src/app/controllers/GroupController';
import Route from '@src/core/domains/http/router/Route';

export default Route.group({ prefix: '/groups' }, router => {
    router.get('/{name}', [GroupController, 'show']);
    router.get('/unsafe/{name}', [GroupController, 'showUnsafe']);
});
