import { configAnchorId, splitInlineCode } from '../../src/lib/inlineCode';

describe('splitInlineCode', () => {
  it('splits text on paired backticks', () => {
    expect(splitInlineCode('Set `JWT_SECRET` before `yarn dev`.')).toEqual([
      { code: false, text: 'Set ' },
      { code: true, text: 'JWT_SECRET' },
      { code: false, text: ' before ' },
      { code: true, text: 'yarn dev' },
      { code: false, text: '.' },
    ]);
  });
  it('leaves plain text and an unpaired backtick alone', () => {
    expect(splitInlineCode('plain')).toEqual([{ code: false, text: 'plain' }]);
    expect(splitInlineCode('a ` b')).toEqual([{ code: false, text: 'a ` b' }]);
    expect(splitInlineCode('')).toEqual([]);
  });
});

describe('configAnchorId', () => {
  it('joins the key path with dots', () => {
    expect(configAnchorId(['settings', 'secret'])).toBe('settings.secret');
    expect(configAnchorId(['port'])).toBe('port');
  });
});
