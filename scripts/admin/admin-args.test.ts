import { describe, expect, it } from 'vitest';
import { helpText, parseAdminArgs } from './admin-args';

const requestOf = (line: string) => {
  const parsed = parseAdminArgs(line.split(' '));
  if (!('request' in parsed)) throw new Error(`expected a request for "${line}": ${JSON.stringify(parsed)}`);
  return parsed.request;
};
const errorOf = (argv: string[]) => {
  const parsed = parseAdminArgs(argv);
  if (!('error' in parsed)) throw new Error(`expected an error for ${JSON.stringify(argv)}`);
  return parsed.error;
};

describe('npm run admin: the command line read into an admin API call', () => {
  it('lists orders, filtered by status and paged, as GET /admin/orders', () => {
    expect(requestOf('orders list')).toEqual({ method: 'GET', path: '/admin/orders', view: 'orders' });
    expect(requestOf('orders list --status on_the_way --page 3').path).toBe('/admin/orders?status=on_the_way&page=3');
    expect(requestOf('orders list --page=2 --status=pending').path).toBe('/admin/orders?status=pending&page=2');
  });

  it('shows, advances (with a note), assigns and cancels one order through GET and PATCH /admin/orders/{id}', () => {
    expect(requestOf('orders show 42')).toEqual({ method: 'GET', path: '/admin/orders/42', view: 'order' });
    expect(parseAdminArgs(['orders', 'advance', '42', 'confirmed', '--note', 'called the shopper'])).toEqual({
      request: {
        method: 'PATCH',
        path: '/admin/orders/42',
        body: { status: 'confirmed', note: 'called the shopper' },
        view: 'order',
      },
    });
    expect(requestOf('orders advance 42 delivered').body).toEqual({ status: 'delivered' });
    expect(requestOf('orders assign 42 7').body).toEqual({ shipper_id: 7 });
    expect(requestOf('orders cancel 42 3').body).toEqual({ status: 'cancelled', reason_id: 3 });
  });

  it('sends a cancel to orders cancel, which asks for the reason', () => {
    expect(errorOf(['orders', 'advance', '42', 'cancelled'])).toContain('orders cancel <id> <reasonId>');
  });

  it('lists shippers, returns and refunds, and decides a return', () => {
    expect(requestOf('shippers list')).toEqual({ method: 'GET', path: '/admin/shippers', view: 'shippers' });
    expect(requestOf('returns list --status requested').path).toBe('/admin/returns?status=requested');
    expect(requestOf('returns decide 5 approved')).toEqual({
      method: 'PATCH',
      path: '/admin/returns/5',
      body: { status: 'approved' },
      view: 'record',
    });
    expect(requestOf('refunds list --status failed').path).toBe('/admin/refunds?status=failed');
  });

  it('records a refund sent by hand with its reference, and puts a failed one back in line', () => {
    expect(requestOf('refunds sent 9 BK7X2P4Q').body).toEqual({ status: 'refunded', reference: 'BK7X2P4Q' });
    expect(requestOf('refunds retry 9')).toEqual({
      method: 'PATCH',
      path: '/admin/refunds/9',
      body: { status: 'pending' },
      view: 'record',
    });
    expect(errorOf(['refunds', 'sent', '9', '  '])).toContain('reference is required');
  });

  it('lists reviews (only the hidden ones with --hidden), hides one and shows it again', () => {
    expect(requestOf('reviews list').path).toBe('/admin/reviews');
    expect(requestOf('reviews list --hidden').path).toBe('/admin/reviews?hidden=true');
    expect(requestOf('reviews hide 11').body).toEqual({ hidden: true });
    expect(requestOf('reviews show 11').body).toEqual({ hidden: false });
  });

  it('lists the newsletter subscribers with their unsubscribe links, a page at a time', () => {
    expect(requestOf('newsletter list')).toEqual({ method: 'GET', path: '/admin/newsletter', view: 'subscribers' });
    expect(requestOf('newsletter list --page 3').path).toBe('/admin/newsletter?page=3');
  });

  it('lists tickets (overdue only with --overdue), shows one, replies with files to attach and moves its status', () => {
    expect(requestOf('tickets list')).toEqual({ method: 'GET', path: '/admin/tickets', view: 'tickets' });
    expect(requestOf('tickets list --status open --overdue --page 2').path).toBe(
      '/admin/tickets?status=open&overdue=true&page=2',
    );
    expect(requestOf('tickets show 4')).toEqual({ method: 'GET', path: '/admin/tickets/4', view: 'ticket' });
    expect(
      parseAdminArgs(['tickets', 'reply', '4', '--message', ' On its way. ', '--attach', 'a.png', '--attach=b.pdf']),
    ).toEqual({
      request: {
        method: 'POST',
        path: '/admin/tickets/4/reply',
        body: { message: 'On its way.' },
        attach: ['a.png', 'b.pdf'],
        view: 'ticket',
      },
    });
    expect(requestOf('tickets reply 4 --message ok')).not.toHaveProperty('attach');
    expect(errorOf(['tickets', 'reply', '4'])).toContain('--message is required');
    expect(requestOf('tickets status 4 resolved')).toEqual({
      method: 'POST',
      path: '/admin/tickets/4/status',
      body: { status: 'resolved' },
      view: 'ticket',
    });
    expect(errorOf(['tickets', 'status', '4', 'done'])).toContain(
      'status must be one of open, answered, resolved, closed',
    );
  });

  it('lists registered shops by status, shows one, approves it or rejects it with a reason', () => {
    expect(requestOf('vendors list')).toEqual({ method: 'GET', path: '/admin/vendors', view: 'vendors' });
    expect(requestOf('vendors list --status pending --page 2').path).toBe('/admin/vendors?status=pending&page=2');
    expect(requestOf('vendors show 31')).toEqual({ method: 'GET', path: '/admin/vendors/31', view: 'vendor' });
    expect(requestOf('vendors approve 31')).toEqual({
      method: 'POST',
      path: '/admin/vendors/31/approve',
      view: 'vendor',
    });
    expect(parseAdminArgs(['vendors', 'reject', '31', '--reason', ' The NID does not match. '])).toEqual({
      request: {
        method: 'POST',
        path: '/admin/vendors/31/reject',
        body: { reason: 'The NID does not match.' },
        view: 'vendor',
      },
    });
    expect(errorOf(['vendors', 'reject', '31'])).toContain('--reason is required');
    expect(errorOf(['vendors', 'reject', '31', '--reason', ' '])).toContain('--reason is required');
    expect(errorOf(['vendors', 'list', '--status', 'open'])).toContain(
      '--status must be one of pending, approved, rejected',
    );
    expect(errorOf(['vendors', 'approve', 'shop-1'])).toMatch(/^id must be a whole number above 0/);
  });

  it('refuses ids that are not whole numbers above 0, statuses not in the contract, and unknown options', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '00', '12345678901']) {
      expect(errorOf(['orders', 'show', bad])).toMatch(/^id must be a whole number above 0/);
    }
    expect(errorOf(['orders', 'list', '--status', 'lost'])).toContain('--status must be one of pending, confirmed');
    expect(errorOf(['returns', 'decide', '5', 'requested'])).toContain(
      'decision must be one of approved, rejected, received, refunded',
    );
    expect(errorOf(['refunds', 'list', '--status', 'gone'])).toContain('--status must be one of');
    expect(errorOf(['orders', 'list', '--page', '0'])).toContain('--page must be a whole number');
    expect(errorOf(['orders', 'list', '--sort', 'id'])).toContain('unknown option --sort');
    expect(errorOf(['orders', 'list', '--status'])).toContain('--status needs a value');
    expect(errorOf(['orders', 'list', '--status', '--page', '2'])).toContain('--status needs a value');
    expect(errorOf(['reviews', 'list', '--hidden=yes'])).toContain('--hidden takes no value');
  });

  it('refuses too few or too many arguments, with the usage line', () => {
    const error = errorOf(['orders', 'assign', '42']);
    expect(error).toContain('expected 2 argument(s)');
    expect(error).toContain('usage: npm run admin -- orders assign <id> <shipperId>');
    expect(errorOf(['orders', 'show', '1', '2'])).toContain('expected 1 argument(s)');
  });

  it('answers help for nothing, help, --help and -h, and names every command in it', () => {
    for (const argv of [[], ['help'], ['--help'], ['-h']]) expect(parseAdminArgs(argv)).toEqual({ help: true });
    expect(errorOf(['orders', 'delete', '1'])).toContain('unknown command: orders delete');
    const help = helpText();
    for (const command of [
      'orders list',
      'orders cancel',
      'shippers list',
      'returns decide',
      'refunds retry',
      'vendors approve',
    ]) {
      expect(help).toContain(command);
    }
    expect(help).toContain('ADMIN_TOKEN');
  });
});
