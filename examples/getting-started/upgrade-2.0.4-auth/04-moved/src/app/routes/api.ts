import CheckController from "@src/app/controllers/CheckController"
import ExampleController from "@src/app/controllers/ExampleController"
import NoteValidator from "@src/app/validators/NoteValidator"
import AuthorizeMiddleware from "@src/core/domains/auth/middleware/AuthorizeMiddleware"
import SecurityMiddleware from "@src/core/domains/http/middleware/SecurityMiddleware"
import Route from "@src/core/domains/http/router/Route"

export default Route.group(router => {

    router.get('/example', [ExampleController, 'example'])

    // SecurityMiddleware runs after AuthorizeMiddleware here, so hasRole sees the user
    router.group({ prefix: '/checks', middlewares: [AuthorizeMiddleware, SecurityMiddleware] }, router => {

        // Every registered user holds role_user
        router.get('/role', [CheckController, 'passed'], {
            security: [router.security().hasRole('role_user')],
        })

        router.post('/notes', [CheckController, 'passed'], { validator: NoteValidator })

    })

})
