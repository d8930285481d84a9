import type { SiteWords } from './en.ts';
import { en } from './en.ts';

// PLACEHOLDER until translated: English.
export const vi: SiteWords = en;
