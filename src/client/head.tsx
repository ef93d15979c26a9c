/**
 * `@docusaurus/Head` in the browser (plugins/client-entry puts it in place of the core's, which wraps
 * react-helmet-async; the server bundle keeps that one, so the HTML is unchanged). Every page's
 * `<head>` is already right in the HTML; in the browser, Head only has to bring it up to date when
 * the reader moves to another page without a reload. This does that, as Helmet does, for the
 * elements the theme and our pages put in `<Head>`, and costs about a tenth of Helmet's bytes:
 * - `<title>`: the last one rendered wins;
 * - `<html>` and `<body>` attributes: merged, the last one rendered wins per attribute; attributes
 *   set before and no longer asked for are removed;
 * - `<meta>`, `<link>`, `<script>`, `<style>`, `<noscript>`, `<base>`: the head keeps the elements
 *   marked `data-rh` (as the server renders them) that are still asked for, removes the others and
 *   adds the new ones. A later `<Head>` replaces an earlier one's element of the same kind and key
 *   (a meta's name or property, a canonical link, a link's href, a script's src or text).
 * tests/unit/head.test.tsx covers the rules; tests/e2e/navigation.spec.ts compares the head after a
 * client-side page change with the server's HTML for the same page.
 */
import React, { useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';

type Attributes = Record<string, string>;
export interface HeadTag {
  type: string;
  attributes: Attributes;
  text?: string;
}
export interface HeadState {
  title?: string;
  html: Attributes;
  body: Attributes;
  tags: HeadTag[];
}

const TAG_TYPES = new Set(['meta', 'link', 'script', 'style', 'noscript', 'base']);
/** React prop names whose HTML attribute names differ. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  hrefLang: 'hreflang',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
};

function textOf(children: ReactNode): string {
  if (children === null || children === undefined || typeof children === 'boolean') return '';
  if (Array.isArray(children)) return children.map(textOf).join('');
  return String(children);
}

function attributesOf(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || name === 'dangerouslySetInnerHTML' || value === undefined || value === null) continue;
    // As Helmet writes them: true and false are the strings "true" and "false" (data-has-hydrated).
    attributes[ATTRIBUTE_NAMES[name] ?? name.toLowerCase()] = String(value);
  }
  return attributes;
}

/** What one `<Head>`'s children ask for. Anything but the elements Helmet accepts is an error. */
export function headStateOf(children: ReactNode): HeadState {
  const state: HeadState = { html: {}, body: {}, tags: [] };
  const visit = (node: ReactNode) => {
    React.Children.forEach(node, (child) => {
      if (child === null || child === undefined || typeof child === 'boolean') return;
      const element = child as ReactElement<Record<string, unknown>>;
      if (element.type === React.Fragment) return visit(element.props.children as ReactNode);
      if (typeof element.type !== 'string')
        throw new Error('<Head> accepts only title, html, body, meta, link, script, style, noscript and base elements');
      const { type, props } = element;
      if (type === 'title') state.title = textOf(props.children as ReactNode);
      else if (type === 'html') Object.assign(state.html, attributesOf(props));
      else if (type === 'body') Object.assign(state.body, attributesOf(props));
      else if (TAG_TYPES.has(type)) {
        const html = (props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html;
        const text = html ?? textOf(props.children as ReactNode);
        state.tags.push({ type, attributes: attributesOf(props), ...(text ? { text } : {}) });
      } else throw new Error(`<Head> does not accept <${type}>`);
    });
  };
  visit(children);
  return state;
}

/** The key under which a later `<Head>` replaces an earlier one's element (Helmet's primary attributes). */
export function tagKey({ type, attributes, text }: HeadTag): string | undefined {
  const a = attributes;
  if (type === 'meta') {
    for (const name of ['name', 'property', 'http-equiv', 'itemprop', 'charset'])
      if (a[name] !== undefined) return `meta:${name}=${a[name]!.toLowerCase()}`;
    return undefined;
  }
  if (type === 'link') {
    if (a.rel?.toLowerCase() === 'canonical') return 'link:canonical';
    return a.href !== undefined ? `link:href=${a.href}` : undefined;
  }
  if (type === 'script') return a.src !== undefined ? `script:src=${a.src}` : text ? `script:text=${text}` : undefined;
  if (type === 'base') return 'base';
  return text ? `${type}:text=${text}` : undefined;
}

/** The head the `<Head>`s ask for, in render order (later ones win). */
export function mergeHeadStates(states: HeadState[]): HeadState {
  const merged: HeadState = { html: {}, body: {}, tags: [] };
  for (const state of states) {
    if (state.title !== undefined) merged.title = state.title;
    Object.assign(merged.html, state.html);
    Object.assign(merged.body, state.body);
  }
  // From the last to the first: an element is dropped when a later <Head> has one with its key.
  const taken = new Set<string>();
  const kept: HeadTag[][] = [];
  for (const state of [...states].reverse()) {
    const own = state.tags.filter((tag) => {
      const key = tagKey(tag);
      return key === undefined || !taken.has(key);
    });
    for (const tag of own) {
      const key = tagKey(tag);
      if (key !== undefined) taken.add(key);
    }
    kept.unshift(own);
  }
  merged.tags = kept.flat();
  return merged;
}

function createElement(tag: HeadTag): HTMLElement {
  const element = document.createElement(tag.type);
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  element.setAttribute('data-rh', 'true');
  if (tag.text !== undefined) element.textContent = tag.text;
  return element;
}

const managedAttributes = { html: new Set<string>(), body: new Set<string>() };

function applyAttributes(element: HTMLElement, wanted: Attributes, managed: Set<string>): void {
  for (const name of managed) if (!(name in wanted)) element.removeAttribute(name);
  managed.clear();
  for (const [name, value] of Object.entries(wanted)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    managed.add(name);
  }
}

/** Brings document.head, <html> and <body> to the given state, touching only what differs. */
export function applyHeadState(state: HeadState): void {
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  applyAttributes(document.documentElement, state.html, managedAttributes.html);
  applyAttributes(document.body, state.body, managedAttributes.body);
  const present = [...document.head.querySelectorAll<HTMLElement>('[data-rh]')].filter(
    (el) => el.localName !== 'title',
  );
  const matched = new Set<HTMLElement>();
  const missing: HTMLElement[] = [];
  for (const wanted of state.tags.map(createElement)) {
    const same = present.find((el) => !matched.has(el) && el.isEqualNode(wanted));
    if (same) matched.add(same);
    else missing.push(wanted);
  }
  for (const el of present) if (!matched.has(el)) el.remove();
  for (const el of missing) document.head.appendChild(el);
}

// The mounted <Head>s, by render order: a parent renders before its children, and the later wins.
const mounted = new Map<number, HeadState>();
let renderOrder = 0;
let scheduled = false;

function scheduleUpdate(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    applyHeadState(mergeHeadStates([...mounted.entries()].sort(([a], [b]) => a - b).map(([, state]) => state)));
  });
}

export default function Head({ children }: { children?: ReactNode }): null {
  const order = useRef<number | null>(null);
  order.current ??= renderOrder++;
  const state = headStateOf(children);
  const signature = JSON.stringify(state);
  useLayoutEffect(() => {
    const id = order.current!;
    mounted.set(id, JSON.parse(signature) as HeadState);
    scheduleUpdate();
    return () => {
      mounted.delete(id);
      scheduleUpdate();
    };
  }, [signature]);
  return null;
}

/** In place of Helmet's provider in the browser entry: nothing to provide. */
export function HeadProvider({ children }: { children: ReactNode }): ReactNode {
  return children;
}
