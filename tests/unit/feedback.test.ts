import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_ERROR_TEXT,
  buildFeedbackPayload,
  validateFeedback,
} from '@site/src/lib/feedback.mjs';

const input = {
  pathname: '/x/react-charts/bars/',
  hash: '#stacking',
  rating: 'yes' as const,
  comment: '  Helpful.  ',
  version: '8.2.0',
  language: 'zh',
};

describe('buildFeedbackPayload', () => {
  it('trims the comment and takes the section from the hash', () => {
    expect(buildFeedbackPayload(input)).toEqual({
      page: '/x/react-charts/bars/',
      rating: 'yes',
      comment: 'Helpful.',
      section: 'stacking',
      version: '8.2.0',
      language: 'zh',
    });
  });

  it('decodes an encoded hash and keeps a malformed one as it is', () => {
    expect(buildFeedbackPayload({ ...input, hash: '#%E6%8E%92%E5%BA%8F' }).section).toBe('排序');
    expect(buildFeedbackPayload({ ...input, hash: '#%E0%A4%A' }).section).toBe('%E0%A4%A');
    expect(buildFeedbackPayload({ ...input, hash: '' }).section).toBe('');
  });
});

describe('validateFeedback', () => {
  const payload = buildFeedbackPayload(input);

  it('accepts what the form builds', () => {
    expect(validateFeedback(payload)).toEqual({ ok: true, value: payload });
  });

  it('fills optional fields that are absent', () => {
    expect(validateFeedback({ page: '/x/', rating: 'no' })).toEqual({
      ok: true,
      value: { page: '/x/', rating: 'no', comment: '', section: '', version: '', language: '' },
    });
  });

  it.each([
    [null, 'The body must be a JSON object.'],
    [{ ...payload, page: '' }, 'page is missing.'],
    [{ ...payload, page: 42 }, 'page must be a path starting with / and at most 300 characters.'],
    [{ ...payload, rating: 'YES' }, 'rating must be "yes" or "no".'],
    [{ ...payload, comment: 3 }, 'comment must be a string.'],
    [{ ...payload, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX_LENGTH + 1) }, 'comment is longer than 2000 characters.'],
    [{ ...payload, language: 'english!' }, 'language must be a locale such as en or zh.'],
    [{ ...payload, version: 'v'.repeat(33) }, 'version is longer than 32 characters.'],
  ])('rejects %j', (body, reason) => {
    expect(validateFeedback(body)).toEqual({ ok: false, reason });
  });

  it('accepts a comment of exactly the maximum length', () => {
    expect(validateFeedback({ ...payload, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX_LENGTH) }).ok).toBe(true);
  });

  it('has the documented failure text', () => {
    expect(FEEDBACK_ERROR_TEXT).toBe("Couldn't submit feedback. Please try again later.");
  });
});
