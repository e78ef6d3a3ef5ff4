import { describe, expect, it } from 'vitest';
import {
  listMailDocument,
  listUnsubscribeHeaders,
  oneClickUnsubscribeLink,
  subscriptionPageLink,
} from './mail.ts';

describe('list mails', () => {
  it('link to the pages in the mail language', () => {
    expect(subscriptionPageLink('https://apex.example/', 'en', 'unsubscribe', 'a-b_c')).toBe(
      'https://apex.example/unsubscribe?token=a-b_c',
    );
    expect(subscriptionPageLink('https://apex.example', 'hi', 'subscribe/confirm', 'x')).toBe(
      'https://apex.example/hi/subscribe/confirm?token=x',
    );
  });

  it('carry the RFC 8058 headers with the https one-click address first', () => {
    const url = oneClickUnsubscribeLink('https://apex.example', 'tok');
    expect(url).toBe('https://apex.example/list-unsubscribe?token=tok');
    expect(listUnsubscribeHeaders(url, 'unsubscribe@apex.example')).toEqual({
      'List-Unsubscribe': `<${url}>, <mailto:unsubscribe@apex.example?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(listUnsubscribeHeaders(url, ' ')['List-Unsubscribe']).toBe(`<${url}>`);
  });

  it('put the headers into the message, as the Trigger Email extension reads them', () => {
    const document = listMailDocument(
      'asha@example.com',
      'hi',
      { subject: 's', text: 't', html: 'h' },
      { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    );
    expect(document).toEqual({
      to: 'asha@example.com',
      kind: 'subscription-confirm',
      language: 'hi',
      message: {
        subject: 's',
        text: 't',
        html: 'h',
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
    });
  });
});
