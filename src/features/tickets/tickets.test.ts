import { describe, expect, it } from 'vitest';
import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_MESSAGE_MAX_LENGTH, TICKET_SUBJECT_MAX_LENGTH } from '#contract/tickets';
import { ApiError } from '@/lib/api/api-client';
import {
  addFiles,
  besideAttachments,
  type ChosenFile,
  createTicketPath,
  emptyDraft,
  fileLimits,
  formatFileSize,
  placeTicketErrors,
  replyForm,
  statusFromSearch,
  TICKET_TABS,
  ticketActions,
  ticketForm,
  ticketIdFromPath,
  ticketNumber,
  ticketPath,
  ticketsPath,
  validateDraft,
  validateMessage,
} from './tickets';

const file = (name: string, size = 1000, type = 'image/png'): ChosenFile => ({ name, size, type });

describe('ticket pages', () => {
  it('have the list, its status filter, the form and each thread in the page language', () => {
    expect(ticketsPath('en')).toBe('/user/help-support');
    expect(ticketsPath('bn', 'answered')).toBe('/bn/user/help-support?status=answered');
    expect(createTicketPath('bn')).toBe('/bn/user/help-support/create');
    expect(ticketPath('en', 12)).toBe('/user/help-support/12');
  });

  it('read the ticket id back from a thread address, and nothing from other addresses', () => {
    expect(ticketIdFromPath('/user/help-support/12')).toBe(12);
    expect(ticketIdFromPath('/bn/user/help-support/7/')).toBe(7);
    expect(ticketIdFromPath('/user/help-support/create')).toBeNull();
    expect(ticketIdFromPath('/user/help-support/_/')).toBeNull();
    expect(ticketIdFromPath('/user/help-support/0')).toBeNull();
    expect(ticketIdFromPath('/user/orders/12')).toBeNull();
  });

  it('filter by a known status only, after every ticket first', () => {
    expect(TICKET_TABS).toEqual([null, 'open', 'answered', 'resolved', 'closed']);
    expect(statusFromSearch('?status=resolved')).toBe('resolved');
    expect(statusFromSearch(new URL(ticketsPath('en', 'closed'), 'http://x').search)).toBe('closed');
    for (const search of ['', '?status=', '?status=CLOSED', '?status=<script>', '?status=toString']) {
      expect(statusFromSearch(search)).toBeNull();
    }
  });
});

describe('ticketNumber', () => {
  it('writes the id ungrouped, in Bengali digits on /bn', () => {
    expect(ticketNumber(123456, 'en')).toBe('123456');
    expect(ticketNumber(1234, 'bn')).toBe('১২৩৪');
  });
});

describe('ticketActions', () => {
  it('let the shopper resolve an open or answered ticket, close any but a closed one, and reply until closed', () => {
    expect(ticketActions('open')).toEqual({ resolve: true, close: true, reply: true });
    expect(ticketActions('answered')).toEqual({ resolve: true, close: true, reply: true });
    expect(ticketActions('resolved')).toEqual({ resolve: false, close: true, reply: true });
    expect(ticketActions('closed')).toEqual({ resolve: false, close: false, reply: false });
  });
});

describe('addFiles', () => {
  it('keeps JPEG, PNG, WebP and PDF files up to 5 MB each', () => {
    const added = [
      file('a.jpg', 10, 'image/jpeg'),
      file('b.webp', 10, 'image/webp'),
      file('c.pdf', TICKET_ATTACHMENT_MAX_BYTES, 'application/pdf'),
    ];
    expect(addFiles([], added)).toEqual({ files: added, problem: null });
  });

  it('refuses a fourth file, keeping the first three', () => {
    const chosen = [file('1.png'), file('2.png')];
    const { files, problem } = addFiles(chosen, [file('3.png'), file('4.png')]);
    expect(files.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(problem).toBe('tooMany');
  });

  it('refuses a file over 5 MB and a type the server never takes, keeping the good ones', () => {
    const { files, problem } = addFiles(
      [],
      [
        file('big.png', TICKET_ATTACHMENT_MAX_BYTES + 1),
        file('ok.png'),
        file('setup.exe', 10, 'application/x-msdownload'),
      ],
    );
    expect(files.map((f) => f.name)).toEqual(['ok.png']);
    expect(problem).toBe('tooBig');
    expect(addFiles([], [file('notes.txt', 10, 'text/plain')]).problem).toBe('wrongType');
  });

  it('leaves a file the browser cannot type to the server, which decides by its content', () => {
    expect(addFiles([], [file('scan', 10, '')])).toEqual({ files: [file('scan', 10, '')], problem: null });
  });
});

describe('formatFileSize', () => {
  it('writes kilobytes whole and megabytes with one decimal, in Bengali digits on /bn', () => {
    expect(formatFileSize(340 * 1024, 'en')).toBe('340 kB');
    expect(formatFileSize(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
    expect(formatFileSize(TICKET_ATTACHMENT_MAX_BYTES, 'en')).toBe('5 MB');
    expect(formatFileSize(340 * 1024, 'bn')).toBe('৩৪০ kB');
    expect(formatFileSize(1.25 * 1024 * 1024, 'bn')).toBe('১.৩ MB');
  });

  it('never shows a tiny file as 0', () => {
    expect(formatFileSize(12, 'en')).toBe('1 kB');
  });

  it('names the limits in the page digits', () => {
    expect(fileLimits('bn')).toEqual({ max: '৩', size: '৫ MB' });
  });
});

describe('validateDraft', () => {
  const good = { ...emptyDraft(), subject: 'Late parcel', category_id: 2, message: 'Where is it?' };

  it('starts at medium priority, about no order', () => {
    expect(emptyDraft()).toMatchObject({ priority: 'medium', order_id: null });
  });

  it('asks for a subject, a category and a message, trimmed', () => {
    expect(validateDraft(good)).toEqual({});
    expect(validateDraft({ ...emptyDraft(), subject: '   ', message: ' \n ' })).toEqual({
      subject: 'required',
      category_id: 'category',
      message: 'required',
    });
  });

  it('refuses a subject or a message longer than the API takes', () => {
    expect(validateDraft({ ...good, subject: `  ${'s'.repeat(TICKET_SUBJECT_MAX_LENGTH)}  ` })).toEqual({});
    expect(validateDraft({ ...good, subject: 's'.repeat(TICKET_SUBJECT_MAX_LENGTH + 1) })).toEqual({
      subject: 'tooLong',
    });
    expect(validateMessage('m'.repeat(TICKET_MESSAGE_MAX_LENGTH + 1))).toBe('tooLong');
  });
});

describe('the multipart forms', () => {
  it('send a ticket trimmed, its order only when one is chosen, and each file as attachments[]', () => {
    const photo = new Blob(['x'], { type: 'image/png' });
    const draft = {
      ...emptyDraft(),
      subject: ' Late ',
      category_id: 2,
      message: ' Where? ',
      priority: 'high' as const,
    };
    const form = ticketForm(draft, [photo, photo]);
    expect([...form.keys()]).toEqual([
      'subject',
      'category_id',
      'priority',
      'message',
      'attachments[]',
      'attachments[]',
    ]);
    expect(form.get('subject')).toBe('Late');
    expect(form.get('category_id')).toBe('2');
    expect(form.get('message')).toBe('Where?');
    expect(ticketForm({ ...draft, order_id: 9 }, []).get('order_id')).toBe('9');
  });

  it('send a reply with its ticket and files', () => {
    const form = replyForm(4, ' Thanks ', [new Blob(['%PDF'])]);
    expect(form.get('ticket_id')).toBe('4');
    expect(form.get('message')).toBe('Thanks');
    expect(form.getAll('attachments[]')).toHaveLength(1);
  });
});

describe('the server errors', () => {
  it('are placed beside their fields, any file problem beside the attachments, the rest apart', () => {
    expect(
      placeTicketErrors({
        subject: ['Too long'],
        'attachments.1': ['This file is not an image or a PDF'],
        attachments: ['At most 3 files'],
        ticket_id: ['Unknown ticket'],
      }),
    ).toEqual({
      fields: { subject: 'Too long', attachments: 'This file is not an image or a PDF' },
      rest: ['Unknown ticket'],
    });
  });

  it('put a 413 about a too-big file beside the attachments, and leave other failures as they are', () => {
    const tooBig = new ApiError(413, {
      success: false,
      message: 'Files may be 5 MB at most',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(besideAttachments(tooBig)).toMatchObject({
      status: 413,
      failure: { message: 'Files may be 5 MB at most', errors: { attachments: ['Files may be 5 MB at most'] } },
    });
    const conflict = new ApiError(409, { success: false, message: 'Closed', code: 'CONFLICT' });
    expect(besideAttachments(conflict)).toBe(conflict);
  });
});
