import CsrfMiddleware from "@src/core/domains/auth/middleware/CsrfMiddlware";
import Route from "@src/core/domains/http/router/Route";

// POST /notes needs the CSRF token
export default Route.group({ prefix: '/notes', middlewares: [CsrfMiddleware] }, router => {
    router.post('/', (req, res) => {
        res.status(201).json({ saved: req.body?.text ?? null });
    });
});
