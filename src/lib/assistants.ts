/**
 * "Open in ChatGPT" and "Open in Claude" (src/components/PageActions): plain links to a new chat
 * whose prompt carries the address of the page's Markdown twin. Nothing is requested until a reader
 * follows one.
 */
/** The assistants a page can be opened in. */
export const ASSISTANTS = [
  { name: 'ChatGPT', url: (prompt: string) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}` },
  { name: 'Claude', url: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
];

/** What a new chat is asked, for the twin at `twinUrl` (absolute). */
export const assistantPrompt = (twinUrl: string): string =>
  `Read ${twinUrl} so I can ask questions about it. It is a page of the Larascript framework's documentation.`;
