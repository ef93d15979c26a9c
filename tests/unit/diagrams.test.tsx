/** @jest-environment jsdom */
import React, { type ReactNode } from 'react';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import ProviderLifecycleDiagram from '../../src/components/ProviderLifecycleDiagram';
import HttpPipelineDiagram from '../../src/components/HttpPipelineDiagram';
import EventDispatchDiagram from '../../src/components/EventDispatchDiagram';
import ModelLifecycleDiagram from '../../src/components/ModelLifecycleDiagram';

/**
 * The four flow diagrams: each renders, at build time and without a diagram library, a figure
 * with a caption whose ordered list of steps is its text alternative, with the facts of Larascript
 * 2.0.6 in the right order; and their styles use Infima's colour variables only.
 */
const ROOT = join(__dirname, '..', '..');

/** Renders a diagram into the jsdom document and returns its figure. */
function render(Diagram: () => ReactNode): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(<Diagram />);
  const figures = document.querySelectorAll('figure');
  expect(figures).toHaveLength(1);
  return figures[0] as HTMLElement;
}

const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** CSS modules map every class name to itself in the unit tests (tests/unit/support/cssModule.cjs). */
const directChildren = (element: Element, selector: string): Element[] =>
  [...element.children].filter((child) => child.matches(selector));

interface RenderedStep {
  stage: string;
  name: string;
  text: string;
  exits: string[];
}

function readStep(li: Element): RenderedStep {
  const part = (cls: string): string => clean(directChildren(li, `.${cls}`)[0]?.textContent);
  return {
    stage: part('stage'),
    name: part('name'),
    text: part('text'),
    exits: [...li.querySelectorAll('.exits > li')].map((exit) => clean(exit.querySelector('.label')?.textContent)),
  };
}

/** The top-level blocks of a figure: steps, or lanes (each lane with its title and its steps). */
function readFlow(figure: HTMLElement) {
  const list = directChildren(figure, 'ol')[0];
  expect(list).toBeDefined();
  return directChildren(list, 'li').map((li) => {
    const lanes = directChildren(li, '.lanes')[0];
    if (!lanes) return { step: readStep(li) };
    return {
      order: lanes.tagName === 'OL' ? 'then' : 'or',
      lanes: directChildren(lanes, 'li').map((lane) => ({
        title: clean(directChildren(lane, '.laneTitle')[0]?.textContent),
        steps: directChildren(directChildren(lane, 'ol')[0], 'li').map(readStep),
      })),
    };
  });
}

const notesOf = (figure: HTMLElement): string =>
  clean([...figure.querySelectorAll('p')].map((p) => p.textContent).join(' '));

const diagrams: [string, () => ReactNode][] = [
  ['provider lifecycle', ProviderLifecycleDiagram],
  ['HTTP request pipeline', HttpPipelineDiagram],
  ['event dispatch', EventDispatchDiagram],
  ['model save lifecycle', ModelLifecycleDiagram],
];

describe.each(diagrams)('the %s diagram', (_name, Diagram) => {
  it('is a figure with a caption, then an ordered list of steps as its text alternative', () => {
    const figure = render(Diagram);
    const caption = figure.firstElementChild;
    expect(caption?.tagName).toBe('FIGCAPTION');
    expect(clean(caption?.textContent).length).toBeGreaterThan(30);
    expect(caption?.nextElementSibling?.tagName).toBe('OL');
    // Every box has a name in text; nothing is drawn without words.
    const steps = [...figure.querySelectorAll('li.step')];
    expect(steps.length).toBeGreaterThan(4);
    for (const step of steps) expect(clean(step.querySelector('.name')?.textContent)).not.toBe('');
    // Static markup only: no diagram runtime, no images, no inline styles, no scripts.
    expect(figure.querySelector('script, canvas, img, svg, [style]')).toBeNull();
    expect(document.body.innerHTML).not.toMatch(/mermaid/i);
    // Notes after the list are Infima alerts; those on 2.0.6 behavior are warnings.
    for (const note of figure.querySelectorAll(':scope > p')) {
      expect(note.classList).toContain('alert');
      const issue = /^Known issues? in 2\.0\.6:/.test(clean(note.textContent));
      expect(note.classList).toContain(issue ? 'alert--warning' : 'alert--info');
    }
  });
});

describe('diagram facts (Larascript 2.0.6)', () => {
  it('providers: register() on all of them, then boot() on all of them, then the kernel is booted', () => {
    const figure = render(ProviderLifecycleDiagram);
    const flow = readFlow(figure);
    expect(flow).toHaveLength(3);
    expect(flow[0].step?.name).toBe('The app starts');
    const passes = flow[1];
    expect(passes.order).toBe('then');
    expect(passes.lanes?.map((lane) => lane.title)).toEqual(['1. Register pass', '2. Boot pass']);
    const [register, boot] = passes.lanes!;
    // The same providers, in the same (array) order, in both passes.
    const names = (lane: typeof register) => lane.steps.map((step) => step.name);
    expect(names(register)).toEqual(names(boot));
    expect(names(register)[0]).toBe('LoggerProvider');
    expect(names(register).indexOf('RoutesProvider')).toBeLessThan(names(register).indexOf('HttpErrorHandlerProvider'));
    expect(register.steps.find((s) => s.name === 'HttpErrorHandlerProvider')?.exits).toEqual(['throws']);
    expect(boot.steps.find((s) => s.name === 'HttpErrorHandlerProvider')?.text).toContain('404 and error handlers');
    expect(flow[2].step).toMatchObject({ name: 'Kernel booted', exits: ['throws'] });
    expect(clean(figure.textContent)).toContain('Kernel is already booted');
  });

  it('HTTP: the 2.0.6 middleware order, with the status code each step answers', () => {
    const figure = render(HttpPipelineDiagram);
    const steps = readFlow(figure).map((block) => block.step!);
    expect(steps.map((step) => [step.name, step.exits])).toEqual([
      ['Route matching', ['404']],
      ['RequestIdMiddleware → StartSessionMiddleware → EndRequestContextMiddleware', []],
      ['cors() → BasicLoggerMiddleware', ['204']],
      ['SecurityMiddleware: security rules', ['500', '403', '500']],
      ['CsrfMiddleware', ['403']],
      ['Your middlewares, e.g. AuthorizeMiddleware', ['401', '403']],
      ['ValidatorMiddleware', ['422']],
      ['Your controller method', ['2xx', '4xx', '500']],
      ['Response sent', []],
    ]);
    // In 2.0.6 SecurityMiddleware sits in beforeAllMiddlewares, ahead of the route middlewares.
    expect(steps[3].stage).toBe('beforeAllMiddlewares');
    expect(steps[5].stage).toMatch(/^Group and route middlewares/);
    expect(steps[6].stage).toBe('afterAllMiddlewares');
    const text = clean(figure.textContent);
    expect(text).toContain('rate limit exceeded (meant to be 429)');
    expect(text).toContain('Invalid CSRF token');
    expect(text).toContain('Invalid route');
    // The note says what the docs recommend instead of the 2.0.6 order.
    expect(figure.querySelectorAll('p.alert--warning')).toHaveLength(1);
    expect(notesOf(figure)).toMatch(/moving SecurityMiddleware to the start of afterAllMiddlewares/);
    expect(notesOf(figure)).toMatch(/answer 500 instead of 429/);
    expect(notesOf(figure)).toMatch(/answered with 500 by responseError/);
  });

  it('events: dispatch, the sync or queue driver, subscribers, the worker, then the failed store', () => {
    const figure = render(EventDispatchDiagram);
    const flow = readFlow(figure);
    expect(flow[0].step).toMatchObject({ name: 'events().dispatch(event)', exits: ['throws'] });
    expect(flow[1].order).toBe('or');
    expect(flow[1].lanes?.map((lane) => lane.title)).toEqual(['SyncDriver (the default)', 'QueueableDriver']);
    expect(flow[1].lanes?.[0].steps[0].name).toBe('execute() runs now');
    expect(flow[1].lanes?.[1].steps[0].name).toBe('A row is stored in worker_queue');
    expect(flow.slice(2).map((block) => block.step?.name)).toEqual([
      'Subscribers dispatched',
      'worker --queue=default',
      'failed_workers',
    ]);
    expect(flow[3].step?.exits).toEqual(['done', 'error']);
    expect(flow[4].step?.text).toContain('3 attempts by default');
    expect(figure.querySelectorAll('p.alert--warning')).toHaveLength(1);
    expect(notesOf(figure)).toMatch(/queued listener do not wait for the worker/);
    expect(notesOf(figure)).toMatch(/lacks queueName and failedAt/);
  });

  it('models: observer hooks and events in the order save() and delete() run them', () => {
    const figure = render(ModelLifecycleDiagram);
    const flow = readFlow(figure);
    expect(flow).toHaveLength(1);
    expect(flow[0].order).toBe('or');
    const [insert, update, remove] = flow[0].lanes!;
    expect(insert.title).toMatch(/^Insert: save\(\)/);
    expect(update.title).toMatch(/^Update: save\(\)/);
    expect(remove.title).toBe('Delete: delete()');
    const hooks = (lane: typeof insert) =>
      lane.steps.map((step) => step.name).filter((name) => /^(Observer|Event) /.test(name));
    expect(hooks(insert)).toEqual([
      'Observer creating',
      'Event creating dispatched',
      'Observer created',
      'Event created dispatched',
    ]);
    expect(hooks(update)).toEqual([
      'Event updating dispatched',
      'Observer updating',
      'Observer updated',
      'Event updated dispatched',
    ]);
    expect(hooks(remove)).toEqual([
      'Event deleting dispatched',
      'Observer deleting',
      'Observer deleted',
      'Event deleted dispatched',
    ]);
    const names = (lane: typeof insert) => lane.steps.map((step) => step.name);
    expect(names(insert).indexOf('Row inserted')).toBe(names(insert).indexOf('Event creating dispatched') + 2);
    expect(names(update).indexOf('Dirty attributes written')).toBeLessThan(names(update).indexOf('Row reloaded'));
    expect(names(remove).indexOf('Row deleted')).toBeLessThan(names(remove).indexOf('Observer deleted'));
    // Observer and event boxes are marked, besides their names.
    expect(figure.querySelectorAll('li.step.observer')).toHaveLength(6);
    expect(figure.querySelectorAll('li.step.event')).toHaveLength(6);
    expect(figure.querySelectorAll('p.alert--warning')).toHaveLength(1);
    expect(notesOf(figure)).toMatch(/saving and saved hooks, but save\(\) never calls them/);
  });
});

describe('diagram styles', () => {
  const NAMED_COLOURS =
    /(?<![\w-])(white|black|red|green|blue|gray|grey|silver|yellow|orange|purple|navy|teal|maroon|olive|lime|aqua|fuchsia|pink|brown)(?![\w-])/i;
  const cssFiles = readdirSync(join(ROOT, 'src', 'components'))
    .filter((name) => name.endsWith('Diagram'))
    .flatMap((name) => readdirSync(join(ROOT, 'src', 'components', name)).map((file) => join(name, file)))
    .filter((file) => file.endsWith('.css'));

  it('come from the shared FlowDiagram stylesheet', () => {
    expect(cssFiles).toEqual(['FlowDiagram/styles.module.css']);
  });

  it.each(cssFiles)('%s uses Infima colour variables only', (file) => {
    const css = readFileSync(join(ROOT, 'src', 'components', file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(css).not.toMatch(/\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix)\(/i);
    expect(css).not.toMatch(NAMED_COLOURS);
    // Every colour property reads a variable, and every variable is Infima's or one of ours set from Infima's.
    const declarations = [...css.matchAll(/([\w-]+)\s*:\s*([^;{}]+);/g)].map(([, property, value]) => ({
      property,
      value,
    }));
    const colourProperties = declarations.filter(({ property }) =>
      /^(color|background(-color)?|border(-(top|right|bottom|left))?(-color)?|outline(-color)?|fill|stroke|box-shadow)$/.test(
        property,
      ),
    );
    expect(colourProperties.length).toBeGreaterThan(5);
    for (const { property, value } of colourProperties)
      expect(`${property}: ${value}`).toMatch(/var\(--(ifm|flow)-[\w-]+\)/);
    for (const [, name] of css.matchAll(/var\((--[\w-]+)\)/g)) expect(name).toMatch(/^--(ifm|flow)-/);
    for (const { property, value } of declarations.filter(({ property }) => property.startsWith('--flow-')))
      expect(`${property}: ${value}`).toMatch(/^--flow-[\w-]+: (var\(--ifm-[\w-]+\)|[\d.]+rem)$/);
  });
});
