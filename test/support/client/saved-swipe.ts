/** A swipe the API agrees to, answered as POST /api/user-events answers it. */
export function savedSwipe(body: { eventId: number; action: string }, event: unknown) {
  return { ...body, id: 1, userId: 'u1', createdAt: '', updatedAt: '', event };
}
