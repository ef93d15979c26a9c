import { blogFrontMatterProblems, docFrontMatterProblems, formatProblems } from '../../src/lib/contentRules';

const goodPost = {
  title: 'Larascript Framework beta 2.0.6',
  description: 'What changed in 2.0.6.',
  slug: '08-06-2025-larascript-framework-beta-2.0.6-release',
  image: '/img/blog/2.0.6.svg',
  image_alt: 'Cover for the 2.0.6 release',
  authors: ['ben'],
  tags: ['release'],
  last_update: { date: '2025-06-20' },
};

describe('docs front matter rules', () => {
  it('accepts a complete page', () => {
    expect(
      docFrontMatterProblems({
        title: 'Auth Routes',
        sidebar_label: 'Routes',
        sidebar_position: 6,
        description: 'The auth routes.',
      }),
    ).toEqual([]);
  });
  it('names every missing or invalid field', () => {
    const problems = docFrontMatterProblems({ title: 'X', sidebar_position: 1.5, description: 'y'.repeat(201) });
    expect(problems).toHaveLength(3);
    expect(problems.join()).toMatch(/sidebar_position/);
    expect(problems.join()).toMatch(/sidebar_label/);
    expect(problems.join()).toMatch(/at most 200/);
  });
});

describe('blog front matter rules', () => {
  it('accepts a complete post', () => {
    expect(blogFrontMatterProblems(goodPost, '2025-06-08T12:00:00Z')).toEqual([]);
  });
  it('rejects a slug whose date is not the post date', () => {
    expect(blogFrontMatterProblems(goodPost, '2025-06-09T12:00:00Z').join()).toMatch(
      /starts with 08-06-2025 but the post is dated 2025-06-09/,
    );
  });
  it('rejects a cover without alt text and an updated date before the post date', () => {
    const problems = blogFrontMatterProblems(
      { ...goodPost, image_alt: ' ', last_update: { date: '2025-01-01' } },
      '2025-06-08',
    );
    expect(problems.join('\n')).toMatch(/image_alt/);
    expect(problems.join('\n')).toMatch(/before the post date/);
  });
  it('formats one message that names the file', () => {
    expect(formatProblems('blog/x/index.md', ['"a" is bad'])).toBe(
      'Invalid front matter in blog/x/index.md:\n  - "a" is bad',
    );
    expect(formatProblems('blog/x/index.md', [])).toBeNull();
  });
});
