/**
 * 'O aplikaciji' in the sidebar and its credits ('Zasluge') for the pictograms (issue 33). Apart from
 * hr-pictograms.ts so the shell's script takes only these lines: the shell is loaded right after login.
 */
export const hrCredits = {
  about: 'O aplikaciji',
  aboutIntro: 'Plan dan pomaže zaposlenicima da svoj dan prate korak po korak.',
  credits: 'Zasluge',
  creditsSymbols: 'Piktogrami: Fluent Emoji, © Microsoft Corporation, MIT licenca',
  creditsWords: 'Riječi za pretraživanje piktograma: Unicode CLDR, © Unicode, Inc., Unicode licenca',
  licenceTitle: 'Tekst MIT licence (Fluent Emoji)',
  unicodeLicence: 'Unicode licenca: https://www.unicode.org/license.txt',
  /** The licence's own words, which it asks to keep with the copies: not translated. */
  mitLicence: `MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`,
} as const;
