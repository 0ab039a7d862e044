import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

describe('labelled fields', () => {
  it('name their control, and are described by the error, else the hint', () => {
    const { rerender } = render(
      <>
        <TextField label="Email" hint="We never share it" />
        <TextAreaField label="Message" />
        <SelectField label="Service" hint="Pick one">
          <option>Mix</option>
        </SelectField>
      </>,
    );
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('We never share it');
    expect(email).not.toBeInvalid();
    expect(screen.getByLabelText('Message')).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Service')).toHaveAccessibleDescription('Pick one');

    rerender(
      <>
        <TextField label="Email" hint="We never share it" error="Enter a valid email" />
        <TextAreaField label="Message" error="This field is required" />
        <SelectField label="Service" hint="Pick one">
          <option>Mix</option>
        </SelectField>
      </>,
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(screen.queryByText('We never share it')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Message')).toBeInvalid();
  });
});
