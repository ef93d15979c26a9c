/**
 * One configuration item, shown as a card by <ConfigReference>. `name` and `description` are
 * required, so a card without them is a type error (tests/unit/configData.test.ts checks the rest).
 * Text fields may use `backticks` for inline code.
 */
export interface ConfigItem {
  /** The key as written in the config file, e.g. `expiresInMinutes`. */
  name: string;
  /** What the key does, in one to three plain sentences. */
  description: string;
  /** The TypeScript type, e.g. `number`, `string[]`, `IAclGroup[]`. */
  type?: string;
  /** The default, written as code: `60`, `'jwt'`, `true`. Omit when there is none. */
  default?: string;
  /** The environment variable that sets it, in SCREAMING_SNAKE_CASE. */
  env?: string;
  /** The values it accepts, each written as code. Omit for free-form values. */
  allowedValues?: readonly string[];
  /** The first release that has it, when later than 2.0.0, e.g. `2.0.4`. */
  since?: string;
  /** A short extra remark, e.g. how a 2.0.x release differs from the documented behavior. */
  note?: string;
  /** Nested keys, shown as indented cards. */
  children?: readonly ConfigItem[];
}

/** The cards of one configuration file. */
export interface ConfigFile {
  /** Where the file lives in a Larascript project, e.g. `src/config/auth.config.ts`. */
  file: string;
  items: readonly ConfigItem[];
}
