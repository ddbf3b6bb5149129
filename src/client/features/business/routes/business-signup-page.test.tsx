import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import type { CaptchaChallenge } from '#shared/schemas/business.ts';
import { CAPTCHA_FAILED } from '#shared/schemas/business.ts';
import { makeAccount, makeChallenge } from '#test/support/client/business/business-data.ts';
import { currentUrl, renderAtRoute } from '#test/support/client/business/render-business.tsx';
import { BusinessSignupPage } from './business-signup-page.tsx';

configure({ asyncUtilTimeout: 4000 });

const { server, requests } = setupApiServer();
const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));
const signupPosts = () => requests.filter((r) => r.url.endsWith('/api/business/signup'));
const captchaGets = () => requests.filter((r) => r.url.endsWith('/api/business/captcha'));

/** No account yet, and the captchas the server hands out, one per request, the last repeated. */
function serveSignup(...challenges: CaptchaChallenge[]) {
  const queue = challenges.length > 0 ? [...challenges] : [makeChallenge()];
  server.use(
    http.get('/api/business/account', () => HttpResponse.json(null)),
    http.get('/api/business/captcha', () =>
      HttpResponse.json(queue.length > 1 ? queue.shift() : queue[0]),
    ),
  );
}

function renderSignup(options: Parameters<typeof renderAtRoute>[2] = {}) {
  return renderAtRoute('/business-signup', <BusinessSignupPage />, options);
}

type User = ReturnType<typeof renderSignup>['user'];

async function fillRequired(user: User) {
  await user.type(screen.getByLabelText('Company name'), 'Blue Door Jazz');
  await user.selectOptions(screen.getByLabelText('Business type'), 'venue');
  await user.type(screen.getByLabelText('Contact name'), 'Ada Lane');
  await user.type(screen.getByLabelText('Email'), 'ada@bluedoor.nyc');
}

describe('BusinessSignupPage', { timeout: 20_000 }, () => {
  it('shows a visitor the banner and the way to sign in, in place, without asking the API', async () => {
    const { user } = renderSignup({ user: null });

    expect(screen.getByText('$5 per event post')).toBeInTheDocument();
    expect(screen.getByText('No monthly fees')).toBeInTheDocument();
    expect(screen.getByText('Instant account')).toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in or create an account' });
    expect(signIn).toHaveAttribute('href', '/business-signup?sign-in');

    await user.click(signIn);

    expect(screen.getByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/business-signup?sign-in');
    expect(requests).toHaveLength(0);
  });

  it('drops the sign-in request from the address once signed in', async () => {
    serveSignup();
    renderSignup({ route: '/business-signup?sign-in' });

    expect(await screen.findByLabelText('What is 3 + 4?')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/business-signup'));
  });

  it('sends a user who already has an account to the dashboard', async () => {
    server.use(http.get('/api/business/account', () => HttpResponse.json(makeAccount())));
    renderSignup();

    expect(
      await screen.findByRole('heading', { name: 'You already have a business account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to dashboard/ })).toHaveAttribute(
      'href',
      '/business-dashboard',
    );
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    expect(captchaGets()).toHaveLength(0);
  });

  it('says the missing-fields message, marks the empty fields and sends nothing', async () => {
    serveSignup();
    const { user } = renderSignup();
    await screen.findByLabelText('What is 3 + 4?');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    // Text with the URL keyboard: "bluedoor.com" is fine, the browser must not refuse it.
    expect(screen.getByLabelText('Website (optional)')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Website (optional)')).toHaveAttribute('inputmode', 'url');
    expect(screen.getByLabelText('Phone (optional)')).toHaveAttribute('type', 'tel');

    await user.type(screen.getByLabelText('Contact name'), 'Ada Lane');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await toasts().findByText('Missing fields')).toBeInTheDocument();
    expect(toasts().getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Missing fields - Please fill in all required fields',
    );
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Business type')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contact name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Company name')).toHaveFocus();
    expect(signupPosts()).toHaveLength(0);
  });

  it('shows the schema’s message for a malformed website', async () => {
    serveSignup();
    const { user } = renderSignup();
    await screen.findByLabelText('What is 3 + 4?');

    await fillRequired(user);
    await user.type(screen.getByLabelText('Website (optional)'), 'bluedoor');
    await user.type(screen.getByLabelText('What is 3 + 4?'), '7');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('must be a web address (https://…)')).toBeInTheDocument();
    expect(screen.getByLabelText('Website (optional)')).toHaveFocus();
    expect(signupPosts()).toHaveLength(0);
  });

  it('catches a wrong sum before spending the challenge', async () => {
    serveSignup();
    const { user } = renderSignup();
    await screen.findByLabelText('What is 3 + 4?');

    await fillRequired(user);
    await user.type(screen.getByLabelText('What is 3 + 4?'), '8');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await toasts().findByText('Captcha failed')).toBeInTheDocument();
    expect(toasts().getByText('Please solve the math problem correctly')).toBeInTheDocument();
    expect(screen.getByLabelText('What is 3 + 4?')).toHaveFocus();
    expect(signupPosts()).toHaveLength(0);
    expect(captchaGets()).toHaveLength(1);
  });

  it('asks for a new question when the server refuses the answer', async () => {
    serveSignup(makeChallenge({ a: 3, b: 4 }), makeChallenge({ a: 2, b: 9 }));
    let body: unknown;
    server.use(
      http.post('/api/business/signup', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: CAPTCHA_FAILED }, { status: 400 });
      }),
    );
    const { user } = renderSignup();
    await screen.findByLabelText('What is 3 + 4?');

    await fillRequired(user);
    await user.type(screen.getByLabelText('What is 3 + 4?'), '7');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await toasts().findByText('Captcha failed')).toBeInTheDocument();
    const next = await screen.findByLabelText('What is 2 + 9?');
    expect(next).toHaveValue(null);
    expect(screen.getByRole('alert')).toHaveTextContent(CAPTCHA_FAILED);
    expect(body).toMatchObject({ captchaToken: 'token-3-4', captchaAnswer: '7' });
    expect(captchaGets()).toHaveLength(2);
    // What was typed stays for the next try.
    expect(screen.getByLabelText('Company name')).toHaveValue('Blue Door Jazz');
  });

  it('offers a new question on request', async () => {
    serveSignup(makeChallenge({ a: 3, b: 4 }), makeChallenge({ a: 6, b: 1 }));
    const { user } = renderSignup();
    await user.type(await screen.findByLabelText('What is 3 + 4?'), '5');

    await user.click(screen.getByRole('button', { name: 'New question' }));

    expect(await screen.findByLabelText('What is 6 + 1?')).toHaveValue(null);
  });

  it('approves the account, says so, and shows the way on', async () => {
    serveSignup();
    let body: unknown;
    server.use(
      http.post('/api/business/signup', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(makeAccount(), { status: 201 });
      }),
    );
    const { user } = renderSignup();
    await screen.findByLabelText('What is 3 + 4?');

    await fillRequired(user);
    await user.type(screen.getByLabelText('Phone (optional)'), '+1 212 555 0199');
    await user.type(screen.getByLabelText('About your business (optional)'), 'Jazz since 1961.');
    await user.type(screen.getByLabelText('What is 3 + 4?'), '7');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    const heading = await screen.findByRole('heading', { name: 'Account Approved!' });
    expect(heading).toHaveFocus();
    expect(toasts().getByText('Account approved!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to Dashboard/ })).toHaveAttribute(
      'href',
      '/business-dashboard',
    );
    expect(screen.getByRole('link', { name: 'Start swiping' })).toHaveAttribute('href', '/home');
    expect(body).toEqual({
      companyName: 'Blue Door Jazz',
      businessType: 'venue',
      contactName: 'Ada Lane',
      email: 'ada@bluedoor.nyc',
      phone: '+1 212 555 0199',
      website: '',
      description: 'Jazz since 1961.',
      captchaToken: 'token-3-4',
      captchaAnswer: '7',
    });
  });

  it('says the product’s words for any other failure, with the server’s reason in the form', async () => {
    serveSignup(makeChallenge({ a: 3, b: 4 }), makeChallenge({ a: 5, b: 5 }));
    server.use(
      http.post('/api/business/signup', () =>
        HttpResponse.json({ message: 'Too many attempts, try again later' }, { status: 429 }),
      ),
    );
    const { user } = renderSignup();
    await screen.findByLabelText('What is 3 + 4?');

    await fillRequired(user);
    await user.type(screen.getByLabelText('What is 3 + 4?'), '7');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await toasts().findByText('Error')).toBeInTheDocument();
    expect(
      toasts().getByText('Failed to submit application. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts, try again later');
    // The spent challenge is replaced.
    expect(await screen.findByLabelText('What is 5 + 5?')).toBeInTheDocument();
  });
});
