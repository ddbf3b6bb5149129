import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

interface RenderOptions {
  /** The URL the component is rendered at. */
  route?: string;
}

/**
 * Renders a component inside what the app gives every page: a fresh query client (the app's
 * own settings), a router, and the toaster so toasts can be asserted.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    );
  }
  return { user: userEvent.setup(), ...render(ui, { wrapper: Providers }) };
}
