import HttpContext from '@src/core/domains/http/context/HttpContext';
import AbstractSecurityRule from '@src/core/domains/http/security/abstract/AbstractSecurityRule';

type AllowedIpsOptions = {
    ips: string[];
};

class AllowedIpsRule extends AbstractSecurityRule<AllowedIpsOptions> {

    protected readonly id = 'allowedIps';

    async execute(context: HttpContext): Promise<boolean> {
        const address = context.getRequest().socket.remoteAddress ?? '';

        // An IPv4 client of a dual-stack server shows up as ::ffff:127.0.0.1
        const ip = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;

        return this.getRuleOptions().ips.includes(ip);
    }

}

export default AllowedIpsRule;
