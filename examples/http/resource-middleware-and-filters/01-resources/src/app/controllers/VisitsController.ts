import Controller from '@src/core/domains/http/base/Controller';
import HttpContext from '@src/core/domains/http/context/HttpContext';

type StoredEntry<T> = { value: T; createdAt: Date; ttlSeconds: number | null };

class VisitsController extends Controller {

    // GET /visits: the counter CountVisitsMiddleware keeps for this IP
    async invoke(context: HttpContext) {
        this.ok({ visits: context.getIpContext<StoredEntry<number>>('visits')?.value ?? 0 });
    }

    // any route: a short answer
    async done() {
        this.ok({ done: true });
    }

}

export default VisitsController;
