import { describe, it, expect } from 'vitest';
import { resolveProjectId } from './resolve-project-id';

const all = {
  selectedProjectId: 'selected',
  pageSearch: '?projectId=page',
  requestUrl: '/api/datasets?projectId=request',
  payload: { projectId: 'payload' },
};

describe('resolveProjectId', () => {
  it('prefers the selected project', () => {
    expect(resolveProjectId(all)).toBe('selected');
  });

  it('falls back to the page query, then the request URL, then the payload', () => {
    expect(resolveProjectId({ ...all, selectedProjectId: null })).toBe('page');
    expect(resolveProjectId({ ...all, selectedProjectId: null, pageSearch: '' })).toBe('request');
    expect(resolveProjectId({ ...all, selectedProjectId: undefined, pageSearch: '', requestUrl: '/x' })).toBe(
      'payload',
    );
  });

  it('returns null when no source has a project id', () => {
    expect(resolveProjectId({})).toBeNull();
    expect(resolveProjectId({ pageSearch: '?tab=1', requestUrl: '/api/x?page=2', payload: { a: 1 } })).toBeNull();
  });

  it('skips empty and blank values', () => {
    expect(
      resolveProjectId({
        selectedProjectId: '',
        pageSearch: '?projectId=',
        requestUrl: '/api?projectId=%20',
        payload: { projectId: 'p1' },
      }),
    ).toBe('p1');
    expect(resolveProjectId({ payload: { projectId: '' } })).toBeNull();
  });

  it('accepts a page search without the leading question mark', () => {
    expect(resolveProjectId({ pageSearch: 'tab=2&projectId=abc' })).toBe('abc');
  });

  it('reads absolute request URLs and decodes values', () => {
    expect(resolveProjectId({ requestUrl: 'https://api.example.com/v1/runs?projectId=a%2Fb&x=1' })).toBe('a/b');
  });

  it('ignores a request URL that cannot be parsed', () => {
    expect(resolveProjectId({ requestUrl: 'http://[bad', payload: { projectId: 'p' } })).toBe('p');
  });

  it('accepts numeric payload ids but not other types', () => {
    expect(resolveProjectId({ payload: { projectId: 42 } })).toBe('42');
    expect(resolveProjectId({ payload: { projectId: Number.NaN } })).toBeNull();
    expect(resolveProjectId({ payload: { projectId: { id: 'x' } } })).toBeNull();
    expect(resolveProjectId({ payload: 'projectId=x' })).toBeNull();
    expect(resolveProjectId({ payload: null })).toBeNull();
  });

  it('does not read projectId from the payload prototype', () => {
    const payload: unknown = Object.create({ projectId: 'inherited' });
    expect(resolveProjectId({ payload })).toBeNull();
  });
});
