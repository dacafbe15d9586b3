import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi';

describe('toWinAnsi', () => {
  it('keeps what the standard fonts can draw: Latin-1, the euro sign, typographic quotes and dashes', () => {
    expect(toWinAnsi('Zürich – “Kraków” 12.50 € · Œuvre')).toBe('Zürich – “Kraków” 12.50 € · Œuvre');
  });

  it('simplifies other accented letters and arrows, and turns any other character into "?"', () => {
    expect(toWinAnsi('Łódź, Gdańsk, Istanbul → İzmir')).toBe('Lódz, Gdansk, Istanbul -> Izmir');
    expect(toWinAnsi('東京 Москва')).toBe('?? ??????');
  });

  it('puts a line break, a tab or a carriage return on one line', () => {
    expect(toWinAnsi('a\r\nb\tc')).toBe('a b c');
  });
});
