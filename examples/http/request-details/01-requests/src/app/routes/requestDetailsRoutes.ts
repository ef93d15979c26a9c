import ArgumentsController from "@src/app/controllers/ArgumentsController";
import RequestDetailsController from "@src/app/controllers/RequestDetailsController";
import PostTitleValidator from "@src/app/validators/PostTitleValidator";
import Route from "@src/core/domains/http/router/Route";

export default Route.group({ prefix: '/details' }, router => {
    // a controller class as the action, on a path without and with a parameter
    router.get('/arguments', ArgumentsController);
    router.get('/arguments/{id}', ArgumentsController);
    router.get('/arguments/{userId}/posts/{postId}', ArgumentsController);

    router.patch('/posts/{id}', [RequestDetailsController, 'body'], { validator: PostTitleValidator });

    router.get('/request-id', [RequestDetailsController, 'requestId']);
    router.get('/slow', [RequestDetailsController, 'slow']);
    router.get('/marker', [RequestDetailsController, 'marker']);
    router.get('/stored-requests', [RequestDetailsController, 'storedRequests']);
});
