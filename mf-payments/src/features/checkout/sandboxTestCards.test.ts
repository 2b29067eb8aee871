import { sandboxNonceFor } from './sandboxTestCards';

const TODAY = new Date(2026, 10, 22);
const VISA = { number: '4111 1111 1111 1111', expiry: '11/26', cvv: '123' };

function nonceOf(result: ReturnType<typeof sandboxNonceFor>): string {
  if (!('nonce' in result)) throw new Error(`no nonce: ${JSON.stringify(result)}`);
  return result.nonce;
}

describe('sandboxNonceFor', () => {
  it('turns a test card into its test nonce, unique to the checkout, whatever the spacing', () => {
    const first = sandboxNonceFor(VISA, TODAY);
    const second = sandboxNonceFor({ ...VISA, number: '4111-1111-1111-1111' }, TODAY);

    expect(nonceOf(first)).toMatch(/^fake-valid-visa-nonce#.+/);
    expect(nonceOf(second)).toMatch(/^fake-valid-visa-nonce#.+/);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });

  it('gives the declined nonce for the declined test card', () => {
    expect(nonceOf(sandboxNonceFor({ ...VISA, number: '4000111111111115' }, TODAY))).toMatch(
      /^fake-processor-declined-visa-nonce#/,
    );
  });

  it('says what is wrong: an unknown number, a past or malformed expiry, a bad CVV', () => {
    expect(sandboxNonceFor({ ...VISA, number: '4242424242424242' }, TODAY)).toEqual({
      problem: 'number',
    });
    expect(sandboxNonceFor({ ...VISA, expiry: '10/26' }, TODAY)).toEqual({ problem: 'expiry' });
    expect(sandboxNonceFor({ ...VISA, expiry: '13/30' }, TODAY)).toEqual({ problem: 'expiry' });
    expect(sandboxNonceFor({ ...VISA, cvv: '12' }, TODAY)).toEqual({ problem: 'cvv' });
  });
});
