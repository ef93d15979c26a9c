import ExampleCommand from '@src/app/commands/ExampleCommand';
import SessionCheckCommand from '@src/app/commands/SessionCheckCommand';
import { ICommandConstructor } from '@src/core/domains/console/interfaces/ICommand';

/**
 * Register your custom commands here.
 * Commands will be available through the CLI using:
 * yarn dev <command-name> --args
 */
const commandsConfig: ICommandConstructor[] = [
    ExampleCommand,
    SessionCheckCommand,
]

export default commandsConfig;
