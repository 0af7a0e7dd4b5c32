import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type { EditorCategory } from '#contract/calls/editor-categories.ts';
import type { EditorCompanyInfo } from '#contract/calls/editor-company.ts';
import type { EditorFamily } from '#contract/calls/editor-families.ts';
import type { EditorPage } from '#contract/calls/editor-pages.ts';
import type { EditorService } from '#contract/calls/editor-services.ts';
import type { BuildListAnswer, BuildSummary } from '#contract/calls/editor-publish.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import EditorConsole from '../../../src/islands/editor/EditorConsole.tsx';
import type { EditorSection } from '../../../src/lib/editor/sections.ts';
import { $session } from '../../../src/stores/session.ts';
import { api, resetApi } from './api-mocks.ts';

/** The real English strings, as the page hands them to the island. */
export const strings = dictionary('en').editor;

export function logIn(): void {
  $session.set({ loaded: true, token: 'token-editor', firstName: 'Sam', userId: '5', blongCompany: 0, basketCount: 0 });
}

/** Each test starts as the demo editor with fresh stand-ins, and leaves no page, hash or session behind. */
export function startEachTestAsEditor(): void {
  beforeEach(() => {
    resetApi();
    logIn();
    api.staffRole.mockResolvedValue('editor');
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });
}

/** Opens /editor#{section} and waits for the console to show it. */
export async function openConsole(section: EditorSection, locale: Locale = 'en') {
  // The console fetches its sections' code by import() (EditorConsole.tsx); fetched here first, it is
  // there by the time the role is known, as on a page where it loads beside the role's call.
  await import('../../../src/islands/editor/EditorSections.tsx');
  window.history.replaceState(null, '', `/editor#${section}`);
  await act(async () => {
    render(<EditorConsole locale={locale} strings={dictionary(locale).editor} />);
  });
  await screen.findByRole('heading', { level: 2, name: dictionary(locale).editor.sections[section] });
}

export const company: EditorCompanyInfo = {
  name: 'Lihda Group Ltd',
  addressLine1: '1 Mill Lane',
  addressLine2: 'Leeds',
  addressLine3: '',
  addressLine4: '',
  addressLine5: '',
  telephone1: '0113 496 0000',
  telephone2: '',
  email: 'sales@lihda.example',
  registrationNO: '01234567',
  vatNO: 'GB123456789',
  eoriNO: '',
  xieoriNO: '',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

export function service(id: number, title: string, sortOrder = id): EditorService {
  return {
    id,
    title,
    titleZh: `${title}（中文）`,
    summary: `About ${title}`,
    summaryZh: '摘要',
    body: `## ${title}`,
    bodyZh: '正文',
    sortOrder,
  };
}

export const page: EditorPage = {
  slug: 'about',
  title: 'About us',
  titleZh: '关于我们',
  body: 'We make parts.',
  bodyZh: '我们制造零件。',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

export function category(id: number, name: string, level: number, parentId: number | null = null): EditorCategory {
  return { id, parentId, level, typePath: String(id), name, nameZh: `${name}（中文）`, imageUrl: null, sortOrder: 1 };
}

export const family: EditorFamily = {
  id: 12,
  code: 'LH-617',
  slug: 'star-knob',
  categoryId: 1001,
  breadcrumb: [],
  name: 'Star knob',
  nameZh: '星形旋钮',
  description: 'A knob.',
  descriptionZh: '旋钮。',
  material: 'Steel',
  materialZh: '钢',
  finish: 'Zinc',
  finishZh: '镀锌',
  imageUrl: '/api/unpri/ImageDisplayByFID?fid=3',
  drawingUrl: null,
  drawingUploaded: false,
  dimensionColumns: [],
  shape: null,
  variants: [
    {
      id: 120,
      familyId: 12,
      partNo: 'LH-617-8-M12-SS',
      dims: {},
      dimsText: '',
      finish: null,
      finishZh: null,
      stock: 12,
      leadTimeDays: 5,
      priceBreaks: [],
      priceBreaksText: '1:166,10:153',
    },
    {
      id: 121,
      familyId: 12,
      partNo: 'LH-617-10-M16-SS',
      dims: {},
      dimsText: '',
      finish: null,
      finishZh: null,
      stock: 0,
      leadTimeDays: 10,
      priceBreaks: [],
      priceBreaksText: '1:200',
    },
  ],
};

export function build(id: number, changes: Partial<BuildSummary> = {}): BuildSummary {
  return {
    id,
    state: 'succeeded',
    trigger: 'console',
    who: 'editor@lihda.example',
    queuedAt: '2026-11-20T10:00:00.000Z',
    startedAt: '2026-11-20T10:00:01.000Z',
    finishedAt: '2026-11-20T10:01:31.000Z',
    durationMs: 90_000,
    pages: 4123,
    kind: 'full',
    release: String(id),
    live: false,
    canRollback: false,
    rollbackOf: null,
    reason: null,
    ...changes,
  };
}

export function builds(list: BuildSummary[], changes: Partial<BuildListAnswer> = {}): BuildListAnswer {
  return { list, current: null, queued: null, ...changes };
}
