import { ChargeReceipt, ChargeRequest, PaymentGateway } from '@src/app/payments/PaymentGateway';

export default class StripeGateway implements PaymentGateway {

    constructor(private readonly secretKey: string) {}

    async charge(request: ChargeRequest): Promise<ChargeReceipt> {
        const response = await fetch('https://api.stripe.com/v1/payment_intents', {
            method: 'POST',
            headers: {
                Authorization: `Bearer ${this.secretKey}`,
                'Content-Type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({
                amount: String(request.amountInPence),
                currency: request.currency,
                'metadata[reference]': request.reference,
            }),
        });

        if (!response.ok) {
            throw new Error(`Stripe charge failed with status ${response.status}`);
        }

        const intent = await response.json() as { id: string };

        return {
            gateway: 'stripe',
            transactionId: intent.id,
            amountInPence: request.amountInPence,
        };
    }

}
