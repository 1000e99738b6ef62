import { expect, it } from 'vitest';
import type { JobDto, JobListDto } from '../../../src/shared/job.ts';
import { describeWithServer } from '../../test/harness.ts';

const TOKEN = 'test-admin-token-0123456789';
const auth = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };

describeWithServer(
  'job pay, country and department',
  (server) => {
    const create = (body: object) =>
      server.fetch('/api/admin/jobs', { method: 'POST', headers: auth, body: JSON.stringify(body) });

    it('stores optional pay and country through the admin API and shows them on the public job', async () => {
      const res = await create({
        name: 'Payroll Specialist',
        department: 'Finance',
        employmentType: 'FULL_TIME',
        salaryMin: '52,000',
        salaryMax: 61000.5,
        salaryCurrency: 'eur',
        salaryUnit: 'YEAR',
        country: 'de',
      });
      expect(res.status).toBe(201);
      const job = (await res.json()) as JobDto;
      expect(job).toMatchObject({
        salaryMin: 52000,
        salaryMax: 61000.5,
        salaryCurrency: 'EUR',
        salaryUnit: 'YEAR',
        country: 'DE',
      });
      const shown = (await (await server.fetch(`/api/jobs/${job.id}`)).json()) as JobDto;
      expect(shown).toMatchObject({ salaryMin: 52000, salaryMax: 61000.5, department: 'Finance' });

      const cleared = await server.fetch(`/api/admin/jobs/${job.id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ salaryMin: null, salaryMax: null }),
      });
      expect(await cleared.json()).toMatchObject({ salaryMin: null, salaryMax: null, salaryCurrency: 'EUR' });
    });

    it('refuses pay it could not show, naming the field, and stores nothing', async () => {
      const before = ((await (await server.fetch('/api/admin/jobs', { headers: auth })).json()) as { items: unknown[] })
        .items.length;
      const cases: Array<[object, string]> = [
        [{ salaryMin: 10 }, 'salaryCurrency'],
        [{ salaryMin: 10, salaryCurrency: 'USD' }, 'salaryUnit'],
        [{ salaryMin: 90, salaryMax: 10, salaryCurrency: 'USD', salaryUnit: 'HOUR' }, 'salaryMax'],
        [{ salaryMin: -1, salaryCurrency: 'USD', salaryUnit: 'HOUR' }, 'salaryMin'],
        [{ salaryMin: 'lots', salaryCurrency: 'USD', salaryUnit: 'HOUR' }, 'salaryMin'],
        [{ salaryCurrency: 'dollars' }, 'salaryCurrency'],
        [{ salaryUnit: 'FORTNIGHT' }, 'salaryUnit'],
        [{ country: 'Germany' }, 'country'],
      ];
      for (const [fields, field] of cases) {
        const res = await create({ name: 'Bad pay', ...fields });
        expect(res.status, JSON.stringify(fields)).toBe(400);
        expect(Object.keys(((await res.json()) as { fields: object }).fields), JSON.stringify(fields)).toContain(field);
      }
      const after = ((await (await server.fetch('/api/admin/jobs', { headers: auth })).json()) as { items: unknown[] })
        .items.length;
      expect(after).toBe(before);
    });

    it('filters the board by department and employment type, and lists the choices', async () => {
      await create({ name: 'Nurse A', department: 'Nursing', employmentType: 'PART_TIME' });
      await create({ name: 'Nurse B', department: 'nursing', employmentType: 'FULL_TIME' });
      await create({ name: 'Draft nurse', department: 'Nursing', status: 'Draft', employmentType: 'INTERN' });
      const list = async (query: string) =>
        ((await (await server.fetch(`/api/jobs?${query}`)).json()) as JobListDto).items.map((j) => j.name).sort();
      expect(await list('department=Nursing')).toEqual(['Nurse A', 'Nurse B']);
      expect(await list('department=Nursing&employmentType=PART_TIME')).toEqual(['Nurse A']);
      expect(await list('department=Nowhere')).toEqual([]);
      expect((await server.fetch('/api/jobs?employmentType=SOMETIMES')).status).toBe(400);

      const facets = (await (await server.fetch('/api/jobs/facets')).json()) as {
        departments: string[];
        employmentTypes: string[];
      };
      expect(facets.departments).toEqual(expect.arrayContaining(['Finance', 'Nursing', 'nursing']));
      expect(facets.employmentTypes).toEqual(expect.arrayContaining(['FULL_TIME', 'PART_TIME']));
      expect(facets.employmentTypes).not.toContain('INTERN');
    });
  },
  { ADMIN_TOKEN: TOKEN },
);
