import { afterEach, describe, expect, it } from 'vitest';
import { cadFormFollowsChoice } from '../../../src/lib/catalogue/cad-form-choice.ts';
import { $chosenId, $variants } from '../../../src/stores/product-choice.ts';
import { VARIANTS } from './fixtures.ts';

const options = VARIANTS.map((v) => `<option value="${v.id}">${v.partNo}</option>`).join('');

afterEach(() => {
  document.body.innerHTML = '';
  $chosenId.set(null);
  $variants.set([]);
});

describe('the product page’s CAD form', () => {
  it('names the part chosen on the page, and leaves a form that does not follow the choice alone', () => {
    document.body.innerHTML = `<select id="page" data-follows-choice>${options}</select><select id="other">${options}</select>`;
    const page = document.getElementById('page') as HTMLSelectElement;
    const other = document.getElementById('other') as HTMLSelectElement;
    $variants.set(VARIANTS);
    const stop = cadFormFollowsChoice();
    expect(page.value).toBe(String(VARIANTS[0]!.id));
    $chosenId.set(VARIANTS[2]!.id);
    expect(page.value).toBe(String(VARIANTS[2]!.id));
    expect(other.value).toBe(String(VARIANTS[0]!.id));
    // A choice undone (filters that match several) keeps the last part named; the buyer may pick another.
    $chosenId.set(null);
    expect(page.value).toBe(String(VARIANTS[2]!.id));
    stop();
    $chosenId.set(VARIANTS[3]!.id);
    expect(page.value).toBe(String(VARIANTS[2]!.id));
  });
});
