/** The business messages read "Title - description": the toast shows the two parts apart. */
export function splitTitledMessage(message: string): { title: string; description: string } {
  const at = message.indexOf(' - ');
  return at < 0
    ? { title: 'Error', description: message }
    : { title: message.slice(0, at), description: message.slice(at + 3) };
}
