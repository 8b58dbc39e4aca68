import type { Community } from '@alumni/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CommunityProvider,
  communityQueryOptions,
  PLACEHOLDER_COMMUNITY,
  useCommunity,
} from './get-community.ts';

function Probe({ label }: { label: string }) {
  const { community, data, isPending } = useCommunity();
  return (
    <p>
      {label}: {community.name} / {data ? 'loaded' : 'none'} / {isPending ? 'pending' : 'settled'}
    </p>
  );
}

/** Every screen reads the community from the one CommunityProvider at the app's root (docs/decisions/039). */
describe('useCommunity', () => {
  it('gives every reader below the provider the one answer', () => {
    const client = new QueryClient();
    const saved: Community = { ...PLACEHOLDER_COMMUNITY, name: 'Alumni SMA 1986' };
    client.setQueryData(communityQueryOptions().queryKey, saved);
    const out = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <CommunityProvider>
          <Probe label="logo" />
          <Probe label="footer" />
        </CommunityProvider>
      </QueryClientProvider>,
    );
    expect(out).toContain('logo: Alumni SMA 1986 / loaded / settled');
    expect(out).toContain('footer: Alumni SMA 1986 / loaded / settled');
    // One query for the whole tree: one observer's worth of cache entry.
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it('gives the neutral placeholder until the answer arrives', () => {
    const out = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <CommunityProvider>
          <Probe label="title" />
        </CommunityProvider>
      </QueryClientProvider>,
    );
    expect(out).toContain(`title: ${PLACEHOLDER_COMMUNITY.name} / none / pending`);
  });

  it('says so when a screen is rendered without the provider', () => {
    expect(() =>
      renderToStaticMarkup(
        <QueryClientProvider client={new QueryClient()}>
          <Probe label="lost" />
        </QueryClientProvider>,
      ),
    ).toThrow(/CommunityProvider/);
  });
});
