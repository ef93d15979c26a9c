import BaseConfig from '@src/core/base/BaseConfig';

export interface PaymentGatewayConfig {
    apiKey: string;
    merchantId: string;
    currency: string;
}

export default class PaymentGateway extends BaseConfig {

    // Throws on the first missing setting, returns the config typed
    static check(config: Partial<PaymentGatewayConfig> | null | undefined): PaymentGatewayConfig {
        if (!config) {
            throw new Error('Payment configuration is required');
        }
        if (!config.apiKey) {
            throw new Error('Payment API key is required');
        }
        if (!config.merchantId) {
            throw new Error('Merchant ID is required');
        }

        return { apiKey: config.apiKey, merchantId: config.merchantId, currency: config.currency ?? 'GBP' };
    }

    configure(config: Partial<PaymentGatewayConfig> | null | undefined): this {
        this.setConfig(PaymentGateway.check(config));
        return this;
    }

    chargeUrl(): string {
        const { merchantId } = PaymentGateway.check(this.getConfig<PaymentGatewayConfig | undefined>());

        return `https://payments.example.com/v1/merchants/${merchantId}/charges`;
    }

    authHeaders(): Record<string, string> {
        const { apiKey } = PaymentGateway.check(this.getConfig<PaymentGatewayConfig | undefined>());

        return { Authorization: `Bearer ${apiKey}` };
    }

}
