import ExampleCommand from '@src/app/commands/ExampleCommand';
import QueueDigestCommand from '@src/app/commands/QueueDigestCommand';
import { ICommandConstructor } from '@src/core/domains/console/interfaces/ICommand';

const commandsConfig: ICommandConstructor[] = [
    ExampleCommand,
    QueueDigestCommand,
];

export default commandsConfig;
