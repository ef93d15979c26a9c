/**
 * Copies a docs page's Markdown twin (plugins/llms) to the clipboard for the "Copy page" button
 * (src/components/PageActions). The twin is fetched only then, on the reader's click.
 */

export interface CopyEnvironment {
  fetch: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;
  clipboard?: Partial<Pick<Clipboard, 'write' | 'writeText'>>;
  ClipboardItem?: new (items: Record<string, Promise<Blob>>) => ClipboardItem;
}

function browserEnvironment(): CopyEnvironment {
  return {
    fetch: (url) => window.fetch(url),
    clipboard: navigator.clipboard,
    ClipboardItem: typeof ClipboardItem === 'function' ? ClipboardItem : undefined,
  };
}

/** Fetches the Markdown at `url` and puts it on the clipboard; rejects when either fails. */
export async function copyMarkdown(url: string, env: CopyEnvironment = browserEnvironment()): Promise<void> {
  const markdown = env.fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  });
  // Whatever happens below, a failed fetch is reported once, by the await at the end.
  markdown.catch(() => undefined);
  const { clipboard } = env;
  if (!clipboard) throw new Error('this browser gives the page no clipboard');
  if (env.ClipboardItem && clipboard.write) {
    // Safari copies only during the click itself: it takes the text still on its way.
    const blob = markdown.then((text) => new Blob([text], { type: 'text/plain' }));
    blob.catch(() => undefined);
    try {
      await clipboard.write([new env.ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Browsers without pending clipboard items: copy the text once it is here.
    }
  }
  if (!clipboard.writeText) throw new Error('this browser cannot copy text');
  await clipboard.writeText(await markdown);
}
