/** Letters that Unicode does not decompose into a base letter plus accents, spelled as people type them in ASCII. */
const UNDECOMPOSABLE: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
};
const UNDECOMPOSABLE_RE = new RegExp(`[${Object.keys(UNDECOMPOSABLE).join('')}]`, 'g');

/**
 * The form city names are compared in: accents stripped (NFD), lower case, every run of punctuation or space
 * collapsed to one space. "KÖLN", "köln" and "Koln" all fold to "koln"; "'s-Gravenhage" to "s gravenhage".
 */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(UNDECOMPOSABLE_RE, (c) => UNDECOMPOSABLE[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * German-style transliterations typed on keyboards without umlauts ("Koeln", "Muenchen", "Zuerich"). Only tried
 * when the name as typed matched nothing, since "ue" is an ordinary pair of letters in most languages.
 */
export function foldTransliteration(folded: string): string {
  return folded.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
}
