import type {
  Cashbook,
  CashEntry,
  CashPaymentBody,
  ExpenseBody,
  Fund,
  FundBody,
  FundPayment,
  FundPaymentBody,
  FundRemind,
  ListPage,
  PaymentStatus,
  UnpaidMember,
} from '@alumni/contract';
import { UNPAID_DEFAULT_LIMIT } from '@alumni/contract/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** 'Iuran', 'Keuangan', 'Buku Kas' (docs/decisions/028): the web's calls. */
const ROOT = ['funds'] as const;

export const fundsQueryOptions = (eventId?: number) =>
  queryOptions({
    queryKey: [...ROOT, 'list', eventId ?? null] as const,
    queryFn: ({ signal }) =>
      api<ListPage<Fund> & { committee: boolean }>('/api/v1/fund', {
        query: eventId ? { eventId } : {},
        signal,
      }),
  });
export const useFunds = (eventId?: number, enabled = true) =>
  useQuery({ ...fundsQueryOptions(eventId), enabled });

export const useFund = (id: number) =>
  useQuery({
    queryKey: [...ROOT, 'one', id] as const,
    queryFn: ({ signal }) => api<Fund>(`/api/v1/fund/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const usePaymentQueue = (status: PaymentStatus | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...ROOT, 'queue', status ?? 'ALL'] as const,
    queryFn: ({ signal }) =>
      api<ListPage<FundPayment>>('/api/v1/fund-payment', {
        query: status ? { status } : {},
        signal,
      }),
    enabled,
  });

export const useCashbook = () =>
  useQuery({
    queryKey: [...ROOT, 'cashbook'] as const,
    queryFn: ({ signal }) => api<Cashbook>('/api/v1/cashbook', { signal }),
  });

/** Who owes the fund and has not paid (committee), a page of UNPAID_DEFAULT_LIMIT in name order. */
export const useUnpaid = (fundId: number, page: number, enabled: boolean) =>
  useQuery({
    queryKey: [...ROOT, 'unpaid', fundId, page] as const,
    queryFn: ({ signal }) =>
      api<ListPage<UnpaidMember>>(`/api/v1/fund/${fundId}/unpaid`, {
        query: { offset: page, limit: UNPAID_DEFAULT_LIMIT },
        signal,
      }),
    enabled,
  });

/** Every query of this feature starts with the list's first key part. */
export const FUNDS_ROOT_KEY = fundsQueryOptions().queryKey.slice(0, 1);

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: FUNDS_ROOT_KEY });
}

export function usePay(fundId: number) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (body: FundPaymentBody) =>
      api<FundPayment>(`/api/v1/fund/${fundId}/payment`, { method: 'POST', body }),
    onSuccess: done,
  });
}

export function useAttachProof() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: ({ id, proofUrl }: { id: number; proofUrl: string }) =>
      api<FundPayment>(`/api/v1/fund-payment/${id}/proof`, { method: 'PUT', body: { proofUrl } }),
    onSuccess: done,
  });
}

export function useSaveFund() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FundBody }) =>
      api<Fund>(id ? `/api/v1/fund/${id}` : '/api/v1/fund', { method: id ? 'PUT' : 'POST', body }),
    onSuccess: done,
  });
}

export function useVerify() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api<FundPayment>(`/api/v1/fund-payment/${id}/verify`, { method: 'POST' }),
    onSuccess: done,
  });
}

export function useReject() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api<FundPayment>(`/api/v1/fund-payment/${id}/reject`, { method: 'POST', body: { reason } }),
    onSuccess: done,
  });
}

/** 'Ingatkan': the committee reminds who has not paid (the server skips those reminded in the last day). */
export function useRemind(fundId: number) {
  const done = useInvalidate();
  return useMutation({
    mutationFn: () => api<FundRemind>(`/api/v1/fund/${fundId}/remind`, { method: 'POST' }),
    onSuccess: done,
  });
}

export function useCashPayment() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: ({ fundId, body }: { fundId: number; body: CashPaymentBody }) =>
      api<FundPayment>(`/api/v1/fund/${fundId}/cash-payment`, { method: 'POST', body }),
    onSuccess: done,
  });
}

export function useAddExpense() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (body: ExpenseBody) => api<CashEntry>('/api/v1/cashbook/expense', { method: 'POST', body }),
    onSuccess: done,
  });
}

export function useReverse() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api<CashEntry>(`/api/v1/cashbook/${id}/reverse`, { method: 'POST', body: { reason } }),
    onSuccess: done,
  });
}

/** Members to pick for 'Bayar tunai': the admin list when the caller may read it (GET /user/search is not ours). */
export interface MemberOption {
  id: number;
  name: string;
  username: string;
}

export const useMemberSearch = (term: string) =>
  useQuery({
    queryKey: ['member-search', term] as const,
    queryFn: ({ signal }) =>
      api<ListPage<MemberOption>>('/api/v1/user', {
        query: { username: term, limit: 8 },
        signal,
      }),
    enabled: term.trim().length >= 2,
  });

export const treasurersQueryOptions = () =>
  queryOptions({
    queryKey: ['treasurers'] as const,
    queryFn: ({ signal }) => api<{ datas: MemberOption[] }>('/api/v1/treasurer', { signal }),
  });
export const useTreasurers = (enabled: boolean) => useQuery({ ...treasurersQueryOptions(), enabled });

export function useSetTreasurer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, treasurer }: { id: number; treasurer: boolean }) =>
      api<{ id: number; name: string; treasurer: boolean }>(`/api/v1/user/${id}/treasurer`, {
        method: 'PUT',
        body: { treasurer },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: treasurersQueryOptions().queryKey }),
  });
}
