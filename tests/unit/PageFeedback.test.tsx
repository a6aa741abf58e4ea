import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DocsProvider } from '@site/src/components/DocsProvider';
import PageFeedback from '@site/src/components/PageFeedback';
import { testLocation } from './support/docusaurus/router';

const ERROR = "Couldn't submit feedback. Please try again later.";

function renderForm() {
  testLocation.pathname = '/x/react-data-grid/sorting/';
  return render(
    <DocsProvider>
      <PageFeedback />
    </DocsProvider>,
  );
}

function mockFetch(result: () => Promise<Partial<Response>>) {
  const fetchMock = jest.fn(result);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function answer(rating: 'Yes' | 'No', comment: string) {
  fireEvent.click(screen.getByRole('button', { name: rating }));
  fireEvent.change(screen.getByLabelText('Tell us more (optional)'), { target: { value: comment } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  });
}

afterEach(() => {
  window.location.hash = '';
});

describe('PageFeedback', () => {
  it('asks the question with named Yes and No buttons and no comment box yet', () => {
    renderForm();
    expect(screen.getByText('Was this page helpful?')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Was this page helpful?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByLabelText('Tell us more (optional)')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('posts the page, rating, comment, section, version and language, then thanks the reader', async () => {
    const fetchMock = mockFetch(async () => ({ ok: true, status: 201 }));
    window.location.hash = '#multi-sorting';
    renderForm();
    await answer('No', '  An example with a custom comparator, please.  ');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/feedback-api/v1/feedback');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({
      page: '/x/react-data-grid/sorting/',
      rating: 'no',
      comment: 'An example with a custom comparator, please.',
      section: 'multi-sorting',
      version: '8.2.0',
      language: 'en',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback.');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it.each([
    ['the server answers an error', async () => ({ ok: false, status: 500 })],
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows the fixed failure text and keeps the comment when %s', async (_name, result) => {
    mockFetch(result);
    renderForm();
    await answer('Yes', 'Clear and short.');
    expect(screen.getByRole('status')).toHaveTextContent(ERROR);
    expect(screen.getByRole('status').textContent).toBe(ERROR);
    expect(screen.getByLabelText('Tell us more (optional)')).toHaveValue('Clear and short.');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('limits the comment to 2,000 characters', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByLabelText('Tell us more (optional)')).toHaveAttribute('maxLength', '2000');
  });
});
