import { rainbowKitWords } from '../../build/rainbowKitWords.ts';
import { installSiteWords } from '../../src/i18n/siteWords.ts';
import { en } from '../../src/i18n/words/en.ts';

// Unit tests render components and classify errors outside a page: they read the English table, as the default
// language's pages do.
installSiteWords({ ...en, rk: rainbowKitWords('en-US'), appName: 'Portico' });
