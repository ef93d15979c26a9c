/**
 * A build step run in a child process, by default at the lowest CPU priority, beside the build's own
 * work: the llms plugin's Markdown twins, the social-cards plugin's drawing, and the search plugin's
 * copies of the pages for Pagefind (at normal priority: the post-build step waits for them). The
 * child holds nothing of the build's event loop open until `awaited()`, so a build that fails before
 * the step's result is needed exits without waiting for it (and the child exits when its channel
 * closes). The child answers with one message: its result, or `{ fatal }` with the error.
 */
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';

export interface BackgroundChild<Message> {
  /** The child's answer; rejects, naming the step, when the child fails or stops. */
  done: Promise<Message>;
  /** Holds the build open until the child answers: called where the result is awaited. */
  awaited(): void;
}

export function startBackgroundChild<Message extends object>(
  file: string,
  payload: unknown,
  options: {
    /** What the child does, for errors: `llms: converting the pages to Markdown`. */
    step: string;
    /** The child's Node flags; the build's own by default. */
    execArgv?: string[];
    /** Its nice value: 19, the lowest priority, unless the build waits for it at once (0). */
    priority?: number;
  },
): BackgroundChild<Message> {
  let child: ReturnType<typeof fork>;
  const done = new Promise<Message>((resolve, reject) => {
    child = fork(file, [], { execArgv: options.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    try {
      setPriority(child.pid!, options.priority ?? 19);
    } catch {
      // Not allowed here: the child runs at normal priority.
    }
    child.unref();
    child.channel?.unref();
    child.once('message', (message: Message | { fatal: string }) => {
      if ('fatal' in message) reject(new Error(`${options.step} failed:\n${message.fatal}`));
      else resolve(message);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`${options.step} stopped with exit code ${code}`));
    });
    child.send(payload as object);
  });
  // Awaited where the result is needed; a build that stops before then must not report it as unhandled.
  done.catch(() => undefined);
  return {
    done,
    awaited() {
      child.ref();
      child.channel?.ref();
    },
  };
}
