import ExampleController from "@src/app/controllers/ExampleController"
import RouteMarkMiddleware from "@src/app/middleware/RouteMarkMiddleware"
import Route from "@src/core/domains/http/router/Route"

export default Route.group(router => {

    router.get('/example', [ExampleController, 'example'])

    router.get('/order', [ExampleController, 'example'], { middlewares: [RouteMarkMiddleware] })

})
