import CheckController from '@src/app/controllers/CheckController';
import AuthorIdValidator from '@src/app/validators/AuthorIdValidator';
import PostSettingsValidator from '@src/app/validators/PostSettingsValidator';
import Route from '@src/core/domains/http/router/Route';

export default Route.group({ prefix: '/check' }, router => {
    router.post('/author', CheckController, { validator: AuthorIdValidator });
    router.post('/settings', CheckController, { validator: PostSettingsValidator });
});
