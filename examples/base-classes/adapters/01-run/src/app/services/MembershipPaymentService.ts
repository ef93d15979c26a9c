import LocalGateway from '@src/app/payments/LocalGateway';
import { ChargeReceipt, ChargeRequest, PaymentGateway } from '@src/app/payments/PaymentGateway';
import StripeGateway from '@src/app/payments/StripeGateway';
import BaseAdapter, { BaseAdapterTypes } from '@src/core/base/BaseAdapter';

export interface PaymentGateways extends BaseAdapterTypes<PaymentGateway> {
    local: LocalGateway;
    stripe: StripeGateway;
}

export interface MembershipPaymentConfig {
    defaultGateway: string;
}

export default class MembershipPaymentService extends BaseAdapter<PaymentGateways> {

    constructor(protected readonly config: MembershipPaymentConfig) {
        super();
    }

    gateway<K extends keyof PaymentGateways>(name: K): PaymentGateways[K] {
        return this.getAdapter(name);
    }

    async charge(request: ChargeRequest, gatewayName: string = this.config.defaultGateway): Promise<ChargeReceipt> {
        return await this.getAdapter(gatewayName).charge(request);
    }

    gatewayNames(): string[] {
        return Object.keys(this.adapters);
    }

}
