/**
 * An MDX import node for a remark plugin that adds a component to a page: the page imports the
 * component itself, so its code ships with that page only.
 */
import type { RootContent } from 'mdast';

/** An `import Name from '@site/src/components/Name'` node, with the estree MDX compiles from. */
export function componentImport(component: string): RootContent {
  const source = `@site/src/components/${component}`;
  return {
    type: 'mdxjsEsm',
    value: `import ${component} from '${source}'`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: component } }],
            source: { type: 'Literal', value: source, raw: `'${source}'` },
            attributes: [],
          },
        ],
      },
    },
  } as unknown as RootContent;
}
