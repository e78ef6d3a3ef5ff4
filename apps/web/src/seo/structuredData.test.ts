import { AGENCY, COURSES, EXAM } from '@apex/core';
import { describe, expect, it } from 'vitest';
import {
  courseLd,
  examEventsLd,
  organizationLd,
  serializeJsonLd,
  structuredDataFor,
} from './structuredData.ts';

const ORIGIN = 'https://apex.example';

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

  it('describes each exam batch as a free online event with its dates', () => {
    const events = examEventsLd(ORIGIN);
    expect(events).toHaveLength(EXAM.batches.length);
    expect(events[0]).toMatchObject({
      '@type': 'Event',
      startDate: '2024-10-05',
      endDate: '2024-10-15',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      offers: { price: 0, priceCurrency: 'INR' },
    });
    expect(events[1]).toMatchObject({ startDate: '2024-10-17', endDate: '2024-10-25' });
  });

  it('gives the home page the organisation, /apex the batches and each course page its course', () => {
    expect(structuredDataFor(ORIGIN, '/').map((item) => item['@type'])).toEqual(['Organization']);
    expect(structuredDataFor(ORIGIN, '/apex').map((item) => item['@type'])).toEqual([
      'Event',
      'Event',
    ]);
    expect(structuredDataFor(ORIGIN, '/expert')).toEqual([
      courseLd(ORIGIN, COURSES[2] ?? expect.fail('no expert course')),
    ]);
    expect(structuredDataFor(ORIGIN, '/refund')).toEqual([]);
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
