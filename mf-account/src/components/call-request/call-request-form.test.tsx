import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@playhub/shared/testing';
import { renderAccount } from '@/test/render';
import { CallRequestForm } from './call-request-form';

describe('Call Request Form (Requirements §2/§5)', () => {
  it('keeps Save disabled until valid, warns at none and at five, disables Add Contact at five', async () => {
    const api = fakeApi({ 'POST cms/callme': { message: 'We will call you', data: { id: 1 } } });
    const onDone = jest.fn();
    renderAccount(<CallRequestForm onDone={onDone} />);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText('Message'), 'Please call me');
    expect(screen.getByLabelText('Contact')).toHaveAttribute('placeholder', 'e.g. 905321234567');
    await user.selectOptions(screen.getByLabelText('Contact type'), 'Email');
    expect(screen.getByLabelText('Contact')).toHaveAttribute('placeholder', 'e.g. name@example.com');
    await user.type(screen.getByLabelText('Contact'), 'ayse@example.com');
    await waitFor(() => expect(save).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    expect(screen.getByText('You must add at least one contact')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());

    const add = screen.getByRole('button', { name: 'Add Contact' });
    for (let i = 0; i < 5; i += 1) await user.click(add);
    expect(add).toBeDisabled();
    expect(screen.getByText('You can add at most 5 contacts')).toBeInTheDocument();
    const contacts = screen.getAllByLabelText('Contact');
    for (const [i, input] of contacts.entries()) await user.type(input, `9053212345${i}0`);
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = api.called('POST cms/callme')[0]?.body as { contacts: unknown[] };
    expect(body).toMatchObject({ name: 'Ayşe Yılmaz', message: 'Please call me' });
    expect(body.contacts).toHaveLength(5);
    expect(body.contacts[0]).toEqual({ type: 1, contact: '905321234500' });
    expect(await screen.findByText('We will call you')).toBeInTheDocument();
  });

  it('shows the first error of a contact on blur', async () => {
    renderAccount(<CallRequestForm onDone={jest.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contact'), '1234');
    await user.tab();
    expect(await screen.findByText('Must be at least 5 characters')).toBeInTheDocument();
  });

  it('a new contact row shows no error before anything is typed (issue 17.11)', async () => {
    renderAccount(<CallRequestForm onDone={jest.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText('Message'), 'Please call me');
    await user.type(screen.getByLabelText('Contact'), '905321234567');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    const second = await screen.findByRole('group', { name: 'Contact 2' });
    // The list is re-checked after Add Contact; give that check its turn.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    // Leaving it still empty is not an answer yet; sending the form is.
    await user.click(within(second).getByLabelText('Contact'));
    await user.click(screen.getByLabelText('Message'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(within(second).queryByText('This field is required')).not.toBeInTheDocument();
    // Typed into and emptied again, it is.
    await user.type(within(second).getByLabelText('Contact'), '9');
    await user.clear(within(second).getByLabelText('Contact'));
    await user.click(screen.getByLabelText('Message'));
    expect(await within(second).findByText('This field is required')).toBeInTheDocument();
  });

  it("warns in the language of the page: the spec's Turkish words in Turkish (issue 33)", async () => {
    fakeApi({});
    renderAccount(<CallRequestForm onDone={jest.fn()} />, { lang: 'tr' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '1. iletişim bilgisini kaldır' }));
    expect(screen.getByText('En az bir iletişim bilgisi eklemelisiniz')).toBeInTheDocument();
    expect(screen.queryByText('You must add at least one contact')).toBeNull();
  });
});
