import { describe, expect, it } from 'vitest';
import {
  type PlaywrightSuite,
  parseAllowances,
  skippedInPlaywright,
  skippedInVitest,
  unallowedSkips,
  type VitestReport,
} from './skipped.ts';

// The shapes are vitest's and Playwright's JSON reports as tests/runAll.ts reads them (trimmed to the fields read).

const vitestReport: VitestReport = {
  testResults: [
    {
      name: '/repo/src/wallets/announcements.test.ts',
      assertionResults: [
        { ancestorTitles: ['announcements'], title: 'keeps a checked one', status: 'passed' },
        { ancestorTitles: ['announcements'], title: 'drops a forged one', status: 'failed' },
        { ancestorTitles: ['announcements'], title: 'skipped one', status: 'skipped' },
        { ancestorTitles: [], title: 'a todo', status: 'todo' },
        { ancestorTitles: [], title: 'left pending', status: 'pending' },
      ],
    },
  ],
};

const playwrightSuites: PlaywrightSuite[] = [
  {
    title: 'site/wallet.spec.ts',
    specs: [
      { title: 'connects', file: 'site/wallet.spec.ts', tests: [{ status: 'expected' }] },
      { title: 'fixme one', file: 'site/wallet.spec.ts', tests: [{ status: 'skipped' }] },
    ],
    suites: [
      {
        title: 'reads',
        specs: [
          { title: 'fails', file: 'site/wallet.spec.ts', tests: [{ status: 'unexpected' }] },
          { title: 'skipped inside', file: 'site/wallet.spec.ts', tests: [{ status: 'skipped' }] },
        ],
      },
    ],
  },
];

describe('skipped tests in the summary', () => {
  it('names every vitest test that neither passed nor failed, by file and titles', () => {
    expect(skippedInVitest(vitestReport, '/repo')).toEqual([
      'src/wallets/announcements.test.ts › announcements › skipped one',
      'src/wallets/announcements.test.ts › a todo',
      'src/wallets/announcements.test.ts › left pending',
    ]);
  });

  it('names every skipped Playwright test, by file under the test folder and titles, nested groups too', () => {
    expect(skippedInPlaywright(playwrightSuites, 'tests/e2e')).toEqual([
      'tests/e2e/site/wallet.spec.ts › fixme one',
      'tests/e2e/site/wallet.spec.ts › reads › skipped inside',
    ]);
  });

  it('lets through only the skips the list names', () => {
    const skipped = ['a › one', 'a › two', 'a › one'];
    expect(unallowedSkips(skipped, [])).toEqual(skipped);
    expect(unallowedSkips(skipped, [{ test: 'a › one', reason: 'waits for the chain upgrade' }])).toEqual([
      'a › two',
    ]);
  });

  it('refuses a list whose entry gives no reason or names no test', () => {
    expect(parseAllowances('[]')).toEqual([]);
    expect(parseAllowances('[{"test":"a › b","reason":"needs a GPU to draw"}]')).toEqual([
      { test: 'a › b', reason: 'needs a GPU to draw' },
    ]);
    expect(() => parseAllowances('{}')).toThrow('expected an array');
    expect(() => parseAllowances('[{"test":"a › b"}]')).toThrow('"reason" must say why');
    expect(() => parseAllowances('[{"test":"a › b","reason":"   ok     "}]')).toThrow(
      '"reason" must say why',
    );
    expect(() => parseAllowances('[{"reason":"needs a GPU to draw"}]')).toThrow('"test" must name a test');
    expect(() => parseAllowances('[null]')).toThrow('"test" must name a test');
  });
});
