import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../icon/icon.js';
import { Button, buttonClassName, buttonVariants, iconButtonClassName } from './button.js';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Acheter mes billets', onClick: fn() },
  argTypes: { variant: { control: 'select', options: buttonVariants } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Acheter mes billets' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every CTA style of SPEC §2, on the backgrounds they are meant for. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      {buttonVariants.map((variant) =>
        variant === 'transparent' ? (
          <div key={variant} style={{ background: '#111418', color: '#fff', padding: '1rem' }}>
            <Button {...args} variant={variant}>
              {variant}
            </Button>
          </div>
        ) : (
          <Button key={variant} {...args} variant={variant}>
            {variant}
          </Button>
        ),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length);
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Paiement' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Paiement/ });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Small: Story = { args: { size: 'small', variant: 'dark' } };

/** A link dressed as a CTA with `buttonClassName`. */
export const AsLink: Story = {
  render: () => (
    <a className={buttonClassName({ variant: 'light' })} href="#tickets">
      Voir les billets
    </a>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Voir les billets' })).toHaveAttribute(
      'href',
      '#tickets',
    );
  },
};

/** A round 44 px button that holds only an icon (`iconButtonClassName`), named by its `aria-label`. */
export const IconButton: Story = {
  render: (args) => (
    <button
      type="button"
      className={iconButtonClassName}
      aria-label="Fermer"
      onClick={args.onClick}
    >
      <Icon name="close" size={18} />
    </button>
  ),
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Fermer' });
    const { width, height } = button.getBoundingClientRect();
    await expect([width, height]).toEqual([44, 44]);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
