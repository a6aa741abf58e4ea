// "Was this page helpful?" at the foot of every guide and API page. Plain HTML and a CSS module,
// no MUI: it is in the first load of every page. It is rendered on the server, so its space is in
// the first paint; only the reader's own click makes it grow.
import React, { useId, useState, type FormEvent } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useDocsConfig } from '@site/src/components/DocsProvider';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  buildFeedbackPayload,
  type FeedbackRating,
} from '@site/src/lib/feedback.mjs';
import styles from './styles.module.css';

/** Same origin: `npm run serve` answers both the pages and the API. */
export const DEFAULT_FEEDBACK_ENDPOINT = '/feedback-api/v1/feedback';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

async function postFeedback(endpoint: string, body: unknown): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.ok;
  } catch {
    return false;
  }
}

export default function PageFeedback() {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const { version, language, t } = useDocsConfig();
  const endpoint = String(siteConfig.customFields?.feedbackEndpoint || DEFAULT_FEEDBACK_ENDPOINT);
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating || status === 'sending') return;
    setStatus('sending');
    const payload = buildFeedbackPayload({ pathname, hash: window.location.hash, rating, comment, version, language });
    // On failure nothing is cleared: the reader's rating and text stay for another try.
    setStatus((await postFeedback(endpoint, payload)) ? 'sent' : 'failed');
  };

  const choose = (value: FeedbackRating) => {
    setRating(value);
    if (status === 'failed') setStatus('idle');
  };

  return (
    <section className={styles.feedback} aria-labelledby={`${id}-question`} data-page-feedback="">
      <div className={styles.row}>
        <p id={`${id}-question`} className={styles.question}>
          {t('feedback.question')}
        </p>
        {status !== 'sent' && (
          <div className={styles.choices} role="group" aria-labelledby={`${id}-question`}>
            {(['yes', 'no'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={styles.choice}
                aria-pressed={rating === value}
                onClick={() => choose(value)}
              >
                {t(value === 'yes' ? 'feedback.yes' : 'feedback.no')}
              </button>
            ))}
          </div>
        )}
      </div>
      {rating && status !== 'sent' && (
        <form className={styles.form} onSubmit={submit}>
          <label htmlFor={`${id}-comment`} className={styles.label}>
            {t('feedback.comment')}
          </label>
          <textarea
            id={`${id}-comment`}
            className={styles.comment}
            value={comment}
            maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
            rows={3}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setComment(event.target.value)}
          />
          <div className={styles.formFooter}>
            <span id={`${id}-hint`} className={styles.hint}>
              {t('feedback.commentHint')} {`${comment.length}/${FEEDBACK_COMMENT_MAX_LENGTH}`}
            </span>
            <button type="submit" className={styles.submit} disabled={status === 'sending'}>
              {status === 'sending' ? t('feedback.sending') : t('feedback.submit')}
            </button>
          </div>
        </form>
      )}
      <p role="status" className={status === 'failed' ? styles.error : styles.message}>
        {status === 'failed' && t('feedback.error')}
        {status === 'sent' && t('feedback.thanks')}
      </p>
    </section>
  );
}
