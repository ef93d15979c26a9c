/**
 * The two files of the llms.txt convention (https://llmstxt.org), written by plugins/llms for the
 * latest released docs version:
 * - `llms.txt`: the site's name and summary, then every page of the version, grouped by sidebar
 *   section in sidebar order, each a link to its Markdown twin with its description, and last a
 *   link to `llms-api.txt`, the API reference's own list (src/lib/llms/reference.ts);
 * - `llms-full.txt`: the same summary, then every page's twin in the same order.
 */
import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';
import { stringifyMarkdown } from './stringify';

export interface IndexedPage {
  title: string;
  description?: string;
  /** The absolute URL of the page's Markdown twin. */
  markdownUrl: string;
}

export interface LlmsSite {
  /** The site's name: the files' title. */
  name: string;
  /** One sentence on what the site documents. */
  summary: string;
  /** The docs version the files cover, e.g. `2.0`. */
  version: string;
  /** The absolute URL of llms-full.txt. */
  fullUrl: string;
  /** The absolute URL of llms-api.txt, when the version has an API reference. */
  apiUrl?: string;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });

function header(site: LlmsSite, intro: PhrasingContent[]): RootContent[] {
  return [
    { type: 'heading', depth: 1, children: [text(site.name)] },
    { type: 'blockquote', children: [{ type: 'paragraph', children: [text(site.summary)] }] },
    { type: 'paragraph', children: intro },
  ];
}

/** llms.txt: the summary, then each section as a heading and a list of its pages. */
export function llmsTxt(site: LlmsSite, sections: readonly { label: string; pages: readonly IndexedPage[] }[]): string {
  const intro = [
    text(
      `The documentation of ${site.name} ${site.version}, the latest release. Each page below links to its Markdown version (the page's URL with .md added); `,
    ),
    { type: 'link', url: site.fullUrl, children: [text('llms-full.txt')] },
    text(' holds them all in one file, in this order.'),
  ] as PhrasingContent[];
  const lists = sections.flatMap(({ label, pages }): RootContent[] => {
    const list: List = {
      type: 'list',
      ordered: false,
      spread: false,
      children: pages.map((page): ListItem => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'link', url: page.markdownUrl, children: [text(page.title)] },
              ...(page.description ? [text(`: ${page.description}`)] : []),
            ],
          },
        ],
      })),
    };
    return [{ type: 'heading', depth: 2, children: [text(label)] }, list];
  });
  // The reference is listed in a file of its own (hundreds of entries): one link to it, last.
  const api: RootContent[] = site.apiUrl
    ? [
        { type: 'heading', depth: 2, children: [text('API Reference')] },
        {
          type: 'list',
          ordered: false,
          spread: false,
          children: [
            {
              type: 'listItem',
              spread: false,
              children: [
                {
                  type: 'paragraph',
                  children: [
                    { type: 'link', url: site.apiUrl, children: [text('llms-api.txt')] },
                    text(
                      `: every class, interface, function and type of ${site.name} ${site.version}, each linked to its Markdown reference page with its signature and members`,
                    ),
                  ],
                },
              ],
            },
          ],
        },
      ]
    : [];
  return stringifyMarkdown({ type: 'root', children: [...header(site, intro), ...lists, ...api] });
}

/** llms-full.txt: the summary, then every twin (each starts with its `# Title`), in order. */
export function llmsFullTxt(site: LlmsSite, twins: readonly string[]): string {
  const intro = [
    text(
      `The complete documentation of ${site.name} ${site.version}, the latest release, page after page in the order of the site's sidebar. Each page starts with its title as a level-1 heading, its description and its URL.`,
    ),
  ];
  const start = stringifyMarkdown({ type: 'root', children: header(site, intro) });
  return [start, ...twins].map((part) => part.trimEnd()).join('\n\n') + '\n';
}
