import ExampleCommand from '@src/app/commands/ExampleCommand';
import PromoteUserCommand from '@src/app/commands/PromoteUserCommand';
import { ICommandConstructor } from '@src/core/domains/console/interfaces/ICommand';

const commandsConfig: ICommandConstructor[] = [
    ExampleCommand,
    PromoteUserCommand,
];

export default commandsConfig;
