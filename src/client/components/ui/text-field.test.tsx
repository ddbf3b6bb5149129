import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('is described by its hint while valid', () => {
    render(<TextField label="Venue" hint="As printed on the ticket" />);
    const input = screen.getByLabelText('Venue');

    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As printed on the ticket');
  });

  it('is marked invalid and described by its error alone, the hidden hint no longer referenced', () => {
    render(<TextField label="Venue" hint="As printed on the ticket" error="Enter a venue" />);
    const input = screen.getByLabelText('Venue');
    const error = screen.getByText('Enter a venue');

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', error.id);
    expect(screen.queryByText('As printed on the ticket')).not.toBeInTheDocument();
  });

  it('keeps a description given by the caller next to its own', () => {
    render(
      <>
        <p id="venue-note">Shown to guests</p>
        <TextField label="Venue" aria-describedby="venue-note" error="Enter a venue" />
      </>,
    );

    expect(screen.getByLabelText('Venue')).toHaveAccessibleDescription(
      'Shown to guests Enter a venue',
    );
  });

  it('hands its ref to the input, so a form library can focus it', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Venue" ref={ref} />);

    expect(ref.current).toBe(screen.getByLabelText('Venue'));
  });
});
