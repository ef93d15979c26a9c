import { beforeAll, describe, jest, test } from '@jest/globals';
import LocalGateway from '@src/app/payments/LocalGateway';
import { ChargeRequest } from '@src/app/payments/PaymentGateway';
import MembershipPaymentProvider from '@src/app/providers/MembershipPaymentProvider';
import MembershipPaymentService from '@src/app/services/MembershipPaymentService';
import { EnvironmentTesting } from '@src/core/consts/Environment';
import LoggerProvider from '@src/core/domains/logger/providers/LoggerProvider';
import MailProvider from '@src/core/domains/mail/providers/MailProvider';
import { mail } from '@src/core/domains/mail/services/MailService';
import StorageProvider from '@src/core/domains/storage/providers/StorageProvider';
import { storage } from '@src/core/domains/storage/services/StorageService';
import AdapterException from '@src/core/exceptions/AdapterException';
import Kernel from '@src/core/Kernel';
import { app } from '@src/core/services/App';

// Booting on a busy machine can take longer than Jest's default 5 s
jest.setTimeout(120_000);

// What a call returns or throws, as one line
const outcome = async (fn: () => unknown): Promise<string> => {
    try {
        return `returns ${JSON.stringify(await fn())}`;
    }
    catch (err) {
        return `throws ${(err as Error).name}: ${(err as Error).message}`;
    }
};

const request: ChargeRequest = { amountInPence: 499, currency: 'gbp', reference: 'membership' };

// The page's chargeWith(): null for an unknown gateway
const chargeWith = async (gatewayName: string) => {
    try {
        return await app('membershipPayments').charge(request, gatewayName);
    }
    catch (err) {
        if (err instanceof AdapterException) {
            return null;
        }
        throw err;
    }
};

describe('BaseAdapter', () => {

    beforeAll(async () => {
        await Kernel.boot({
            environment: EnvironmentTesting,
            providers: [new LoggerProvider(), new StorageProvider(), new MailProvider(), new MembershipPaymentProvider()],
        }, {});
    });

    test('the membership payment service', async () => {
        const payments = app('membershipPayments');

        console.log(`RUN gatewayNames() ${await outcome(() => payments.gatewayNames())}`);
        console.log(`RUN gateway('stripe') returns a ${payments.gateway('stripe').constructor.name}`);
        console.log(`RUN charge(request) ${await outcome(() => payments.charge(request))}`);
        console.log(`RUN charge(request, 'paypal') ${await outcome(() => payments.charge(request, 'paypal'))}`);
        console.log(`RUN gateway('strpe') ${await outcome(() => payments.gateway('strpe'))}`);
        console.log(`RUN addAdapterOnce('local', …) again ${await outcome(() => payments.addAdapterOnce('local', new LocalGateway()))}`);
        console.log(`RUN chargeWith('paypal') ${await outcome(() => chargeWith('paypal'))}`);
    });

    test('a new service instance', async () => {
        const fresh = new MembershipPaymentService({ defaultGateway: 'local' });

        console.log(`RUN new service, gatewayNames() ${await outcome(() => fresh.gatewayNames())}`);
        console.log(`RUN new service, charge(request) ${await outcome(() => fresh.charge(request))}`);
        fresh.addAdapterOnce('strpe', new LocalGateway());
        console.log(`RUN after addAdapterOnce('strpe', …), gateway('stripe') ${await outcome(() => fresh.gateway('stripe'))}`);
    });

    test('the framework services', async () => {
        console.log(`RUN mail().getDriver('nodemailer') returns a ${mail().getDriver('nodemailer').constructor.name}`);
        console.log(`RUN mail().getDriver('nodemailr') ${await outcome(() => mail().getDriver('nodemailr'))}`);
        console.log(`RUN storage().driver('fs') returns a ${storage().driver('fs').constructor.name}`);
        console.log(`RUN storage().driver('s4') ${await outcome(() => storage().driver('s4'))}`);
        console.log(`RUN new AdapterException() ${await outcome(() => { throw new AdapterException(); })}`);
    });

});
