import { describe, expect, it } from 'vitest';
import { addressProblem } from './service-address';

describe('addressProblem (the renderer’s early check of a custom service address)', () => {
  it.each([
    ['https://tts.example.com', null],
    ['https://tts.example.com/api/', null],
    ['http://127.0.0.1:5300', null],
    ['http://localhost:8080', null],
    ['http://[::1]:9000', null],
    ['', 'empty'],
    ['   ', 'empty'],
    ['not a url', 'invalid'],
    ['http://tts.example.com', 'insecure'],
    ['http://127.0.0.1.evil.com', 'insecure'],
    ['ftp://tts.example.com', 'scheme'],
    ['https://user:pass@tts.example.com', 'credentials'],
    ['https://tts.example.com/?token=1', 'query'],
    ['https://tts.example.com/#x', 'query'],
    [`https://example.com/${'a'.repeat(2100)}`, 'tooLong'],
  ])('%s → %s', (input, problem) => {
    expect(addressProblem(input)).toBe(problem);
  });
});
