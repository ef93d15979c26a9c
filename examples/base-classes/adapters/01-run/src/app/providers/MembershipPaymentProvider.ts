import LocalGateway from '@src/app/payments/LocalGateway';
import StripeGateway from '@src/app/payments/StripeGateway';
import MembershipPaymentService from '@src/app/services/MembershipPaymentService';
import BaseProvider from '@src/core/base/Provider';

export default class MembershipPaymentProvider extends BaseProvider {

    async register(): Promise<void> {
        const payments = new MembershipPaymentService({
            defaultGateway: process.env.PAYMENT_GATEWAY ?? 'local',
        });

        payments.addAdapterOnce('local', new LocalGateway());
        payments.addAdapterOnce('stripe', new StripeGateway(process.env.STRIPE_SECRET_KEY ?? ''));

        this.bind('membershipPayments', payments);
    }

}
