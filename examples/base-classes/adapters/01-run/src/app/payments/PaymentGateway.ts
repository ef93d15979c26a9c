export interface ChargeRequest {
    amountInPence: number;
    currency: string;
    reference: string;
}

export interface ChargeReceipt {
    gateway: string;
    transactionId: string;
    amountInPence: number;
}

export interface PaymentGateway {
    charge(request: ChargeRequest): Promise<ChargeReceipt>;
}
