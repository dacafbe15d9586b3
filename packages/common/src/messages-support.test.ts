import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_MAX_LENGTH, supportMessageTexts, supportReplyTexts } from './messages-support';

describe('the support messages’ limits', () => {
  it('are named by the catalogue’s sentences, which write the figure out', () => {
    expect(supportMessageTexts.tooLong).toContain(` ${SUPPORT_MESSAGE_MAX_LENGTH} `);
    expect(supportReplyTexts.tooLong).toContain(` ${SUPPORT_MESSAGE_MAX_LENGTH} `);
  });
});
