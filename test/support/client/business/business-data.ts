import type {
  BusinessAccount,
  BusinessEvent,
  CaptchaChallenge,
  CheckoutStatus,
} from '#shared/schemas/business.ts';

/** Business API answers for component tests; override what the test is about. */
export function makeAccount(overrides: Partial<BusinessAccount> = {}): BusinessAccount {
  return {
    id: 5,
    companyName: 'Blue Door Jazz',
    businessType: 'venue',
    contactName: 'Ada Lane',
    email: 'ada@bluedoor.nyc',
    phone: null,
    website: 'https://bluedoor.nyc',
    description: '',
    isApproved: true,
    eventsReviewed: true,
    createdAt: '2030-06-01T14:00:00.000Z',
    ...overrides,
  };
}

export function makeBusinessEvent(overrides: Partial<BusinessEvent> = {}): BusinessEvent {
  return {
    id: 1,
    title: 'Rooftop Salsa Night',
    description: 'Live band and a free lesson at 7.',
    date: '2030-06-14',
    time: '8:00 PM',
    allDay: false,
    endDate: null,
    venue: 'Blue Door Rooftop',
    price: '$20',
    category: 'nightlife',
    imageUrl: null,
    sourceUrl: null,
    status: 'unpaid',
    isPaid: false,
    isPublished: false,
    rejectionReason: null,
    eventId: null,
    createdAt: '2030-06-02T14:00:00.000Z',
    ...overrides,
  };
}

export function makeChallenge(overrides: Partial<CaptchaChallenge> = {}): CaptchaChallenge {
  const a = overrides.a ?? 3;
  const b = overrides.b ?? 4;
  return {
    token: `token-${a}-${b}`,
    a,
    b,
    question: `What is ${a} + ${b}?`,
    expiresAt: '2999-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeCheckoutStatus(overrides: Partial<CheckoutStatus> = {}): CheckoutStatus {
  return {
    sessionId: 'cs_test_123456',
    provider: 'local',
    status: 'complete',
    businessEventId: 1,
    eventTitle: 'Rooftop Salsa Night',
    eventStatus: 'paid_review',
    amountCents: 500,
    currency: 'usd',
    ...overrides,
  };
}
