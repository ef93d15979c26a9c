import Service from '@src/core/base/Service';

export interface PaymentConfig {
    apiKey: string;
    merchantId: string;
    currency: string;
}

export interface PaymentResult {
    chargeId: string;
    status: string;
}

export default class PaymentService extends Service<PaymentConfig> {

    constructor(config: PaymentConfig | null) {
        super(config);

        if (!config) {
            throw new Error('Payment configuration is required');
        }
        if (!config.apiKey) {
            throw new Error('Payment API key is required');
        }
        if (!config.merchantId) {
            throw new Error('Merchant ID is required');
        }
    }

    async charge(amountInPence: number, description: string): Promise<PaymentResult> {
        const { apiKey, merchantId, currency } = this.getConfig() as PaymentConfig;

        const response = await fetch(`https://payments.example.com/v1/merchants/${merchantId}/charges`, {
            method: 'POST',
            headers: {
                Authorization: `Bearer ${apiKey}`,
                'Content-Type': 'application/json',
            },
            body: JSON.stringify({ amount: amountInPence, currency, description }),
        });

        if (!response.ok) {
            throw new Error(`Charge failed with status ${response.status}`);
        }

        return await response.json() as PaymentResult;
    }

}
