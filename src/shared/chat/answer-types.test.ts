import { describe, expect, it } from 'vitest';
import { expectedAnswer } from './answer-types';

const asks = (question: string) => expectedAnswer(` ${question} `);

describe('the kind of fact a question asks for', () => {
  it('reads durations, frequencies, sizes and ages from how the question asks', () => {
    expect(asks('how long are transcripts kept')?.test('24 months')).toBe(true);
    expect(asks('how often can we audit you')?.test('at most once per 12 months')).toBe(true);
    expect(asks('how often can we audit you')?.test('within 30 days')).toBe(false);
    expect(asks('how big can my cv file be')?.test('up to 5MB')).toBe(true);
    expect(asks('whats the youngest age allowed')?.test('at least 18 years old')).toBe(true);
    expect(asks('how much notice before breaking changes')?.test('90 days notice')).toBe(true);
    expect(asks('what is the minimum age')?.test('In under 24 hours')).toBe(false);
    expect(asks('what if my file is too big')?.test('up to 5MB')).toBe(true);
    expect(asks('how much effort is the interview')?.test('about 15 minutes')).toBe(true);
    // A per cent sign on its own asks for a percentage, even beside words that ask when.
    expect(asks('time to shortlist drop %')?.test('down 40%')).toBe(true);
    expect(asks('time to shortlist drop %')?.test('under 24 hours')).toBe(false);
    // 'When' is answered by when something comes, not only by how long it takes.
    expect(asks('when do the other integrations arrive')?.test('two more are coming soon')).toBe(true);
    expect(asks('how long does it take')?.test('two more are coming soon')).toBe(false);
    // How long access lasts is answered by a hyphenated length or by its having no end.
    expect(asks('how long can we use the candidate database')?.test('30-day candidate database access')).toBe(true);
    expect(asks('how long can we use the candidate database')?.test('Permanent candidate database access')).toBe(true);
  });

  it("takes '30-day access' and 'permanent access' as answers to how long", () => {
    expect(asks('how long do i keep access')?.test('30-day candidate database access')).toBe(true);
    expect(asks('how long do i keep access')?.test('Permanent candidate database access')).toBe(true);
    expect(asks('how long do i keep access')?.test('3 seats')).toBe(false);
  });

  it('reads who gets to see, read or review something as asking for the people who do', () => {
    expect(asks('who gets to see how i scored')?.test('A person on the hiring team reads your interview.')).toBe(true);
    expect(asks('who reviews the rankings')?.test('People review outputs before decisions.')).toBe(true);
    expect(asks('who reviews the rankings')?.test('Rankings link to evidence.')).toBe(false);
    expect(asks('who actually reads my answers')?.test('Insist on a rubric you can read.')).toBe(false);
    // Whom something goes to ('who receives the scores?'), not who something happens to ('who gets stuck?').
    expect(asks('who receives the scores')?.test('A person on the hiring team reads your interview.')).toBe(true);
    expect(asks('what if someone who gets stuck wants help')).toBeUndefined();
  });

  it('reads asking for numbers or stats on something as asking for a figure', () => {
    expect(asks('got any hard stats behind that claim')?.test('rated 4.8/5 by candidates')).toBe(true);
    expect(asks('got any hard stats behind that claim')?.test('candidates like it')).toBe(false);
  });

  it("takes 'right away' or 'it is ready' as the answer to when something can be done", () => {
    expect(asks('when could she take the test')?.test('She can take it straight away.')).toBe(true);
    expect(asks('when could she take the test')?.test('Your report is ready.')).toBe(true);
    expect(asks('when could she take the test')?.test('She can take it on any device.')).toBe(false);
  });

  it("takes 'right away' as the answer to how long after an event something comes", () => {
    expect(asks('how many hours after signing do we see the report')?.test('The report is ready right away.')).toBe(
      true,
    );
    expect(asks('how many hours after signing do we see the report')?.test('The report is thorough.')).toBe(false);
    expect(asks('how many hours does the report take')?.test('The report is ready right away.')).toBe(false);
  });

  it("takes 'it is ready now' as the answer to how long until something comes", () => {
    expect(asks('how long till she receives the invite')?.test('Her invitation is sent right away.')).toBe(true);
    expect(asks('how long till she receives the invite')?.test('It arrives within 2 days.')).toBe(true);
    expect(asks('how long till she receives the invite')?.test('It arrives by email.')).toBe(false);
  });

  it("takes a plan's custom pricing as the answer to how much it is", () => {
    expect(asks('how much is it')?.test('Enterprise: custom pricing.')).toBe(true);
    expect(asks('how much is it')?.test('Talk to our team.')).toBe(false);
  });

  it("reads 'per what period' as a rate's period and a jurisdiction question as asking for a place", () => {
    expect(asks('per what period')?.test('99.5% per month')).toBe(true);
    expect(asks('which countrys or states law governs your terms of service')?.test('the laws of Delaware')).toBe(true);
    expect(asks('which countrys or states law governs your terms of service')?.test('US$100 for anyone else')).toBe(
      false,
    );
    expect(asks('which countrys or states law governs your terms of service')?.test('email us')).toBe(false);
    // Where the company is based, however the asker puts it.
    expect(asks('where are you guys based')?.test('in the EU')).toBe(true);
    expect(asks('which city is your office in')?.test('in the EU')).toBe(true);
    expect(asks('where is your office')?.test('in the EU')).toBe(true);
  });

  it("reads 'as a percentage' as asking for a percentage", () => {
    expect(asks('whats the completion rate as a percentage')?.test('up to 75%')).toBe(true);
    expect(asks('whats the completion rate as a percentage')?.test('4.8/5')).toBe(false);
    expect(asks('what fraction of the hours would i save')?.test('75% less')).toBe(true);
    expect(asks('which address do i write to')?.test('hello@interviewsmartagent.com')).toBe(true);
    expect(asks('in which quarter does voice launch')?.test('in Q3 2026')).toBe(true);
    expect(asks('in which quarter does voice launch')?.test('coming soon')).toBe(false);
  });

  it('does not take a bare word of time for a duration', () => {
    expect(asks('how long does it take')?.test('Hours from application to interview start')).toBe(false);
    expect(asks('how long does it take')?.test('in minutes rather than days')).toBe(true);
  });

  it('wants a figure only where "how many" or "how much" opens the question and an amount follows', () => {
    expect(asks('how many languages do you support')?.test('130+')).toBe(true);
    expect(asks('how much is it')?.test('199')).toBe(true);
    expect(asks('how much control do we have over the questions')).toBeUndefined();
    expect(asks('do you track how many candidates finish')).toBeUndefined();
  });

  it("takes having no time to do something for a scene, not a question of how long ('nobody has time to call them')", () => {
    expect(asks('nobody has time to call them all, what would isa do')).toBeUndefined();
    expect(asks('we have no time to screen, can isa help')).toBeUndefined();
    expect(asks('what is the time to shortlist')?.test('under 24 hours')).toBe(true);
  });

  it("takes 'when' for a question of time only where a verb follows it", () => {
    expect(asks('during the pilot when do we switch the role over')?.test('Week 3')).toBe(false);
    expect(asks('when do we switch the role over')?.test('within 2 weeks')).toBe(true);
    expect(asks('what is an applicant agreeing to when they hit submit')).toBeUndefined();
  });

  it('reads how early, how many days, which window and how much effort as questions of time', () => {
    expect(asks('how early will developers hear about a breaking change')?.test('90 days notice')).toBe(true);
    expect(asks('how many days do we have to object')?.test('within 30 days')).toBe(true);
    expect(asks('within what window can candidates opt out')?.test('within 30 days')).toBe(true);
    expect(asks('what is the window to opt out')?.test('within 30 days')).toBe(true);
    expect(asks('how much effort is the interview for a candidate')?.test('about 15 minutes')).toBe(true);
    expect(asks('whats the usual length of an interview')?.test('about 15 minutes')).toBe(true);
    expect(asks('what is the duration of the demo')?.test('about 15 minutes')).toBe(true);
  });

  it("asks for a figure with 'how much more' or 'how much less'", () => {
    expect(asks('how much more can our team take on')?.test('4x the throughput')).toBe(true);
    expect(asks('how much less do recruiters screen')?.test('a lot less')).toBe(false);
  });

  it('wants a reason, not a duration, from a question that asks why', () => {
    expect(asks('why isnt time to fill enough to judge our screening')).toBeUndefined();
    expect(asks('how come it takes so long')).toBeUndefined();
  });
});
