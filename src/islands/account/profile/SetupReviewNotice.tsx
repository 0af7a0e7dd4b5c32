import { fill } from '#contract/i18n/text.ts';
import type { SetupReviewAnswer, SetupReviewItem } from '#contract/calls/setup-review.ts';
import { setupReviewKeep, setupReviewList, setupReviewRemove } from '../../../api/setup-review.ts';
import { useAnswer } from '../../use-answer.ts';
import { useChange } from '../../use-change.ts';
import type { ProfileStrings } from './profile-strings.ts';

interface Props {
  strings: ProfileStrings;
}

/**
 * Above the profile after a password reset first proved the address: what the account already
 * held (someone else may have registered it), each with a Remove button, and Keep all.
 */
export function SetupReviewNotice({ strings }: Props) {
  const text = strings.profile.setupReview;
  const { answer, setAnswer } = useAnswer(setupReviewList, 'setupReviewList');
  const { busy, change } = useChange((send: () => Promise<SetupReviewAnswer>) => send());
  if (!answer || answer.items.length === 0) return null;

  const act = async (send: () => Promise<SetupReviewAnswer>) => {
    const next = await change(send);
    if (next) setAnswer(next);
  };
  const describe = (item: SetupReviewItem) => {
    if (item.kind === 'company') return fill(text.company, { company: item.name });
    if (item.kind === 'member')
      return fill(text.member, { name: item.name, email: item.detail, role: text.roles[item.companyRole ?? 'buyer'] });
    return fill(text.address, { name: item.name, lines: item.detail });
  };

  return (
    <section className="verify-notice setup-review" aria-labelledby="setup-review-title">
      <h2 id="setup-review-title">{text.title}</h2>
      <p>{text.text}</p>
      <ul>
        {answer.items.map((item) => (
          <li key={item.id}>
            <span>{describe(item)}</span>{' '}
            <button
              type="button"
              className="button secondary small"
              disabled={busy}
              onClick={() => void act(() => setupReviewRemove(item.id))}
            >
              {fill(text.remove[item.kind], { name: item.name })}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button secondary" disabled={busy} onClick={() => void act(setupReviewKeep)}>
        {text.keepAll}
      </button>
    </section>
  );
}
