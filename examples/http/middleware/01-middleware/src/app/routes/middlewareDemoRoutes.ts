import StatusController from "@src/app/controllers/StatusController";
import FailingMiddleware from "@src/app/middleware/FailingMiddleware";
import LateAuditMiddleware from "@src/app/middleware/LateAuditMiddleware";
import WelcomeHeaderMiddleware from "@src/app/middleware/WelcomeHeaderMiddleware";
import SecurityMiddleware from "@src/core/domains/http/middleware/SecurityMiddleware";
import Route from "@src/core/domains/http/router/Route";

export default Route.group(router => {
    // listed as a bare class: no config is set
    router.get('/welcome', StatusController, { middlewares: [WelcomeHeaderMiddleware] });

    // with its settings
    router.get('/welcome-configured', StatusController, {
        middlewares: [WelcomeHeaderMiddleware.create({ text: 'Hello' })],
    });

    // execute() throws
    router.get('/flags', StatusController, { middlewares: [FailingMiddleware] });

    // execute() throws after the action answered
    router.get('/audited', StatusController, { middlewares: [LateAuditMiddleware] });

    // SecurityMiddleware built with create() has no route
    router.get('/secured', StatusController, { middlewares: [SecurityMiddleware.create()] });
});
