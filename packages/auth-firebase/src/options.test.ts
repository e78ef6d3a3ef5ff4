import { describe, expect, it } from 'vitest';
import { parseHostAndPort } from './options.ts';

describe('parseHostAndPort', () => {
  it('reads host:port, including bracketed IPv6 hosts', () => {
    expect(parseHostAndPort('127.0.0.1:9319')).toEqual({ host: '127.0.0.1', port: 9319 });
    expect(parseHostAndPort('localhost:8080')).toEqual({ host: 'localhost', port: 8080 });
    expect(parseHostAndPort('[::1]:9099')).toEqual({ host: '::1', port: 9099 });
  });

  it.each(['127.0.0.1', 'http://127.0.0.1:9099', '127.0.0.1:0', 'host:99999', ''])(
    'refuses %j, naming it',
    (value) => {
      expect(() => parseHostAndPort(value)).toThrow(`"${value}"`);
    },
  );
});
