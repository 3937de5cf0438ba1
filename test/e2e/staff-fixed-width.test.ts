/// <reference lib="dom" />
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer, type TestIdentity } from '../support/identities.ts';
import { DESKTOP, downloadedBytes, launchBrowser, MOBILE } from './browser.ts';
import { shoot, signedInPage } from './signed-in-page.ts';

// /internal/fixed-width-converter as an Engineer: a KiCad placement report
// becomes a table with the right columns; a cut is dragged; CSV and XLSX come
// out; a 5 MB report converts without freezing the page.
const stack = inject('stack');
const posFile = path.resolve(import.meta.dirname, '../fixtures/bom/ferris-compact-2020/ferris-top.pos');
let browser: Browser;
let engineer: TestIdentity;

beforeAll(async () => {
  [browser, engineer] = await Promise.all([launchBrowser(), newCustomer('fixed-width', ['Engineer'])]);
});
afterAll(async () => {
  await browser?.close();
});

describe('fixed-width converter', () => {
  it('detects a KiCad report’s columns, lets a cut be dragged, and downloads CSV and XLSX', async () => {
    const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, engineer, DESKTOP);
    await page.goto(`${stack.siteUrl}/internal/fixed-width-converter`);
    await page.getByTestId('fixed-width-file').setInputFiles(posFile);
    await expect.poll(() => page.getByTestId('fixed-width-row').count(), { timeout: 15_000 }).toBe(20);
    const headers = await page.locator('thead th').allTextContents();
    expect(headers).toEqual(['Ref', 'Val', 'Package', 'PosX', 'PosY', 'Rot', 'Side']);
    expect(await page.getByTestId('fixed-width-row').first().locator('td').allTextContents()).toEqual([
      'C1',
      '22p',
      'C_0805_2012Metric_Pad1.15x1.40mm_HandSolder',
      '53.2500',
      '-88.5000',
      '180.0000',
      'top',
    ]);
    await shoot(page, 'fixed-width-converter', { columns: '#fw-columns' });

    // Drag the cut between Val and Package two characters to the right: Package loses its first two letters to Val.
    const handle = page.getByTestId('cut-handle').nth(1);
    // The screenshots above resized the page: the handle is grabbed once its place has settled (on a loaded machine
    // the layout lands late, and a press beside the handle drags nothing).
    let box = (await handle.boundingBox())!;
    await expect
      .poll(async () => {
        const now = (await handle.boundingBox())!;
        const settled = now.x === box.x && now.y === box.y;
        box = now;
        return settled;
      })
      .toBe(true);
    const charWidth = await page.evaluate(() => {
      const span = document.querySelector('[data-testid="fixed-width-text"] span');
      const probe = document.createElement('span');
      probe.textContent = '0000000000';
      span!.parentElement!.append(probe);
      const w = probe.getBoundingClientRect().width / 10;
      probe.remove();
      return w;
    });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + charWidth * 2, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(() => page.getByTestId('fixed-width-row').first().locator('td').nth(2).textContent())
      .toBe('0805_2012Metric_Pad1.15x1.40mm_HandSolder');
    await expect.poll(() => page.getByTestId('fixed-width-row').first().locator('td').nth(1).textContent()).toBe('22p          C_');
    // Typed cut positions put it back; a column is renamed.
    await page.getByLabel('Cut positions (characters)').fill('10, 23, 69, 79, 90, 100');
    await page.getByLabel('Cut positions (characters)').press('Enter');
    await expect
      .poll(() => page.getByTestId('fixed-width-row').first().locator('td').nth(2).textContent())
      .toBe('C_0805_2012Metric_Pad1.15x1.40mm_HandSolder');
    await page.getByLabel('Column 1 name').fill('Designator');

    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csvDownload.suggestedFilename()).toBe('ferris-top.csv');
    const csv = (await downloadedBytes(csvDownload)).toString('utf8').split('\r\n');
    expect(csv[0]).toBe('Designator,Val,Package,PosX,PosY,Rot,Side');
    expect(csv[1]).toBe('C1,22p,C_0805_2012Metric_Pad1.15x1.40mm_HandSolder,53.2500,-88.5000,180.0000,top');
    const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download XLSX' }).click()]);
    expect(xlsxDownload.suggestedFilename()).toBe('ferris-top.xlsx');
    expect((await downloadedBytes(xlsxDownload)).subarray(0, 2).toString()).toBe('PK');
    await page.close();
  });

  it('converts a 5 MB report without freezing the page, and fits a phone', async () => {
    const page = await signedInPage(browser, stack.siteUrl, stack.userPoolClientId, engineer, MOBILE);
    await page.goto(`${stack.siteUrl}/internal/fixed-width-converter`);
    await page.getByTestId('fixed-width-file').waitFor();
    const lines = ['PART NO      DESCRIPTION              QTY  FEEDER', '-----------  -----------------------  ---  ------'];
    let size = 0;
    for (let i = 0; size < 5 * 1024 * 1024; i++) {
      const line = `${`RC0603-${i}`.padEnd(13)}${`RES ${i % 100}K 1% 0603`.padEnd(25)}${String(i % 997).padStart(3)}  F${String(i % 60).padStart(2, '0')}`;
      lines.push(line);
      size += line.length + 1;
    }
    // Long tasks (main thread busy over 50 ms) while the file is read and its columns found.
    await page.evaluate(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
      }).observe({ type: 'longtask' });
    });
    // From a file on disk: a buffer would be decoded by script in the page itself, which is what is measured.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'fixed-width-')), 'pick-list.txt');
    writeFileSync(file, lines.join('\n'));
    await page.getByTestId('fixed-width-file').setInputFiles(file);
    await expect.poll(() => page.getByTestId('fixed-width-row').count(), { timeout: 30_000 }).toBe(8);
    await expect
      .poll(() => page.locator('#fw-columns').textContent())
      .toContain(`${lines.length.toLocaleString('en-US')} lines, 4 columns from the dashed line`);
    const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
    expect(longest).toBeLessThan(1000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await shoot(page, 'fixed-width-converter-5mb', { preview: '#fw-preview' });
    await page.close();
  });
});
