import { configure, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CsvPreview, CsvUploadResult } from '#shared/schemas/csv-import.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { BulkUploadDialog } from './bulk-upload-dialog.tsx';

// These flows take several requests each; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });

const { server } = setupApiServer();
// The open dialog hides the rest of the page from assistive technology, toasts included.
const toasts = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));

const preview: CsvPreview = {
  totalRows: 5,
  successful: 3,
  failed: 1,
  duplicates: 1,
  previewNote:
    'Showing 3 of 3 events to import. 1 row has an error. 1 duplicate row will be skipped.',
  preview: [
    {
      title: 'Jazz Night',
      originalCategory: 'Concerts',
      normalizedCategory: 'music',
      date: '2030-06-14',
      time: '8:00 PM',
      allDay: false,
      endDate: null,
      venue: 'Blue Note',
    },
    {
      title: 'Winter Makers Market',
      originalCategory: 'festival',
      normalizedCategory: 'festival',
      date: '2030-06-20',
      time: 'All day',
      allDay: true,
      endDate: '2030-06-29',
      venue: 'Union Square Park',
    },
  ],
  errors: ['Row 4: date must be YYYY-MM-DD'],
};

const uploaded: CsvUploadResult = {
  successful: 3,
  failed: 1,
  duplicates: 1,
  totalRows: 5,
  errors: ['Row 4: date must be YYYY-MM-DD'],
  batchStartId: 901,
  picturesNote: null,
};

const csv = () =>
  new File(['title,description\nJazz Night,Late set\n'], 'events.csv', { type: 'text/csv' });

/**
 * Records what reached each CSV route: the query and the text of the `csv` field. (The test
 * environment's request conversion drops the file name; the browser specs check it.)
 */
function serveCsv(
  answers: {
    preview?: () => Response | Promise<Response>;
    upload?: () => Response | Promise<Response>;
  } = {},
) {
  const received: { path: string; search: string; text: string }[] = [];
  async function record(request: Request) {
    const url = new URL(request.url);
    const file = (await request.formData()).get('csv') as File;
    received.push({ path: url.pathname, search: url.search, text: await file.text() });
  }
  server.use(
    http.post('/api/events/bulk-upload/preview', async ({ request }) => {
      await record(request);
      return answers.preview ? answers.preview() : HttpResponse.json(preview);
    }),
    http.post('/api/events/bulk-upload', async ({ request }) => {
      await record(request);
      return answers.upload ? answers.upload() : HttpResponse.json(uploaded);
    }),
    // The upload refreshes the admin lists behind the dialog.
    http.get('/api/events/batches', () => HttpResponse.json([])),
  );
  return received;
}

async function openWithFile(file: File = csv()) {
  // Not limited to the input's `accept`, so a wrong file can be chosen, as in a real picker.
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<BulkUploadDialog />);
  await user.click(screen.getByRole('button', { name: 'Upload CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bulk Upload Events' });
  await user.upload(within(dialog).getByLabelText('CSV file'), file);
  return { user, dialog: within(dialog) };
}

describe('BulkUploadDialog', { timeout: 20_000 }, () => {
  it('previews the file, then uploads it without asking again and shows the results', async () => {
    const received = serveCsv();
    const { user, dialog } = await openWithFile();

    await user.click(dialog.getByRole('button', { name: 'Preview First' }));

    expect(await dialog.findByRole('heading', { name: 'Preview' })).toHaveFocus();
    expect(received).toEqual([
      {
        path: '/api/events/bulk-upload/preview',
        search: '',
        text: 'title,description\nJazz Night,Late set\n',
      },
    ]);
    expect(dialog.getByText('Total rows').nextSibling).toHaveTextContent('5');
    expect(dialog.getByText('To import').nextSibling).toHaveTextContent('3');
    expect(dialog.getByText('Failed').nextSibling).toHaveTextContent('1');
    expect(dialog.getByText('Duplicates').nextSibling).toHaveTextContent('1');
    expect(dialog.getByText(/^Showing 3 of 3 events to import\./)).toBeInTheDocument();
    expect(dialog.getByText('Jazz Night')).toBeInTheDocument();
    expect(dialog.getByText('2030-06-14 · 8:00 PM · Blue Note')).toBeInTheDocument();
    expect(
      dialog.getByText('2030-06-20 – 2030-06-29 · All day · Union Square Park'),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Category Concerts, saved as music')).toBeInTheDocument();
    expect(dialog.getByText('Row 4: date must be YYYY-MM-DD')).toBeInTheDocument();
    expect(dialog.getByText(/To import the 1 duplicate row anyway/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Upload Events' }));

    expect(await dialog.findByRole('heading', { name: 'Upload complete' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(received.map((r) => r.path)).toEqual([
      '/api/events/bulk-upload/preview',
      '/api/events/bulk-upload',
    ]);
    expect(dialog.getByText('Imported').nextSibling).toHaveTextContent('3');
    expect(dialog.getByText('#901')).toBeInTheDocument();
    expect(dialog.getByRole('region', { name: 'Row errors' })).toHaveTextContent(
      'Row 4: date must be YYYY-MM-DD',
    );
    expect(await toasts().findByText('Upload Complete')).toBeInTheDocument();
    expect(toasts().getByText('Imported 3 events.')).toBeInTheDocument();
  });

  it('asks before uploading an unpreviewed file: Cancel sends nothing, Upload Now uploads', async () => {
    const received = serveCsv();
    const { user, dialog } = await openWithFile();

    await user.click(dialog.getByRole('button', { name: 'Upload Events' }));
    let confirm = within(
      await screen.findByRole('alertdialog', { name: 'Preview before uploading?' }),
    );
    expect(confirm.getByRole('button', { name: 'Preview First' })).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(dialog.getByRole('button', { name: 'Upload Events' })).toHaveFocus();
    expect(received).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Upload Events' }));
    confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Upload Now' }));

    expect(await dialog.findByRole('heading', { name: 'Upload complete' })).toBeInTheDocument();
    expect(received.map((r) => r.path)).toEqual(['/api/events/bulk-upload']);
  });

  it('previews from the confirmation when asked to', async () => {
    const received = serveCsv();
    const { user, dialog } = await openWithFile();

    await user.click(dialog.getByRole('button', { name: 'Upload Events' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Preview First' }));

    expect(await dialog.findByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(received.map((r) => r.path)).toEqual(['/api/events/bulk-upload/preview']);
  });

  it('imports rows already uploaded again only when the option is ticked', async () => {
    const received = serveCsv();
    const { user, dialog } = await openWithFile();

    await user.click(dialog.getByRole('checkbox', { name: /Import rows already uploaded again/ }));
    await user.click(dialog.getByRole('button', { name: 'Preview First' }));
    await dialog.findByRole('heading', { name: 'Preview' });
    await user.click(dialog.getByRole('button', { name: 'Upload Events' }));
    await dialog.findByRole('heading', { name: 'Upload complete' });

    expect(received.map((r) => r.search)).toEqual([
      '?allowDuplicates=true',
      '?allowDuplicates=true',
    ]);
  });

  it('refuses a file that is not a CSV before sending it', async () => {
    const received = serveCsv();
    const { dialog } = await openWithFile(
      new File(['\x89PNG'], 'photo.png', { type: 'image/png' }),
    );

    expect(dialog.getByText('Invalid File: Please select a valid CSV file')).toBeInTheDocument();
    expect(dialog.getByLabelText('CSV file')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('button', { name: 'Preview First' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Upload Events' })).toBeDisabled();
    expect(await toasts().findByText('Invalid File')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('shows the server refusing a preview, in place and in a "Preview Failed" toast', async () => {
    serveCsv({
      preview: () =>
        HttpResponse.json(
          { message: 'Invalid File: Please select a valid CSV file', code: 'INVALID_CSV' },
          { status: 415 },
        ),
    });
    const { user, dialog } = await openWithFile();

    await user.click(dialog.getByRole('button', { name: 'Preview First' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Preview failed: Invalid File: Please select a valid CSV file',
    );
    expect(toasts().getByText('Preview Failed')).toBeInTheDocument();
    expect(toasts().getByText('Invalid File: Please select a valid CSV file')).toBeInTheDocument();
    // The file is still chosen, to try again.
    expect(dialog.getByRole('button', { name: 'Preview First' })).toBeEnabled();
  });

  it('shows a refused upload as "Upload failed" with the server message', async () => {
    serveCsv({
      upload: () =>
        HttpResponse.json({ message: 'File too large: at most 50,000 rows' }, { status: 413 }),
    });
    const { user, dialog } = await openWithFile();

    await user.click(dialog.getByRole('button', { name: 'Upload Events' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Upload Now' }),
    );

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Upload failed: File too large: at most 50,000 rows',
    );
    expect(toasts().getByText('Upload Failed')).toBeInTheDocument();
    expect(dialog.queryByRole('heading', { name: 'Upload complete' })).not.toBeInTheDocument();
  });

  it('shows progress while the file is on its way, and Cancel stops it', async () => {
    serveCsv({
      upload: async () => {
        await delay('infinite');
        return HttpResponse.json(uploaded);
      },
    });
    const { user, dialog } = await openWithFile();

    await user.click(dialog.getByRole('button', { name: 'Upload Events' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Upload Now' }),
    );

    const progress = await dialog.findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(dialog.getByRole('status')).toHaveTextContent('Sending file…');
    // Escape does not drop a transfer under way.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Bulk Upload Events' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    expect(await dialog.findByRole('button', { name: 'Preview First' })).toBeEnabled();
    expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    // A cancel is not a failure.
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });
});
