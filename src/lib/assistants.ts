/**
 * "Open in ChatGPT" and "Open in Claude" (src/components/PageActions): plain links to a new chat
 * whose prompt carries the address of the page's Markdown twin. Nothing is requested until a reader
 * follows one.
 */
/** The prompt as a query value: encoded, but with the `:` and `/` a query may hold as they are. */
const query = (prompt: string) => encodeURIComponent(prompt).replace(/%3A/g, ':').replace(/%2F/g, '/');

/** The assistants a page can be opened in. */
export const ASSISTANTS = [
  { name: 'ChatGPT', url: (prompt: string) => `https://chatgpt.com/?hints=search&q=${query(prompt)}` },
  { name: 'Claude', url: (prompt: string) => `https://claude.ai/new?q=${query(prompt)}` },
];

/** What a new chat is asked, for the twin at `twinUrl` (absolute). */
export const assistantPrompt = (twinUrl: string): string => `Read ${twinUrl} so I can ask questions about it.`;
