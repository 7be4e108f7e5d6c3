import { describe, expect, it } from 'vitest';
import { otlpEndpoint } from './otlp-endpoint';

describe('otlpEndpoint', () => {
  it('appends the OTLP traces path to the origin once', () => {
    expect(otlpEndpoint('http://localhost:3000')).toBe('http://localhost:3000/v1/traces');
    expect(otlpEndpoint('https://assay.example/')).toBe('https://assay.example/v1/traces');
  });
});
