import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressFields, SavedAddress } from '#contracts/schemas/addresses.ts';
import { callApi } from './api-client.ts';
import { addressKeys } from './query-keys.ts';

export function useSavedAddresses(userId: string) {
  return useQuery({
    queryKey: addressKeys.list(userId),
    queryFn: async () => (await callApi('listAddresses', { params: { userId } })).addresses,
    staleTime: 0,
  });
}

/** Adds an address, or edits one from the version the form started with. */
export function useSaveAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      fields,
      editing,
    }: {
      fields: AddressFields;
      editing?: Pick<SavedAddress, 'address_id' | 'version'>;
    }): Promise<SavedAddress> =>
      editing
        ? callApi('updateAddress', { params: { userId, addressId: editing.address_id }, body: { ...fields, version: editing.version } })
        : callApi('createAddress', { params: { userId }, body: fields }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.list(userId) }),
  });
}

export function useDeleteAddress(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: Pick<SavedAddress, 'address_id' | 'version'>) =>
      callApi('deleteAddress', { params: { userId, addressId: address.address_id }, query: { version: address.version } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.list(userId) }),
  });
}
