import { IAppService } from "@src/app/interfaces/IAppService";
import AppServiceProvider from "@src/app/providers/AppServiceProvider";
import MembershipPaymentProvider from "@src/app/providers/MembershipPaymentProvider";
import RoutesProvider from "@src/app/providers/RoutesProvider";
import MembershipPaymentService from "@src/app/services/MembershipPaymentService";
import { IAppConfig } from "@src/config/app.config";
import HttpErrorHandlerProvider from "@src/core/domains/http/providers/HttpErrorHandlerProvider";
import { ILarascriptProviders } from "@src/core/interfaces/ILarascriptProviders";
import { IProvider } from "@src/core/interfaces/IProvider";
import LarascriptProviders from "@src/core/providers/LarascriptProviders";

export interface Providers extends ILarascriptProviders {
    app: IAppService;
    'app.config': IAppConfig;
    membershipPayments: MembershipPaymentService;
}

const providers: IProvider[] = [
    ...LarascriptProviders,
    new RoutesProvider(),
    new HttpErrorHandlerProvider(),
    new AppServiceProvider(),
    new MembershipPaymentProvider(),
];

export default providers;
