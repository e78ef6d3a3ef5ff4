import { AGENCY, COURSES, EDITIONS, examStatus } from '@apex/core';
import { describe, expect, it } from 'vitest';
import {
  courseLd,
  examEventsLd,
  organizationLd,
  serializeJsonLd,
  structuredDataFor,
} from './structuredData.ts';

const ORIGIN = 'https://apex.example';
const on = (local: string) => examStatus(EDITIONS, Date.parse(`${local}+05:30`));
const LIVE = on('2024-10-06T10:00:00');
const CLOSED = on('2026-11-23T12:00:00');

describe('structured data', () => {
  it('describes the organisation', () => {
    expect(organizationLd(ORIGIN)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: AGENCY.name,
      url: 'https://apex.example/',
      logo: 'https://apex.example/icon-512.png',
      sameAs: Object.values(AGENCY.social),
    });
  });

  it('describes each course with its price in rupees', () => {
    expect(COURSES.map((course) => courseLd(ORIGIN, course))).toEqual(
      COURSES.map((course) =>
        expect.objectContaining({
          '@type': 'Course',
          name: course.title,
          url: `https://apex.example/${course.level}`,
          offers: expect.objectContaining({ price: course.priceRupees, priceCurrency: 'INR' }),
        }),
      ),
    );
    expect(courseLd(ORIGIN, COURSES[0] ?? expect.fail('no course'))).toMatchObject({
      offers: { price: 2999, priceCurrency: 'INR' },
    });
  });

  it('describes each batch of the running edition as a free, scheduled online event', () => {
    const events = examEventsLd(ORIGIN, on('2024-09-15T12:00:00'));
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      '@type': 'Event',
      startDate: '2024-10-05',
      endDate: '2024-10-15',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      isAccessibleForFree: true,
      offers: { price: 0, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    expect(events[1]).toMatchObject({ startDate: '2024-10-17', endDate: '2024-10-25' });
  });

  it('offers no place in a batch that is over', () => {
    const [first, second] = examEventsLd(ORIGIN, on('2024-10-16T12:00:00'));
    expect(first).toMatchObject({ eventStatus: 'https://schema.org/EventScheduled' });
    expect(first).not.toHaveProperty('offers');
    expect(second).toHaveProperty('offers');
  });

  it('charges the original price for a batch after the offer ends', () => {
    const edition = EDITIONS[0];
    const later = { ...edition, offer: { ...edition.offer, freeUntil: '2024-10-10' } };
    const [first, second] = examEventsLd(ORIGIN, examStatus([later], Date.parse('2024-09-15')));
    expect(first).toMatchObject({ isAccessibleForFree: true, offers: { price: 0 } });
    expect(second).toMatchObject({ isAccessibleForFree: false, offers: { price: 299 } });
  });

  it('presents no exam event as upcoming once the latest window has closed', () => {
    expect(examEventsLd(ORIGIN, CLOSED)).toEqual([]);
  });

  it('gives the home page the organisation (whatever the phase), /apex the batches and each course page its course', () => {
    expect(structuredDataFor(ORIGIN, '/', CLOSED).map((item) => item['@type'])).toEqual([
      'Organization',
    ]);
    expect(structuredDataFor(ORIGIN, '/apex', LIVE).map((item) => item['@type'])).toEqual([
      'Event',
      'Event',
    ]);
    expect(structuredDataFor(ORIGIN, '/expert', LIVE)).toEqual([
      courseLd(ORIGIN, COURSES[2] ?? expect.fail('no expert course')),
    ]);
    expect(structuredDataFor(ORIGIN, '/refund', LIVE)).toEqual([]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot end the script element, and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & <!--' };
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('structured data in Hindi', () => {
  it('describes the organisation, courses and batches in Hindi with links to the Hindi pages', () => {
    expect(organizationLd(ORIGIN, 'hi')).toMatchObject({
      url: 'https://apex.example/hi',
      description: expect.stringMatching(/^Apex Digital डिजिटल सेवाओं की एजेंसी/),
    });
    expect(courseLd(ORIGIN, COURSES[0] ?? expect.fail('no course'), 'hi')).toMatchObject({
      name: 'Blockchain for Beginners',
      url: 'https://apex.example/hi/beginner',
      description: 'Blockchain for Beginners: Apex Digital का शुरुआती स्तर का ब्लॉकचेन कोर्स।',
    });
    const [first] = examEventsLd(ORIGIN, on('2024-09-15T12:00:00'), 'hi');
    expect(first).toMatchObject({
      name: 'Apex: अखिल भारतीय कौशल एवं भाषा परीक्षा, बैच 1',
      description: expect.stringContaining('5 से 15\u00a0अक्टूबर 2024 के बीच'),
      url: 'https://apex.example/hi/apex',
    });
  });
});
