import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromFirstOpening } from './use-opened-once';

let renders = 0;
function Form(_: { open: boolean }) {
  renders++;
  return <form aria-label="client" />;
}
const Dialog = fromFirstOpening(Form);

describe('a dialog rendered from its first opening on', () => {
  it('renders nothing of a dialog never opened, then keeps it rendered from its first opening on', () => {
    renders = 0;
    const { rerender } = render(<Dialog open={false} />);
    rerender(<Dialog open={false} />);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(renders).toBe(0);
    rerender(<Dialog open />);
    expect(screen.getByRole('form', { name: 'client' })).toBeInTheDocument();
    rerender(<Dialog open={false} />);
    expect(screen.getByRole('form', { name: 'client' })).toBeInTheDocument();
  });

  it('a dialog opened from its first render is rendered at once', () => {
    render(<Dialog open />);
    expect(screen.getByRole('form', { name: 'client' })).toBeInTheDocument();
  });
});
