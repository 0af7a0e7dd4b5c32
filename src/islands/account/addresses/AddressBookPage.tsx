import '../../../styles/account-profile.css';
import { addressList } from '../../../api/orders.ts';
import type { Address, AddressKind } from '#contract/calls/addresses.ts';
import type { Dictionary } from '../../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { AddressFormStrings } from '../../address/AddressForm.tsx';
import { useAnswer } from '../../use-answer.ts';
import { AccountGate, type AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { AddressKindList } from './AddressKindList.tsx';
import { SharedAddressList } from './SharedAddressList.tsx';

interface Props {
  locale: Locale;
  strings: Dictionary['accountProfile'];
  address: AddressFormStrings;
  gate: AccountStrings;
}

const KINDS: AddressKind[] = ['delivery', 'invoice'];

/** The server's order: defaults first, then oldest first. */
const byDefaultThenAge = (a: Address, b: Address) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id;

/** /acAddress: the buyer's address book, delivery and invoice addresses apart, then the company's addresses its admins keep. */
export default function AddressBookPage({ locale, strings, address, gate }: Props) {
  return (
    <div className="account-profile">
      <AccountGate strings={gate}>
        <AddressBook locale={locale} strings={strings} address={address} gate={gate} />
      </AccountGate>
    </div>
  );
}

function AddressBook({ locale, strings, address, gate }: Props) {
  const { answer, setAnswer, status, retry } = useAnswer(addressList, 'addressList');
  if (status === 'failed') return <LoadFailed strings={gate} retry={retry} />;
  if (!answer) return <p role="status">{gate.loading}</p>;
  const onList = (list: Address[]) => setAnswer({ ...answer, list });
  const onSaved = (saved: Address) => onList([...answer.list.filter((a) => a.id !== saved.id), saved]);
  return (
    <>
      <p className="profile-intro">{strings.addresses.intro}</p>
      {KINDS.map((kind) => (
        <AddressKindList
          key={kind}
          kind={kind}
          addresses={answer.list.filter((a) => a.kind === kind).sort(byDefaultThenAge)}
          onList={onList}
          onSaved={onSaved}
          locale={locale}
          strings={strings}
          address={address}
        />
      ))}
      <SharedAddressList addresses={answer.shared} locale={locale} strings={strings} />
    </>
  );
}
