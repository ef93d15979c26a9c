import { ChargeReceipt, ChargeRequest, PaymentGateway } from '@src/app/payments/PaymentGateway';
import { logger } from '@src/core/domains/logger/services/LoggerService';
import { generateUuidV4 } from '@src/core/util/uuid/generateUuidV4';

export default class LocalGateway implements PaymentGateway {

    async charge(request: ChargeRequest): Promise<ChargeReceipt> {
        logger().info('[LocalGateway] charge', JSON.stringify(request));

        return {
            gateway: 'local',
            transactionId: generateUuidV4(),
            amountInPence: request.amountInPence,
        };
    }

}
