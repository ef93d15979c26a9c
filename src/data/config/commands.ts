import type { ConfigFile } from './types';

const config: ConfigFile = {
  file: 'src/config/commands.config.ts',
  items: [
    {
      name: 'commandsConfig',
      description:
        'The default export: the list of your command classes. `ConsoleProvider` registers every entry at startup, so you can run it with `yarn dev <signature>`.',
      type: 'ICommandConstructor[]',
      default: '[ExampleCommand]',
      note: 'Two classes with the same `signature` make registration throw `CommandRegisterException`. Framework commands such as `help`, `route:list` and `migrate:up` are registered by their own providers and do not belong in this list.',
    },
  ],
};

export default config;
