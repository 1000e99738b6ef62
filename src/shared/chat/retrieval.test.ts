import { describe, expect, it } from 'vitest';
import type { Passage } from './passages';
import { PassageIndex } from './retrieval';
import { synonymsOf, terms } from './synonyms';
import { stem } from './text';

const passage = (id: string, title: string, text: string): Passage => ({
  id,
  kind: 'page',
  title,
  text,
  paragraph: text,
});

const index = new PassageIndex([
  passage('a', 'Retention', 'Audit logs are kept for 12 to 24 months.'),
  passage('b', 'Security', 'Data is encrypted in transit with TLS 1.2 or higher.'),
  passage('c', 'Pricing', 'Pricing, pricing and more pricing: pay per job.'),
  passage('d', 'Availability', 'Target API availability of 99.5% per month.'),
  passage('e', 'Metrics', 'Time-to-fill down from 45 to 15 days.'),
  passage('f', 'Speed', 'Shortlists arrive fast, and time matters.'),
]);
const search = (question: string, expects?: RegExp) =>
  index.search(
    terms(question).map((t) => index.group(t)),
    3,
    { expects },
  );

describe('passage index', () => {
  it('ranks the passage that covers most of the question first, not the one that repeats one word', () => {
    const [top] = search('how long are audit logs kept');
    expect(top?.passage.id).toBe('a');
    expect(top?.coverage).toBeGreaterThan(0.7);
  });

  it('reads what should ideally happen as a target', () => {
    expect(synonymsOf(stem('ideally'))).toContain(stem('target'));
  });

  it('reads a commitment as a contract and an image file as a file format', () => {
    expect(synonymsOf(stem('commitment'))).toContain(stem('contract'));
    expect(synonymsOf(stem('png'))).toContain(stem('format'));
  });

  it('reads bailing as dropping off, flavours as kinds and a tribunal as arbitration', () => {
    expect(synonymsOf(stem('bailed'))).toContain(stem('abandon'));
    expect(synonymsOf(stem('flavors'))).toContain(stem('kinds'));
    expect(synonymsOf(stem('tribunal'))).toContain(stem('arbitration'));
  });

  it('reads what ISA builds as what it generates, and a general question as nothing generated', () => {
    expect(synonymsOf(stem('builds'))).toContain(stem('generates'));
    expect(stem('general')).not.toBe(stem('generated'));
  });

  it('finds a passage through a synonym, with less credit than the word itself', () => {
    const [byName] = search('availability');
    const [bySynonym] = search('uptime');
    expect(bySynonym?.passage.id).toBe('d');
    expect(bySynonym!.coverage).toBeLessThan(byName!.coverage);
  });

  it('rewards the question words side by side in the passage (a metric named in its own words)', () => {
    const [top] = search('time to fill');
    expect(top?.passage.id).toBe('e');
  });

  it('prefers a passage holding the kind of answer asked for', () => {
    const withType = search('time', /\d+ days/)[0];
    expect(withType?.passage.id).toBe('e');
  });

  it('prefers a statement about ISA, among equals, when the question asks about ISA by name', () => {
    const tools = new PassageIndex([
      passage('general', 'Kinds of tools', 'Video platforms record candidates on camera.'),
      passage('isa', 'ISA and video', 'ISA does not record candidates on camera.'),
    ]);
    const groups = terms('record candidates on camera').map((t) => tools.group(t));
    expect(tools.search(groups, 2, { aboutIsa: true })[0]?.passage.id).toBe('isa');
    const general = tools.search(groups, 2, { aboutIsa: false });
    expect(general[0]!.score - general[1]!.score).toBeLessThan(0.1);
  });

  it("ranks the section that answers above the page's opening, whose title is the page's", () => {
    const page = 'Hiring Smarter With AI Interviewers';
    const onPage = (id: string, title: string, text: string): Passage => ({ ...passage(id, title, text), page });
    const article = new PassageIndex([
      onPage('intro', page, 'Adoption plan: pilot one role, then scale.'),
      onPage('plan', 'A four-week adoption plan', 'Week 1: pick one high-volume role.'),
      passage('video', 'Video', 'AI interviewers on video record candidates.'),
      passage('chat', 'Chat', 'Chat interviewers ask structured questions.'),
    ]);
    const groups = terms('how should we adopt ai interviewers').map((t) => article.group(t));
    expect(article.search(groups, 2)[0]?.passage.id).toBe('plan');
  });

  it('finds nothing for words no passage uses', () => {
    expect(search('zzz qqq')).toEqual([]);
  });

  it("credits a passage's word once for question words that mean different things, not for each", () => {
    const own = new PassageIndex([
      passage('typing', 'Typing', 'Please type your details.'),
      passage('upload', 'Upload', 'Upload your resume as PDF or DOCX.'),
      passage('booth', 'Booth', 'Welcome to the booth.'),
    ]);
    const find = (q: string) =>
      own.search(
        terms(q).map((t) => own.group(t)),
        3,
      );
    // 'Type' is a synonym of 'kinds' and of 'document', but says only one of them.
    expect(find('what kinds of document can my cv be')[0]?.passage.id).toBe('upload');
    // 'Booth' says both 'stand' and 'kiosk', which mean the same.
    expect(find('your stand or kiosk')[0]?.coverage).toBeGreaterThan(0.6);
  });
});
