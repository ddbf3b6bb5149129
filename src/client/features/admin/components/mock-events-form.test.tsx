import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { MockEventsForm } from './mock-events-form.tsx';
import { holdAnswer } from '#test/support/client/held-answer.ts';

// These flows take several requests each; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });

const { server } = setupApiServer();
const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

function serveMock(answer?: () => Promise<Response> | Response) {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/events/generate-mock', async ({ request }) => {
      const body = (await request.json()) as { count: number };
      sent.push(body);
      if (answer) return answer();
      return HttpResponse.json({
        created: body.count,
        message: `Generated ${body.count} mock events`,
      });
    }),
  );
  return sent;
}

async function submit(text: string) {
  const view = renderWithProviders(<MockEventsForm />);
  const input = screen.getByLabelText('Number of events');
  await view.user.clear(input);
  if (text) await view.user.type(input, text);
  await view.user.click(screen.getByRole('button', { name: 'Generate events' }));
  return { ...view, input };
}

describe('MockEventsForm', { timeout: 20_000 }, () => {
  it('starts at 1000 and sends the number typed', async () => {
    const sent = serveMock();
    const { user } = renderWithProviders(<MockEventsForm />);
    const input = screen.getByLabelText('Number of events');
    expect(input).toHaveValue(1000);

    await user.clear(input);
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: 'Generate events' }));

    expect(await toasts().findByText('Generated 5 mock events')).toBeInTheDocument();
    expect(sent).toEqual([{ count: 5 }]);
  });

  it('sends 1000 when what was typed is not a number', async () => {
    const sent = serveMock();
    await submit('abc');

    expect(await toasts().findByText('Generated 1000 mock events')).toBeInTheDocument();
    expect(sent).toEqual([{ count: 1000 }]);
  });

  it.each(['0', '5001', '2.5'])('refuses %s with the message, sending nothing', async (text) => {
    const sent = serveMock();
    const { input } = await submit(text);

    expect(await screen.findByText('Please enter a number between 1 and 5000')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('shows progress while the events are generated', async () => {
    const answer = holdAnswer();
    serveMock(async () => {
      await answer.released;
      return HttpResponse.json({ created: 40, message: 'Generated 40 mock events' });
    });
    await submit('40');

    const progress = await screen.findByRole('progressbar', { name: 'Mock generation progress' });
    expect(progress).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByText('Generating 40 events…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Generate events' })).toBeDisabled();

    answer.release();
    expect(await toasts().findByText('Generated 40 mock events')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says so when the server fails', async () => {
    serveMock(() => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    await submit('10');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate mock events');
    // Said once, inline: no toast repeats it.
    expect(toasts().queryByText('Failed to generate mock events')).not.toBeInTheDocument();
  });
});
