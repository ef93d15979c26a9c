import WelcomeController from "@src/app/controllers/WelcomeController"
import CheckController from "@src/app/controllers/CheckController"
import AvatarValidator from "@src/app/validators/AvatarValidator"
import TagsValidator from "@src/app/validators/TagsValidator"
import UploadPostPhotosValidator from "@src/app/validators/UploadPostPhotosValidator"
import CreateUserValidator from "@src/app/validators/user/CreateUserValidator"
import Route from "@src/core/domains/http/router/Route"

export default Route.group(router => {

    router.get('/', WelcomeController)

    // the validator that POST /auth/register uses, on an ordinary route
    router.post('/check/signup', CheckController, { validator: CreateUserValidator })

    router.post('/check/tags', CheckController, { validator: TagsValidator })

    router.post('/check/avatar', CheckController, { validator: AvatarValidator })

    router.post('/posts/{id}/photos', CheckController, { validator: UploadPostPhotosValidator })

})
