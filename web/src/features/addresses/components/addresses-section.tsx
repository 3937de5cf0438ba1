import { useState } from 'react';
import { MAX_SAVED_ADDRESSES, type AddressFields, type SavedAddress } from '#contracts/schemas/addresses.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { ConfirmDialog } from '#web/components/ui/dialogs/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { AccountCard } from '#web/components/ui/account-card/account-card.tsx';
import accountStyles from '#web/components/ui/account-card/account-page.module.css';
import { addressLines } from '#web/lib/address-lines.ts';
import { addressErrorMessage } from '../address-messages.ts';
import { useDeleteAddress, useSaveAddress, useSavedAddresses } from '#web/lib/api/saved-addresses.ts';
import { AddressForm } from './address-form.tsx';
import styles from './addresses.module.css';

type Editing = { kind: 'new' } | { kind: 'edit'; addressId: string; version: number };

/** Saved delivery addresses on /my-account: list, add, edit, delete (the checkout picks from them). */
export function AddressesSection({ userId }: { userId: string }) {
  const addresses = useSavedAddresses(userId);
  const save = useSaveAddress(userId);
  const remove = useDeleteAddress(userId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [formError, setFormError] = useState('');
  const [listError, setListError] = useState('');
  const [notice, setNotice] = useState('');

  const list = addresses.data ?? [];
  const startEditing = (next: Editing | null) => {
    setEditing(next);
    setFormError('');
    setListError('');
    setNotice('');
  };

  async function submit(fields: AddressFields) {
    setFormError('');
    try {
      const target = editing?.kind === 'edit' ? { address_id: editing.addressId, version: editing.version } : undefined;
      const saved = await save.mutateAsync({ fields, editing: target });
      startEditing(null);
      setNotice(target ? `Saved the changes to ${saved.name}.` : `Added ${saved.name}.`);
    } catch (error) {
      console.error(error);
      setFormError(addressErrorMessage(error, 'save'));
      // After a conflict the form keeps the person's values; saving again starts from the latest version.
      if (editing?.kind === 'edit') {
        const latest = (await addresses.refetch()).data?.find((a) => a.address_id === editing.addressId);
        if (latest) setEditing({ ...editing, version: latest.version });
      }
    }
  }

  async function confirmDelete(address: SavedAddress) {
    setDeleting(null);
    setListError('');
    setNotice('');
    try {
      await remove.mutateAsync(address);
      setNotice(`Deleted ${address.name}.`);
    } catch (error) {
      console.error(error);
      setListError(addressErrorMessage(error, 'delete'));
    }
  }

  const form = (address?: SavedAddress) => (
    <AddressForm
      key={address?.address_id ?? 'new'}
      address={address}
      busy={save.isPending}
      error={formError}
      onSave={(f) => void submit(f)}
      onCancel={() => startEditing(null)}
    />
  );

  return (
    <AccountCard id="addresses" title="Saved addresses" lead="Delivery addresses you can choose at checkout. US addresses only." wide>
      {addresses.isPending && <Spinner text="Loading your addresses" />}
      {addresses.isError && <ValidationMessage>Your addresses could not be loaded. Please try again later.</ValidationMessage>}
      {addresses.isSuccess && list.length === 0 && editing?.kind !== 'new' && (
        <div className={accountStyles.empty} data-testid="addresses-empty">
          <p className={accountStyles.emptyTitle}>No saved addresses</p>
          <p className={accountStyles.muted}>Add one now, or save it when you check out.</p>
        </div>
      )}
      {list.length > 0 && (
        <ul className={styles.list} aria-label="Saved addresses">
          {list.map((address) =>
            editing?.kind === 'edit' && editing.addressId === address.address_id ? (
              <li key={address.address_id} className={`${styles.item} ${styles.editing}`}>
                {form(address)}
              </li>
            ) : (
              <li key={address.address_id} className={styles.item} data-testid="saved-address">
                <address className={styles.lines}>
                  {addressLines(address).map((line, i) => (
                    <span key={`${i}-${line}`} className={line.startsWith('Phone ') ? styles.phone : undefined}>
                      {line}
                    </span>
                  ))}
                </address>
                <div className={styles.itemActions}>
                  <Button
                    variant="secondary"
                    onClick={() => startEditing({ kind: 'edit', addressId: address.address_id, version: address.version })}
                    aria-label={`Edit ${address.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setDeleting(address)}
                    loading={remove.isPending && remove.variables?.address_id === address.address_id}
                    aria-label={`Delete ${address.name}`}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <ValidationMessage>{listError}</ValidationMessage>
      {notice && (
        <p role="status" className={accountStyles.saved}>
          {notice}
        </p>
      )}
      {editing?.kind === 'new' && form()}
      {addresses.isSuccess && !editing && (
        <div className={accountStyles.actions}>
          <Button onClick={() => startEditing({ kind: 'new' })} disabled={list.length >= MAX_SAVED_ADDRESSES}>
            Add address
          </Button>
          {list.length >= MAX_SAVED_ADDRESSES && <p className={accountStyles.muted}>You can save up to {MAX_SAVED_ADDRESSES} addresses.</p>}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this address?"
        confirmText="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      >
        {deleting && (
          <address className={styles.lines}>
            {addressLines(deleting).map((line, i) => (
              <span key={`${i}-${line}`}>{line}</span>
            ))}
          </address>
        )}
      </ConfirmDialog>
    </AccountCard>
  );
}
