import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ErrorScreen from '../../src/components/ErrorScreen';
import { describeError, errorHeadline } from '../../src/lib/errors';

const text = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('error screen', () => {
  it('shows the title and the status of an error that carries one', () => {
    const error = Object.assign(new Error('Route data failed to load'), { status: 404, statusText: 'Not Found' });
    const html = renderToStaticMarkup(<ErrorScreen error={error} showStack={false} />);
    expect(text(html)).toContain('Unexpected Application Error!');
    expect(text(html)).toContain('404 Not Found');
    expect(text(html)).toContain('Route data failed to load');
    expect(html).toContain('href="/"');
    expect(html).not.toContain('Stack trace');
  });

  it('shows the message of an error without a status, and the stack only in development', () => {
    const error = new Error('Cannot read properties of undefined');
    const production = renderToStaticMarkup(<ErrorScreen error={error} showStack={false} />);
    expect(text(production)).toContain('Unexpected Application Error!');
    expect(text(production)).toContain('Cannot read properties of undefined');
    expect(production).not.toContain('Stack trace');

    const development = renderToStaticMarkup(<ErrorScreen error={error} tryAgain={() => undefined} showStack />);
    expect(development).toContain('Stack trace (development only)');
    expect(development).toContain('errorScreen.test');
    expect(text(development)).toContain('Try again');
  });

  it('describes odd throwables and follows the cause chain', () => {
    expect(describeError('boom').message).toBe('boom');
    expect(describeError(null).message).toBe('Unknown error');
    const wrapped = new Error('Outer', { cause: new Error('Inner') });
    expect(describeError(wrapped).message).toBe('Outer\n\nCause: Inner');
    expect(errorHeadline({ status: 500, message: 'x' })).toBe('500');
    expect(errorHeadline({ message: 'only a message' })).toBe('only a message');
  });
});
