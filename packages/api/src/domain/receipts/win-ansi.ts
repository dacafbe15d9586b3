/** Characters beyond Latin-1 that the standard PDF fonts' WinAnsi encoding still has. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Letters that lose nothing but a stroke (NFD cannot split them), and the arrows our descriptions use. */
const REPLACED: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  // French groups thousands with a narrow no-break space ("1 326,28 €"); WinAnsi has the plain no-break one.
  '\u202f': '\u00a0',
  '→': '->',
  '←': '<-',
};

const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/**
 * Text the built-in Helvetica can draw: the standard fonts only know WinAnsi, and any other character comes out as
 * garbage. A letter with an accent outside Latin-1 ("Łódź", "Kraków" is fine) loses the accent; anything else (other
 * scripts, arrows) becomes "?", so a name stays readable and never draws as wrong letters.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    if (isWinAnsi(char)) out += char;
    else if (REPLACED[char]) out += REPLACED[char];
    else {
      const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
      out += base && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return out;
}
