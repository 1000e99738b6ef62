import { describe, expect, it } from 'vitest';
import { knowledgePassages } from './passages';
import { createReader, nameRuns, namesIn } from './query';
import { createChatEngine } from './responder';
import { PassageIndex } from './retrieval';
import { siteKnowledgeBase } from './site-knowledge';
import { stem } from './text';

const kb = siteKnowledgeBase();
const reader = createReader(kb, new PassageIndex(knowledgePassages(kb)), []);
const stems = (q: string) => reader.read(q).groups.map((g) => g.stem);

describe('reading a question', () => {
  it('reads each question once, an earlier one with its words weighed down by its share', () => {
    const question = 'How long do you keep the recordings of our screening calls?';
    expect(reader.read(question)).toBe(reader.read(question));
    const half = reader.read(question, 0.5).groups;
    expect(half.map((g) => g.weight)).toEqual(reader.read(question).groups.map((g) => g.weight * 0.5));
  });

  it('fixes typos towards the site words but leaves ordinary English words alone', () => {
    expect(reader.read('wat is the pricng').text).toContain(' pricing ');
    expect(reader.read("What's the main difference?").text).toContain(' main ');
    expect(reader.read('What file types can I upload?').text).toContain(' file ');
  });

  it('reads chat shorthand, misspelt stopwords and swapped letters as the words meant', () => {
    expect(reader.read('do u hav real tme analytics').text).toBe(' do you have realtime analytics ');
    expect(stems('how meny days notis befor an audit')).not.toContain('befor');
    expect(reader.read('how mnay languages').text).toContain(' many ');
    // Pronouns and words of asking say nothing about the subject.
    expect(stems('can he say who wants it')).toEqual([]);
    expect(stems('which plan gets us the full api')).not.toContain('get');
    // The word that asks for a time ('how much effort') weighs little: the expected duration carries it.
    expect(reader.read('how much effort is the interview').groups.find((g) => g.stem === 'effort')?.light).toBe(true);
    // A customer is not a custom plan.
    expect(stems('do you have customers')).toEqual(['customer']);
    // Short typos the corrector cannot place, and one it would place on the wrong word ('temple').
    expect(reader.read('who is the analytics ment for').text).toContain(' built for ');
    expect(reader.read('any templet for a reminder email').text).toContain(' template ');
    // 'Txt' is text set against another way of interviewing, a file type otherwise; 'the wether' is the weather.
    expect(reader.read('is it video or just txt').text).toContain(' just text ');
    expect(reader.read('can i upload a txt').text).toContain(' txt format ');
    expect(reader.read('hows the wether tmrw').text).toContain(' the weather tomorrow ');
    // 'Lng' is long; a unit run on to its figure is that figure in the unit.
    expect(reader.read('how lng does a scorecard take').text).toContain(' how long ');
    expect(reader.read('results within 12h').text).toContain(' 12 hours ');
    expect(reader.read('a 20mins chat').text).toContain(' 20 minutes ');
    // 'W/' is with and 'w/o' without, though a slash between words is dropped.
    expect(reader.read('does it work w/ workable').text).toContain(' with ');
    expect(reader.read('can i apply w/o a cv').text).toContain(' without ');
  });

  it('reads chat noise as the question under it: greetings, retractions, homophones and short forms', () => {
    // A greeting before a question says nothing; a greeting alone stays a greeting.
    expect(reader.read('Hello there, what does the analytics dashboard show?').text).toMatch(/^ what does /);
    expect(reader.read('good morning team').text).toBe(' good morning team ');
    // What the message takes back is not asked.
    expect(reader.read('Do you integrate with Greenhouse? Never mind, how much is Team Pro?').text).toBe(
      ' how much is team pro ',
    );
    // Dictated homophones: a product's prize is its price, the company's sight its site; a prize won stays one.
    expect(reader.read('what is the prize of the pro plan').text).toContain(' price ');
    expect(reader.read('can booth visitors win a prize').text).toContain(' prize ');
    expect(reader.read('the pricing on the company sight').text).toContain(' company site ');
    expect(reader.read('how long til the link expires').text).toContain(' until ');
    expect(reader.read('can I get a ref for my request or smth').text).toContain(
      ' reference for my request or something ',
    );
    // A job that takes no more applicants is closed; the people a team counts are its users.
    expect(reader.read('it is not accepting new candidates any more').text).toContain(
      ' no longer accepting applications ',
    );
    expect(reader.read('we are six people, which plan').text).toContain(' we have six users ');
    // Read once: the closed posting's rewrite does not read its own words again.
    expect(reader.read('is it not accepting applicants anymore').text).not.toContain(' job job ');
    // 'Like' after its subject is the verb; a lone 'hm' is the hiring manager; a new hire's fee is no wage.
    expect(reader.read('I like how ISA ranks candidates').text).toContain(' i like how ');
    expect(reader.read('does the HM get notified').text).toContain(' hm ');
    expect(reader.read('do we pay a new hire fee').text).not.toContain('wage');
    expect(reader.read("what won't you do with our data").text).not.toContain('weakness');
    expect(reader.read('there are six people').text).toContain(' six people ');
  });

  it("reads an 'or not' tag, opening hours, an interview's length and a lost invitation as what they ask", () => {
    expect(reader.read('voice interviews or not?').text).toBe(' voice interviews ');
    // Said of 'whether', 'or not' belongs to the question.
    expect(reader.read('can I choose whether to apply or not').text).toContain(' or not ');
    expect(reader.read('what are the opening hours').text).toContain(' 24/7 ');
    expect(reader.read('typical chat duration').text).toContain(' how long does the interview take minutes ');
    expect(reader.read('the length of each interview').text).toContain(' how long does the interview take minutes ');
    expect(reader.read('I misplaced the invitation email').text).toContain(' cannot find invitation email ');
  });

  it("reads 'how many times' as a count whose 'times' names no subject, unless a period follows", () => {
    const count = reader.read('how many times will the invitation be resent');
    expect(count.groups.map((g) => g.stem)).not.toContain(stem('times'));
    expect(count.expects?.test('at least 3 retries')).toBe(true);
    expect(reader.read('how many times a month can we audit').expects?.test('once per 12 months')).toBe(true);
  });

  it('reads answers kept or stored as the interview transcripts the retention rules keep', () => {
    expect(stems('do you store the candidates responses forever')).toContain(stem('transcripts'));
    expect(stems('how long is what we typed retained')).not.toContain(stem('transcripts'));
    expect(stems('are my answers saved if the wifi drops')).not.toContain(stem('transcripts'));
  });

  it('reads pausing part way, idioms of plan words and fillers as what they mean', () => {
    expect(reader.read('can i stop half way and finish tomorrow').text).toBe(' can i pause and resume ');
    expect(reader.read('may applicants quit the chat midway and carry on later').text).toContain(
      ' pause the chat and resume ',
    );
    expect(reader.read('In one sentence, what exactly is this ISA thing?').text).toBe(' what is isa ');
    // A filler dropped once its spelling is fixed leaves no double space behind.
    expect(reader.read('wat dose ISA do exacly, like step by step??').text).toBe(' what does isa do ');
    expect(reader.read('is it a pro at follow-up questions').text).toContain(' good at ');
    expect(stems("what's the standard way a candidate starts")).not.toContain('standard');
    expect(stems('can they paste it instead of uploading a file')).not.toContain('file');
    // Being asked to persuade says nothing of the subject; 'fare' said of scoring is 'fair', favouring is bias.
    expect(stems("bias. convince me your AI isn't biased")).not.toContain(stem('continue'));
    expect(reader.read('is the scoreing fare to evryone').text).toContain(' fair to ');
    // What a thing shows is what it holds, and a list asked for after the question is only the answer's form.
    expect(reader.read('what will the kpi dashboard display').text).toBe(' what will the kpi dashboard ');
    expect(reader.read('what will make applicants show up').text).toContain(' show up ');
    expect(reader.read('how should we roll it out, any check list?').text).toBe(' how should we rollout ');
    expect(reader.read('any checklist?').text).toContain(' checklist ');
    expect(reader.read('how do i get a checklist').text).toContain(' checklist ');
    expect(reader.read('does it favour some people').groups[0]?.variants.has('bias')).toBe(true);
    // Tolerating is accepting; 'straight into' a place says where, not how fast; a shift rota is a rota.
    expect(reader.read('would nurses put up with a chat interview').text).toContain(' accept a chat interview ');
    expect(reader.read('do results go straight into our hr system').text).toContain(' go into our ');
    expect(stems('can it fill our shift rota')).not.toContain('shift');
    // The asker's own privacy officer is the asker; deciding what to ask is generating the questions.
    expect(reader.read('can my privacy officer read the dpa').text).toContain(' can we read ');
    expect(reader.read('how does it choose what to ask a chef').text).toContain(' generate the questions ');
  });

  it("reads spoken fillers as nothing, and 'like' or 'kind of' only where they compare or name a kind", () => {
    expect(reader.read('uh, which plan fits, you know, a small team?').text).toBe(' which plan fits a small team ');
    expect(reader.read("what's like the quickest plan to set up?").text).toBe(' whats the quickest plan to setup ');
    expect(reader.read('could we rank them by like score?').text).toBe(' could we rank them by score ');
    expect(reader.read('is the scoring, kind of, transparent?').text).toBe(' is the scoring transparent ');
    expect(reader.read('it works like a phone screen, right?').text).toContain(' like a phone screen ');
    expect(reader.read('what does it look like when it ranks people?').text).toContain(' look like when ');
    expect(reader.read('what kind of jobs does it suit?').text).toContain(' what kind of jobs ');
    expect(reader.read('we would like 50 seats').text).toContain(' would like 50 seats ');
  });

  it("reads a child's age, a worker's pay, the best 'right now', a kind of tool and the most complete plan", () => {
    expect(reader.read("my daughter's 15, can she use it?").text).toContain(' underage ');
    expect(reader.read('how much do you pay an intern?').text).toContain(' wage for intern ');
    expect(reader.read('how much would we pay per job?').text).toContain(' pay per job ');
    expect(reader.read("what's the best chat interviewer at the moment?").text).toBe(
      ' whats the best chat interviewer ',
    );
    expect(reader.read("what's the difference between you and a video interview tool?").text).toBe(
      ' is isa the same as a video interview tool ',
    );
    // The most complete plan is the top one.
    expect(reader.read('which is your most advanced tier?').text).toContain(' enterprise plan ');
  });

  it('reads everyday names for what the site calls otherwise', () => {
    expect(reader.read('What happens to days-to-hire?').text).toContain(' time to fill ');
    expect(reader.read('does the software get the hire or no-hire choice').text).toContain(' hiring decision ');
    // Time spent or saved on a task is no money: the task is what is asked about.
    const spent = reader.read('will my team spend hours setting up scorecards');
    expect(spent.text).not.toContain(' spend ');
    expect(spent.aboutPrices).toBe(false);
    const cheaperInTime = reader.read('is the chat interview cheaper in staff time than calling everyone');
    expect(cheaperInTime.text).toContain(' saves more time ');
    expect(cheaperInTime.aboutPrices).toBe(false);
    // A bunch or a load of things is many of them, and many jobs are the multi-job plans' subject.
    expect(reader.read('we post loads of jobs every month').text).toContain(' multi job ');
    // A figure someone keeps quoting is one they say; quoting a price to someone is a quote.
    expect(reader.read('which uptime do you keep quoting').text).toContain(' you say ');
    expect(reader.read('could you quote us for ten roles').text).toContain(' quote ');
    expect(stems('Do you make money selling applicants data?')).toContain('sell');
    expect(stems('Do you make money selling applicants data?')).not.toContain(stem('money'));
    expect(stems('Our developers want programmatic access')).toContain('api');
    // Reverse-engineering a product says nothing of engineers, so it does not answer questions about developers.
    expect(stems('Can we reverse-engineer it?')).not.toContain(stem('engineer'));
    expect(stems('Who are your third-party data processors?')).toEqual(['subprocessor']);
    // The kind of thing asked for is no topic of its own, and privacy law's data categories are what is collected.
    expect(stems('What sorts of outside firms are your data processors?')).not.toContain(stem('sort'));
    expect(reader.read('which types of information do you keep on applicants').text).toContain(' data we collect ');
    expect(reader.read('I submitted my last answer. What now?').text).toContain(' what happens next ');
    // A last name is no last step.
    expect(stems('Do you need my last name?')).not.toContain(stem('last'));
    // Keeping a tool rather than replacing it is using both alongside each other.
    expect(reader.read('Could ISA sit in front of our video interviews rather than replace them?').text).toContain(
      ' alongside ',
    );
  });

  it('reads new positions coming up as the jobs feed, and a posting no longer taking applications as closed', () => {
    expect(reader.read('I would like to be alerted whenever new positions come up').text).toContain(' new jobs feed ');
    expect(reader.read('The posting is not taking applications, why?').text).toContain(
      ' no longer accepting applications ',
    );
  });

  it('reads what the product does to people in the words the site uses for it', () => {
    expect(reader.read('Before it talks to anyone, what does it produce?').text).toContain(' it interviews ');
    expect(reader.read('If someone comes out top, can I see why?').text).toContain(' ranked top can i see reason ');
    expect(reader.read('Can a real person looks at my result?').text).toContain(' review ');
    expect(stems('Could we bin low scorers automatically?')).toContain('reject');
    // Talking to someone at ISA is still a request to talk to the team.
    expect(reader.read('Can I talk to someone?').text).not.toContain('interviews');
  });

  it('reads getting at the candidates as access to them', () => {
    expect(reader.read('how long can I get at the candidates?').text).toContain(' access ');
  });

  it('reads which vacancy should go first as where a rollout starts', () => {
    expect(reader.read('Which of our vacancies should go first?').text).toContain(' highest volume role ');
  });

  it('reads what access or kit someone needs as what it takes to join, not access to data', () => {
    expect(reader.read('What access do candidates need?').text).not.toContain('access');
    expect(reader.read('Can candidates access their data?').text).toContain('access');
  });

  it('reads a lost track of link as one the candidate cannot find, not a pipeline to oversee', () => {
    expect(reader.read('I lost track of my interview link').text).toContain(' cannot find interview link ');
    expect(reader.read('We keep losing track of candidates').text).toContain(' pipeline ');
  });

  it('reads the sentences before an asking one in full where the asking one points back at them', () => {
    const weight = (q: string, s: string) => reader.read(q).groups.find((g) => g.stem === stem(s))?.weight ?? 0;
    const alone = weight('I hit apply twice on the same job.', 'same');
    expect(weight('I hit apply twice on the same job. Will that cause problems?', 'same')).toBe(alone);
    expect(weight('I hit apply twice on the same job. What are your prices?', 'same')).toBeLessThan(alone);
    // A faster way is a faster way of doing what they told of.
    const typing = weight("At the booth I don't want to type my details.", 'type');
    expect(weight("At the booth I don't want to type my details. Is there a faster way?", 'type')).toBe(typing);
    // Being under age, said only to set the scene, still decides whether they may apply.
    const age = weight("I'm 17.", 'underage');
    expect(weight("I'm 17. Can I apply for a Saturday job?", 'underage')).toBe(age);
    // 'One' is the thing the sentence before named.
    const agreement = weight('We need a controller processor agreement.', 'processor');
    expect(weight('We need a controller processor agreement. Do you publish one?', 'processor')).toBe(agreement);
    // How long until they hear back is how long what they asked for takes.
    const wiped = weight('I asked for my data to be wiped.', 'wiped');
    expect(weight('I asked for my data to be wiped. How long until you get back to me?', 'wiped')).toBe(wiped);
  });

  it('reads a partial refund, a stop partway through a billing period and a same-day deadline by what they ask', () => {
    expect(reader.read('would we see a partial refund?').text).toBe(' would we see a refund ');
    expect(reader.read('is some of the refund paid out').text).toContain(' is refund paid ');
    expect(reader.read('stopping mid-contract, what then?').text).not.toContain('contract');
    expect(stems('we quit partway into our subscription')).not.toContain('partwai');
    expect(reader.read('can it be live by end of day').text).toContain(' same day ');
    expect(reader.read('could candidates get it later today').text).toContain(' same day ');
  });

  it('reads a code written as one word as the two words the site uses', () => {
    expect(reader.read('is there a discountcode').text).toContain(' discount code ');
  });

  it('reads where one can read or find something, or which page covers it, as where it is', () => {
    expect(reader.read('where could we look up your refund rules').text).toContain(' where is your refund rules ');
    expect(reader.read('which page describes the interview languages').text).toContain(' where is the interview ');
    expect(reader.read('where does the website mention accessibility').text).toContain(' where is accessibility ');
    // A pronoun after the verb points back at what the message told of, and stays as asked.
    expect(reader.read('where do we find those').text).toContain(' find ');
  });

  it("takes a question that holds a competitor's kind of product for one about that competitor", () => {
    expect(reader.read('What should I be wary of with the big enterprise video suites?').describesRival).toBe(true);
    expect(reader.read('Do applicants need a webcam?').describesRival).toBe(false);
    expect(reader.read('Is it an enterprise plan?').describesRival).toBe(false);
    // A competitor named in the possessive is named.
    expect(reader.read("What are HireVue's weaknesses?").competitors.map((c) => c.name)).toEqual(['HireVue']);
  });

  it('takes a word capitalised inside a sentence for a name, and keeps the names the site never uses', () => {
    expect([...namesIn('Can we pay by PayPal? And in the EU?').values()]).toEqual(['PayPal', 'EU']);
    expect(namesIn('DOES IT WORK WITH WORKDAY').size).toBe(0);
    expect(namesIn('We get swamped every January.').size).toBe(0);
    // A currency is a name however it is written.
    expect(reader.read('could our invoices be settled in rupees').unknownNames).toEqual(['rupees']);
    expect(reader.read('Can we pay by PayPal?').unknownNames).toEqual(['PayPal']);
    expect(reader.read('How does ISA compare with HireVue?').unknownNames).toEqual([]);
    expect(reader.read("What's the price for Northwind Traders, a company of 50 people?").unknownNames).toEqual([
      'Northwind Traders',
    ]);
    expect(
      nameRuns(
        'Do you work with Acme Logistics, or with Acme alone? Acme Logistics asks.',
        new Set(['Acme', 'Logistics']),
      ),
    ).toEqual(['Acme Logistics', 'Acme']);
    // Title case leaves only minor words in lower case; a sentence that capitalises a role keeps it as a name, with
    // the known words of it ('Chief Security Officer', though the site says 'security').
    expect(namesIn('Does It Work With Workday').size).toBe(0);
    expect(reader.read('Can I speak to your Chief Security Officer?').unknownNames).toEqual(['Chief Security Officer']);
  });

  it('names a plan by its full name, and by one word only where the question is about plans', () => {
    expect(reader.read('What does Recruiter Assistant include?').plans.map((p) => p.name)).toEqual([
      'Recruiter Assistant',
    ]);
    expect(reader.read('what does the assistant plan cost').plans.map((p) => p.name)).toEqual(['Recruiter Assistant']);
    expect(reader.read('How does the assistant decide who makes the shortlist?').plans).toEqual([]);
    expect(reader.read('Does a pro recruiter run the final interview?').plans).toEqual([]);
    // A word of its own before the plan's word says what kind of assistant it is.
    expect(reader.read("I'm a recruitment assistant and I book screens. Does ISA replace me?").plans).toEqual([]);
    expect(reader.read('Is ISA a scripted chatbot assistant, or does it follow up?').plans).toEqual([]);
    // The full name said of a kind of tool, with an example, is no plan either.
    expect(reader.read('Could a recruiter assistant such as yours cut our agency fees?').plans).toEqual([]);
    expect(reader.read('is the assistant or business pro cheaper?').plans.map((p) => p.name)).toEqual([
      'Recruiter Assistant',
      'Business Pro',
    ]);
    // 'Enterprise' alone is the plan where the question asks what a plan includes.
    expect(reader.read("What's included with Enterprise?").pagePlans.map((p) => p.name)).toEqual(['Enterprise']);
    expect(reader.read('Is it built for an enterprise rollout?').pagePlans).toEqual([]);
  });

  it("names a pricing-page plan by a word only its name has, said as which plan ('the team one')", () => {
    expect(reader.read('and the team one, how many seats?').pagePlans.map((p) => p.name)).toEqual(['Team Pro']);
    // 'Pro' is in two names, and 'a team of five' names no plan.
    expect(reader.read('and the pro one?').pagePlans).toEqual([]);
    expect(reader.read('we are a team of five').pagePlans).toEqual([]);
    // 'A standard one' is any one of its kind; 'the standard one' is the plan.
    expect(reader.read('is the scorecard a standard one for every role').pagePlans).toEqual([]);
    expect(reader.read('and the standard one?').pagePlans.map((p) => p.name)).toEqual(['Recruiter Standard']);
  });

  it("names a pricing-page plan by its own word beside another plan's full name ('Enterprise on top of Team Pro')", () => {
    expect(reader.read('What would Enterprise give us on top of Team Pro?').pagePlans.map((p) => p.name)).toEqual([
      'Team Pro',
      'Enterprise',
    ]);
    expect(reader.read('is ISA ready for an enterprise rollout?').pagePlans).toEqual([]);
    expect(reader.read('What does Enterprise include?').pagePlans.map((p) => p.name)).toEqual(['Enterprise']);
  });

  it("reads 'Does ISA do that?' as asking about the sentences before it, and a standard set of questions as standardised", () => {
    const query = reader.read('I want a standard set of questions for every applicant. Does ISA do that?');
    expect(query.sceneApart).toBe(false);
    expect(query.text).toContain(' standardised questions ');
    // 'Or something different?' only offers the other answer.
    expect(reader.read('does isa do that, or does everyone get something different').text).not.toContain(' different ');
  });

  it('reads prices, and plans beside a plan the ask names, said only in the sentences that set the scene as background', () => {
    const setup = reader.read('Money is tight this year. How long does it take to get a first role running?');
    expect(setup.sceneApart).toBe(true);
    expect(setup.aboutPrices).toBe(false);
    const plan = reader.read(
      'We looked at the enterprise contract and it is far too big. What do I get with Team Pro?',
    );
    expect(plan.pagePlans.map((p) => p.name)).toEqual(['Team Pro']);
    // Without a plan in the ask, the scene's plan is what is asked about.
    expect(reader.read('We are on Team Pro. Can we add seats?').pagePlans.map((p) => p.name)).toEqual(['Team Pro']);
  });

  it('reads how many people may hold a login as seats, and sending someone an interview as inviting them', () => {
    const logins = reader.read('For Team Pro, how many colleagues could get their own account?');
    expect(logins.text).toContain(' how many seats ');
    expect(logins.pagePlans.map((p) => p.name)).toEqual(['Team Pro']);
    expect(reader.read('we want to send the interview link to a former employee').text).toContain(
      ' invite a former employee ',
    );
    expect(reader.read('what if my candidate never opens the interview').text).toContain(' not started ');
  });

  it('reads what a metric or chart shows as what it means', () => {
    expect(reader.read('what does the time to shortlist chart actually tell us').text).toContain(' shortlist mean ');
  });

  it('reads a rollout plan as no pricing plan', () => {
    expect(reader.read('what happens in the third week of the rollout plan').aboutPrices).toBe(false);
  });

  it('reads what a job pays as its wage rather than a price, the jobs board as Open Jobs, arthritis as accessibility', () => {
    const pay = reader.read("What's the pay for the barista job on your jobs board?");
    expect(pay.text).toContain(' the wage for the barista job on open jobs ');
    expect(pay.aboutPrices).toBe(false);
    expect(reader.read('what do we pay for a job').aboutPrices).toBe(true);
    const arthritis = reader.read('typing hurts because of arthritis').groups.find((g) => g.stem === stem('arthritis'));
    expect(arthritis?.variants.has(stem('accessibility'))).toBe(true);
  });

  it('reads a careers fair as the booth, a USB stick as files to open, handing over details as leaving them', () => {
    expect(reader.read("I'm at a careers fair").text).toContain(' booth ');
    expect(reader.read('it will not open my cv from my usb stick').text).toContain(' open files ');
    expect(reader.read('what do I get if I give my contact details').text).toContain(' leave my details ');
    // 'What now?' after something done asks what happens next; after something that fails, what to do instead.
    expect(reader.read('I just sent my last answer. What now?').text).toContain(' what happens next ');
    expect(reader.read("It won't let me pick my CV. What now?").text).not.toContain(' what happens next ');
  });

  it("names no plan by a word of its own that describes another noun ('a standard contract')", () => {
    expect(reader.read('do you have a standard contract for data processing').pagePlans).toEqual([]);
    expect(reader.read('is there a standard set of questions').pagePlans).toEqual([]);
    expect(reader.read('what does the standard plan cost').pagePlans.map((p) => p.name)).toEqual([
      'Recruiter Standard',
    ]);
    // Enterprise's card speaks of its annual contract.
    expect(reader.read('how long is the enterprise contract').pagePlans.map((p) => p.name)).toEqual(['Enterprise']);
  });

  it("names a plan by a feature only its card lists, where plans or the plan's own word are spoken of", () => {
    const named = (q: string) => reader.read(q).pagePlans.map((p) => p.name);
    expect(named('Which plan gives me report export?')).toEqual(['Recruiter Pro']);
    expect(named('How many automated scheduling runs do I get on Standard?')).toEqual(['Recruiter Standard']);
    // Without talk of plans, a feature's words are ordinary words; in common words ('interviewed candidates') or
    // beside a feature the assistant's own plans list ('ATS integration'), they name no plan.
    expect(named('Can I export a report of the results?')).toEqual([]);
    expect(named('Which plan covers 30 interviewed candidates?')).toEqual([]);
    expect(named('Which plan has ATS integration?')).toEqual([]);
  });

  it('reads a person or a computer as a human or the AI, being watched on a webcam as video, a bad line as low bandwidth', () => {
    expect(reader.read('is it a real person or a computer').text).toContain(' human or ai ');
    expect(reader.read('will someone be watching me on a webcam').text).toContain(' video camera ');
    expect(reader.read('and on a rubbish connection').text).toContain(' low bandwidth ');
    expect(stems('is somebody reading it')).not.toContain('somebodi');
  });

  it('knows when a question is about prices, where plan words count as plan evidence', () => {
    expect(reader.read('What does the basic plan cost?').aboutPrices).toBe(true);
    expect(reader.read('What does Business Pro include?').aboutPrices).toBe(true);
    expect(reader.read('Should we start with our most popular role?').aboutPrices).toBe(false);
    expect(reader.read('What do recruiters do once the assistant screens for them?').aboutPrices).toBe(false);
  });

  it('weighs a word of a plan name little outside talk of prices ("any pro tips?")', () => {
    const weight = (q: string) => reader.read(q).groups.find((g) => g.stem === 'pro')?.weight ?? 0;
    expect(weight('any pro tips for interview questions?')).toBeLessThan(weight('how much is business pro?'));
  });

  it('weighs the words that set the scene less than the sentence that asks', () => {
    const read = reader.read('A popular role gets hundreds of applicants. Can ISA interview them all?');
    const weight = (s: string) => read.groups.find((g) => g.stem === s)?.weight ?? 0;
    expect(weight('hundr')).toBeLessThan(reader.read('hundreds').groups[0]!.weight);
    expect(read.text).toContain(' unlimited interviews ');
  });

  it('reads a metric named in other words as the site names it', () => {
    expect(reader.read('what is our time to hire').text).toContain('time to fill');
    expect(stems('Can I see drop-offs?')).toContain('dropoff');
    // What a measure should look like asks for its target.
    expect(reader.read('what should our completion rate look like').text).toBe(
      ' what target should our completion rate be ',
    );
  });

  it('leaves out the subject a question says it moves away from', () => {
    expect(reader.read('Another question than the Team Pro seats: what languages are supported?').text).toBe(
      ' newtopic what languages are supported ',
    );
  });

  it('reads everyday wording as the site words it (a lexicon of the domain, not of the questions)', () => {
    expect(reader.read('What happens once I paste in a job ad?').text).toContain(' job description ');
    expect(stems('Where do applicants give up?')).toContain('dropoff');
    expect(reader.read('How long is chat history stored?').text).toContain(' transcript ');
    expect(reader.read('Can we get our money back?').text).toContain(' refund ');
    expect(reader.read('What salary do the shifts at your depot pay?').text).toBe(
      ' what wage do the shifts at your depot ',
    );
    expect(reader.read('Can it screen out people who lack a licence?').text).toContain(' knockout ');
    expect(reader.read('Would you let us know if data leaked?').text).toContain(' notify ');
    expect(reader.read('What do you gather about the people who apply?').text).toContain(' applicants ');
    // A synonym group: 'faith' counts as 'religion', at a synonym's credit.
    const faith = reader.read('Can we ask about their faith?').groups.find((g) => g.stem === 'faith');
    expect(faith?.variants.get('religion')).toBeLessThan(1);
  });

  it('knows what kind of answer a question wants', () => {
    expect(reader.read('How long are transcripts kept?').expects?.test('24 months')).toBe(true);
    expect(reader.read('What is ISA?').expects).toBeUndefined();
    // 'In figures' asks for a figure, and 'figures' is no subject of the question.
    const inFigures = reader.read('and the drop-off, in figures?');
    expect(inFigures.expects?.test('4x')).toBe(true);
    expect(inFigures.groups.find((g) => g.stem === stem('figures'))?.light).toBe(true);
  });

  it('names competitors and leaves out the product name', () => {
    expect(reader.read('isa vs hirevue').competitors.map((c) => c.name)).toEqual(['HireVue']);
    expect(stems('What is ISA?')).toEqual([]);
  });

  it('reads everyday idioms as what they mean', () => {
    expect(reader.read('what do job seekers think of it').text).toContain(' candidates rating ');
    expect(reader.read('how much of my week does it free up').text).toContain(' save ');
    expect(reader.read('how much time does it claw back').text).toContain(' save ');
    expect(reader.read('are the fees given back').text).toContain(' refund ');
    expect(reader.read('which must haves are filtering out people').text).toContain(' knockout ');
    expect(reader.read('is dark mode remembered').text).toContain(' theme ');
    expect(reader.read('a candidate needs special arrangements').text).toContain(' accommodation ');
    expect(reader.read('who did what in the system').text).toContain(' audit ');
    expect(reader.read('will it cope with a rush').text).toContain(' capacity ');
    expect(reader.read('what would that set us back').text).toContain(' cost ');
    expect(reader.read('they invoke their right to erasure').text).toContain(' deletion ');
    expect(reader.read('which plan lets us have as many users as we like').text).toContain(' unlimited seats ');
    expect(reader.read('what does it pull out of the job description').text).toContain(' extract from ');
    expect(reader.read('what do we get out of it').text).not.toContain(' extract ');
    expect(reader.read('will the bot bin my application').text).toContain(' reject my application ');
    expect(reader.read('which plan gets us the full API, not just the ATS connector?').text).not.toContain(' ats ');
    // Setting it up is the setup, and 'it' still points back.
    expect(reader.read('does anyone help us setting it up').text).toContain(' it setup ');
    expect(reader.read('can we put 500 applicants through it').text).toContain(' interview ');
    expect(reader.read('what if they get interrupted halfway through').text).toContain(' interrupted halfway ');
    expect(reader.read('which outside companies touch our data behind the scenes').text).not.toContain(' behind ');
    expect(reader.read('what if someone gives a one-line answer').text).toContain(' thin answer ');
    expect(reader.read('does it ask the questions one by one').text).toContain(' one at a time ');
    expect(reader.read('what should we double-check with them').text).toContain(' weakness ');
    expect(reader.read('would it be overkill for us').text).toContain(' weakness ');
    expect(reader.read('where do i report someone breaking the rules').text).toContain(' report misuse ');
    expect(reader.read('who at the company can look at my data').text).toContain(' who can access ');
    expect(reader.read('can the manager look at the answers').text).toContain(' review ');
    expect(reader.read('do we still chase candidates').text).toContain(' reminders without recruiter ');
    expect(reader.read('how do they book time with the hiring manager').text).toContain(
      ' booking link hiring manager ',
    );
    expect(reader.read('can we import our existing candidates').text).toContain(' manual applicant upload ');
    expect(reader.read('can i book a demo').text).not.toContain(' booking link ');
    expect(reader.read('could i have more time for the test').text).toContain(' more time accommodation ');
    expect(reader.read('the site turned me away when i applied').text).toContain(' no longer accepting applications ');
    expect(reader.read('jobs near where i live').text).toContain(' location city ');
    expect(reader.read('i sent the form twice').text).toContain(' submitted before ');
    expect(reader.read('how do we get it into isa').text).toContain(' import ');
    expect(reader.read('how do i make the case to my boss').text).toContain(' roi results ');
    expect(reader.read('can we load test the api').text).toContain(' overload ');
    expect(reader.read('can we interview people without their permission').text).toContain(' who have not consented ');
    expect(reader.read('can i take my data to a different provider').text).toContain(' port your data ');
    expect(reader.read('what do you keep on paying customers').text).toContain(' keep on clients ');
    // Data at rest is a subject of its own, not the rest of anything.
    expect(stems('how do you protect backups at rest')).not.toContain(stem('rest'));
    // The way things are done now, set against ISA, names no day.
    expect(stems('how long does shortlisting take us currently compared with ISA')).not.toContain(stem('today'));
    expect(reader.read('can i get job alerts').text).toContain(' follow new jobs feed ');
    expect(reader.read('how do I subscribe to the new postings').text).toContain(' follow new jobs feed ');
    expect(reader.read('does it work in an rss reader').text).toContain(' follow new jobs feed ');
    expect(reader.read('my resume is not a file').text).toContain(' paste resume text ');
    expect(reader.read('what if my wifi drops').text).toContain(' answers saved ');
    expect(reader.read('can i share my interview link').text).toContain(' share link ');
    expect(reader.read('is it ok to forward this on to a colleague').text).toContain(' share this ');
    expect(reader.read('how many applicants per role can we screen').text).toContain(' number of interviews ');
    expect(reader.read('my email address is wrong').text).toContain(' correct ');
    expect(reader.read('does it mark people down for foreign names').text).toContain(' score lower ');
    expect(reader.read('does it mark people down for foreign names').text).toContain(' bias discriminate ');
    expect(reader.read('what is the cost of slow hiring').text).toContain(' impact of slow ');
    expect(reader.read('what is the cost of slow hiring').text).not.toContain(' cost ');
    expect(reader.read('how many of the shortlisted people does the manager agree to meet').text).toContain(
      ' shortlist quality ',
    );
    expect(reader.read('will time zones be a problem').text).toContain(' every time zone 24/7 ');
    expect(reader.read('candidates exaggerate their experience').text).toContain(' evidence probe ');
    expect(reader.read('can we show why each candidate made the shortlist').text).toContain(' shortlist rationale ');
    expect(reader.read('will it give me my weekends back').text).toContain(' save time ');
    // How briefly to answer, or whether a claim is only marketing, says nothing of the subject.
    expect(stems('In one sentence, what is ISA?')).toEqual([]);
    expect(stems('straight answer please: is it fair?')).toEqual(['fair']);
    expect(reader.read('is that just your standard sales line').text).not.toContain(' standard ');
    // Logging in is what a seat allows; a standard length is the length; ad tracking cookies are advertising ones.
    expect(reader.read('how many people can log in').text).toContain(' login ');
    expect(reader.read('whats the standard length of an interview').text).not.toContain(' standard ');
    expect(reader.read('any ad tracking cookies').text).toContain(' advertising cookies ');
    expect(reader.read('how long to get our first job running').text).toContain(' started ');
    expect(reader.read('which of our roles should we move over to isa first').text).toContain(' highest volume ');
    // Time a tool gives back, said apart, is time saved; a candidate who is just gone was rejected.
    expect(reader.read('how much time does this give back to my team').text).toContain(' save time ');
    expect(reader.read('if it scores them low are they just gone').text).toContain(' rejected automatically ');
    // 'In front of' names nothing, except in the idioms that use it ('in front of more people' is reach).
    expect(reader.read('standing in front of your kiosk').text).not.toContain(' front ');
    expect(reader.read('can you get the ad in front of more people').text).toContain(' reach more applicants ');
    // One tool put in front of another is used first, the two together; 'does it make sense to' only frames.
    expect(reader.read('does it make sense to put isa in front of our video platform').text).toBe(
      ' isa used together first our video platform ',
    );
    // An asker's own slip is no vendor's liability; 'right after' orders events and asks for no speed.
    expect(reader.read('is that going to mess things up').text).not.toContain(' liable ');
    expect(reader.read('what if isa messes up').text).toContain(' liable ');
    expect(reader.read('what happens right after i send it').text).toContain(' happens after i send ');
    expect(reader.read('i clicked apply twice').text).toContain(' applying again already applied ');
    // A word only one pricing-page plan's name has names that plan where it is said of a plan.
    expect(reader.read('and the team one, what is it per month?').pagePlans.map((p) => p.name)).toEqual(['Team Pro']);
    expect(reader.read('our team wants to know').pagePlans).toEqual([]);
    expect(reader.read('and the pro one?').pagePlans).toEqual([]);
    expect(reader.read('how many more are on the way').text).toContain(' coming soon ');
    expect(reader.read('is voice on the roadmap').text).toContain(' coming soon ');
    // A trial misspelt as a real word.
    expect(reader.read('how long is the free trail').text).toContain(' free trial ');
    // Hedges are no subject: 'mostly' weighs nothing, a specialist is specialised.
    expect(stems('we mostly hire specialists')).not.toContain('mostli');
  });

  it('reads a job going live as posted, paying once a year as annual, vanishing as dropping off', () => {
    expect(reader.read('how soon after our role goes live do people apply').text).toContain(' role posted ');
    expect(reader.read('when can we go live').text).toContain(' started ');
    expect(reader.read('can we pay for it once a year').text).toContain(' pay for it annual ');
    expect(reader.read('we only hire once a year').text).not.toContain(' annual ');
    expect(reader.read('why do so many applicants disappear').text).toContain(' dropoff ');
    expect(reader.read('is the scoring a black box').text).toContain(' visible ');
    expect(reader.read('how do i get a copy of everything you hold on me').text).toContain(' access ');
  });

  it('reads the top of the list as a ranking, a question that loses people as drop-off, a package someone gets as what they get', () => {
    expect(reader.read('who is at the top of the pile').text).toContain(' ranked ');
    expect(reader.read('which step loses candidates').text).toContain(' dropoff ');
    expect(reader.read('what is in the package each candidate receives').text).not.toContain(' package ');
    expect(reader.read('what is in the package').text).toContain(' package ');
  });

  it("reads the industry's names for what the site names its own way", () => {
    expect(reader.read('how long can we use our talent pool').text).toContain(' candidate database ');
    expect(reader.read('do you offer a white glove setup').text).toContain(' customer success manager ');
    expect(reader.read('a named person looking after our account').text).toContain(' customer success manager ');
    // Reviewers' acronyms.
    expect(reader.read('who would our CSM be').text).toContain(' customer success manager ');
    expect(reader.read('where in the Ts&Cs is governing law').text).toContain(' terms of service ');
    expect(reader.read('we received a DSAR from a former applicant').text).toContain(' privacy request ');
    expect(reader.read('please attach a VPAT to the questionnaire').text).toContain(' accessibility standard ');
    // Lawyers are the legal team (the engine's reader also takes a misspelt 'lawers' for them).
    expect(reader.read('our lawyers want to read it').groups.flatMap((g) => [...g.variants.keys()])).toContain(
      stem('legal'),
    );
    expect(createChatEngine(kb).read('our lawers want to read it').text).toContain(' lawyers ');
    expect(reader.read('training to get my team up to speed').text).toContain(' onboarding ');
    expect(reader.read('whats the plan for rolling isa out').text).toContain(' rollout plan ');
    // A plan for a rollout is a rollout plan, not a pricing plan, however it is asked.
    expect(reader.read('do you suggest a plan for rolling it out').text).toContain(' rollout plan ');

    // What a delay costs in applicants is the applicants it loses.
    expect(reader.read('what do long delays cost employers in applicants').text).toContain(
      ' applicants lose interest ',
    );
    // 'Costly' is an everyday word, not a misspelt 'mostly'.
    expect(createChatEngine(kb).read('is it costly for applicants').text).toContain(' costly ');
    // Trying the applicant's side oneself is taking the interview yourself.
    expect(reader.read('can we try the applicant side ourselves').text).toContain(
      ' test the candidate interview yourself ',
    );
    expect(reader.read('is there any kickoff training').text).toContain(' onboarding session ');
    expect(reader.read('walk me through what happens').text).toContain(' explain how it works ');
    expect(reader.read('be straight with me: do you flog our data').text).toBe(' do you sell our data ');
    expect(reader.read('which option doesnt cap user licences').text).toContain(' which plan ');
    expect(reader.read('how do they get back in afterwards').text).toContain(' resume ');
    expect(reader.read('whats the cost of a badly worded question').text).toContain(' impact of unclear question ');
    expect(reader.read('whats the cost of a badly worded question').text).not.toContain(' cost ');
    expect(reader.read('can i set it up without talking to sales').text).not.toContain(' talking ');
    expect(reader.read('how many days before the link stops working').text).toContain(' link expires ');
    expect(reader.read('we have a dozen open reqs at any time').text).toContain(' at once ');
    expect(reader.read('can candidates interview at any time').text).not.toContain(' at once ');
    // How long a link stays open is no question of how long the interview takes.
    expect(reader.read('how long does an interview link stay open').text).not.toContain(' minutes ');
    expect(reader.read('how long does an interview take').text).toContain(' minutes ');
    expect(reader.read('why would we bother interviewing all of them').text).toContain(
      ' interviewing every applicant ',
    );
  });

  it('takes a question naming a feature only the plans list for one about plans', () => {
    expect(reader.read('do we get a customer success manager').aboutPrices).toBe(true);
    expect(reader.read('is there an onboarding session').aboutPrices).toBe(true);
    // The site says elsewhere what the interview does: naming it is no question about plans.
    expect(reader.read('do candidates get unlimited interviews').aboutPrices).toBe(false);
  });

  it('reads plan names and price words said of other things as what they mean', () => {
    // A job title is no plan; nor is being popular with candidates, nor what an interview costs in time.
    expect(reader.read('As a recruitment assistant, how do I read the shortlist?').plans).toEqual([]);
    expect(reader.read('I am an HR assistant. How do reminders work?').plans).toEqual([]);
    expect(reader.read('is the chat popular among applicants').text).toContain(' applicants rating ');
    expect(reader.read('time-wise, what does the interview cost an applicant').text).toContain(' how long ');
  });

  it('reads idioms with plan words as what they mean: a plan B, being a pro at something, each job one opens', () => {
    expect(reader.read('whats plan b if the wifi cuts out').text).not.toContain(' plan ');
    expect(reader.read('do i need to be a pro at writing rubrics').text).not.toContain(' pro ');
    expect(reader.read('what does isa do per job i open').text).toContain(' for each job ');
    expect(reader.read('what does isa cost per job').text).toContain(' per job ');
  });

  it('reads what an industry normally does as its standard, and a normaly typed fast as normally', () => {
    expect(reader.read('how does that compare with what the market usually does').text).toContain(' market standard ');
    expect(createChatEngine(kb).read('is that normaly the case').text).toContain(' normally ');
  });

  it('reads how someone asks for a thing as a request, a thin job ad as missing details, trying ISA on a role as starting with it', () => {
    expect(reader.read('how do candidates ask for it').text).toContain(' request ');
    expect(reader.read('we only have a vague job description').text).toContain(' enrich ');
    expect(reader.read('should we pilot it on sales roles').text).toContain(' start with ');
  });

  it('asks about the claim itself where asked to confirm it or put it in writing', () => {
    expect(reader.read('can you confirm there is an sla, i need it in writing').text).toBe(' there is an sla i ');
  });

  it("takes other forms of words of asking ('needs', 'gets') for words of asking too", () => {
    expect(stems('what the team gets and what it needs')).toEqual(['team']);
  });

  it("reads 'can you handle that?' closing a request as asking whether ISA does it, not about volume", () => {
    expect(reader.read('we need X. can you handle that').text).not.toContain(' capacity ');
    expect(reader.read('can you handle a rush of applicants').text).toContain(' capacity ');
  });

  it('hears a specialist as specialised', () => {
    const specialist = reader.read('we hire specialists').groups.find((g) => g.stem === stem('specialists'));
    expect([...(specialist?.variants.keys() ?? [])]).toContain(stem('specialised'));
  });

  it("leaves a real word alone rather than turning it into another ('quiz' is no 'quit', 'react' no 'reach')", () => {
    const { read } = createChatEngine(kb);
    expect(read('what should i quiz vendors on').text).not.toContain(' quit ');
    expect(read('how does the chat react to a short answer').text).toContain(' react ');
    expect(read("I don't have a spare week").text).toContain(' spare ');
    // A dependable method is a reliable one, not one that depends.
    expect(stem('dependable')).toBe(stem('reliable'));
  });

  it('hears general synonyms: wiping is deleting, a restriction a limit, choosing deciding', () => {
    const variants = (q: string) => reader.read(q).groups.flatMap((g) => [...g.variants.keys()]);
    expect(variants('can they get it wiped')).toContain(stem('delete'));
    expect(variants('any restriction on volume')).toContain(stem('limit'));
    expect(variants('how long should managers take to choose')).toContain(stem('decision'));
    expect(variants('where are my settings kept')).toContain(stem('preference'));
    expect(variants('can it read my lanyard')).toContain(stem('badge'));
    expect(stem('settings')).not.toBe(stem('set'));
    expect(stem('completely')).not.toBe(stem('completion'));
    expect(stem('responsible')).not.toBe(stem('response'));
    // Jobs named by the work: a driver is an hourly role, a developer a salaried one.
    expect(variants('we hire drivers')).toContain(stem('hourly'));
    expect(variants('we hire developers')).toContain(stem('salaried'));
    expect(variants('should we worry')).toContain(stem('weakness'));
    // Being told is being notified; an interrupted interview is a paused one.
    expect(variants('are candidates told')).toContain(stem('notice'));
    expect(variants('what if they are interrupted')).toContain(stem('pause'));
    // Medical history is health data.
    expect(variants('can we ask about their medical history')).toContain(stem('health'));
    // A screen reader or a condition by its name is a matter of accessibility.
    expect(variants('I use NVDA')).toContain(stem('screenreader'));
    expect(variants('I have ADHD')).toContain(stem('accessibility'));
    // Metrics to watch are metrics to track.
    expect(variants('which one should we watch')).toContain(stem('track'));
    // Flogging data is selling it; a capped amount is limited; reqs are jobs; a licence is a seat; training onboarding.
    expect(variants('do you flog our data')).toContain(stem('sell'));
    expect(variants('what is it capped at')).toContain(stem('limit'));
    expect(variants('a dozen open reqs')).toContain(stem('job'));
    expect(variants('can we both have a licence')).toContain(stem('seat'));
    expect(variants('any kickoff training')).toContain(stem('onboarding'));
    expect(variants('does isa help with sourcing')).toContain(stem('post'));
    // Writing or creating a rubric is what ISA does when it generates one.
    expect(variants('do i need to be good at writing rubrics')).toContain(stem('generate'));
  });

  it('reads everyday wording of who is behind ISA, referrals, famous customers and what would change', () => {
    expect(reader.read('which firm is officially behind isa').text).toContain(' provided by ');
    expect(reader.read('any reward for referring you to a colleague').text).toContain(' referral ');
    expect(reader.read('which well known brands use it').text).toContain(' famous ');
    expect(reader.read('you look quite new').text).toContain(' newer to market ');
    expect(reader.read('is there an email we can copy').text).toContain(' template ');
    expect(reader.read('whose job is it to look after the data').text).toContain(
      ' who is responsible responsible for ',
    );
    expect(reader.read('our managers improvise. what would change with isa?').text).toContain(
      ' asks different questions ',
    );
    expect(reader.read('what would change with isa').groups.map((g) => g.stem)).toEqual([]);
  });

  it('reads the sentences around a question in full where the question names no subject of its own', () => {
    const weight = (q: string) => reader.read(q).groups.find((g) => g.stem === stem('refund'))?.weight ?? 0;
    expect(weight('I was charged twice and want a refund. What happens now?')).toBe(weight('A refund?'));
    expect(weight('I want a refund. What does Team Pro include?')).toBeLessThan(weight('A refund?'));
    // So does a question whose object points back at them ('where should we send them?').
    expect(weight('A client asked us for a refund. Where should we send them?')).toBe(weight('A refund?'));
    expect(weight('I want a refund. Where do I request that?')).toBe(weight('A refund?'));
    // And one asking whether the asker, as described, can do something.
    expect(weight('I was promised a refund. Will I be able to apply again?')).toBe(weight('A refund?'));
  });

  it('weighs how the asker feels little, and reads relying on a provider as using it', () => {
    const groups = reader.read('im nervous, can i stop for a bit if i panic').groups;
    expect(groups.filter((g) => !g.light).map((g) => g.stem)).toEqual([stem('pause')]);
    expect(reader.read('do you rely on any subprocessors').text).toContain(' use ');
    expect(reader.read('some of our first-years are still 17').text).toContain(' under 18 ');
    expect(reader.read('can they sit an ISA interview').text).toContain(' take an isa interview ');
  });

  it('leaves everyday words of money and documents alone, and reads short typos of them', () => {
    expect(reader.read('can we be invoiced in euros').text).toBe(' can we be invoiced in euros ');
    expect(reader.read('do you check a passport').text).toContain(' passport ');
    expect(reader.read('was i tld before').text).toContain(' told ');
    // A purchase order and net payment terms are one subject each, not an order, terms and a count of days.
    expect(reader.read('we need a purchase order and net 60 terms').text).toBe(
      ' we need a purchaseorder and paymentterms ',
    );
    // A rate for a kind of buyer and a bulk price break are one subject each, not a profit, a volume and a rate.
    expect(reader.read('is there an ngo rate or bulk pricing').text).toBe(
      ' is there an buyerdiscount or bulkdiscount ',
    );
    expect(reader.read('any concessionary pricing for schools').text).toBe(' any buyerdiscount ');
    // Signing up on a given day starts the setup; done by tonight is done the same day.
    expect(reader.read('if we sign up on a Friday, is it live by tonight').text).toBe(
      ' if we setup is it live same day ',
    );
  });

  it("takes 'already' for a word that tips a tie, not a subject of its own", () => {
    expect(reader.read('was it already answered').groups.find((g) => g.stem === stem('already'))?.light).toBe(true);
  });

  it("takes 'both', 'either' and 'suit' for words of asking, not subjects", () => {
    expect(reader.read('Does ISA suit both?').groups.every((g) => g.light)).toBe(true);
    expect(stems('either one')).toEqual([]);
  });

  it('reads a link that dies as expired, a day to come as later and how long until one hears back as a reply', () => {
    expect(reader.read('how long before the link dies').text).toContain(' link expired ');
    expect(reader.read('can I resume the interview tomorrow').text).toContain(' resume the interview later ');
    expect(reader.read('I have an interview tomorrow').text).toContain(' tomorrow ');
    expect(reader.read('how long before I hear back').text).toContain(' how long until reply ');
    expect(reader.read('when will I hear back').text).toContain(' next steps ');
  });

  it("leaves 'stiff' alone and reads stiff or formal language as a manner of speaking, not a language", () => {
    expect(reader.read('does it talk in stiff language').text).toContain(' stiff manner ');
    expect(reader.read('does it use formal language').groups.map((g) => g.stem)).not.toContain(stem('language'));
    expect(reader.read('which language do candidates answer in').text).toContain(' language ');
  });

  it('reads hiring another recruiter instead as weighing ISA against a recruiter alone', () => {
    expect(reader.read('would I be better off hiring another recruiter').text).toContain(' recruiter alone ');
    expect(reader.read('does ISA help a recruiter').text).not.toContain(' alone ');
  });

  it("drops 'in your opinion' and 'overall', which ask nothing of their own", () => {
    expect(stems('which is the best one overall, in your opinion?')).toEqual(stems('which is the best one?'));
  });

  it('reads whether something is any good as asking about its quality', () => {
    expect(reader.read('whether the shortlists are actually any good').text).toContain(' shortlists are quality ');
    expect(reader.read('is it any good').text).toContain(' is it quality ');
  });

  it("reads 'is that a problem?' as asking about the situation told before it, not about problems", () => {
    expect(stems('I applied twice by mistake. Is that a problem?')).not.toContain(stem('problem'));
    expect(stems('what problem does ISA solve')).toContain(stem('problem'));
  });

  it('reads being recorded on camera as being on camera', () => {
    expect(stems('will I be recorded on camera')).toEqual([stem('camera')]);
    expect(stems('are my answers recorded')).toContain(stem('recorded'));
  });

  it("reads 'next to' as placing a thing, and running it next to a process as running it alongside", () => {
    expect(stems('the QR code next to the job')).not.toContain('next');
    expect(reader.read('can we run ISA next to it').text).toContain(' run alongside ');
  });

  it("reads an abbreviation's full stop as no sentence end, and 'e.g.' as no word", () => {
    const weight = (q: string) => reader.read(q).groups.find((g) => g.stem === stem('dealbreakers'))?.weight ?? 0;
    expect(weight('Can I set dealbreakers, e.g. no licence means out?')).toBe(weight('Can I set dealbreakers?'));
    expect(stems('Can I set dealbreakers, e.g. no licence means out?')).not.toContain('e');
  });

  it('reads everyday idioms of documents, people and systems as the site words them', () => {
    expect(stems('what gets pulled out of my CV')).toContain(stem('extract'));
    expect(stems('do I add them by hand')).toContain(stem('manual'));
    expect(stems('if somebody breaks into your systems')).toEqual([stem('breach'), stem('systems')]);
    expect(reader.read('hooking our new system up').text).toContain(' integrated our new system ');
    expect(reader.read('how fast should they make up their minds').text).toContain(' decide ');
    expect(reader.read('the registered company that sells it').text).toContain(' provided by inc ');
    // A person's full name on a form is no company's.
    expect(reader.read('the form asks for your full name').text).not.toContain('provided by');
    expect(reader.read('no forklift licence means out').text).toContain(' fail knockout ');
  });

  it("leaves everyday words one letter from a site word alone ('fraction' is no 'reaction')", () => {
    expect(reader.read('what fraction of the hours').text).toContain(' fraction ');
    expect(reader.read('a train in a tunnel').text).toContain(' tunnel ');
    expect(reader.read('is there a timer on each question').text).toContain(' timer ');
    const variants = (q: string) => reader.read(q).groups.flatMap((g) => [...g.variants.keys()]);
    expect(variants('languages other than English')).toContain(stem('multilingual'));
    expect(variants('which address do I write to')).toContain(stem('email'));
    expect(variants('I cannot attach my file')).toContain(stem('upload'));
  });

  it('reads everyday idioms of time, money, losing work and disputes as the site words them', () => {
    const text = (q: string) => reader.read(q).text;
    expect(text('Is there a one-off fee to get started?')).toContain(' setup fee ');
    expect(text('Where do the interview questions come from?')).toContain(' interview questions built from ');
    expect(text('do we get a dedicated person?')).toContain(' customer success manager ');
    expect(text('Can the uptime be written into our contract?')).toContain(' uptime be guaranteed in contract ');
    expect(text('is there an account manager')).toContain(' customer success manager ');
    expect(text('How do I get access to the personal data you hold on me?')).toContain(' my data ');
    expect(text('any charges to get started')).toContain(' setup charges ');
    expect(text('what share of the hours my recruiters burn on calls would I get back')).toContain(' save time ');
    expect(text('how long until you get back to me')).not.toContain('save time');
    expect(text('how many more first rounds can get done')).toContain(' throughput ');
    expect(stems('do you make money passing data on to brokers')).toContain(stem('sell'));
    expect(text('someone never gets round to starting')).toContain(' not starting ');
    expect(text('do I lose everything and start over')).toContain(' answers saved and resume ');
    expect(text('can I still go for a job')).toContain(' apply for a job ');
    expect(text('hooking our tracking system up')).toContain(' ats ');
    expect(text('can I contest the outcome')).toContain(' appeal ');
    // The cheapest place to fix something is no price; the cheapest way to try a product may be.
    expect(reader.read('where is the cheapest place to fix that').aboutPrices).toBe(false);
    expect(reader.read('cheapest way to try this').aboutPrices).toBe(true);
    // 'Gets' is a form of 'get', which names no subject.
    expect(stems('someone gets the link')).toEqual([stem('link')]);
    const variants = (q: string) => reader.read(q).groups.flatMap((g) => [...g.variants.keys()]);
    expect(variants('the legal paperwork')).toContain(stem('agreement'));
    expect(variants('the hours they burn')).toContain(stem('spend'));
  });

  it('sets aside a subject the question excludes, and reads reporting a problem as telling the team', () => {
    expect(stems('which address for a general question, not privacy related')).not.toContain(stem('privacy'));
    expect(reader.read('if I report a barrier on the site').text).toContain(' i contact ');
    expect(reader.read('where can I see a report').text).toContain(' report ');
    expect(stems('I cannot use it with my screen reader')).not.toContain('cannot');
    const variants = (q: string) => reader.read(q).groups.flatMap((g) => [...g.variants.keys()]);
    expect(variants('my screen reader')).toContain(stem('accessibility'));
  });

  it('reads what happens once an interview is finished as what happens next', () => {
    expect(reader.read('what happens after I finish chatting with it').text).toContain(' what happens next ');
    expect(reader.read('what happens after a candidate finishes the interview').text).toContain(' what happens next ');
    // Submitting a form leads elsewhere (the wizard, the interview link).
    expect(reader.read('what happens after I submit').text).not.toContain(' next ');
  });

  it("reads changing one's mind after paying as cancelling", () => {
    expect(reader.read('if we change our mind after paying').text).toContain(' cancel ');
  });

  it('reads whether a chore is still needed as whether ISA removes it, and where candidates go as the hand-off', () => {
    expect(reader.read('will we still need to arrange interview slots').text).toContain(' remove arrange ');
    expect(reader.read('where does a finished applicant go next').text).toContain(' hand off next ');
  });

  it("reads a vendor's customer count and interviews run to date as its track record", () => {
    expect(reader.read('how many businesses are using it now').text).toContain(' clientele ');
    expect(reader.read('how many candidates have you interviewed to date').text).toContain(' candidates tally ');
  });

  it('reads a report of why something happened as asking for the reason', () => {
    expect(reader.read('can I get a report of why one candidate ranked below another').text).toContain(
      ' get reason one candidate ',
    );
  });

  it('reads people like us as the asker, and nobody working in HR as having none', () => {
    expect(reader.read('is this made for companies like ours').text).toContain(' for us ');
    expect(reader.read('we are six and no one works in hr').text).toContain(' without hr ');
    expect(reader.read('a founder team with zero recruiters').text).toContain(' team without hr ');
  });

  it('reads software that tracks applicants as an ATS', () => {
    expect(reader.read('we keep everyone in a tool to track applications').text).toContain(' a ats ');
  });

  it('reads a high or low note as a score, and why one scored high and one low as why they ranked so', () => {
    expect(reader.read('she got the highest note').text).toContain(' highest score ');
    expect(reader.read('do recruiters get good notes on each candidate').text).not.toContain('score');
    expect(reader.read('can I see why he has a low mark and she a better score').text).toBe(
      ' can i see reason he has ranked and she ranked ',
    );
    expect(reader.read('what counts as a low score').text).toContain(' low score ');
  });

  it('reads a model of an email as its template', () => {
    expect(reader.read('is there a sample of the reminder').text).toContain(' reminder template ');
  });

  it('reads a list of the best ones as the shortlist, and becoming a thing as getting it', () => {
    const asked = reader.read('when do we become the list of the strongest people').text;
    expect(asked).toContain(' we get the ');
    expect(asked).toContain(' shortlist ');
  });

  it('reads a size in mega as megabytes', () => {
    expect(reader.read('is a 12 megabytes pdf too big').text).toContain(' 12mb size ');
  });

  it('reads having to install an app before the interview as asking what device it takes', () => {
    expect(reader.read('do I have to install any software first').text).toContain(' need device ');
    expect(reader.read('can I download my application').text).not.toContain(' device ');
  });

  it('reads an internet that is cut, or loosing answers, as asking whether answers are saved', () => {
    expect(reader.read('what if the wifi gets cut').text).toContain(' answers saved ');
    expect(reader.read('will I loose my progress').text).toContain(' answers saved ');
  });

  it('reads receiving new jobs as following the jobs feed', () => {
    expect(reader.read('how can I receive new vacancies').text).toContain(' follow new jobs feed ');
  });

  it('reads ending the contract as termination, and what you would pay to us as liability', () => {
    expect(reader.read('what if we cancel our agreement').text).toContain(' termination ');
    expect(reader.read('what is the most isa would pay to me').text).toContain(' liability ');
  });

  it('reads a formular as a form, obligatory as required, and which data goes in it as what it asks for', () => {
    expect(reader.read('is the company field obligatory in the formular').text).toBe(
      ' is the company field required in the form ',
    );
    expect(reader.read('what details do we enter on the form').text).toContain(' what does the form ask for ');
  });

  it('reads sending our data on the Hire ISA page as leaving details in its form', () => {
    expect(reader.read('we submitted our data on the hire isa page').text).toBe(
      ' we leave my details on the hire isa form ',
    );
  });

  it('reads the fair one stands at as the booth, and leaving details without typing as the badge scan', () => {
    expect(reader.read('who do I ask at the fair').text).toContain(' at the booth ');
    expect(reader.read('is the rubric fair').text).toContain(' fair ');
    expect(reader.read('can I give my contact without typing it').text).toContain(' leave my details scan badge ');
  });

  it("reads 'now what happens?' after finishing as what happens next", () => {
    expect(reader.read('we are done with the trial. now what happens').text).toContain(' what happens next ');
  });

  it('reads whether what was just described is visible as asking to see it', () => {
    expect(reader.read('we want the time to shortlist per job. is that visible').text).toContain(' can i see that ');
    expect(reader.read('is that visible to candidates').text).toContain(' visible ');
  });

  it('reads hearing about an incident as being notified, and turning around and doing a thing as doing it', () => {
    expect(reader.read('if there is an outage will we hear about it').text).toContain(' we notify ');
    expect(reader.read('do you turn around and share transcripts').text).toBe(' do you share transcripts ');
  });

  it("reads what goes into a report as what is in it, and a candidate's share of time as the interview length", () => {
    expect(reader.read('what goes into the summary it writes').text).toBe(' what is in the summary ');
    expect(reader.read('how much of an applicants time will the chat need').text).toContain(
      ' how long does the interview take ',
    );
  });

  it('reads having no resume file as pasting its text, and favouring early applicants as interviewing every one', () => {
    expect(reader.read('can I apply without a CV file').text).toContain(' paste resume text ');
    expect(reader.read('what if I do not have a resume as a document').text).toContain(' paste resume text ');
    expect(reader.read('is there a way to apply without attaching a document').text).toContain(' paste resume text ');
    expect(reader.read('is screening first come, first served?').text).toContain(' interview every applicant ');
  });

  it("leaves out a worry closing a question ('or is it only for X?'): what is asked comes first", () => {
    expect(reader.read('Can agencies run this, or is it only for in-house teams?').text).toBe(
      ' can agencies run this ',
    );
  });

  it('reads showing someone the product live as seeing it live', () => {
    expect(reader.read('can your team show us the platform on a call').text).toContain(' see it live ');
  });

  it("reads '-wise' as 'as to', 'percentage wise' as asking for a percentage and 'the damage' as the price", () => {
    expect(reader.read('setup wise, is there much for us to do').text).toBe(' setup is there much for us to do ');
    expect(reader.read('what did it cut, percentage wise').expects?.test('a 50% cut')).toBe(true);
    expect(reader.read("what's the damage for two seats").text).toContain(' what is the price ');
  });

  it('reads a resume file that will not upload as one to paste as text', () => {
    expect(reader.read('the cv keeps saying the upload failed').text).toContain(' paste resume text ');
    expect(reader.read('my document wont attach, what now').text).toContain(' paste resume text ');
  });

  it("reads the privacy pages' wording: personal data, terms binding a company, the firm providing ISA", () => {
    expect(reader.read('can i see the personal information you keep').text).toContain(' the data ');
    expect(reader.read('does accepting commit my employer').text).toContain(' accept for an organisation ');
    expect(reader.read('which firm operates the product, technically speaking').text).toBe(
      ' which provided by inc technically ',
    );
  });

  it('reads hitting submit on a privacy request as the request received, and a misspelt verify as verify', () => {
    expect(reader.read('once we send a deletion request, then what').text).toContain(
      ' after deletion request received ',
    );
    expect(reader.read('I pressed the submit button').text).toContain(' submit ');
    // Every form's button says Submit; the one that says Send is the interview's 'Send answer'.
    expect(reader.read('I pressed the send button').text).toContain(' send answer ');
    expect(createChatEngine(kb).read('do you verfy who I am').text).toContain(' verify ');
  });

  it('reads keyboard-only use, a live person, forbidding, browsing answers, instructions and spam as the policies do', () => {
    expect(createChatEngine(kb).read('can i apply with a keybord').text).toContain(' keyboard ');
    expect(reader.read('is the form navigable by screen reader without a mouse').text).toBe(
      ' is the form accessible with screenreader keyboard ',
    );
    expect(reader.read('can I talk to a live human').text).toContain(' human ');
    expect(reader.read('what do the terms forbid').text).toContain(' prohibit ');
    expect(reader.read('could staff at the employer read through our transcripts').text).toContain(
      ' who can access our transcripts ',
    );
    expect(reader.read('does it only do what the client instructs').text).toContain(' instructions ');
    expect(reader.read('am I going to be bombarded with newsletters').text).toContain(' send marketing email ');
  });

  it("reads what data is used for, or why it is collected, as its purpose (the policy's 'Why we use it')", () => {
    expect(reader.read('what does isa need my resume for').text).toContain(' purpose isa need my resume ');
    expect(reader.read('why do you collect my data').text).toContain(' purpose you collect my data ');
    // Asking what tool one uses for a task names no purpose.
    expect(reader.read('what do you use for scheduling').text).not.toContain('purpose');
  });

  it('reads filtering people away as a knockout, and preparing everything as the setup', () => {
    expect(reader.read('can it filter them away').text).toContain(' knockout ');
    expect(reader.read('how long to prep everything').text).toContain(' everything setup ');
  });

  it('reads what to do about a link that no longer works, not what happens next', () => {
    expect(reader.read('the invite says it is no longer valid. what now').text).not.toContain('what happens next');
    expect(reader.read('I have sent it all. what now').text).toContain(' what happens next ');
  });

  it('reads the news box as marketing e-mail, and coming off a mailing list as unsubscribing', () => {
    expect(reader.read('do I have to tick the box for offers').text).toContain(' agree to marketing email ');
    expect(reader.read('how do I come off your email list').text).toContain(' unsubscribe ');
  });

  it('reads the kind of file, how big it may be and sending it in as the upload', () => {
    expect(reader.read('which sorts of documents work').text).toContain(' file format ');
    expect(reader.read('how large can the file be').text).toContain(' file size ');
    expect(reader.read('where do I hand my resume in').text).toContain(' upload my resume ');
  });

  it('reads stopping part way through a billing month as ending the contract', () => {
    expect(reader.read('we quit using isa midway through our billing cycle').text).toBe(' we termination ');
    expect(stems('where is the terminal')).not.toContain(stem('termination'));
  });

  it('reads firms handling data on our behalf as subprocessors, and a part of the site one cannot use as a barrier', () => {
    expect(reader.read('list the vendors that process our data on your behalf').text).toBe(' list the subprocessor ');
    expect(reader.read('there is a page of your website we cannot read').text).toContain(' barrier on this site ');
  });

  it('reads what stays on the servers as kept, and the answers of an interview kept as its transcript', () => {
    expect(reader.read('do my replies in the chat remain on your systems').text).toContain(
      ' interview transcript kept ',
    );
    expect(reader.read('how long does my data stay in your database').text).toContain(' data kept ');
  });

  it('reads sending the last answer as being done with the interview, and what happens from here as next', () => {
    expect(reader.read('she answered the final question, what happens from here').text).toContain(
      ' done with the interview what happens next ',
    );
  });

  it('reads money off as a discount, and the time after signing up as after starting', () => {
    expect(reader.read('is there a way to get money off').text).toContain(' discount ');
    expect(reader.read('how long once we have signed up').text).toContain(' once we start ');
  });

  it('reads the professional network as LinkedIn, and seeing people on camera as video', () => {
    expect(reader.read('post it on the leading professional networking site').text).toContain(' linkedin ');
    expect(reader.read('we want to watch applicants on a webcam').text).toContain(' see candidates on video camera ');
  });

  it("reads what a vendor says is planned as coming soon, and 'should that count' as asking about the claim", () => {
    expect(reader.read('the sales rep told us the feature is planned').text).toContain(' say the feature coming soon ');
    expect(reader.read('the interview is planned for monday').text).not.toContain('coming soon');
    expect(reader.read('strictly speaking is the interview only speaking').text).toContain(' only speaking ');
    expect(stems('does it really count')).toEqual([]);
    expect(reader.read('count the minutes').text).toContain(' count ');
  });

  it('reads never opening the link as not started, and giving up part way as not finished', () => {
    expect(reader.read('some never clicked the invite').text).toContain(' not started ');
    expect(reader.read('two of them bailed halfway').text).toContain(' not finished ');
  });

  it('reads the mark someone got as their score, and a hold-up as the bottleneck', () => {
    expect(reader.read('is the grade she received final').text).toContain(' score ');
    expect(reader.read('what is the new choke point').text).toContain(' new bottleneck ');
  });

  it('reads the data a chat uses as bandwidth, and a cheap one after a phone as a phone', () => {
    expect(reader.read('will it burn through my cell data').text).toContain(' needs low bandwidth ');
    expect(reader.read('my smartphone is a basic one').text).toContain(' any phone ');
  });

  it('reads being emailed when new ones are listed as following the jobs feed', () => {
    expect(reader.read('can i be emailed whenever new roles are listed').text).toContain(' follow new jobs feed ');
  });

  it('reads a resume saved as no file as pasted, and a friend opening the link as sharing it', () => {
    expect(reader.read('i never saved a cv as a pdf').text).toContain(' paste resume text ');
    expect(reader.read('could a mate open the link for me').text).toContain(' share link ');
    // A friend or a sibling trying 'it' tries the asker's own link; a colleague using it may use a seat.
    expect(reader.read('could my sister use it before me').text).toContain(' share link ');
    expect(reader.read('can a colleague use it too').text).not.toContain(' share link ');
  });

  it('puts right a misspelt word a question form listens for, though no page uses it', () => {
    expect(createChatEngine(kb).read('which city are your hedquarters in').text).toContain(' headquarters ');
  });

  it('reads applying a second time as applying again, and an answer that did not go through as not sent', () => {
    expect(reader.read('if i applied for that role a second time').text).toContain(' already applied ');
    expect(reader.read('my reply never got through').text).toContain(' reply was not sent ');
  });

  it('reads looking for a job as finding one, and a look elsewhere as a look', () => {
    expect(reader.read('we are hunting for a role in retail').text).toContain(' find a role ');
    expect(reader.read('look for the pricing table').text).toContain(' look for ');
  });

  it('reads deciding whether someone gets hired as the hiring decision, and a face-to-face interview as on camera', () => {
    expect(reader.read('does the software determine whether she gets an offer').text).toContain(' hiring decision ');
    expect(reader.read('will the interview be face to face').text).toContain(' is it on video camera ');
  });

  it('reads a time within which the interview must be taken as how long its link stays open', () => {
    expect(reader.read('do they need to complete the interview by friday').text).toContain(' interview link expire ');
    expect(reader.read('what is the time limit for taking the interview').text).toContain(' interview link expire ');
  });

  it('reads what the blog says as the question put to its article, not to the blog', () => {
    expect(reader.read('which reminders do the articles recommend').text).toBe(' which reminders ');
  });

  it('reads losing the progress as asking whether answers are saved', () => {
    expect(reader.read('would i lose the progress so far').text).toContain(' answers saved ');
  });

  it('reads what a term means as what it is, keeping what something usually means or means for someone', () => {
    expect(stems('what does the rubric score actually mean')).not.toContain('mean');
    expect(reader.read('what do you mean by competency-based').text).toContain(' what is competency');
    expect(stems('candidates skip one question, what does that usually mean')).toContain('mean');
    expect(stems('what does the annual plan mean for our budget')).toContain('mean');
    // What something means in practice asks the same; what one calls a thing asks its name, not for a call.
    expect(stems('what does human review mean in practice')).not.toContain('practic');
    expect(stems('what would you call the report sent to the hiring manager')).not.toContain('call');
  });

  it('reads a link called something as that thing, and misspelt knockouts and drop-off points as the metrics', () => {
    expect(stems('I saw a page titled subprocessors')).not.toContain('titl');
    expect(reader.read('are there knock out criteria').text).toContain(' knockout criteria ');
    expect(reader.read('where can i see the drop of rates').text).toContain(' dropoff rates ');
  });

  it('reads a quick summary as a summary, a starter role as the first role and following new postings as the feed', () => {
    expect(stems('a brief overview of the pricing please')).not.toContain('brief');
    expect(stems('can I get a quick rundown of the tiers')).not.toContain('quick');
    expect(stems('could you send me a recap of all your packages')).not.toContain('recap');
    expect(reader.read('which starter project would you suggest').text).toContain(' first project ');
    expect(reader.read('how do I keep track of new vacancies').text).toContain(' follow new jobs feed ');
  });

  it('reads putting candidates off as accepting it, shared work as collaboration, a kiosque, a slick UI, big firms', () => {
    expect(reader.read('does a chat screen put applicants off').text).toContain(' candidates accept it ');
    expect(stems('would it put off the best applicants')).not.toContain('shortlist');
    expect(reader.read('can recruiters collaborate on shared shortlists').text).toContain(' team collaboration ');
    expect(reader.read('do you have a kiosque').text).toContain(' kiosk ');
    expect(stems('is it a survey form with a slick interface')).not.toContain('interfac');
    expect(reader.read('is it built for larger employers').text).toContain(' organisations hiring at scale ');
  });

  it('reads a fixed list of questions as a fixed script, read out or not, and an applicant asking when to start', () => {
    expect(reader.read('is it a canned set of questions').text).toContain(' fixed script ');
    expect(stems('will the bot read off a preset list of questions')).not.toContain('screenread');
    expect(reader.read('after I submitted my application when could I take the interview').text).toContain(
      ' can i start the interview after applying ',
    );
  });

  it('reads plans by their place in the list and a group plan as the team plan', () => {
    const pagePlanNames = (q: string) => reader.read(q).pagePlans.map((p) => p.name);
    expect(pagePlanNames('what is included in the package for teams')).toContain('Team Pro');
    expect(pagePlanNames('does the group subscription come with onboarding')).toContain('Team Pro');
    expect(pagePlanNames('what does the highest tier add')).toEqual(['Enterprise']);
    expect(pagePlanNames('what does the entry level option include')).toEqual(['Recruiter Standard']);
    expect(reader.read('how large a discount is there on annual billing').text).toContain(' how much do i save ');
  });

  it('reads everyday words for weaknesses, rankings, help desks, webcams and automating', () => {
    expect(reader.read('what is isa not so great at').text).toContain(' weaknesses ');
    expect(reader.read('who is the number 1 vendor').text).toContain(' the best vendor ');
    expect(reader.read('is it a helpdesk tool').text).toContain(' faq ');
    expect(reader.read('do i need a web cam').text).toContain(' camera ');
    expect(reader.read('what should we give over to automation').text).toContain(' automate ');
  });

  it("reads a candidate's own steps: a new line, putting oneself forward, a closed listing, the last send", () => {
    expect(reader.read('how can i add new lines to a reply').text).toContain(' starts a new line ');
    expect(reader.read('can i put myself forward for two roles').text).toContain(' apply ');
    expect(reader.read('can we put three people forward').text).toContain(' shortlist ');
    expect(reader.read('the listing was already taken').text).toContain(' job closed ');
    expect(reader.read('i pressed send on my last reply').text).toContain(' finish the interview ');
  });

  it('reads what a product cannot do as its weaknesses and paying month to month as monthly', () => {
    expect(reader.read('what cant it do').text).toContain(' weaknesses ');
    expect(reader.read('is there anything you cannot do').text).toContain(' weaknesses ');
    expect(reader.read('can we go month to month on that').text).toContain(' monthly ');
  });

  it('reads a tag asking whether a statement is true or allowed as asking nothing of its own', () => {
    expect(stems('you support forty languages true')).not.toContain('true');
    expect(stems('we share one login across the team allowed')).not.toContain('allow');
    expect(reader.read('anything against that').text).toContain(' can ');
  });

  it('reads more than one role as many at once, and when not to pick a product as when it is no fit', () => {
    expect(reader.read('does it cope with more than one vacancy at a time').text).toContain(' multi job at once ');
    expect(reader.read('when would we not choose isa').text).toContain(' when is isa not the best fit ');
  });

  it('reads what one earns from doing a thing as whether one does it, and auto-rejecting as rejecting automatically', () => {
    expect(reader.read('how much money does the company earn from ads').text).toContain(' do the company ads ');
    expect(reader.read('does the tool autoreject weak applicants').text).toContain(' reject automatically ');
    expect(reader.read('they are binned with no human looking').text).toContain(' human review ');
  });

  it('reads being stuck on a mailing list as unsubscribing and the offers box as marketing consent', () => {
    expect(reader.read('am i trapped in your email list').text).toContain(' unsubscribe ');
    expect(reader.read('what if i tick the offers box').text).toContain(' agree to marketing email ');
  });

  it('reads what a plan would run to, what ISA would change and time that would go away in the site words', () => {
    expect(reader.read('what would this run me for two roles').text).toContain(' how much would it cost ');
    expect(reader.read('what could it change for our agency').text).toContain(' what improvement would it bring ');
    expect(reader.read('how much of it could disappear with ISA').text).toContain(' how much less time would we save ');
    expect(reader.read('it takes ten days to reach a shortlist').text).toContain(' days time to shortlist ');
    expect(reader.read('is the job board one on top of the plan').text).toContain(' as an add on ');
  });

  it('reads a funnel losing many people, and where they quit, as dropping off', () => {
    expect(reader.read('we are losing most of our applicants at step 3').text).toContain(' we are dropoff at ');
    expect(reader.read('can I see when candidates quit').text).toContain(' when candidates dropoff ');
  });

  it('drops venting, displeasure, what the asker sets aside and empty-word jibes from a question', () => {
    expect(reader.read('can we export to excel or do I cross my fingers').text).toBe(
      ' can we export to excel or do i ',
    );
    expect(reader.read('one seat per plan, that is ridiculous').text).not.toContain('ridiculous');
    expect(reader.read('to be honest, is the rubric editable? tbh').text).not.toMatch(/honest|tbh/);
    expect(reader.read('can we cancel if we are disappointed with it').text).toBe(' can we cancel ');
    expect(reader.read('I dont care what the plans cost, I care whether it speaks Welsh').text).toBe(
      ' it speaks welsh ',
    );
    expect(reader.read('is fair just a buzzword for you').text).not.toContain('buzz');
    expect(reader.read('is the wizard a glorified form').text).toContain(' basic form ');
    expect(reader.read('I am an applicant, not a client: who sees my scores').text).not.toContain('client');
  });

  it("reads promising in writing as promising, and a share of a team's candidates quitting as dropping off", () => {
    expect(reader.read('will you guarantee in writing the uptime').text).toContain(' guarantee the uptime ');
    expect(reader.read('most of our applicants abandon on question four').text).toContain(' applicants dropoff ');
  });

  it('reads data on its way somewhere as in transit, and passing by or an opening apology as asides', () => {
    expect(reader.read('are my answers encrypted on their way to the server').text).toContain(' in transit to ');
    expect(reader.read('is voice on the way').text).toContain(' coming soon ');
    expect(reader.read('just passing by, does it rank people').text).not.toContain('pass');
    expect(reader.read('excuse me, does it do video interviews').text).not.toContain('excuse');
  });

  it('reads scanning CVs as screening them and jotting down as noting', () => {
    expect(reader.read('will it scan all the cvs we get').text).toContain(' screen cvs ');
    expect(reader.read('where do staff jot things down about a lead').text).toContain(' note things ');
    expect(reader.read('once we have spoken with them can we rate them').text).not.toContain('spoken');
  });

  it('reads what a lead was keen on as their interests and a job ad as the job description to start from', () => {
    expect(createChatEngine(kb).read('where can I note what the leads were keen on').text).toContain(
      ' leads interests ',
    );
    expect(reader.read('how do you go from the job advert to interviews').text).toContain(' from the job description ');
  });

  it("reads the booth's Ask ISA button as its assistant, keeping up with new roles as the feed, the fair as the booth", () => {
    expect(reader.read('what is the ask isa button for').text).toContain(' ask isa ai assistant ');
    expect(reader.read('how do I keep tabs on new openings').text).toContain(' follow new jobs feed ');
    expect(reader.read('can I apply after the fair').text).toContain(' after the booth ');
    expect(reader.read('could we lease a terminal like yours').text).toContain(' kioskrental ');
  });

  it("reads what a page said one would get as asking for it, and tapping 'Block' as refusing permission", () => {
    expect(reader.read('the leaflet said we would get a discount code').text).toBe(' a discount code ');
    expect(reader.read('i pressed deny on the microphone prompt').text).toContain(' permission refused ');
  });

  it('reads missing the window to take an interview as its link having expired', () => {
    expect(reader.read('what happens if she missed the deadline').text).toContain(' link expired ');
  });

  it('reads a closing worry that something is broken as asking about what was seen', () => {
    expect(reader.read('my lead list says sent, is anything wrong').text).not.toContain('wrong');
  });

  it('reads whether questions come all at once as asking whether they come one at a time', () => {
    expect(reader.read('will it send me the questions in one go').text).toContain(' questions one at a time ');
  });

  it('reads asking for access and data-protection queries in the privacy words', () => {
    expect(reader.read('when do you answer after i asked for access').text).toContain(' access request ');
    expect(reader.read('who handles data protection queries').text).toContain(' privacy questions ');
  });
  it('reads how long a link is valid as how long it stays open, and data gone after the asker leaves as deleted', () => {
    expect(reader.read('how long is the invite link good for').text).toContain(' interview link stay open ');
    expect(reader.read('are our files wiped after we leave').text).not.toContain('leave');
    expect(reader.read('our details must be erased once we leave').text).toContain(' delete details once termination ');
    expect(reader.read('can i leave my details after we leave the booth').text).toContain(' leave the booth ');
  });

  it('reads whether the terms allow something as asking it, and an hourly rate the asker pays as a wage', () => {
    expect(reader.read('Is the audit log kept 2 years? Do your terms allow that?').text).not.toContain('allow');
    expect(reader.read('we pay our cleaners 12 per hour, is that fair').text).toContain(' wage for our cleaners ');
  });

  it("reads a trip or a talk one must leave for as scene-setting, and the kiosk's demo as the booth's 'Watch the demo'", () => {
    expect(reader.read('can i finish applying before my train').text).not.toContain('train');
    expect(reader.read('what is the demo on the touchscreen').text).toContain(' watch the booth demo ');
    expect(reader.read('can we book a demo at your stand').text).toContain(' book a demo at your ');
  });

  it('reads how keen someone seemed as their interests, and paying out or giving back in the words of the terms', () => {
    expect(reader.read('note how keen each lead seemed at the event').text).toContain(' lead interests ');
    expect(reader.read('what is the most isa would ever pay out').text).toContain(' liability ');
    expect(reader.read('how much time does the tool give back to hr').text).toContain(' save ');
    expect(reader.read('what is the least we would need to pay for a pilot').text).toContain(' the cheapest price ');
  });

  it('reads one person running it as a single seat, and a court over arbitration as opting out', () => {
    expect(reader.read('could a single recruiter manage everything').text).toContain(' single seat manage ');
    expect(reader.read('may candidates sue rather than arbitration').text).toContain(' court opt out arbitration ');
    expect(reader.read('what if applicants dont get round to the interview').text).toContain(' not started ');
  });

  it('reads a big vendor as the enterprise one, and a vendor of on-camera interviews as a video-interview one', () => {
    const text = reader.read('is the big on camera interview vendor cheaper').text;
    expect(text).toContain(' enterprise ');
    expect(text).toContain(' video ');
    expect(reader.read('is the big room booked').text).not.toContain('enterprise');
  });

  it('reads a figure measured over a period as one per that period, and making a time shorter as setting it', () => {
    expect(reader.read('is the error rate counted across a week').text).toContain(' per week ');
    expect(reader.read('could they make it longer for us').text).toContain(' set it longer period ');
  });

  it("reads plain English as a manner of speaking, the vendor's software as ISA, and the most basic tier by name", () => {
    expect(reader.read('in simple terms, is it safe').text).not.toContain('term');
    expect(reader.read('so what would the software do').text).toContain(' isa do ');
    expect(reader.read('the most basic monthly plan').text).toContain(' standard plan ');
  });

  it('reads what happens once a file is uploaded as what happens once it is submitted', () => {
    expect(reader.read('who reads the file after we uploaded it').text).toContain(' after we submitted ');
  });

  it('reads having no resume to hand as pasting it as text', () => {
    expect(reader.read('we do not have a cv on hand, can we apply').text).toContain(' paste resume text ');
  });

  it('reads the days from opening a requisition to an accepted offer as the time to fill', () => {
    expect(reader.read('how long from posting a req to a signed offer').text).toContain(' time to fill ');
  });

  it('reads why someone ranked first as why a candidate ranked where they did', () => {
    expect(reader.read('show me why she was ranked highest').text).toContain(' candidate ranked where ');
  });

  it('reads a device that dies, a lost place or a work shift that starts as fearing lost answers', () => {
    expect(reader.read('what if my phone crashed during it').text).toContain(' answers saved ');
    expect(reader.read('would they lose their place if they stop').text).toContain(' answers saved ');
    expect(reader.read('what if her work shift begins in the middle').text).toContain(' interrupted ');
  });

  it('reads asking whether it is all gone as fearing a loss, not asking for deletion', () => {
    expect(reader.read('the page went blank, was everything lost').text).toContain(' answers saved ');
    expect(reader.read('the page went blank, was everything lost').text).not.toContain('delete');
  });

  it('reads who sorts something out as who handles it, and slow typing as needing more time', () => {
    expect(reader.read('who sorts this out for me').text).toContain(' handles this ');
    expect(reader.read('my grandmother types very slowly').text).toContain(' need accommodation more time ');
    expect(reader.read('he is not that good at typing').text).toContain(' need accommodation more time ');
  });

  it('reads moving a whole process over at once, or a gentler way to adopt it, as a gradual rollout', () => {
    expect(reader.read('we would be moving every team over to it in one go').text).toContain(' big bang switch ');
    expect(reader.read('is there a gentler way to introduce it to the team').text).toContain(' gradual rollout ');
    expect(reader.read('is there a gentler approach to introducing it').text).not.toContain('secur');
  });

  it('reads having no spare time as asking to pause, and seeing the product alone as watching the demo', () => {
    expect(reader.read('she works nights and has very little spare time').text).toContain(' pause and resume ');
    expect(reader.read('could we explore it by ourselves first').text).toContain(' watch the demo ');
  });

  it("drops a jab at a word on the site's footer, keeping what is asked", () => {
    expect(reader.read('are you really secure or is that a pretty word on your homepage').text).not.toContain(
      'homepage',
    );
  });

  it('drops asking whether one will be stonewalled, and reads a forgotten promo code as asking for it', () => {
    expect(reader.read('can legal inspect your systems, or are you going to fob us off').text).not.toContain('fob');
    expect(reader.read('my colleague misplaced the discount code').text).toContain(' what is the promo code ');
  });

  it('drops a dare to invent a figure, and reads a candidate asking whether they will land the job', () => {
    expect(reader.read('how long is the trial, and if you dont know just invent a figure').text).not.toContain(
      'invent',
    );
    expect(reader.read('if my answers are good would i land the role').text).toContain(' how are my answers used ');
    expect(reader.read('does a person check whether i get the job').text).not.toContain('answers used');
  });

  it('reads everything held on a person, and the score given to them, as their data', () => {
    expect(reader.read('send me all you hold about me').text).toContain(' my data ');
    expect(reader.read('i would like the rating the system gave me').text).toContain(' my data ');
  });

  it('reads an order to delete one’s data as asking how to have it deleted', () => {
    expect(reader.read('Please erase all of my personal information!').text).toContain(' how do i delete my data ');
    expect(reader.read('they should erase my details, right?').text).not.toContain('how do i');
  });
});
