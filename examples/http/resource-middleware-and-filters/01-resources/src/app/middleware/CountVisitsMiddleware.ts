import Middleware from '@src/core/domains/http/base/Middleware';
import HttpContext from '@src/core/domains/http/context/HttpContext';

type StoredEntry<T> = { value: T; createdAt: Date; ttlSeconds: number | null };

class CountVisitsMiddleware extends Middleware {

    async execute(context: HttpContext): Promise<void> {
        const stored = context.getIpContext<StoredEntry<number>>('visits');
        const visits = (stored?.value ?? 0) + 1;

        context.setIpContext('visits', visits, 60 * 60);
        context.getResponse().setHeader('X-Visit-Count', String(visits));

        this.next();
    }

}

export default CountVisitsMiddleware;
