import { TOPIC_SWITCH } from './text';

/** Ordinal words as figures, for steps of a plan ('the second week' is 'Week 2'). */
const ORDINALS: Record<string, string> = { first: '1', second: '2', third: '3', fourth: '4', fifth: '5' };

/** Phrases rewritten before a question is read, so a metric or product named in other words finds its name. */
export const PHRASES: Array<[RegExp, string | ((...args: string[]) => string)]> = [
  // A greeting before the question ('hey! so what is ISA?') says nothing; a greeting alone is left to be answered.
  [
    /^(hi|hello|hey|heya|hiya|howdy|greetings|good (morning|afternoon|evening|day)|yo|hola)( there| team| guys| all| folks| everyone)? (?=\w+ )/g,
    '',
  ],
  // What a message takes back ('is it hard to set up? nvm, the real question: ...') is no longer asked.
  [/^.*\b(nvm|never ?mind|scratch that)\b( (the )?real question( is)?)?/g, ''],
  // Dictation homophones: a prize asked of a product is its price, a 'sight' that shows something is the site.
  [/(?<!\b(win|won|wins|winning|a) )\bprizes?\b/g, 'price'],
  [/\b(your|ur|the|our|this|web|company|companys) sight\b/g, '$1 site'],
  // The people a team counts ('we're four recruiters') are the users who would log in: its seats.
  [
    /(?<!\bthere )\b(we re|were|we are) (only |just )?(a team of )?(\d+|two|three|four|five|six|seven|eight|nine|ten) (recruiters|people|users|colleagues|hiring managers)\b/g,
    'we have $4 users',
  ],
  // The metric is also counted in days ('days-to-hire').
  [/\b(time|days) (to|till|until) (hire|hiring|fill|filling|fil)\b/g, 'time to fill'],
  [/\btime (to|till|until) (short ?list|shortlisting)\b/g, 'time to shortlist'],
  // Days it takes to get to a shortlist are the time to shortlist.
  [
    /\b(days|weeks|hours) to (get to|reach|arrive at|build|produce|have) (a|our|the|your) short ?list\b/g,
    '$1 time to shortlist',
  ],
  // Time that would go away or disappear is time saved (placed before 'disappear' is read as dropping off).
  [
    /\bhow much (of (that|it|this|those|them) )?(would|will|could|can|might) (go away|disappear|vanish|be saved|be cut)\b/g,
    'how much less time would we save',
  ],
  // Something on top of a plan is an add-on to it ('and posting on LinkedIn on top of that?').
  [/\bon top of (that|it|this|the plan|the price|the subscription)\b/g, 'as an add on'],
  // What ISA would change for a team is the improvement it brings, not a change to a setting or a term.
  [
    /\bwhat (would|will|could|does|can|might) (isa|it|this) (change|do for us|improve)\b/g,
    'what improvement would $2 bring',
  ],
  // What a thing would run or set one back is what it costs.
  [
    /\b(what|how much) (would|will|does|do|might|could) (that|this|it|they|those|these) (run|set) (us|me|you)( back)?\b/g,
    'how much would it cost',
  ],
  [/\bshort list/g, 'shortlist'],
  // Data on its way to or from somewhere is in transit ('encrypted on the way to you'), not a feature coming soon.
  [/\bon (the|its|their) way (to|from|between|back)\b/g, 'in transit $2'],
  // What is on the way, in the works or on the roadmap is coming soon ('in the pipeline' is the candidates').
  [/\b(on the way|in the works|on the roadmap)\b/g, 'coming soon'],
  // What the asker must leave for ('before my flight', 'before the next talk') only sets the scene: no travel asked.
  [
    /\b(before|until|till) (my|our|the|the next|a|his|her|their) (flight|plane|train|bus|taxi|talk|meeting|session|keynote|call|lecture|panel|appointment|shift)\b/g,
    '',
  ],
  // Passing by is an aside, not a subject ('past' is no misspelt 'paste').
  [/\b(just )?(walking|passing|going|wandering|strolling) (past|by)\b/g, ''],
  // Scanning resumes or applications is screening them, not scanning a badge or a code.
  [
    /\bscan(s|ned|ning)? (through )?(all )?((the|their|our|my|your) )?(resumes?|cvs?|applications?|applicants?|candidates?)\b/g,
    'screen $6',
  ],
  // What a visitor or lead was keen on or interested in is what they are interested in: their interests.
  [
    /\b(they|he|she|visitors?|leads?|people|candidates?|applicants?) (was|were|is|are|seemed|seem|seems) (keen on|interested in)\b/g,
    '$1 interests',
  ],
  // So is how keen or interested one seemed ('how keen a visitor seemed').
  [
    /\bhow (keen|interested) (a |the |each |every )?(visitor|lead|person|candidate|applicant)s? (was|were|is|are|seemed|seem|seems)\b/g,
    '$3 interests',
  ],
  // The way from a job post to a shortlist starts from the job description, not posting on a job board.
  [/\bfrom (our|my|your|the|a) job (post|posting|ad|advert|listing)s?\b/g, 'from $1 job description'],
  // The booth's 'Ask ISA' option or button is its AI assistant, not asking ISA a question.
  [/\bask isa (option|button|tile|choice|feature)\b/g, 'ask isa ai assistant'],
  // What one was told one would get ('the screen said I'd get a code') asks for that thing, not what or who said it.
  [
    /\b(((the|your|a) )?(\w+ )?(screen|page|site|website|sign|email|poster|banner|flyer|leaflet|kiosk|terminal) )?(said|says|told me|told us|promised) (that )?(i|we)( ?d| would| ?ll| will)? (get|receive|be given)\b/g,
    '',
  ],
  // Tapping 'Block' or 'Deny' on a browser's prompt is refusing it permission.
  [
    /\b(tap|tapped|click|clicked|press|pressed|hit|chose|selected) (on )?(block|deny|don t allow|dont allow|never allow)\b/g,
    'permission refused',
  ],
  // Jotting something down is taking a note.
  [/\b(jot|jots|jotted|jotting|scribble|scribbled) (\w+ )?down\b/g, 'note $2'],
  // Having talked to someone in person sets the scene of what comes after: no voice interview.
  [
    /\b(after|once|when) (i|we)( ?ve| have| had)? (talked|spoken|chatted) (to|with) (them|him|her|someone|somebody)\b/g,
    '$1',
  ],
  // So is what a vendor says is planned ('their connector is planned'): no price plan.
  [/\b(is|are|it s|its|only|just|still) (planned|upcoming)\b(?! (for|on|at|in) )/g, 'coming soon'],
  // What someone told the asker is what they say ('a vendor told me...'): no notice given, nothing explained.
  [/\b(told|has told|have told) (me|us)( that)?\b(?! about)/g, 'say'],
  // Time spent on a task ('spend ages writing questions') spends no money: the task is the subject.
  [/\b(spend|spends|spending|spent) (ages|hours|days|weeks|forever|so long|too long|a long time|a lot of time)\b/g, ''],
  // Cheaper in time ('cheaper than phone screens in recruiter time') saves time, not money.
  [
    /\b(cheaper|less expensive|costlier|more expensive)\b(?=( \w+){0,4} in (\w+ )?(time|hours|effort)\b)/g,
    'saves more time',
  ],
  // A bunch, load or heap of things is many of them ('a bunch of roles at once').
  [/\b(a (whole )?(bunch|load|heap|stack|ton) of|(loads|heaps|tons) of)\b/g, 'many'],
  // A figure the site keeps quoting or quoted ('the rating you keep quoting') is one it says: no price quote.
  [/\b(you|u|they|isa)( keep| keeps| always)? (quoting|quoted|citing|cited)\b(?! (me|us|for|a|an)\b)/g, '$1 say'],
  // Whether a claim should count asks about the claim, not for a count of anything ('should that count?').
  [/\b(how much )?(should|does|do|will|would|could) (that|this|it|they) (really )?count\b/g, '$2 $3'],
  // 'Or not' tags a yes-or-no question ('price or not?'): it asks nothing of its own.
  [/\bor (not|no)$(?<!\bwhether\b.*)/g, ''],
  // A trial misspelt as a real word ('free trail', 'trail period'), which the spelling corrector leaves alone.
  [/\bfree trails?\b/g, 'free trial'],
  [/\btrails? (period|version|account|run)\b/g, 'trial $1'],
  // 'Right after' or 'straight after' orders events; it asks for no speed.
  [/\b(right|straight|immediately|just|directly) (after|once)\b/g, '$2'],
  // So does 'straight onto' or 'straight into' a place ('hires drop straight onto our rota'): where, not how fast.
  [/\b(straight|directly) (onto|into|on to|in to)\b/g, 'into'],
  // A shift rota is a rota: no Shift key, no shift work.
  [/\bshift (rota|roster)(s?)\b/g, '$1$2'],
  // A work shift that starts or ends is an interruption, not the Shift key.
  [/\b(my|a|their|his|her|your|the) (work )?shift (starts|begins|ends|start|begin|end)\b/g, 'interrupted'],
  // The asker's own data protection officer is the asker's side ('can our data protection officer see it?'): the
  // title's words would pull the question to the privacy pages, whatever it asks.
  [/\b(our|my) (data protection|data privacy|privacy) (officer|lead|manager)s?\b/g, 'we'],
  // How ISA works out or decides what to ask asks how it generates the interview questions.
  [
    /\b(work|works|figure|figures) out what to ask\b|\b(decide|decides|choose|chooses) what to ask\b/g,
    'generate the questions',
  ],
  // Putting up with something is accepting it ('will applicants put up with an AI interview?').
  [/\b(put|puts|putting) up with\b/g, 'accept'],
  [/\bscreen ?readers?\b/g, 'screenreader'],
  // Whether a site can be used with a keyboard, a screen reader or without a mouse asks how accessible it is.
  [/\b(usable|useable|navigable|operable) (with|by|via|using|through)\b/g, 'accessible with'],
  [/\b(no|without( a)?|not using( a)?) mouse\b/g, 'keyboard'],
  // Where one can read, find or see something asks where it is: the verb is the asker's reading, not the subject's.
  // A pronoun after it ('where do I find them?') points back, and is left to be read as doing so.
  [
    /\bwhere (can|could|do|would|should|might) (i|we|one) (go to |go and )?(read|find|see|view|look at|look up)( about| up on)?\b(?! (them|it|that|this|these|those)\b)/g,
    'where is',
  ],
  // So does which page explains something, or where the site talks about it: the page's verb is no subject.
  [
    /\b(which|what) (page|article|part|section)( of (the|your) (site|website))? (explains|covers|describes|talks about|goes through|walks through)\b|\bwhere (does|do) (the|your) (site|website) (talk about|explain|cover|describe|mention)\b|\bwhere (do|does) (you|isa) (talk about|explain|cover|describe)\b/g,
    'where is',
  ],
  // The sign-up or get-started form is the Hire ISA page's form ('get started with ISA').
  [/\b(sign ?up|get ?started|getting started|registration|register) (page|form)s?\b/g, 'hire isa form'],
  // The time after signing up is the time after starting with ISA ('how soon after signing up can I...?').
  [/\b(after|once|from|since) (i |we |you )?(have )?(sign|signing|signed) ?up\b/g, '$1 we start'],
  // Signing up on a given day or this morning sets the clock for the setup ('if we sign up on Monday, when could
  // candidates be interviewing?').
  [
    /\b((sign|signs|signed|signing)( up)?|signup) (on (a )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)( morning| afternoon| evening)?|this morning|today|tomorrow( morning)?)\b/g,
    'setup',
  ],
  // A mobile or cell number is a phone number to give, not a device to interview on.
  [/\b(mobile|cell|cellphone|cell phone) (number|no)s?\b/g, 'phone number'],
  // A typed interview is a text interview.
  [/\b(typed|typing|written|text ?based) (interview|interviews|chat|chats)\b/g, 'text $2'],
  [/\bdrop (off|out)s?\b/g, 'dropoff'],
  [/\bdropouts?\b/g, 'dropoff'],
  // A share of a team's candidates quitting ('half our applicants abandon it') is the funnel's drop-off, not one pause.
  [
    /\b(half|most|many|a lot|lots|a third|a quarter|too many)( of)? (our|the|my|your) (candidates|applicants) (quit|abandon|leave|drop|stop|give up)\b/g,
    '$4 dropoff',
  ],
  // 'Drop of points' is drop-off points misspelt as a real word, which the spelling corrector leaves alone.
  [/(?<!\ba )\bdrop of (points?|rates?)\b/g, 'dropoff $1'],
  [/\bapplicant tracking( system)?s?\b/g, 'ats'],
  // So is software described by that job ('a software for follow the applicants', 'a tool to track candidates').
  [
    /\b(software|tool|system|program|programme|platform|app) (for|to) (follow|following|track|tracking|manage|managing) (the |our |my )?(applicants|candidates|applications)\b/g,
    'ats',
  ],
  [/\bwhite label(ed|led)?\b/g, 'whitelabel'],
  // Programmatic access is the API.
  [/\bprogrammatic(ally)?\b/g, 'api'],
  // Reverse-engineering is decompiling, not an engineer's job ('developers' are no reverse-engineers).
  [/\breverse engineer(s|ed|ing)?\b/g, 'reverse decompile'],
  [/\bchat bot\b/g, 'chatbot'],
  // A code written as one word ('promocode') is the code the site names in two.
  [/\b(promo|discount|coupon|voucher)codes?\b/g, '$1 code'],
  // Logging in is what a seat allows, not a log kept.
  [/\b(log|logs|logged|logging|sign|signs|signed|signing) (in|on)(to)?\b/g, 'login'],
  [/\bsub ?processors?\b/g, 'subprocessor'],
  // What data is used for, or why it is used, is its purpose (the privacy policy's 'Why we use it').
  [
    /\bwhy (do |does |would |will )?(we|you|they|isa) (use|uses|process|processes|collect|collects|need|needs) (it|them|data|this data|my data|your data)\b/g,
    'purpose $2 $3 $4',
  ],
  [
    /\bwhat (do|does|will|would|did|can) (you|isa|they|it) (use|uses|process|collect|need|want) ((\w+ ){1,3})for$/g,
    'purpose $2 $3 $4',
  ],
  // Personal data is the policies' term for data about a person, which they also call just data ('port your data'):
  // 'personal' adds nothing that tells their sections apart ('personal link' is something else).
  [/\bpersonal (data|information|info|details)\b/g, 'data'],
  [/\bjob descriptions?\b/g, 'job description'],
  [/\b24 ?7\b/g, '24/7'],
  // Opening hours or hours of operation ask when ISA runs: always.
  [/\b(hours of (operation|service)|(opening|operating|open) (hours|times))\b/g, '24/7'],
  // A deadline later the same day ('by this afternoon', 'by end of day') asks whether it can happen the same day.
  [
    /\b(by|before) (this |the )?(afternoon|evening|tonight|lunch|lunchtime|end of (the )?day|eod|close of business)\b|\blater today\b/g,
    'same day',
  ],
  [/\baround the clock\b/g, '24/7'],
  [/\bround the clock\b/g, '24/7'],
  [/\bup ?time\b/g, 'uptime'],
  [/\bdown ?time\b/g, 'downtime'],
  [/\bhiring managers?\b/g, 'hiring manager'],
  [/\bhuman resources\b/g, 'hr'],
  [/\bthird part(y|ies)( data)?( processors?)?\b/g, 'subprocessor'],
  [/\bcheck ?list\b/g, 'checklist'],
  [/\be ?mail\b/g, 'email'],
  [/\b(business|office|working|work) hours\b/g, 'anytime'],
  [/\bon (its|their|it s) own\b/g, 'alone'],
  [/\b(final|last) (call|say|word)\b/g, 'final decision'],
  // So is a hire-or-no-hire call.
  [/\b(hiring|hire( or no hire)?) (call|choice)\b/g, 'hiring decision'],
  [/\bget(s|ting)? in touch\b|\breach(es|ing)? out\b/g, 'contact'],
  [
    // Not 'can you handle that?' closing a request: it asks whether ISA can do what was said, not about volume.
    /\b(can|will|would|could) (it|isa|you|your system|the system|the platform) (handle|cope( with)?|manage|deal with|process|keep up)\b(?! (that|this|it)$)/g,
    'capacity',
  ],
  // A job that goes live is posted; ISA going live is getting started with it.
  [/\b(job|role|ad|advert|posting|listing|vacancy|opening)s? (go|goes|going|went|gone|is|gets) live\b/g, '$1 posted'],
  [/\b(up and running|get going|(go|goes|going|went|gone) live)\b/g, 'started'],
  // Getting a job or a role running ('get our first job running') is getting started with it.
  [/\b(get|getting|gets) (\w+ ){0,3}(running|going)\b/g, 'started'],
  [/\b(actually|really|basically|honestly|kindly|exactly|literally|please)\b/g, ''],
  // An apology or 'excuse me' opening a question is politeness, not its subject.
  [/^(sorry|excuse me|pardon me)\b/, ''],
  // Spoken fillers ('um', 'hmm', 'I guess', 'you know') say nothing and would keep a question's words apart; a lone
  // 'hm' is a hiring manager.
  [
    /\b(um+|uh+|uhm+|erm+|hmm+|i guess|(?<!\b(do|did|would|will|let|to|if|how|what) )you know|(?<!\b(do|did) )i mean)\b/g,
    '',
  ],
  // So does 'like' where it compares nothing: after a word it cannot follow ('what's like the cheapest', 'or
  // like'), or before a question word, a verb or a figure ('can I see like why', 'like 200 applicants'). After its
  // subject it is the verb ('I like how it ranks'), and before a verb's -ing form it compares ('is like having').
  [
    /(?<=\b(or|and|but|so|by|see|(?<!(or|and) )the) )like |(?<=\b(whats|what s|is|are) )like (?!(an?|this|that|these|those|us|ours|me|mine|it|them|you|yours|isa|\w+ing)\b)|(?<!\b(look|looks|looked|looking|feel|feels|felt|sound|sounds|seem|seems|would|d|it|be|i|we|you|they|dont|didnt|doesnt) )\blike (?=(why|how|what|when|where|who|which|is|are|can|do|does|in|\d+)\b)/g,
    '',
  ],
  // 'Kind of' or 'sort of' that qualifies no kind ('it kind of matters', 'on the website, kind of?') is a hedge.
  [
    /(?<!\b(a|an|what|which|the|this|that|any|some|one|every|no|same|right|wrong|other|different|each|whats|what s|new|best|main|particular) )\b(kind|sort) of\b/g,
    '',
  ],
  // 'This ISA thing' is ISA.
  [/\b(this|that|the) isa( thing)?\b/g, 'isa'],
  // 'Dose' before whom it is asked of is 'does' ('what dose ISA do'); the real word never stands there.
  [/\bdose (it|isa|this|that|the|your|you|he|she|they)\b/g, 'does $1'],
  // A person who works as a recruiter assistant is a recruiter's assistant, not the plan of that name.
  [
    /\b(i m|im|i am|work as|working as|job as|role as) an? (recruiter|recruitment|hr|talent) assistant\b/g,
    '$1 a recruiters assistant',
  ],
  // Being a pro at something is being good at it, not a plan; nor is 'the standard way' of doing a thing.
  [/\b(a|an) (pro|expert) (at|in|with)\b/g, 'good $3'],
  [/\bstandard (way|process|procedure|practice|flow|method|route)\b/g, '$1'],
  // The package a person gets ('the package the hiring manager gets') is what they receive, not a price plan.
  [
    /\b(package|bundle|pack) (that |which )?(the|our|your|a|my|each|every) ((\w+ ){1,3})(gets|receives|get|receive)\b/g,
    '$3 $4$6',
  ],
  // Asking the assistant to confirm a claim, or to put it in writing, asks about the claim itself.
  [/\b(just |can you |could you )?confirm (that |whether |if )?(?=(you|isa|it|there|your) )/g, ''],
  [/\b(need|needs|want|wants|get|have) (it|that|this) in writing\b/g, ''],
  [/\b(confirm|promise|guarantee|state|put (it|that|this)) in writing\b/g, '$1'],
  // Another recruiter instead of ISA is weighed against what a recruiter does alone.
  [
    /\b(hiring|hire|adding|add|getting|get|employing|employ) (another|an extra|one more|a second|more) (recruiters?|screeners?|hr person|hr people)\b/g,
    'recruiter alone',
  ],
  // Whose view it is, or 'overall', asks nothing of its own ('the best one overall, in your opinion').
  [/\b(in|by) (your|my|our) (honest |own )?(opinion|view)\b|\boverall\b/g, ''],
  // 'On the market' is merely available ('the best one on the market'); 'the market standard' is the industry's.
  [/\bon the market\b/g, ''],
  // So is 'right now' or 'these days' after the best of something: the best today is the best.
  [
    /(?<=\bbest( \w+){1,4}) (out there |available )?(right now|these days|nowadays|today|at the moment|currently)$/g,
    '',
  ],
  // The difference between ISA and a kind of tool ('a normal chatbot') asks whether ISA is the same as one.
  [
    /\b(what s|whats|what is) the difference between (isa|you|your (tool|product|platform)) and (an?) /g,
    'is isa the same as $4 ',
  ],
  // 'Today' set against ISA is the way things are done now, not a date or a day ('hours today versus with ISA').
  [/\b(today|nowadays|currently|right now|at the moment) (versus|vs|compared (to|with)|against)\b/g, '$2'],
  // What an industry normally does, or its average, is its standard ('vs what the industry normally does?').
  [
    /\b(industry|market|sector)( s)? (normally|usually|typically|generally|normal|usual|typical|average|norm)\b/g,
    '$1 standard',
  ],
  // A standard or usual length is the length.
  [/\b(standard|normal|usual|typical|average) (length|duration)\b/g, '$2'],
  // A starter role or job is the first one to start with, not the entry-level plan.
  [/\bstarter (role|job|position|project|use case)(s?)\b/g, 'first $1$2'],
  // A quick summary, overview or question is short, not fast: 'quick' asks for no speed.
  [/\b(quick|brief|short) (summary|overview|rundown|recap|run down|breakdown|question|look)\b/g, '$2'],
  // A summary or overview of the plans asks for the plans, not for the candidate summaries ISA writes.
  [
    /\b(an? )?(summary|overview|rundown|recap|breakdown) of (your |the |all |all your |all the )?(plans|pricing|prices|tiers|packages)\b/g,
    '$3$4',
  ],
  // How briefly to answer ('in one sentence', 'straight answer please') says nothing of what is asked.
  [
    /\bin (one|a single|a|a few|two|three) (sentences?|lines?|words?)\b|\bin (brief|short)\b(?! supply)|\bbriefly\b|\b(straight|short|quick|honest|simple|plain) answers?\b/g,
    '',
  ],
  // So does asking to be persuaded ('convince me your AI isn't biased'): what is asked is the claim.
  [/\b(convince|persuade|reassure) (me|us)( that)?\b/g, ''],
  // 'Fare' said of a thing ('is the scoring fare to everyone') is 'fair'; the real word never stands there.
  [/(?<=\b(is|be|being|are|seem|seems|feel|feels|it s|its|that s|thats) )fare\b|\bfare(?= (to|for|towards) )/g, 'fair'],
  // So does asking for it in steps ('what does it do, like step by step?').
  [/\b(like |just )?step by step\b/g, ''],
  // Or as a checklist, after what is asked ('how do I choose one, any checklist?'): the list is the answer's form.
  [/^((how|what|which|when|where|why) (\w+ ){2,})(any|got a|got any) checklists?$/g, '$1'],
  // Whether a claim is only marketing ('or is that just your sales line?') asks about the claim itself.
  [
    /\b(or )?(is )?(that|this|it) (just |only |merely )?(your |a |the )?(\w+ )?(sales|marketing) (line|pitch|talk|spiel|speak|hype|fluff)\b/g,
    '',
  ],
  [/\bhumans? in the loop\b/g, 'human review'],
  // 'Legally speaking', 'strictly speaking': the manner of saying names no speaking (nor a language).
  [
    /\b(legally|strictly|technically|generally|broadly|roughly|practically|frankly|honestly|financially|contractually) speaking\b/g,
    '$1',
  ],
  // The firm that runs ISA is the one the terms say provides it, a company incorporated ('Inc.').
  [
    /\b(legal|registered|official) (company |business )?(name|entity)\b|\bfull (company|business) name\b|\b(company|firm|business|entity|who) (is |s )?(\w+ly )?(behind|running|that runs|that owns|that operates|that makes|that sells)\b|\b(registered|incorporated|legal) (company|business|firm|entity)\b|\b(company|firm|business|entity) (\w+ly )?(provides|owns|operates|runs|makes|sells) (isa|it|this|the (product|service|platform|tool))\b/g,
    'provided by inc',
  ],
  // Committing for a year is paying annually.
  [
    /\b(commit|commits|committing|sign up|signing up|lock in|locking in) (for|to) (a|one|1) (whole |full )?year\b/g,
    'annual',
  ],
  [/\b(commit|committed|commitment) to\b/g, 'guarantee'],
  [/\b(hours|time|days|weeks?|evenings?|weekends?) back\b/g, 'save time'],
  // Time that a tool gives back, said apart ('how much time does this give back to my team?'), is time saved.
  [/\b(time|hours|days) ((\w+ ){1,3})(give|gives|hand|hands|buy|buys|win|wins) (\w+ )?back\b/g, '$2save time'],
  // So is time one gets back at the end of a question ('the hours my recruiters spend on calls would I get back?').
  [/\b(time|hours|days) ((?:\w+ ){1,10})(get|gets|got|win|claw) back\b(?! to)/g, '$2save time'],
  // 'People like us' or 'firms like ours' is the asker as just described ('is ISA for people like us?'), not people.
  [
    /\b(people|persons|companies|firms|teams|businesses|organisations|organizations|outfits) like (us|ours|me|mine)\b/g,
    'us',
  ],
  [
    /\b(candidates|applicants|people|they) (\w+ly )?(like|enjoy|love|hate|mind|dislike|think of|feel about|put up with|tolerate)\b(?! an? )/g,
    '$1 rating',
  ],
  // Popular with candidates is how they rate it; the popular plan is a tier.
  [/\bpopular (with|among|amongst) (candidates|applicants|people|jobseekers)\b/g, '$2 rating'],
  [/\b(have|has) going for (it|them|him|her)\b/g, 'strength'],
  // More interviews are throughput; 'more' stays, so 'how much more interviewing' still asks by how much.
  [
    /\b(more|extra) (interviews|interviewing|conversations|chats|screens|screenings|(first )?rounds)\b/g,
    '$1 throughput $2',
  ],
  // Putting people through an interview is interviewing them; getting interrupted halfway through is not.
  [
    /\b(put|puts|putting|get|gets|getting|push|pushes|pushing) ((?!\w+ed |\w+ly |halfway |partway |midway )\w+ ){0,2}through( it| isa| the system| the platform)?\b/g,
    'interview',
  ],
  [/\b(near |nearly |almost )?identical\b/g, 'similar'],
  // Coming back to an interview is resuming it; a team getting back to you replies.
  [/\b(get|gets|getting) back to (me|us|you|them|him|her)\b/g, 'reply'],
  [/\b(come|comes|coming) back( later)?\b/g, 'resume'],
  // Stopping part way and finishing another day is pausing and resuming ('stop half way and finish tomorrow').
  [
    /\b(stop|stopping|quit|quitting|leave|leaving|break off) ((the|an|their|my|your|our) (interview|chat) )?(half|part|mid) ?way\b/g,
    'pause $2',
  ],
  [
    /\b(finish|finishing|complete|completing|continue|continuing|carry on|carrying on) (it |the rest )?(later|tomorr?ow|another day|the next day)\b/g,
    'resume',
  ],
  // The right to erasure is the right to have data deleted.
  [/\b(right to )?erasure\b/g, 'deletion'],
  // Sitting an interview or a test is taking it.
  [/\b(sit|sits|sitting|sat) (an?|the|my|their|your|our) ((\w+ )?(interview|test|exam|assessment))\b/g, 'take $2 $3'],
  // 'Super' only stresses ('super nervous').
  [/\bsuper\b/g, ''],
  // Stopping for a while is pausing, not quitting.
  [/\b(stop|stopping|step away|stepping away) for a (bit|while|moment|minute|second|sec|few minutes)\b/g, 'pause'],
  // A question that says it changes the subject ('different topic:', 'ok, different thing:', 'thanks. totally
  // unrelated...') leans on
  // nothing said before: the marker stays as a word of no weight that the conversation reads.
  [
    /^((thanks|thank you|ok|okay|right|cool|great|got it|also|oh|one more thing|next) )*(totally |completely |entirely |quite |something |a bit )?(unrelated|(different|another|new|other|separate) (topic|subject|question|thing|matter)|something else|moving on|chang(e|ing) (of )?(the )?(topic|subject)|on (a |an )?(different|other|another|separate|unrelated) (note|topic|subject))\b/,
    TOPIC_SWITCH,
  ],
  // What the new subject differs from ('different topic from Team Pro pricing: how long...') is not asked about.
  [
    new RegExp(
      `^${TOPIC_SWITCH} (from|than|to) (\\w+ ){1,5}?(?=(how|what|whats|when|where|which|who|why|can|could|do|does|is|are|will|would) )`,
    ),
    `${TOPIC_SWITCH} `,
  ],
  // 'Mega', 'megs' or 'megabytes' after a figure are megabytes ('a CV of 8 mega').
  [/\b(\d+(?:\.\d+)?) ?(mega|megas|megs?|megabytes?)\b/g, '$1mb'],
  // A file's size in kilobytes or megabytes is its size ('up to 5MB').
  [/\b(\d+(?:\.\d+)?) ?(kb|mb|gb)\b/g, '$1$2 size'],
  // 'Txt' set against another way of interviewing ('voice interviews or only txt') is text, not a file type.
  [
    /\b(voice|video|audio|phone|spoken|verbal)( \w+){0,3} (or|and|vs|versus|not) (just |only |by |over |via )?txt\b/g,
    '$1$2 $3 $4text',
  ],
  // A file type is a format, and so is the kind of file asked for ('what kind of file does my CV need to be?').
  [/\b(pdf|docx|txt|rtf)\b/g, '$1 format'],
  [/\b(kinds?|types?|sorts?) of (file|files|document|documents)\b/g, 'file format'],
  // How big a file may be is its size ('a limit on how big my CV can be?').
  [
    /\bhow (big|large|heavy) (can |may |could )?(it|the file|my file|the cv|my cv|the resume|my resume|the attachment|the upload)( can| may| could| is allowed to)? be\b/g,
    'file size',
  ],
  // Who sorts something out is who handles it.
  [/\b(sort|sorts|sorted|sorting) (that|this|it|them|things|everything) out\b|\bsort(s|ed|ing)? out\b/g, 'handles $2'],
  // A file sent in is uploaded ('to send it in'), not a chat answer sent.
  [
    /\b(send|sends|sending|sent|hand|hands|handing|handed) (it|them|this|my cv|my resume|the file|the cv|the resume|the document) in\b/g,
    'upload $2',
  ],
  // 'The whether' is never English: it is the weather.
  [/\bthe wh?ether\b/g, 'the weather'],
  // Someone younger than 18 who says so, or whose parent says so ('my son's 16'), asks about the minimum age.
  [
    /\b(i m|im|i am|we re|were|they re|theyre|he s|she s|hes|shes|(my|our) (sons|daughters|kids|childs|nephews|nieces|brothers|sisters)) (1[0-7]|[1-9])( years? old| yrs? old| yo)?\b/g,
    'under 18 underage',
  ],
  // So is someone said to be 13 to 17 ('some of our first-years are 17', '16 year olds'), not '17 roles'.
  [
    /\b(are|is|am|i m|aged|turned|only|just)( still| only| just)? (1[3-7])\b(?! (roles?|jobs?|seats?|plans?|days?|hours?|weeks?|months?|minutes?|languages?|percent|of|out))|\b(1[3-7]) (year olds?|years? old|yo)\b/g,
    'under 18 underage',
  ],
  [
    /\b(may not|must not|not (be )?allowed( to)?|not permitted|prohibited|forbidden|forbids?|disallow(s|ed)?|banned)\b/g,
    'prohibit',
  ],
  [/\b(take|takes|taking) (\w+ )?off (our|my|the|your) (plate|hands)\b/g, 'save'],
  // Everyday wording of what the pages say in their own terms.
  [
    /\b(time|days|weeks|long) (it takes )?(us |you |we )?(to )?(fill|close) (a |an |the |our |each )?(vacancy|vacancies|role|roles|job|jobs|position|positions|opening|openings)\b/g,
    'time to fill',
  ],
  [
    /\b(days|time|long) (a |an |the |our )?(vacancy|role|job|position|opening)s? (stays?|remains?|is|are|sits?) (open|unfilled|vacant)\b/g,
    'time to fill',
  ],
  // Following or keeping up with new postings is following the jobs feed, before a posting is read as the job ad.
  [
    /\b(follow|following|track|tracking|keep up with|keep track of|keep (an eye|tabs) on|watch|monitor) (the |any |all )?new (job )?(openings|jobs|postings|listings|vacancies|positions)\b/g,
    'follow new jobs feed',
  ],
  [
    /\bjob (ad|ads|advert|adverts|advertisement|advertisements|posting|postings|spec|specs|specification)\b/g,
    'job description',
  ],
  [
    /\b(ranked |short )?list of (the )?(top|best|strongest|finest) (people|candidates|applicants|talent)\b/g,
    'ranked shortlist',
  ],
  // Whether something puts candidates off asks whether they accept it; who is put off stays candidates, not the shortlist.
  [
    /\bput(s|ting)? ((top|good|the best|great|strong|some|many|most|the) )?(candidates|applicants|people|talent|them) off\b|\bput(s|ting)? off (\w+ ){0,2}(candidates|applicants)\b/g,
    'candidates accept it',
  ],
  [/\b(top|best|strongest) (people|candidates|applicants)\b/g, 'shortlist'],
  // Candidates who get booked in receive a booking link.
  [/\b(get|gets|getting|are|be|is) booked( in)?\b/g, 'receive booking link'],
  // Who is at the top or bottom of the list is where they ranked.
  [
    /\b(at |to )?(the )?(top|bottom|head) of (the |your |our |my )?(list|pile|heap|ranking|rankings|shortlist)\b/g,
    'ranked',
  ],
  // Trying a tool on a role first is starting with that role.
  [/\b(try|trial|test|pilot) (isa|it|this|the tool|the platform) (out )?(on|with)\b/g, 'start with'],
  // A ranked or sorted list of candidates to call is the shortlist.
  [/\b(ranked|ranking|sorted|ordered|prioriti[sz]ed) (list|lineup|order)s?\b/g, 'shortlist'],
  [/\blists? of (the )?(best|top|strongest|good|better) (ones|candidates|applicants|people)\b/g, 'shortlist'],
  // 'I become' a thing is 'I get' it in the asker's language (German 'bekommen'); no one becomes a list.
  [/\b(i|we|you|they) become (the|a|an|my|our|your|their)\b/g, '$1 get $2'],
  [/\bdig (deeper|further|in)\b|\bdrill (down|deeper)\b/g, 'probe'],
  // Hooking a system up, with the system named in between ('hooking our ATS up'), integrates it.
  [/\bhook(?:ed|s|ing)? ((?:\w+ ){0,3})(?:up|in|into)\b|\bplug(?:ged|s)? in(?:to)?\b|\bwired up\b/g, 'integrated $1'],
  [/\b(right now|currently|at the moment|as of today|at present|presently)\b/g, 'today'],
  [/\bout loud\b/g, 'aloud'],
  [/\bevery single\b/g, 'every'],
  [/\b(email|message|invitation|invite|reminder|letter)s?( \w+){0,3} (say|says|read|look like)\b/g, '$1 template'],
  // A model or sample of an email is a template for it ('a model of email for invite the candidate').
  [
    /\b(model|sample|example)s? (of|for) (an? |the )?(email|message|letter|invitation|invite|reminder)s?\b/g,
    '$4 template',
  ],
  [
    /\bwhat (the candidate|the applicant|candidates|applicants|they|he|she) (actually )?(said|wrote|answered|say|write)\b/g,
    'own words',
  ],
  [/\b(talking|speaking|chatting) (to|with) (an? )?(ai|bot|machine|robot)\b/g, 'ai interviewing agent'],
  [
    /\b(interview|screen|handle|get to|reach|talk to|speak to) (them all|all of them|everyone( else)?|everybody( else)?|every one of them|the rest( of them)?|all the others)\b/g,
    'unlimited interviews',
  ],
  // How many people one may interview is the number of interviews, which plans do not cap.
  [
    /\bhow many (people|candidates|applicants|interviews)( \w+){0,2} ((we|you|i|they) (can|may|could|are allowed to|get to)|(can|may|could) (we|you|i|they)) (interview|screen|invite|run|do)\b/g,
    'number of interviews',
  ],
  [/\b(let|keep|tell) (us|me|you|them|clients) (know|informed|posted)\b/g, 'notify'],
  // Hearing about something that happened is being notified of it ('when would we hear about it?').
  [/\b(we|i|you|they|clients|customers) (would |will |d |get to )?hear (about|of) (it|that|this|them)\b/g, '$1 notify'],
  // Turning around and doing something is merely doing it ('will you turn around and sell it?').
  [/\b(turn|turns|turned|turning) around and\b/g, ''],
  // 'The full API, not just the ATS connector': what closes a question after 'not just' is what is not asked.
  [/\b(not just|not only|not merely) (the |a |an |our |your |my )?\w+( \w+)?$/g, ''],
  // So does a worry closing a question ('do agencies use it, or is it just for startups?'): what is asked comes first.
  [/\bor (is it |is this |is isa |are you |is that )?(just|only|mainly|mostly) (for|aimed at) (\w+ ){0,3}\w+$/g, ''],
  // Binning or tossing an application is rejecting it.
  [
    /\b(bin|bins|binned|binning|ditch|ditches|ditched|toss|tosses|tossed|chuck|chucks|chucked|trash|trashes|trashed|dump|dumps|dumped) (my|the|their|his|her|our|your|an?) (application|applications|cv|cvs|resume|resumes|candidacy)\b/g,
    'reject $2 $3',
  ],
  // What a tool pulls or picks out of a document is what it extracts.
  [/\b(pull|pulls|pulled|pulling|pick|picks|picked|picking) out of\b/g, 'extract from'],
  // How many people may hold a login or an account is how many seats a plan has.
  [
    /\bhow many (people|users|colleagues|teammates|recruiters|team members|of us)( \w+){0,2} (can|could|may|get to) (have|get|hold) (a |an |their own )?(login|logins|account|accounts)\b|\bhow many (logins|user accounts)\b/g,
    'how many seats',
  ],
  // Sending someone an interview is inviting them to it.
  [/\b(send|sends|sending|sent) (an |a |the |our )?interview( links?)? (out )?to\b/g, 'invite'],
  // As many seats as a team likes is unlimited seats.
  [
    /\bas many (users|seats|logins|accounts|colleagues|recruiters|people) as (we|you|i|they) (like|want|need|wish|please)\b/g,
    'unlimited seats',
  ],
  [/\b(screen|filter|weed|rule)(s|ed|ing)? (\w+ )?(out|away)\b/g, 'knockout'],
  // A knockout written as two words ('knock out question').
  [/\bknock outs?\b/g, 'knockout'],
  [/\b(people|those|everyone|anyone|persons) (who|that) (apply|applies|applied|are applying)\b/g, 'applicants'],
  // Where something comes from is what it is built from; what comes from there ('the interview questions') stays.
  [/\b(do|does) (the |your |its )?((\w+ ){0,2})come from\b/g, '$3built from'],
  // Metrics named in everyday words.
  [
    /\b(from|between) (someone |a candidate |an applicant |candidates |applicants |people )?(applying|application|apply|applies) (to|and|until|till) (\w+ ){0,3}(starting|start|starts|beginning|begin)( the| their)? interview\b/g,
    'time to first interview',
  ],
  [
    /\b(how (soon|quickly|fast|long)|when) after (applying|application|(they|candidates|applicants|someone|people) (apply|applies|applied))( \w+){0,4} (start|starts|begin|begins|take|takes)( the| their)? interview\b/g,
    'how soon time to first interview',
  ],
  // An applicant asking when they can start their own interview asks whether they can start it once they apply.
  [
    /\bafter i (apply|applied|submit|submitted)( my application)? (how (soon|quickly|fast)|when) (can|could) i (do|start|take|begin|sit) (the |my )?interview\b/g,
    'can i start the interview after applying',
  ],
  [
    /\b(how many|share of|percentage of|percent of|proportion of) (\w+ ){0,3}(finish|complete|completes|finishes)\b/g,
    'completion rate',
  ],
  [/\b(does|do|would|will|should) (that|this|it|the same|these|those|they) (also )?apply (to|for)\b/g, 'and for'],
  [
    /\b(tell|know|see|check|find out|measure) (whether|if) (.{1,40} )?(worked|works|is working|paid off|pays off)\b/g,
    'measure the result',
  ],
  // More than one role is many of them, not a single one.
  [
    /\bmore than (one|a single|1) (opening|position|vacancy|role|req|requisition|job)( at a time)?\b/g,
    'many roles at once',
  ],
  [/\b(one|a single|1) (opening|position|vacancy|role|req|requisition)\b/g, 'single job'],
  [/\b(most )?popular (role|job|position|opening|vacancy)(s?)\b/g, 'highest volume $2$3'],
  [/\bsmall (business|businesses|company|companies|firm|firms|shop|shops|organisation|organization)\b/g, 'smb'],
  [/\bbuilt in\b/g, 'builtin'],
  [/\b(aimed at|meant for|designed for|made for|intended for|targeted at|geared to|geared towards)\b/g, 'built for'],
  [/\b(people|personnel|staff|hr) (department|team|function|person)\b/g, 'hr'],
  [/\b(with )?(no|zero|without an?|lack an?) (dedicated )?(recruiters?|hr)\b/g, 'without hr'],
  [
    /\b(choose|chooses|pick|picks|decide|decides|select|selects) (who|which candidate|the candidate|the person) (gets|to hire|is hired|to make|to take|we hire)\b/g,
    'hiring decision',
  ],
  // So is deciding whether someone gets the job, seen from the candidate's side ('decides if I get hired').
  [
    /\b(decide|decides|deciding|choose|chooses|determine|determines) (if|whether) (i|you|we|they|he|she|someone|a candidate) (get|gets|will get|am|is|are) (the job|the role|hired|an offer|the offer|through)\b/g,
    'hiring decision',
  ],
  // A hold-up or a choke point in a process is its bottleneck ('where does the hold-up move to?').
  [/\b(the|a|any|our|new) (hold ?ups?|choke ?points?|sticking points?)\b/g, '$1 bottleneck'],
  [/\bturn(s|ed|ing)? (\w+ )?down\b/g, 'reject'],
  // The number or mark someone got is their score ('turned down because of the number they got?').
  [/\b(number|figure|mark|grade|rating)s? (they|he|she|i|we|you) (got|get|gets|received|receive)\b/g, 'score'],
  // A candidate who is just gone after a low score has been rejected without anyone deciding.
  [
    /\b(are|is|were|was) (they|he|she|the candidate|the applicant|that candidate|that person) (just |simply |then |automatically )?(gone|out|lost|binned|dropped|discarded|thrown out)\b/g,
    'rejected automatically',
  ],
  [/\b(at once|at the same time|simultaneously|in one go)\b/g, 'at once'],
  // Switching a whole process over at once is a big-bang switch; a safer or gentler way to try or adopt a
  // product is a gradual rollout, not security.
  [
    /\b(switch|switching|move|moving|migrate|migrating|change|changing|convert|converting) (\w+ ){0,4}over (to (this|isa|it|you) )?at once\b/g,
    'big bang switch',
  ],
  [
    /\b(safer|safest|less risky|gentler|gradual|slower|softer) (way|approach|option|route|path) (to|of) (try|trying|test|testing|start|starting|adopt|adopting|introduce|introducing|switch|switching|roll|rolling)( out)?\b/g,
    'gradual rollout',
  ],
  // Stopping a service part way through its term ends the contract early; no candidate pauses there. The term it
  // stops in ('halfway through the month') says when, not what.
  [
    /\b(stop|stops|stopped|quit|quits) using (you|isa|it|the service|your service|the platform|the product) (part way|partway|halfway|midway|mid way)( through)?( (the|a|our|my|this) (month|term|year|period|billing period|billing cycle|cycle))?\b/g,
    'termination',
  ],
  [/\b(take a break|take breaks|part way|partway|in the middle|stop(s|ped|ping)? halfway)\b/g, 'pause'],
  // A promo code lost, forgotten or missed asks what the code is.
  [
    /\b(lost|lose|forgot|forgotten|misplaced|missed|didnt (get|see|copy|note)) (the|my|our|that|your) (promo|promotional|discount|coupon) code\b/g,
    'what is the promo code',
  ],
  // Having little or no free time asks whether the interview can be paused and finished later.
  [/\b(no|zero|little|hardly any|barely any|not much|very little) (free |spare )time\b/g, 'pause and come back'],
  // Seeing the product on one's own, without a salesperson, is watching the demo.
  [
    /\b(see|try|explore|check out|look at) (the thing|it|isa|this|the product|the demo) (on (my|our) own|by (myself|ourselves)|myself|ourselves|alone)\b/g,
    'watch the demo',
  ],
  [
    /\b(come|coming|go|going|get|getting) back to (it|the interview|the chat)\b|\bpick (it )?up (again|later)\b/g,
    'resume',
  ],
  [/\breal time\b/g, 'realtime'],
  [/\bas (it|they|things|data) (happens?|come in|comes in)\b/g, 'live'],
  [
    /\b(several|multiple|many|various|numerous|lots of|a number of|a few|different) (roles|jobs|openings|positions|vacancies|requisitions)\b/g,
    'multi job',
  ],
  [/\bmulti (job|role)s?\b/g, 'multi job'],
  [/\b(get|getting|got|reach|reaching|make it) to the end\b|\bsee it through\b/g, 'finish'],
  [/\b(give|gives|gave|giving) up\b|\bbail(s|ed)? out\b/g, 'dropoff'],
  [/\bmake (a|the) (call|choice|decision)\b/g, 'decide'],
  [/\b(make|makes|making|made) up (their|his|her|my|our|your) minds?\b/g, 'decide'],
  // Changing one's mind after buying is cancelling.
  [/\b(change|changes|changed|changing) (their|his|her|my|our|your) minds?\b/g, 'cancel'],
  [/\b(end|ends|ended) up joining\b|\bjoin(s|ed)? (the company|us|the team)\b/g, 'joins'],
  [/\b(end|ends|ended) up\b/g, ''],
  [/\baccept(s|ed)? (the |an |our |their )?offers?\b/g, 'offer accept'],
  [
    /\b(charge|charges|charged|bill|bills|billed|pay|paying) (us |me |you |them )?(for|per|by) (each|every|an?|the) (interview|candidate|applicant)\b/g,
    'per interview',
  ],
  [
    /\bwhat (it s|its|it is|it) (feels? )?like (for|from) (the |a )?(candidate|applicant|job seeker)s?( s)?( side| point of view| perspective)?\b/g,
    'candidate experience',
  ],
  // Trying the candidate's side oneself is taking the interview yourself, as the guides advise.
  [
    /\b(test|try|check|see|experience) (out )?(the )?(candidate|applicant)s?( s)? (side|experience|interview|view) (for )?(myself|ourselves|first ?hand)\b/g,
    'take and test the candidate interview yourself',
  ],
  [/\b(candidate|applicant)s?( s)? (side|point of view|perspective)\b/g, 'candidate experience'],
  [/\b(fall|falls|falling) short\b|\bwatch ?outs?\b/g, 'weakness'],
  [/\b(money|fees?|payments?) (\w+ ){0,2}back\b|\bget refunded\b/g, 'refund'],
  // When in a billing period one stops ('halfway through the month', 'mid-contract') sets the scene: no pause.
  [
    /\b(halfway|half way|partway|part way|midway) (through|into) (a |the |our |my )?(month|year|billing (period|cycle)|term|contract|subscription)\b|\bmid (month|year|contract|term|subscription)\b/g,
    '',
  ],
  // Part of a refund is a refund all the same ('do we get part of our money back?'): no part of anything else.
  [
    /\b(part|some|any|a portion|a share) of (the |our |my |a )?refund\b|\b(partial|prorated|pro rata) refund\b/g,
    'refund',
  ],
  [/\b(get|getting|opt|opting) out of\b|\bopt out\b/g, 'opt out'],
  // Coming off a mailing list is unsubscribing from it ('can I get off your mailing list?').
  [
    /\b(get|getting|come|coming|be taken|be removed|take me|remove me) off (the |your |a |this |that )?(mailing|email|news|newsletter|marketing)( list)?\b|\b(stuck|trapped|locked) (on|in) (the |your |a |this |that )?(mailing|email|news|newsletter|marketing)( list)?\b/g,
    'unsubscribe',
  ],
  [/\b(hang|hold|hanging|holding) on ?to\b/g, 'keep'],
  // What stays on a company's servers is what it keeps ('how long do my answers stay on your servers?'); the
  // answers given in an interview, kept, are its transcript.
  [
    /\b(stay|stays|remain|remains|sit|sits|live|lives|linger|lingers) (on|in) (your|the|their|its) (servers?|systems?|databases?|records)\b/g,
    'kept',
  ],
  [
    /\b(answers|responses|replies|messages) (during|in|from) (my|our|their|the|an?) (interview|chat)( \w+)? (kept|stored|retained|saved)\b/g,
    'interview transcript kept',
  ],
  [/\b(chat|interview|conversation) (records?|history|histories|logs?|texts?)\b/g, 'transcript'],
  [/(?<!\bnot )\bfor (money|profit|cash)\b/g, 'sell'],
  // What is pulled out of a document is extracted; what is done by hand is manual; breaking into systems is a breach.
  [/\b(pull|pulls|pulled|pulling|lift|lifts|lifted|lifting) (\w+ )?out\b/g, 'extract'],
  [/\bby hand\b/g, 'manual'],
  // Never getting round to something is not doing it ('never gets round to starting': has not started); never
  // getting round to the interview itself is not starting it.
  [
    /\b(never|not|doesnt|dont|didnt) (get|gets|got|getting) (a)?round to (it|them|the (interview|link|invite))\b/g,
    'not started',
  ],
  [/\b(never|not|doesnt|dont|didnt) (get|gets|got|getting) (a)?round to\b/g, 'not'],
  // Losing everything part way, or starting over, asks whether answers are saved to resume from.
  [
    /\b(lose|loses|lost|losing|loose) (everything|it all|all (my|their|the) (answers|progress|work)|(my|the|their|your) (answers|progress|work|place|spot))\b/g,
    'answers saved',
  ],
  [/\b(start|starting|begin|beginning) (all )?(over( again)?|again|from scratch)\b/g, 'resume'],
  // A job (or listing, or 'something' applied for) already filled or taken is closed: the apply page says it no
  // longer accepts applications.
  [
    /\b(job|role|position|vacancy|opening|something|one|listing|posting|advert)s?( thats| that| which)?( s| has| have| is| are| was| were)? (already (been )?|been )(filled|taken|closed)\b/g,
    'job closed',
  ],
  // Closing the browser, its tab or its window is closing the page, as the interview words it.
  [
    /\b(close|closes|closed|closing|shut|shuts|shutting|quit|quits|quitting) (the |this |my |a )?(browser( tab| window)?|tab|window)\b/g,
    'close this page',
  ],
  // Going for a job is applying; a tracking system in hiring is the ATS; contesting an outcome is an appeal.
  [/\b(go|going|goes|went) for (a|the|this|that|any) (job|role|position|vacancy|opening)\b/g, 'apply for $2 $3'],
  [/\btracking systems?\b/g, 'ats'],
  [
    /\b(contest|contesting|challenge|challenging|dispute|disputing) (the|a|this|that|my|our|its) (outcome|result|decision|response|answer)\b/g,
    'appeal',
  ],
  // One person running a product alone is a single seat ('can one person use it?').
  [/\b(one|a single) (person|user|recruiter) (run|runs|use|uses|manage|manages|operate|operates)\b/g, 'single seat $3'],
  // Going to court instead of arbitration is opting out of it.
  [
    /\b(court|sue|lawsuit|judge) (instead of|rather than|not) (a |an |the )?(private )?(tribunal|arbitration|arbitrator)\b/g,
    'court opt out of arbitration',
  ],
  // The least one would have to spend or pay is the cheapest price.
  [/\b(the )?least (i|id|we|wed|you|youd)( would| will| ll)?( have to| need to)? (spend|pay)\b/g, 'the cheapest price'],
  // What a product gives back is time it saves ('how much of a week does it give back?').
  [/\b(give|gives|giving|gave) back\b/g, 'save'],
  // The cheapest place to do something in a process is the best one, not a price ('the cheapest way' may be one).
  [/\bcheap(est|er)? (place|point|stage|spot) to\b/g, 'best $2 to'],
  // A subject set aside ('a general question, not privacy related') is not asked about.
  [/\bnot (\w+ )?(related|specific|focused)\b|\bnot (about|regarding|on|concerning) \w+\b/g, ''],
  // So is the file another way avoids ('paste it instead of uploading a file'); applying without one is pasting.
  [
    /\b(instead of|rather than|other than) (uploading|attaching|sending) (a |an |the |my |their |your )?(file|document|attachment)s?\b/g,
    '',
  ],
  // 'E.g.' and 'i.e.' only lead into an example.
  [/\b(e g|i e)\b/g, ''],
  [/\b(break|breaks|broke|breaking|broken|hack|hacks|hacked|hacking) in(to)?\b/g, 'breach'],
  [
    /\b(travels?|travelling|traveling|moving|moves|sent|transmitted) (over|across|through) (the )?(network|internet|wire|web)\b|\bin flight\b/g,
    'in transit',
  ],
  // Data at rest is stored data, a subject of its own beside data in transit: not the rest of anything.
  [/\bat rest\b/g, 'atrest'],
  [/\bmade up\b/g, 'fake'],
  [/\bbreak(s|ing)? (the |our |your |these )?(rules|policy|terms)\b/g, 'break this policy'],
  [
    /\b(ignore|ignores|ignored|violate|violates|violated|flout|flouts|disregard|disregards) (it|this|that|them|the (rules|policy|terms))\b/g,
    'break this policy',
  ],
  [
    /\b(people|those|anyone|everyone|users|someone|visitors) (who|that) (just |only |merely )?(browse|browses|visit|visits|look around|use|uses)( on)? (the |our |your |this )?(site|website|pages?)\b/g,
    'site visitors',
  ],
  [
    /\b(outside |external |new )?(vendors?|suppliers?|providers?|companies|company|firms?)( in| on| on board| onboard)? (that |who |which )?(handles?|process(es)?|touch(es)?|access(es)?) (our |your |the )?(\w+ )?(data|information)( on (your|isa s|its|their) behalf)?\b/g,
    'subprocessor',
  ],
  [/\btry (\w+ing )?(it |again|once more)+\b|\bre ?send\b/g, 'retry'],
  [/\b(ads?|advertising|adverts?|marketing)( tracking)? (cookies?|trackers?)\b/g, 'advertising cookies'],
  [/\b(unplug|remove|disconnect|cut) (the )?(connection|integration)\b/g, 'disconnect the integration'],
  [/\bfinal (round|stage|step|conversations?)\b/g, 'final interview'],
  [/\b(real|actual|live) (person|people|human|humans)\b/g, 'human'],
  // Who can look at data is who can access it.
  [
    /\bwho( at (the |your |our )?\w+)? (can|could|may|gets to|is able to) (look at|look into|get at|access)\b/g,
    'who can access',
  ],
  // Whether anyone at a company may browse or read through someone's answers asks who can access them.
  [
    /\b(can|could|may|do|does|will) (anyone|anybody|someone|somebody|everyone|everybody|staff|employees|people)( at (\w+|the \w+|your \w+))? (just )?(browse|read|look|dig|rifle|go|snoop)( through| into| around in)? (my|our|their|the|candidates|applicants)\b/g,
    'who can access $8',
  ],
  // What a client tells ISA to do is its instructions.
  [
    /\bwhat (we|i|you|the client|clients|they) (tell|tells|told|ask|asks|asked|instruct|instructs)( it| isa| you| them)?( to do)?\b/g,
    'instructions',
  ],
  // Who looks at a candidate's answers ('who is look at my answers?') is who reads their interview.
  [/\bwho (\w+ ){0,2}(look|looks|looking) at\b/g, 'who reads'],
  [/\b(look|looks|looked|looking) (at|over|through)\b/g, 'review'],
  [/\bin parallel( with)?\b/g, 'alongside'],
  // Keeping a tool rather than replacing it is using the two alongside each other.
  [
    /\b(rather than|instead of|not|without) (replace|replacing|replaces|swap|swapping|ditch|ditching)( (it|them|that|this|those))?\b/g,
    'alongside',
  ],
  [/\bunder ?18s?\b|\bunder 18 year olds\b/g, 'under 18'],
  [/\b(nite|nites)\b/g, 'nights'],
  // Idioms of everyday English, read as what they mean.
  [/\bjob ?seekers?\b/g, 'candidates'],
  // The last few candidates left are the shortlist, met in a final interview; a video call is a video interview.
  [/\b(the )?(last|final) (few|handful|couple|ones|candidates|applicants|people)\b/g, 'shortlist final interview'],
  [/\bvideo (calls?|chats?|meetings?)\b/g, 'video interview'],
  // Lacking a required licence or the right to work is failing a must-have: a knockout.
  [
    /\b(lack|lacks|lacking|dont have|do not have|not having|missing|without|no) (the |a |an |any )?((?:\w+ )?)(work authorisation|licences?|licenses?|certifications?|qualifications?|musthaves?)\b/g,
    '$3fail knockout $4',
  ],
  // The details or data a company keeps or holds are the data it collects.
  [
    /\bwhat ((?:\w+ ){0,2})(details|data|information|info) (do|does|will|would) (you|isa|they) (keep|hold|store|retain)\b/g,
    'what $1$2 we collect',
  ],
  // Relying on a provider is using it: the verb names no subject ('do you rely on any subprocessors?').
  [/\brel(y|ies|ying|ied) (up)?on\b/g, 'use'],
  // What a purchase would set a buyer back is what it costs.
  [/\b(set|sets|setting) (us|me|you|them|the company|my company|our company|the business) back\b/g, 'cost'],
  // What something costs candidates is their time, not a price; how much of an evening it eats is how long it takes.
  [/\bi mean\b/g, ''],
  // What something costs in time ('what does it cost me, time-wise?') is how long it takes, not a price.
  [/\bcosts? ((?:\w+ ){0,6})time ?wise\b/g, 'take $1how long'],
  [/\btime ?wise ((?:\w+ ){0,6})costs?\b/g, 'how long $1take'],
  [/\bcosts? (the )?(candidates|applicants|them|people|jobseekers)\b/g, 'take $2'],
  [
    /\bhow much of (their|your|my|our|the|an?) (evening|day|time|weekend|night|afternoon|morning|lunch ?break)\b/g,
    'how long',
  ],
  // A cheap one after a phone or its data plan is a cheap phone ('my data plan, I only have a cheap one'): no price.
  [
    /\b(data (plan|allowance|bundle)s?|phones?|handsets?|mobiles?|smartphones?)\b((?: \w+){0,8}) (a|an) (cheap|cheaper|basic|budget|old|older) one\b/g,
    '$1$3 any phone',
  ],
  // A jobseeker's own tight budget ('a student on a budget') is their circumstance: they buy no plan.
  [
    /\b(students?|graduates?|grads?|jobseekers?|job seekers?|candidates?|applicants?|unemployed) on a (tight |small |limited |low |shoestring )?budget\b/g,
    '$1',
  ],
  // A phone's data plan is its data allowance, no price plan: how much of it an interview uses asks about bandwidth.
  [
    /\b(eat|eats|eating|use|uses|using|burn|burns|burning|chew|chews|chewing)( up| into| through)? (a lot of |lots of |much |all )?(my |your |their )?(mobile |phone |cell )?data( plan| allowance| bundle)?s?\b/g,
    'needs low bandwidth',
  ],
  [/\b(eat|eats|eating)( up| into)?\b/g, 'take'],
  // A 'formular' is a form in several languages, and what is obligatory there is required.
  [/\bformulars?\b/g, 'form'],
  [/\b(obligatory|obligated)\b/g, 'required'],
  // Which details one must put in a form asks what the form asks for, not for information in general.
  [
    /\b(which|what) (informations?|info|details|data|fields) ((\w+ ){0,3})(put|enter|give|write|provide) (in|into|on) (the|this|your|a) form\b/g,
    'what does the form ask for',
  ],
  // Whether something must be given asks what is required and what is optional.
  [
    /\b(do|must|will|would) (i|we|you) (have to|need to|got to) (give|provide|enter|fill in|share|supply|include)\b|\bis (it|that|this) (required|mandatory|compulsory)\b/g,
    'required optional',
  ],
  // 'Unlimited time' asks how long something stays open, not about unlimited interviews.
  [/\b(unlimited|endless|infinite|indefinite) (time|days|period|window)\b/g, 'limited time'],
  // A thin job description is one with missing details, which ISA enriches; a spec is a job description.
  [
    /\bjob description (is|are) (\w+ )?(sparse|thin|short|brief|vague|basic|bare|incomplete|poor|patchy)\b/g,
    'job description missing details enrich',
  ],
  [/\b(proper|full|detailed|complete|formal|written) spec(s|ification)?\b/g, 'job description'],
  // A high or low note is a mark, as several languages call a grade ('why did one candidate get a low note?').
  [/\b(high|higher|highest|low|lower|lowest|top) notes?\b/g, '$1 score'],
  // What people are marked against is the rubric; being stuck with something asks whether it can be changed.
  [
    /\b(mark|marks|marked|score|scores|scored|grade|grades|graded|judge|judges|judged|assess|assesses|assessed) (\w+ ){0,2}against\b/g,
    'scored against the rubric',
  ],
  [/\b(stuck|locked in|lumbered) with\b/g, 'edit'],
  [/\b(only|just) (the )?(first|top) (few|handful|couple|ones?|batch)\b/g, 'just the first'],
  // Whether early applicants are favoured ('first come, first served') asks whether every applicant is interviewed.
  [
    /\bfirst come,? first served\b|\b(the )?(first|earliest|early) (applicants|candidates|ones|people)( to apply)? (get|have|are given|receive) (priority|preference|precedence|an advantage|an edge)\b/g,
    'interview every applicant not just the first',
  ],
  [/\bup front\b/g, 'upfront'],
  // A scorecard or a link 'per job' is one for each job, not a price per job.
  [
    /\b(scorecards?|rubrics?|criteria|questions?|interviews?|links?|pipelines?|settings?) per (job|role|position|vacancy|opening)\b/g,
    '$1 for each job',
  ],
  // 'The right choice' asks which product fits best, not about anyone's rights.
  [/\b(the )?(right|correct) (choice|fit|tool|option|vendor|solution|platform|product)\b/g, 'best fit'],
  // When one should not pick a product asks when it is not the best fit.
  [
    /\bwhen (should|would|do|must) (i|we|you|one|a team) not (pick|choose|use|buy|go with|go for|select) (isa|you|it|this)\b/g,
    'when is $4 not the best fit',
  ],
  // A reply's opening word ('Right, so...', 'OK then') says nothing; getting back to someone is contacting them.
  [/^(right|alright|all right|well|great|cool)( then)? /g, ''],
  [/\b(get|gets|getting|got) back to (me|us|you|them|him|her)\b/g, 'contact $2'],
  // Asking about a candidate's family, faith or the like is asking about a protected characteristic.
  [
    /(?:\b(has|have|having|with|got) (any )?(children|kids|a family)|\b(pregnant|pregnancy|marital status|married|sexual orientation|ethnicity|nationality|political views?))\b(?! protected)/g,
    '$& protected characteristic',
  ],
  [/\b(church|mosque|temple|synagogue)\b(?! religion)/g, '$& religion protected characteristic'],
  // Caring about something says nothing of what it is; putting people through a tool is interviewing them.
  [/\b(care|cares|cared|caring) (about|for)\b/g, ''],
  [/\bput (\w+ )?through (it|isa|this|the system|the platform|the tool|your (system|platform|tool))\b/g, 'interview'],
  // Ordinals of a plan's steps read as their numbers ('the second week' is 'Week 2').
  [
    /\b(first|second|third|fourth|fifth) (week|step|stage|phase)\b/g,
    (_, n: string, unit: string) => `${unit} ${ORDINALS[n]}`,
  ],
  [
    /\b(does|do|will|would) (each|every) (one|applicant|candidate|application|person)( of them)? (get|gets|be) (talked to|spoken to|interviewed|screened|seen)\b/g,
    'unlimited interviews every applicant',
  ],
  // Talking instead of typing is a voice interview.
  [
    /\b(speak|speaking|talk|talking|say|saying) (\w+ ){0,3}(instead of|rather than) (typing|writing|texting)\b|\b(speak|talk) (into|to) (it|the chat|the interview) (out loud|aloud)\b/g,
    'voice interview',
  ],
  [/\b(talking|talk|speaking|speak|chatting) (to|with) (it|isa|the bot|the ai|your (bot|ai|tool))\b/g, 'interviewing'],
  // Contract's end is termination; data handed back is returned.
  [
    /\b(contract|agreement|subscription)s? (ends?|ended|expires?|expired|finishes|is over|runs out)\b|\b(stop|stops|stopped|end|ends|ended|cancel|cancels|cancelled|terminate|terminates|terminated) (the |our |my |this )?(contract|agreement)\b/g,
    'termination',
  ],
  [/\b(hand|hands|handed|handing) ((?:\w+ ){0,2})back\b/g, '$2returned'],
  // What is held about people is what is collected.
  [/\bwhat ((?:\w+ ){0,2})(do|does) (you|isa|they) (hold|store|have|collect) (about|on)\b/g, 'what $1we collect about'],
  // Everything a company has or holds on a person is their data ('a copy of everything you have on me').
  [/\b(everything|all|whatever) (you|isa|they) (have|hold|keep|store) (on|about) (me|us)\b/g, 'my data'],
  // So is the score an AI gave a person ('whatever score your AI gave me'), when they ask for it.
  [
    /\b(whatever |the |any )?(score|scores|rating|ratings|grade|grades|mark|marks) (you|your ai|the ai|isa|it|your system|the system) (gave|give|assigned) (me|us)\b/g,
    'my data',
  ],
  // Asking whether it is all gone fears a loss; it does not ask for deletion.
  [/\b(is|was|has) (it|everything|that) (all )?(been )?(gone|lost|wiped)\b/g, 'answers saved'],
  [/\b(everything|all)( about (me|us))? (erased|deleted|removed|wiped|gone)\b/g, 'delete my data'],
  [/\b(check|confirm|make sure|prove|verify) (that )?(it )?(is |s )?(me|my identity|who i am)\b/g, 'verify identity'],
  [/\b(work(ing)? from home|wfh|from home|home ?based)\b/g, 'remote'],
  [/\b(say|says|saying|said) yes to (the |an |our |their |your )?offers?\b/g, 'offer accept'],
  [/\b(right to work|work permits?|work visas?|visas?)\b/g, 'work authorisation'],
  [
    /\b(careers? (site|page|website)s?|(ad|advertising|job ad) campaigns?|employer brand(ing)?)\b/g,
    'recruitment marketing',
  ],
  [/\b(hard|strict|absolute|firm) (requirements?|criteria|rules?)\b/g, 'dealbreaker requirement'],
  [
    /\b(get|getting|gets) (someone|somebody|people|a person|staff|new hires?|them) in (the door|post|place|seat)\b/g,
    'fill a role',
  ],
  // Starting to track a metric is tracking it first, not getting started with ISA.
  [/\b(start|starts|begin|begins) (tracking|measuring|monitoring|watching)\b/g, 'track first'],
  // Sitting in the seat (or chair) for an interview is taking it, not a seat on a plan.
  [
    /\b(stay|stays|staying|sit|sits|sitting|spend|spends|be|is) in (the|their|a|my|your) (hot )?(seat|chair)\b/g,
    'take',
  ],
  [/\b(twelve|12) months?\b|\b(a|one|the) (full )?year up ?front\b|\byearly\b/g, 'annual'],
  [/\bknock(s|ed|ing)? ((?:\w+ )?)off\b/g, '$2saving'],
  // Paying once a year is annual billing, not a job a year.
  [
    /\b(pay|pays|paying|billed|bill|charged|invoiced) ((\w+ ){0,2}?)(once a year|once per year|per year|a year)\b/g,
    '$1 $2annual',
  ],
  [/\bwithout losing (anything|progress|my answers|my progress|what i (typed|wrote))\b/g, 'answers saved'],
  [/\bquiz(zes|zed|zing)?\b/g, 'ask'],
  [/\bbehind the scenes\b/g, ''],
  [/\b(free|frees|freed|freeing|claw|claws|clawed) (\w+ ){0,3}(up|back)\b/g, 'save'],
  [/\bwho did what\b/g, 'audit'],
  // An idiom is one word: 'side by side' says nothing of a side ('the agency side').
  [/\bside by side\b/g, 'sidebyside'],
  // A check of a candidate's past is not a check the site speaks of ('checks eligibility').
  [/\b(background|reference|credit|criminal|drug|identity|id) checks?\b/g, '$1check'],
  // Nor is a test of a developer's code a code the site speaks of (a badge's QR code).
  [/\b(coding|programming|technical|code) (tests?|challenges?|exercises?|assessments?|interviews?)\b/g, 'codingtest'],
  // 'Free to choose' is leave to choose, not a price.
  [/\b(feel )?free to\b/g, 'can'],
  // The client paid by ISA, not paying it: what ISA would owe or pay out.
  [
    /\b(you|youd|youll|isa)( would| will| ever| have to| need to| be)* ((pay|owe|compensate)( to)? (us|me|the client)|pay out)\b/g,
    'liability',
  ],
  // The time from opening a role to filling it, or to the offer being accepted, is the time to fill.
  [
    /\b((gap|time|period) between|((gap|time|period) )?from) (opening|posting|advertising|listing) (a |an |the |our )?(role|job|vacancy|position|opening|requisition|req)s? (and|to|until|till) (filling|fill|hiring|(a |an |the )?(accepted |signed )?offer( accepted| accept| signed)?|(someone|a candidate|the candidate) (saying|says) yes)( it| them)?\b/g,
    'time to fill',
  ],
  [
    /\bcost(s)? (\w+ ){0,2}in ((candidate|applicant|their|people s|staff|recruiter) )?(time|effort|minutes|hours)\b/g,
    '$4 take time',
  ],
  [/\bkeep(s)? (going|running|working)\b/g, 'available'],
  [/\bnon ?negotiables?\b|\bdeal ?breakers?\b/g, 'dealbreaker'],
  [/\bno longer (works?|working|valid|open)\b|\bstopped working\b/g, 'expired'],
  // Missing the window or the deadline to take an interview is finding its link expired.
  [/\b(miss|misses|missed|missing) (the|my|that) (window|deadline|cut ?off)\b/g, 'link expired'],
  // A link that dies, goes dead or runs out has expired.
  [
    /\b(link|links|invitation|invite)( is| has| goes| went)? (dies|died|dead|gone dead|runs out|ran out|run out|times out|timed out)\b/g,
    '$1 expired',
  ],
  // How long a link is valid, or what it is good for, is how long it stays open ('is my invite valid for a week?').
  [
    /\b(how long|how many (days|hours|weeks)|until when)( \w+){1,3} (links?|invites?|invitations?) (be |stay |remain )?(valid|good|active|usable)\b|\b(links?|invites?|invitations?) (is |are |stays? |remains? )?(valid|good|active|usable) (for|until)\b/g,
    'how long does the interview link stay open',
  ],
  // A time within which a candidate must take their interview is how long its link stays open.
  [
    /\b(have|need|got) to (finish|complete|take|do|start) (my|the|this|an|their|your) interview (within|by|before)\b|\b(deadline|time limit) (to|for) (finish|finishing|complete|completing|take|taking|do|doing|start|starting) (my|the|this|an|their|your) interview\b/g,
    'interview link expire',
  ],
  // Finishing or going on with something on a day to come ('resume the interview tomorrow') is doing it later.
  [
    /\b(finish|continue|resume|carry on|pick up|come back|do|complete|take)( it| this| the interview| my interview)? (tomorrow|tonight|next (day|week|morning)|later (today|on)|another day|in the morning)\b/g,
    '$1$2 later',
  ],
  [
    /\b(data|details|information|it)( (must|should|will|would|has to|have to|needs? to|to) be)? (gone|removed|erased|wiped)\b/g,
    'delete $1',
  ],
  // Whether the contract or terms allow what was just said only asks whether it is so: the terms are the site's.
  [
    /\b(does|do|will|would|can|could) (your|the|our|this) (contract|terms|agreement|dpa|policy) (allow|permit|cover|support|say|guarantee) (that|this|it)$/g,
    '',
  ],
  // The asker's side leaving ('within a month of us leaving') is the end of the contract; leaving details is not.
  [
    /\b(after|once|when|of|if|before) (we|us) (leave|leaving|left)\b(?! (a|an|our|my|the|your|this|that|them|it|details|feedback)\b)/g,
    '$1 termination',
  ],
  // Asked how long until one hears back, the asker waits for a reply; asked when, for what happens next.
  [/\b(how long|how many days|how soon)( \w+){0,3} hear back\b/g, '$1 until reply'],
  // 'How many times?' counts (a webhook's retries); 'times' names no subject. 'How many times a week' asks how often.
  [/\bhow many times\b(?! (a|an|per|each|every) )/g, 'how many'],
  [/\bhear back\b/g, 'next steps'],
  [/\bmust ?haves?\b/g, 'musthave'],
  [/\bknock ?on\b/g, 'indirect'],
  [/\b(flood|spam|bombard|fill|clog)(s|ing)? (up )?(my |our |your )?inbox\b/g, 'email'],
  [/\b(real|actual|true|honest|exact|final) (price|prices|pricing|cost|costs|fee|fees)\b/g, '$2'],
  // A fee paid once to start, or to get started, is a setup fee.
  [/\b(one off|one time|onetime|joining|sign ?up) (fee|fees|charge|charges)\b/g, 'setup $2'],
  [/\b(fee|fees|charge|charges) (to|for) (get|getting) started\b/g, 'setup $1'],
  [/\b(speak|say|talk) (their |your |my |the )?(answers|responses|replies)\b/g, 'voice answers'],
  [
    /\b(pick|picks|choose|chooses|decide|decides|select|selects) (when|what time|the time|their (own )?time)\b/g,
    '24/7',
  ],
  [/\bplaced (first|second|third|\w+th|top|last|higher|lower)\b/g, 'ranked'],
  [/\b(dark|light) mode\b/g, 'theme'],
  [/\bspecial arrangements?\b/g, 'accommodation'],
  // Something on the site one cannot use is a barrier on it, which the accessibility statement covers.
  [
    /\b(something|anything|a part|parts|a page|pages|a bit|bits)( \w+)? (on|of) (your|the|this) (site|website) (that )?(i|we|they|he|she) (cannot|can not|cant|can t|couldnt|couldn t|am unable to|are unable to) (use|read|access|reach|navigate)\b/g,
    'barrier on this site',
  ],
  // A request for an accommodation is the accommodation asked for, not a privacy request.
  [
    /\b(accommodation|adjustment)s? requests?\b|\brequests? for (an? )?(accommodation|adjustment)s?\b/g,
    'accommodation',
  ],
  // Making money by selling something is selling it ('make money selling applicants' data?'), not a price.
  [/\b(make|makes|making|earn|earns|earning) money (by|from|off|out of|(?=\w+ing\b))/g, 'sell '],
  [/\bswitch(es|ed|ing)? (\w+ ){0,2}on\b/g, 'use'],
  [/\b(odd|unsocial|unsociable|all) hours\b|\b(at )?\d{1,2} ?(am|pm)\b/g, 'anytime'],
  // A short answer is a thin one, not a line of text ('a one-line answer', 'one-word replies').
  [/\b(one|1|two|2|single) ?(line|liner|word|sentence)s? (answer|reply|response)s?\b|\bone ?liners?\b/g, 'thin answer'],
  // Not knowing where to start with vendors asks how to choose one.
  [
    /\b(no idea|not sure|unsure|clueless|dont know|do not know|no clue) (about )?(what|how|where|which) to (check|look (at|for)|start|begin|compare|ask|evaluate)( first| with)?\b/g,
    'how to choose start',
  ],
  // What to check before choosing: a product's shortfalls.
  [
    /\bdouble ?check(s|ed|ing)?\b|\b(anything|things?|what) (\w+ ){0,2}to (check|watch|look out for|be aware of|be careful)\b|\boverkill\b|\btoo (big|heavy|much) for\b/g,
    'weakness',
  ],
  // Reporting a person is reporting misuse, not analytics.
  [
    /\breport(s|ed|ing)? (someone|somebody|anyone|a user|users|a client|clients|abuse|misuse|a violation|violations)\b|\b(someone|somebody|anyone|a user|a client) (breaking|violating|misusing|abusing)\b/g,
    'report misuse',
  ],
  // Someone who reports a problem tells the team of it: no report is asked for.
  [/\b(i|we|you|they|someone|somebody|people|candidates) (report|reports|reported)\b(?! misuse)/g, '$1 contact'],
  // Chasing candidates is the recruiter's follow-up the reminders replace.
  [
    /\b(chase|chases|chased|chasing|nag|nagging|ping|pinging) (them|candidates|applicants|people|everyone)( up)?\b/g,
    'reminders without recruiter',
  ],
  // Booking time with a hiring manager is the manager's booking link, not a demo.
  [
    /\bbook(s|ed|ing)? (a |some )?(time|slot|meeting|call|interview)s? with (the |a |their |our |your )?(hiring )?managers?\b/g,
    'booking link hiring manager',
  ],
  // Applicants a client already has are uploaded by hand.
  [
    /\b(bring|brings|import|add|upload|load|move) (in |over )?(my |our |the )?(own |existing |current )?((list|lists|batch|spreadsheet|file) of (the |our |my )?)?(applicants|candidates)( (i|we) (already )?(have|got))?\b/g,
    'manual applicant upload',
  ],
  // More time to answer is an accommodation.
  [
    /\b(get|have|need|want|give|allow|ask for|request) (me |us |them )?(longer|more time|extra time)\b/g,
    'more time accommodation',
  ],
  // A posting that turns an applicant away, or no longer takes applicants, is closed (read once: the rewrite says
  // 'no longer accepting' itself).
  [
    /\bturn(s|ed|ing)? (me|us|them|people|applicants|candidates) away\b|\b(wont|won t|will not|doesnt|doesn t|does not) let (me|us|them) apply\b|\b(isnt|isn t|is not|not|(?<!\bjob )no longer|stopped) (taking|accepting|receiving) (any )?(more |new )?(applicants|applications|candidates)( (anymore|any more))?\b/g,
    'job no longer accepting applications',
  ],
  // Jobs near home are found by location.
  [
    /\bnear (where (i|we|they) (live|are|am)|me|my (home|house|town|city|area))\b|\bin my (area|town|city|region)\b/g,
    'location city',
  ],
  // A form sent twice was submitted before.
  [
    /\b(submit|submitted|send|sent|fill|filled|complete|completed)( \w+){0,4} (twice|two times|more than once)\b/g,
    'submitted before',
  ],
  // The box for news or offers is the consent to marketing e-mail ('if I tick the box for news').
  [
    /\btick(s|ed|ing)? (the |a |this |that )?((box|checkbox) (for|about|to get) (the |your )?(news|offers|updates|newsletters?|marketing)|(news|offers|updates|newsletter|marketing) (box|checkbox))\b/g,
    'agree to marketing email',
  ],
  [/\btick(s|ed|ing)? (the |a |this |that )?(box|checkbox)\b/g, 'agree'],
  // What a candidate types is their answers; applying and then hearing nothing asks what comes next.
  [/\bwhat (i|we) (type|typed|write|wrote|say|said|enter)\b/g, 'my answers'],
  // Answers kept or stored are the interview transcripts the retention rules keep ('how long do you keep my answers').
  [
    /\b(keep|keeps|kept|keeping|store|stores|stored|storing|retain|retains|retained|retaining) (my|our|their|(the )?candidates?|(the )?candidate s|the) (interview )?(answers|responses|replies)\b/g,
    '$1 $2 transcripts',
  ],
  [/\b(hear|hears|heard) nothing( back)?\b|\bnever hear( back)?\b|\bget no (reply|answer|response)\b/g, 'next steps'],
  // 'What now?' after something done asks what happens next; after something that will not work, what to do
  // about it ('it won't let me pick my CV. What now?', 'the link has expired. What now?').
  [
    /\bwhat (now|next)\b(?<!\b(wont|cant|cannot|doesnt|dont|didnt|isnt|not|wouldnt|couldnt|error|broken|expired|invalid)\b.*)/g,
    'what happens next',
  ],
  // Never opening the link is not starting the interview; bailing half way is not finishing it ('people who never
  // opened it, or bailed halfway').
  [
    /\bnever (opened|opens|open|started|starts|start|clicked|clicks|click|touched|touches|began|begins|begun) (it|them|the link|the interview|the invite)\b/g,
    'not started',
  ],
  [/\b(bailed|bail|bails|bailing) (half|part|mid) ?way( through)?\b/g, 'not finished'],
  // Sending the last answer, or answering the last question, is being done with the interview (not the completion
  // rate a buyer tracks).
  [
    /\b(sent|send|submitted|gave|typed|answered) (my|the|our|their) (last|final) (answer|question|reply|response|message)\b/g,
    'done with the interview',
  ],
  // 'What happens now?' (or 'now what happens?') after finishing something asks the same ('I finished my
  // interview. What happens now?'); a bare one, or after a mishap, keeps leaning on the sentences around it. (Matched
  // forward from the finishing word: a look-behind over '.*' is tried at every position, quadratic in a passage's
  // length.)
  [
    /\b(finish|finished|finishing|done|completed|complete)\b(.*?)\b(what happens now|now what happens|what happens from here)\b/g,
    '$1$2what happens next',
  ],
  // So does what happens once an interview is finished ('what happens after I finish chatting with it?').
  [
    /\bwhat happens (after|once|when) (i|we|you|they|he|she|(a |the )?(candidate|applicant)s?) (finish|finishes|finished|complete|completes|completed|(am|is|are) done)\b/g,
    'what happens next after $2',
  ],
  [/\brole descriptions?\b/g, 'job description'],
  [
    /\b(get|put|load|bring)(s|ting)? (it |one |them |this |that |these )?(in|into) (isa|the system|the platform)\b/g,
    'import',
  ],
  [
    /\bonce a year\b|\b(one|a single|1) (summer|seasonal|temporary|temp|holiday|annual) (job|role|position|hire|opening)\b/g,
    'single job',
  ],
  [
    /\b(hardly anyone|hardly anybody|nobody|no one|few people|not enough people) (applies|apply|applying)\b|\bin front of more (people|candidates|applicants)\b/g,
    'post job reach more applicants',
  ],
  [/\b(make|making|build|building) (the|a) (business )?case\b|\bbusiness case\b/g, 'roi results'],
  // The terms' own words for acting for an organisation, consent, overload and data portability.
  [
    /\bon behalf of (my|our|an?|the) (employer|company|organisation|organization|firm|business)\b|\bfor (my|our) (employer|firm)\b/g,
    'for an organisation',
  ],
  [/\bbound by\b/g, 'accept'],
  // Terms that bind a company are accepted for it.
  [
    /\b(bind|binds|binding|commit|commits|committing) (the|our|my|your|an?) (company|organisation|organization|employer|firm|business)\b/g,
    'accept for an organisation',
  ],
  [
    /\bwithout (their |his |her |the candidate s |the applicant s )?(agreement|permission|approval|say so|ok|okay)\b/g,
    'who have not consented',
  ],
  [/\b(stress|load) ?test(s|ed|ing)?\b|\bhammer(s|ed|ing)?\b/g, 'overload'],
  [
    /\b(move|moving|take|taking|transfer|transferring|migrate|migrating) (it|them|my data|our data|the data)( over)? to (another|a different|a new|other) (service|provider|vendor|platform|tool|company)\b|\bportability\b/g,
    'port your data',
  ],
  [/\bpaying (client|customer)(s?)\b/g, 'client$2'],
  // An application sent twice was applied before.
  [
    /\b(apply|applied|applying)( \w+){0,5} (twice|two times|more than once|a second time)\b/g,
    'applying again already applied',
  ],
  // Looking for a job is finding one, not how something looks.
  [
    /\b(look|looking|hunt|hunting) (for|out for)(?= (a |an |new |open |some |any )?(job|jobs|opening|openings|vacancy|vacancies|role|roles|position|positions|work)\b)/g,
    'find',
  ],
  // Being told of new openings, or receiving them, is following the jobs feed.
  [
    /\b(told|notified|alerted|informed|emailed|pinged|hear) (when|about|of) (any )?new (openings|jobs|roles|vacancies|positions)\b|\b(receive|receiving|get|getting) (the |any )?new (openings|jobs|vacancies|positions|postings)\b|\bjob alerts?\b/g,
    'follow new jobs feed',
  ],
  // Only jobs are posted on the site, so being told when new ones are posted (or go up) is following the jobs feed.
  [
    /\b(told|notified|alerted|informed|emailed|pinged) (when|if|whenever|once) (any )?new (\w+ )?((are|is|get|gets) (posted|listed|advertised)|(go|goes|come|comes) (up|out|online|live))\b/g,
    'follow new jobs feed',
  ],
  [
    /\b(hear|learn|find out|know) (about|of) (any )?new (ones|openings|jobs|roles|vacancies|positions|postings)\b/g,
    'follow new jobs feed',
  ],
  // Subscribing to job listings, or reading them in a feed reader, is following them: no plan is bought.
  [
    /\bsubscrib(e|es|ed|ing) to (\w+ ){0,2}(openings|jobs|roles|vacancies|positions|postings|listings|feed|feeds)\b|\b(feed|rss) readers?\b/g,
    'follow new jobs feed',
  ],
  [
    /\bwithout (checking|looking|coming back)( \w+){0,3} (every day|each day|daily|all the time|every week|constantly)\b/g,
    '',
  ],
  // Filling in is what a form asks for, not filling a vacancy.
  [/\bfill(s|ing|ed)? (in|out)\b/g, 'form'],
  // A copy of one's data is access to it; whoever deals with a request handles it.
  [
    /\b(an? )?(copy|copies|export) of ((my|our|your|their|the) )?(data|information|info|details|records|answers|transcripts?)\b/g,
    'access $3data',
  ],
  // Asking for access is an access request (answered within the request's time, not an email's).
  [/\b(ask|asks|asking|asked) for access\b/g, 'access request'],
  [/\b(deal|deals|dealt|dealing) with\b/g, 'handle'],
  // A resume that is no file is pasted as text.
  [
    /\b(not|isn t|isnt|is not) (saved |stored )?(as )?(a|in a) file\b|\bno (resume |cv )?file\b|\bgoogle docs?\b|\bwithout (uploading|sending|attaching|a)( an?| my| the)?( resume| cv)?( file| document| attachment)\b/g,
    'paste resume text',
  ],
  // An answer that did not go through was not sent (the interview's own words for it).
  [
    /\b(answer|answers|message|messages|reply|response)( just| still)? (did not|didn t|didnt|does not|doesn t|won t|wont|never) (go|get|got|went) through\b/g,
    '$1 was not sent',
  ],
  // So is one whose file will not upload: the apply form's other way in.
  [
    /\b(file|resume|cv|document)s? (just |still )?(won t|wont|will not|doesn t|does not|can t|cannot) (upload|go through|attach)\b|\b(upload|uploading) (fails|failed|keeps failing|doesn t work|does not work|won t work|isn t working|is not working)\b|\b(can t|cannot|couldn t|could not|unable to) upload\b/g,
    'paste resume text',
  ],
  // A dropped or lost connection ('loose connection', as many write it), or a device that dies or crashes part
  // way, asks whether answers are saved.
  [
    /\b(connection|internet|wifi|signal|network) (is |gets |got |was )?(drops?|dropped|dies|died|cuts? out|cut|cuted|cutted|cut off|interrupted|goes down|went down|fails?|failed)\b|\b(laptop|computer|pc|phone|battery|tablet|browser) (dies|died|crashes|crashed|froze|freezes|runs out|ran out|shuts down|shut down|went dead|goes dead)\b|\blose (what|everything) (they|i|we|you) (typed|wrote)\b|\b(lose|loose|loses|losing|lost) (my |the |our |their |your |its )?(connection|internet|wifi|wi fi|signal|network)\b/g,
    'answers saved',
  ],
  // A computer that reads pages aloud is a screen reader, not another device.
  [
    /\b(computer|laptop|pc|phone|device|software|tablet|browser) (read|reads|reading) (\w+ ){0,2}(out|aloud)( loud)?\b/g,
    'screenreader',
  ],
  // Typing in or handing over one's own details is leaving them (the booth's and the Hire ISA page's wording).
  [
    /\b(enter|entering|entered|fill|filling|give|giving|gave|put|putting|hand|handing|send|sending|sent|submit|submitting|submitted)( in| out| down| over)? (my|our) (contact )?(details|info|information|data|contact)\b/g,
    'leave my details',
  ],
  // Leaving one's details without typing them is having them read from a badge, the booth's other way in.
  [
    /\bleave my details ((\w+ ){0,2})without (to )?(typing|type|writing|write)( them| it| everything| it all| all)?\b/g,
    'leave my details $1scan badge',
  ],
  // The Hire ISA page is where its form is ('I left my details on the page Hire ISA').
  [/\b(the )?page hire isa\b|\bhire isa (page|site|website)\b/g, 'hire isa form'],
  // 'Or does everyone get something different?' only offers the other answer to a yes-or-no question.
  [/\bor (\w+ ){0,3}(something|anything) (different|else)\b/g, ''],
  // A standard set of questions for everyone is standardised questions, not the market standard.
  [/\bstandard (set of |list of )?(interview )?(questions|interviews?)\b/g, 'standardised $3'],
  // What a job pays is its wage, not a price of ISA ('the pay for the barista job', 'how much does the job pay').
  [
    /\bthe (pay|wage|wages|pay rate|hourly rate|rate of pay) (for|of|on|at) (the |a |this |that )?((\w+ ){0,2})(job|role|position|vacancy|shift|post)\b/g,
    'the wage for the $4$6',
  ],
  [/\b(job|role|position|vacancy|shift|post) (pay|pays|paying)\b/g, '$1 wage'],
  // A salary is what a job pays; a salaried role is a kind of job, which is another word.
  [/\bsalar(y|ies)\b/g, 'wage'],
  // So is what the asker should pay a kind of worker ('what should we pay a junior designer?'): no price of ISA. A
  // fee for a new hire is a price.
  [
    /\b(pay|paying) (a|an|our|my|new) (junior |senior |entry level |new )?(developers?|engineers?|designers?|nurses?|drivers?|cashiers?|baristas?|receptionists?|employees?|staff|workers?|interns?|graduates?|hires?)\b(?! (fees?|costs?|charges?|prices?)\b)/g,
    'wage for $4',
  ],
  // So is a rate by the hour the asker pays people ('we pay our cleaners 12 an hour'): ISA has no hourly price.
  [/\b(pay|pays|paying|paid) ((\w+ ){1,3})\d+ (an|per|a) hour\b/g, 'wage for $2'],
  // So is what the jobs pay, said a few words after them ('what wage do the jobs on your board pay?').
  [/\b(wage (\w+ ){0,4}(jobs?|roles?|positions?|vacancies|shifts?)( \w+){0,4}) pay\b/g, '$1'],
  // The site's jobs board is its Open Jobs page.
  [/\b(your |the )?jobs? (board|boards|listings?|page)\b/g, 'open jobs'],
  // The fair one stands at, or has just left, is where the booth is ('I am at your stand in the fair'); it asks
  // nothing of fairness.
  [/\b(at|in|during|after|since) (the|this|your) fair\b/g, '$1 the booth'],
  // The demo playing at the booth's kiosk is its 'Watch the demo' option; a demo booked there is the sales demo.
  [
    /(?<!\b(book|schedule|arrange|get|request|want|need)( a| the)? )\b((a|the|your|that|this) )?demo (at|on|in) (the|your|this) (kiosk|stand|booth|terminal|touchscreen)\b/g,
    'watch the booth demo',
  ],
  // A careers fair or a trade show is where the booth stands; a USB stick is files to open.
  [
    /\b(careers?|jobs?|recruitment|recruiting|hiring|graduate|grad|trade|university|uni|college|student) (fairs?|shows?|expos?|events?)\b/g,
    'booth',
  ],
  [/\busb( (sticks?|drives?|keys?))?\b|\b(flash|thumb|memory|pen) (drives?|sticks?|keys?)\b/g, 'open files'],
  // A person or a computer on the other side of the interview is a human or the AI, not a device.
  [/\b(human|person|people) or (with |by |to )?(a |an |the )?(computer|machine)\b/g, 'human or ai'],
  [/\b(a |an |the )?(computer|machine) or (with |by |to )?(a |an |the )?(human|person|people)\b/g, 'ai or human'],
  // Being watched through a webcam is a video interview.
  [
    /\b(watch|watches|watching|watched|see|sees|seeing|look at|looking at) (me|you|them|him|her|people|applicants)( \w+){0,2} (on|through|via|over|with) (a |an |the |my |their |your )?(webcam|web cam|camera|video)\b/g,
    'see candidates on video camera',
  ],
  // A resume one has no file of, or none to hand, can still be given as text: the apply form takes it pasted.
  [
    /\b(dont|do not|don t|not|no|never) (have|got|keep|saved?)( got)? (my |a |the |an |any )?(cv|resume)s? (saved |stored )?(as |in )?(a |an )?(file|document|pdf|attachment)\b|\bwithout (a |an |any |my )?(cv|resume) (file|document|attachment)\b|\b(dont|do not|don t|havent|have not) (have|got)( got)? (my |a |the |an |any )?(cv|resume|document|file) (handy|with me|on me|to hand|on hand|ready)\b/g,
    'paste resume text',
  ],
  [/\b(laptop|desktop|computer|pc|tablet)\b/g, 'another device'],
  // Passing an interview link on is sharing it.
  [
    /\b(forward|share|give|pass|send) (him |her |them |someone |a friend )?(on )?(my |the |this |your |their )?(interview )?link\b/g,
    'share link',
  ],
  // So is letting someone else use it ('can my friend open my link?'), or a friend use 'it' at all: what a friend
  // would use is the asker's own ('can my sister try it out?'); a colleague using it may be a seat.
  [
    /\b(friend|friends|someone|somebody|anyone|others|family|partner|colleague|mate)( else)? (use|open|take|click|answer on) (my|the|your|their) (interview )?link\b/g,
    'share link',
  ],
  [/\b(friend|friends|family|partner|mate|brother|sister) (use|open|take|try) (it|this|that)\b/g, 'share link'],
  // So is passing something on to another person ('forward it to a colleague').
  [
    /\b(forward|give|pass|send)(s|ed|ing)? (it|this|that|them) (on )?to (a |my |her |his |their |your |some )?(friend|friends|colleague|colleagues|someone|somebody|anyone|others|family|partner)\b/g,
    'share $3',
  ],
  // Asking what one did wrong ('it says my link is invalid, what did I do wrong?') only asks for help with what went
  // before; it names no flaw of ISA's.
  [/\bwhat (did|have|am|are) (i|we) (do|done|doing) wrong\b/g, ''],
  // Personal data that is wrong is corrected.
  [
    /\b(get|have) (it|this|that|them) (fixed|corrected|changed|put right)\b|\b(is|are) (wrong|incorrect|out of date)\b/g,
    'correct',
  ],
  // A name that sounds foreign, a marking down for it: bias.
  [/\b(foreign|ethnic|unusual|non english|nonenglish)( sounding)? (names?|surnames?|accents?)\b/g, 'bias discriminate'],
  [
    /\b(mark|marks|marked|marking|score|scores|scored|scoring|rate|rates|rated|rating) (\w+ ){0,2}down\b/g,
    'score lower',
  ],
  // The cost of slowness is what it loses, not a price.
  [/\b(real |true |hidden )?costs? of (slow|slower|delays?|delayed|waiting|lengthy|manual)\b/g, 'impact of $2'],
  // What something costs a team in candidates is the candidates it loses, not a price.
  [
    /\b(cost|costs|costing) (us|you|them|me|teams|employers)( \w+)? in (terms of )?(candidates|applicants|talent|hires|people)\b/g,
    '$5 lose interest',
  ],
  // A badly worded question is an unclear one.
  [/\b(badly|poorly|confusingly) (worded|phrased|written)\b/g, 'unclear'],
  // So is the cost of something done badly ('the cost of a badly worded question').
  [
    /\b(real |true |hidden )?costs? of (a |an |the )?(bad|badly|poor|poorly|wrong|unclear|confusing)\b/g,
    'impact of $3',
  ],
  [/\b(candidates|applicants|people|talent) (we|you|they) lose\b/g, 'candidates lose interest'],
  // How many of a shortlist the manager wants to meet is its quality.
  [
    /\b(how many|share of|percentage of|proportion of)( of)? (the )?(shortlisted|shortlist)( \w+){0,6} (wants?|chooses?|picks?|agrees?|decides?) to (meet|interview|see)\b/g,
    'shortlist quality',
  ],
  // Time differences across countries: interviews in every time zone.
  [/\btime ?(differences?|zones?)\b/g, 'every time zone 24/7'],
  // Claims dressed up on a resume are probed for evidence.
  [
    /\b(dress(es|ed|ing)? up|embellish(es|ed|ing)?|exaggerat(e|es|ed|ing)|inflat(e|es|ed|ing)|pad(s|ded|ding)?) (\w+ ){0,2}(cvs?|resumes?|claims?|experience)\b|\b(at|on) face value\b/g,
    'evidence probe follow-up',
  ],
  // Why someone made the shortlist is its rationale.
  [
    /\bwhy (each|every|a|this|that|the) (person|candidate|applicant|one|people|candidates|applicants) (made|makes|got onto|got on|was put on|is on|are on|were put on) (the|a|our) shortlist\b/g,
    'shortlist rationale evidence',
  ],
  // An interview's length or duration is how long it takes.
  [
    /\b(interview|chat)( s)? (length|duration)\b|\b(length|duration) of (the|an|my|a|your|each) (interview|chat)\b/g,
    'how long does the interview take minutes',
  ],
  // How long an interview lasts is the minutes it takes, not how long it is kept, nor how long its link stays open.
  [
    /\bhow long (is|does|will|would) (the|an|my|a|your|each) (ai |chat )?(interview|chat)(?! (link|links|invitation|invitations|invite|invites|transcript|transcripts|data|history|records?|results?)\b)( take| last| be)?\b|\bhow many minutes (is|does|will) (the|an|my|a) (interview|chat)( take| last)?\b/g,
    'how long does the interview take minutes',
  ],
  // Questions asked in turn; whether they come all at once asks the same.
  [/\bquestions (all )?(at once|together|in one go)\b/g, 'questions one at a time'],
  [/\b(separately|one by one|one after (another|the other)|individually|in turn)\b/g, 'one at a time'],
  // 'One at a time' is one idea, not only the words 'one' and 'time' (a retention period is no answer to it).
  [/\bone at a time\b/g, 'one at a time onebyone'],
  // Who sees what a candidate types is who reads their interview.
  [/\bwho (\w+ ){0,2}(see|sees|read|reads|view|views|look at|looks at)\b/g, 'who reads'],
  [/\bwhat (i|we|they|you|candidates|applicants) (type|typed|write|wrote|say|said)\b/g, 'answers'],
  // The worst that could happen, and what a vendor owes when it errs, is its liability.
  [/\bworst case( scenario)?\b/g, ''],
  // The asker's own slip ('is that going to mess things up?') names no vendor error: only the slip is the topic.
  [
    /\b(that|this|i|we)( \w+){0,3} (mess|messes|messed|messing|screw|screws|screwed|screwing) (it |things |this |that )?up\b/g,
    '$1',
  ],
  [/\bmess(es|ed|ing)? (it |things |this )?up\b/g, 'liable'],
  // Software that reads a page aloud is a screen reader.
  [/\breads? (\w+ ){0,3}(aloud|out loud)\b/g, 'screen reader'],
  // A device that dies mid-interview is a pause (a dropped connection asks whether answers are saved, above).
  [
    /\b(phone|battery|laptop|computer|tablet)( battery)? (died|dies|dead|crashed|cut out|dropped|went off|went dead|ran out)\b/g,
    'pause',
  ],
  // What stepping away costs the asker is what happens to their interview, not a price ('what does pausing cost me?').
  [
    /\bwhat (does|do|will|would) (pausing|stopping|leaving|quitting|closing it|taking a break|a break) cost (me|us|them|you)\b/g,
    'what happens if i pause',
  ],
  // What the blog says names where the answer is written, not the blog's list of articles: the article answers.
  [
    /\b(does|do|did) (your|the|isa s|isa) (blog|articles?|guides?|blog posts?) (say|says|recommend|suggest|advise)\b/g,
    '',
  ],
  // Whether an interview is face to face asks whether one is seen on camera: the site answers that it is by chat.
  [
    /\b(is|are|will) (this|it|the interview|this interview|this one|they)( one)?( be)? face to face\b/g,
    'is it on video camera',
  ],
  // Showing one's face is being on camera.
  [
    /\b(don t|do not|doesn t|does not|won t|wouldn t|would rather not|rather not|not) (want|like|wish|have) to (be (filmed|recorded on video|on camera|on video|seen)|show (their|my|your|his|her|our) faces?|appear on (camera|video))\b/g,
    'without a camera',
  ],
  // Living somewhere is a home, not a live interview.
  [
    /\b(we|they|i|who|people|applicants|candidates|staff|workers|employees|students) (live|lives|living) (in|at|with)\b/g,
    '$1 reside in',
  ],
  // Whether something is any good asks about its quality.
  [/\b(is|are|was|were) (it |they |them |these |those )?(actually |really |even )?any good\b/g, '$1 $2quality'],
  // 'Is that a problem?' after a situation asks about that situation: the problem is no subject of its own.
  [/\b(is|was|would|will) (that|this|it) (be )?(a problem|an issue|a big deal|bad|an error)\b/g, '$1 $2 ok'],
  // A vendor of on-camera interviews is a video-interview vendor, and a big vendor of a kind is the enterprise one
  // ('the big on-camera interviewing firm').
  [
    /\bon camera (interview|interviews|interviewing) (?=(firm|vendor|provider|company|platform|tool|suite)s?\b)/g,
    'video interview ',
  ],
  [
    /\bbig (?=(\w+ ){0,3}(firm|firms|vendor|vendors|provider|providers|player|players|platform|platforms)\b)/g,
    'enterprise ',
  ],
  // Being filmed or recorded on camera is being on camera: the recording is not the question.
  [
    /\b(be filmed|be (recorded|filmed) (on|by) (a )?(camera|webcam|video)|show (their|my|your|his|her|our) faces?|turn (on )?(the|a|their|my|your) (camera|webcam) on)\b/g,
    'camera',
  ],
  // Stopping using a service is ending it.
  [
    /\b(stop|stops|stopped|quit|quits) using (you|isa|it|the service|your service|the platform|the product)\b/g,
    'termination',
  ],
  // A system that speaks a protocol uses it.
  [/\bspeaks? (tls|ssl|https)\b/g, 'uses $1'],
  // Placing people with clients is an agency's work; putting candidates forward is a shortlist.
  [/\b(i|we) place (people|candidates|talent|staff|workers)\b/g, 'agency'],
  // Putting oneself forward is applying; putting others forward, shortlisting them.
  [/\bput(s|ting)? (myself|yourself|ourselves) forward\b/g, 'apply'],
  [/\bput(s|ting)? (\w+ ){0,2}forward\b/g, 'shortlist'],
  [/\bgrill\b/g, 'ask'],
  // Everything about someone is their (personal) data.
  [/\b(everything|all|anything) (you have |you hold )?(about|on) (me|us)\b/g, 'my data'],
  [/\b(everything|all|anything) (you have |you hold )?(about|on) (them|him|her)\b/g, 'their data'],
  // The big professional network is LinkedIn ('post it on the big professional network').
  [
    /\b(the )?((big|biggest|largest|main|major|leading|well known|popular) )?(professional|business|careers?) (social )?(network|networking site|networking platform|social network)\b/g,
    'linkedin',
  ],
  // A better deal is a discount.
  [
    /\b(better|good|cheaper|special|best|reduced|discounted|concession(ary|al)?) (deals?|prices?|rates?|pricing)\b/g,
    'discount',
  ],
  // So is money taken off a price ('a code to get money off?').
  [
    /\b(get|gets|getting|got|take|takes|taking|knock|knocks|knocking) (some |a little )?(money|cash|something|a bit|anything|dollars|euros|pounds) off\b/g,
    'discount',
  ],
  // An outside company brought in to handle data is a subprocessor; a heads-up is notice.
  [
    /\b(outside|external|outsourced|third ?party) (company|companies|firm|firms|vendor|vendors|provider|providers|supplier|suppliers|service|services|party|parties)\b/g,
    'subprocessor',
  ],
  [/\bheads? ?ups?\b/g, 'notice'],
  // Time set aside for something is the time it takes.
  [/\b(set|sets|setting) (\w+ )?aside\b|\bblock(s|ed|ing)? (out|off)\b/g, 'take'],
  // What to check on a rival's side is its watch-outs.
  [
    /\b(check|verify|ask|question|watch out for|look out for|be wary of|be careful (of|about))( \w+){0,2} (on|at|from) (their|the other|its|his|her) (side|end)\b/g,
    'watchout their',
  ],
  // Doing what a policy forbids anyway is breaking the policy.
  [/\b(does|do|did|doing|use|uses|used|using) (it|that|this|so|them|isa) anyway\b/g, 'break the policy'],
  // Asking people about their own lives is collecting data on them.
  [
    /\b(ask|asking|question|questioning|quiz) (candidates|applicants|people|them|someone|him|her|interviewees)( \w+)? about (their|his|her) (health|medical \w+|religion|religious \w+|faith|beliefs|politics|political \w+|sexuality|sexual \w+|pregnancy|family|marital status|race|ethnicity|disability|disabilities|private life|personal life)\b/g,
    'collect data about $4 $5',
  ],
  // 'Change it if I disagree' asks to edit it; the disagreement is only the reason.
  [
    /\b(change|edit|adjust|override|tweak|alter|fix|correct) (it|them|that|this|those|the \w+)( \w+)? if (i|we|you|they|the \w+) (disagree|disagrees|don t agree|do not agree|doesn t agree)\b/g,
    'edit $2',
  ],
  // Entering or redeeming a code is applying it (not the Enter key).
  [
    /\b(enter|redeem|type in|put in|input|paste in)( the| a| my| our| your| this| that)? (it|code|promo code|coupon|coupon code|voucher|discount code)\b/g,
    'apply $3',
  ],
  // A multiple ('4x', 'four times more') is an increase.
  [/\b(\d+(?:\.\d+)?) ?x\b/g, '$1x increase'],
  [/\b(two|three|four|five|ten|\d+) times (more|higher|faster|as many)\b/g, '$1x increase'],
  // Flooding an inbox is sending marketing email.
  [
    /\b(flood|floods|flooding|spam|spams|spamming|bombard|bombarding|clog|clogging|fill up|filling up) (my|our|the|their) inbox\b/g,
    'send marketing email',
  ],
  // Being spammed is being sent marketing email ('will I get spammed?'), not sending spam.
  [
    /\b(get|gets|getting|got|be|being|am|are|is) (spammed|bombarded|flooded|inundated)( with)?\b/g,
    'send marketing email',
  ],
  // A single view of everything is one place.
  [/\b(a |one )?(single|unified|central|combined) (view|screen|dashboard|place|pane|overview)\b/g, 'one place'],
  // The time someone takes to choose is their time to decision.
  [
    /\b(take|takes|taking|need|needs) to (choose|decide|pick|make (a|their|the) (decision|choice|pick))\b/g,
    'time to decision',
  ],
  // Finishing on a laptop what was started on a phone is continuing on another device.
  [
    /\b(finish|finishes|finishing|continue|continues|continuing|carry on|resume|complete)( \w+){0,3} on (a|an|the|their|my|his|her|our|another|a different) (laptop|computer|desktop|pc|tablet|phone|mobile|device)\b/g,
    'continue later on another device',
  ],
  // 'What kinds of companies are your subprocessors?' asks which companies; the kind is no topic of its own.
  [/\b(what|which) (kinds?|types?|sorts?) of ((?:\w+ ){1,2})(are|is) (your|the|its)\b/g, '$1 $3$4 $5'],
  // Privacy law's categories of personal data are what personal data is collected.
  [/\b(kinds?|types?|sorts?|categories|category) of (data|information)\b/g, 'data we collect'],
  // Phasing a tool in is a rollout.
  [/\bphas(e|es|ed|ing) (it |isa |this |them )?in\b/g, 'rollout'],
  // Problems told in everyday words, read as what the site calls them.
  // Emails back and forth to find a slot are the scheduling the interview removes; 'that part' points back.
  [/\b(back and forth|to and fro|ping ?pong)\b/g, 'back and forth scheduling'],
  [
    /\b(find|finding|book|booking|agree|agreeing|get|getting) (a |the )?(time ?slots?|slots?|time that (works|suits))\b/g,
    'scheduling',
  ],
  [/\b(deal with|handle|fix|solve) (that|this) part\b/g, 'handle'],
  // A point where it stops interviewing is a limit; being buried in applications is a flood of them.
  [
    /\b(is there )?an? (point|number|stage|ceiling) (where|when|at which|after which) (it|isa|you|the system|they) (stops?|cuts? off|gives? up)\b/g,
    'limit cap',
  ],
  [/\b(buried|drowning|snowed under|inundated) (in|with|by)\b/g, 'flood'],
  // Roles open at any time are roles open at once, not a question of when candidates may interview.
  [/\b(roles|jobs|reqs|requisitions|positions|openings|vacancies) (open )?at any (one |given )?time\b/g, '$1 at once'],
  // Getting at candidates or data is having access to them.
  [
    /\b(get|gets|getting|got) at (the |my |our |their )?(candidates|applicants|data|results|database)\b/g,
    'access $2$3',
  ],
  // Software to install before interviewing asks what device it takes ('must candidates install an app?'). A
  // downloaded 'application' may be a job application, so only an app or software counts there.
  [
    /\b(instal|install|installs|installed|installing) (an? |some |any |the |special |extra )?(app|apps|application|applications|software|program|programs|programme|plugin|plugins|extension|client)\b|\b(download|downloads|downloading) (an? |some |any |the |special |extra )?(app|apps|software|program|programme|plugin|extension|client)\b/g,
    'need device',
  ],
  // What access or kit someone needs asks what it takes to join, not about access to data.
  [
    /\bwhat (access|equipment|kit|setup|hardware|tech|technology) (do|does|will|would) (\w+) need\b/g,
    'what do $3 need',
  ],
  // Losing a link or an e-mail one was sent, or track of it, is not finding it, not a pipeline to oversee.
  [
    /\b(lose|loses|losing|lost|misplaced)( track of)? ((my|our|both|the|all|their|these|those) )*((interview|invitation) )?(links?|e ?mails?|invites?|invitations?)\b/g,
    'cannot find $5$7',
  ],
  // Losing track of who is where is what seeing every pipeline from one place answers; open roles counted are several.
  [/\b(lose|loses|losing|lost) track( of)?\b/g, 'see pipeline one place'],
  [
    /\b((two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a dozen|dozens of) (open |live |active )?|\d+ (open|live|active) )(roles|jobs|positions|openings|vacancies|reqs|requisitions)\b/g,
    '$& multi job',
  ],
  // Reacting to what people say is adapting with follow-ups; a fixed list of questions is a form.
  [
    /\b(react|reacts|reacting|respond|responds|responding|adapt|adapts|adjust|adjusts) to (what|how) (they|the candidate|candidates|applicants|people|he|she|someone) (\w+ )?(say|says|said|write|writes|wrote|answer|answers|answered)\b/g,
    'adapts follow-up to own words',
  ],
  // A job description a few lines long is a thin one.
  [
    /\b(only |just )?(one|two|three|four|five|a few|few|a couple of|couple of) (lines?|sentences?|bullet points?)( long)?\b/g,
    'sparse',
  ],
  [
    /\bjob description (that |which )(is|are) (\w+ )?(sparse|thin|short|brief|vague|basic|bare|incomplete|poor|patchy)\b/g,
    'job description missing details enrich',
  ],
  [/\b(sparse|thin|vague|bare|incomplete|patchy) job description\b/g, 'job description missing details enrich'],
  // Nobody doing the people side, or working in it, is having no HR.
  [
    /\b(nobody|no one|noone|none of us|nobody here) (doing|does|handling|handles|running|runs|looking after|in charge of|dedicated to|works? in|is in) (the )?(people|hr|hiring|recruiting|recruitment|personnel)( stuff| things| work| side)?\b/g,
    'without hr',
  ],
  [/(?<!\bnot )\b(meant for|suitable for|suited to|suited for)\b/g, 'built for'],
  // Managers asking whatever comes to mind, or improvising, choosing on gut feel: inconsistent interviews. What
  // would change with ISA then asks for no change of settings.
  [
    /\b(ask|asks|asked|asking) (whatever|anything that|what(ever)? (pops|comes|springs)) (\w+ ){0,2}(head|mind)s?\b|\b(improvis\w*|ad lib(s|bing|bed)?|wing(s|ing)? it)\b/g,
    'asks different questions',
  ],
  [/\bwhat (would|will|could|might|does) (change|be different)\b/g, 'what'],
  [/\b(on|by|from) (vibes?|gut( feel(ing)?)?|instinct|hunch(es)?)\b/g, 'on gut feel consistency'],
  // Recruiters ringing applicants back are phone screens to book; taking that off them saves it.
  [/\b(ringing|phoning|calling|rang|phoned|called) (back|round|around)\b/g, 'phone screen scheduling'],
  [/\btake (that |this |it |those )?off (them|us|me|him|her)\b/g, 'save'],
  // An interview that rings people up is a voice interview; talking rather than typing is voice.
  [
    /\b(ring|call|phone) (them|candidates|applicants|people|him|her|me) up\b|\b(talk|speak) (rather )?than (type|typing|write|writing)\b/g,
    'voice interview',
  ],
  // Applicants who go quiet lose interest and drop off.
  [
    /\b(go|goes|gone|going|went) (quiet|silent|cold|dark|awol|missing)\b|\bghost(s|ed|ing)?\b|\b(stop|stops|stopped) (responding|replying|answering)\b/g,
    'lose interest dropoff',
  ],
  // Where a funnel loses people, they drop off ('which question loses them?', 'we lose a lot of applicants').
  [
    /\b(lose|loses|losing|lost) ((a lot of|lots of|many|most|some|half|a third|too many)( of)? )?(our )?(them|people|candidates|applicants|folks)\b/g,
    'dropoff',
  ],
  // Where or when people drop, quit or leave is where they drop off.
  [/\b(where|when|why|at which point) (they|people|candidates|applicants|folks) (drop|quit|leave)\b/g, '$1 $2 dropoff'],
  // How someone asks for something is how they make a request.
  [
    /\bhow (do|does|can|could|should|would) (i|we|you|she|he|they|someone|somebody|a candidate|an applicant|candidates|applicants) ask for (it|that|this|one|them)\b/g,
    'how $2 request',
  ],
  // Applicants who vanish drop off.
  [/\b(vanish|disappear)(s|es|ed|ing)?\b/g, 'dropoff'],
  // Managers making up their minds decide; a sensible number for it is a target.
  [/\bmake (up )?(their|his|her|my|our|your) minds? (up )?\b/g, 'decide '],
  [/\b(sensible|reasonable|realistic|healthy) (number|figure|benchmark)\b/g, 'target'],
  // What a measure should look like ('what should our completion rate look like?') asks for its target.
  [/\bwhat should ((\w+ ){1,5})look like\b/g, 'what target should $1be'],
  // Whether what was just described is visible asks to see it ('... where people abandon. Is it visible?'); it is no
  // question of transparency.
  [/\b(is|are) (it|this|that|they|these|those) (visible|viewable|shown|displayed)$/g, 'can i see $2'],
  // Marking that is a black box cannot be seen into: is it visible?
  [/\b(be|is|are|s|like) (\w+ ){0,2}?(a |an |some |one )?(big )?black ?box(es)?\b/g, 'not visible transparency'],
  [/\b(look|see|peek|peer) inside\b|\bsee into\b|\bunder the hood\b/g, 'visible'],
  // Seeing a candidate's face is a video interview.
  [
    /\bsee(ing|s)? (their|his|her|the candidates?|a candidate s|people s) faces?\b|\bface on (a )?screen\b/g,
    'see candidates on video camera',
  ],
  // Patchy data on old handsets is low bandwidth.
  [
    /\b(patchy|slow|poor|weak|bad|limited|spotty|unreliable|flaky|dodgy|shaky|rubbish|crap|crappy|terrible|awful) ((mobile|phone|cell) data|(mobile |phone |cell )?(signal|connections?|internet|wifi|reception|coverage|broadband))\b/g,
    'low bandwidth',
  ],
  [/\b(old|older|cheap|cheaper|basic|budget) (handsets?|phones?|mobiles?|smartphones?)\b/g, 'any phone'],
  // An email that nudges people who have not started is the reminder; its wording is the template.
  [/\b(email|message|text|note)s? (that |which |to )?(nudges?|reminds?|chases?|prods?)\b/g, 'reminder template'],
  // Which role to move over (or go) first is where a rollout starts: the highest-volume one.
  [
    /\bwhich (of (our|the|my|your|these) )?((one|role|job|position|opening|req|kind|type)s?|vacanc(y|ies)) (of (job|role)s? )?(\w+ ){0,3}(should|do|would|to|shall) (we |i )?(start with|move( over)?|switch( over)?|begin with|pick|try|pilot|migrate|go)( to isa| to it)? first\b/g,
    'what to automate first highest volume role rollout',
  ],
  // Bending to each role is adapting to it; one interview for everyone is generic.
  [
    /\b(bend|bends|adapt|adapts|tailor|tailors|flex|flexes|adjust|adjusts|mould|mold)( itself| themselves)? to (each|every|the|a|our|my) (role|job|position|vacancy|opening)\b/g,
    'adapts to each role role specific scorecard',
  ],
  [
    /\bone size fits all\b|\bcookie ?cutter\b|\bsame (standard|generic|stock) (interview|questions?|script)\b/g,
    'generic same questions',
  ],
  // A vendor that is new to the market and unproven.
  [
    /\b(you re|youre|you are|you (?:seem|look|sound)|isa (?:is|seems|looks)|company is|vendor is) (pretty |quite |very |fairly |relatively |a bit |rather |still )?(new|young|unknown)\b(?! (to|at) (hiring|recruiting))/g,
    'newer to market',
  ],
  [/\bunproven\b|\buntested\b|\btrack record\b|\bnew kid on the block\b/g, 'newer to market references'],
  // Written records of what people said are transcripts; hanging around on a vendor's side is being kept.
  [
    /\b(written |typed )?(records?|logs?|copies|copy|notes) of (own words|the (chat|conversation|interview|answer)s?)\b/g,
    'transcripts',
  ],
  [/\b(hang|hangs|hanging|stick|sticks|sticking) around\b|\blinger(s|ing)?\b/g, 'kept'],
  // Set against a rival, the weaknesses on your side are ISA's own ('and the watch-outs on your side?').
  [
    /\b(weakness|weaknesses|drawbacks?|downsides?|limitations?|shortcomings?|cons|risks?) on (your|the isa|isa s) (side|end)\b/g,
    'isa weakness',
  ],
  [/\bon (your|our|their|my|the vendor s) (side|end)\b/g, ''],
  // Who is on the hook when a vendor messes up is its liability.
  [
    /\bon the hook\b|\b(you|your (side|end|company|team|system)|isa|the vendor|the supplier|they) (mess|messes|messed|screw|screws|screwed) (it |things )?up( badly)?\b/g,
    'liability',
  ],
  // The catch of a pricing model is what to watch for.
  [/\bwhat s the catch\b|\bwhats the catch\b|\bthe catch (is|with)\b|\bis there a catch\b/g, 'watch for'],
  // Running it next to today's process is running it alongside; picking the same people compares the shortlists.
  [
    /\b(run|running|try|trying|test|testing) (it |isa |them )?(next to|beside|side by side with|in parallel with)\b/g,
    'run alongside',
  ],
  // Stiff or formal language is a manner of speaking, not one of the languages interviews run in.
  [
    /\b(stiff|formal|informal|casual|friendly|robotic|corporate|stilted|natural|everyday)( \w+)? language\b/g,
    '$1 manner',
  ],
  // Otherwise 'next to' places a thing ('the QR code next to the job'); it asks for no next step.
  [/\bnext to\b/g, 'by'],
  [/\bpicks? (the )?same (people|candidates|applicants|ones|shortlist)\b/g, 'compare the shortlists'],
  // People who did well at the start scored high at intake; saying yes to us is accepting the offer.
  [
    /\b(who|that|candidates|applicants|people|those|ones) (did|do|does|scored|score|scoring) (well|best|highly|high|strongly)( at (the )?(start|beginning|first))?\b/g,
    '$1 scored high at intake',
  ],
  [
    /\b(say|says|saying|said) yes to (us|the job|the role)\b|\baccept(s|ed|ing)? (us|the job|the role)\b/g,
    'offer accept',
  ],
  // Top marks for nearly everyone: everyone scores high.
  [/\b(top|full|high|perfect|maximum|max) (marks|scores?)\b/g, 'scores high'],
  [/\b(nearly|almost|practically|virtually) (everybody|everyone|all)\b/g, 'nearly everyone'],
  // A link or page called something is that thing: the naming word is no subject ('a link called DPA').
  [
    /\b(link|links|page|pages|button|tab|section|document|tool|menu|heading|box|field) (called|named|labelled|labeled|titled)\b/g,
    '$1',
  ],
  // What one calls a thing asks for its name: 'call' is no phone call ('what do you call the step where...').
  [/\bwhat (do|would|does|did) (you|we|they|isa|people|recruiters) call\b/g, 'what is'],
  // What something means in practice or in real life asks what it is: the site's pages say nothing of 'practice'.
  [/\b(in practice|in real life|in the real world|day to day)$/g, ''],
  // Asking what a term means asks what it is: 'mean' names no subject, and a passage's 'usually means' answers nothing.
  // What something usually means asks what it signals, and what it means for someone what it does to them: kept.
  [/\bwhat do(es)? (you|they|isa|it) (actually |really |exactly )?mean by\b/g, 'what is'],
  [
    /\b(what|wat) (does|do|did) (((?!(usually|typically|normally|generally|often) )\w+ ){1,8}?)(actually |really |exactly )?mean\b(?! for\b)/g,
    'what $2 $3',
  ],
  // What a metric or chart shows or tells is what it means ('what does the drop-off metric show?').
  [
    /\b(metric|metrics|kpi|kpis|chart|graph|stat|statistic) (actually )?(show|shows|tell|tells|indicate|indicates)( (us|me|you))?\b/g,
    'mean',
  ],
  // A tag at the end ('..., right?') asks nothing; 'that means' only leads on.
  [/ (right|yeah|innit|surely|true|allowed|permitted|is (that|it) (so|true|right|correct))$/g, ''],
  // So does a closing worry after what one sees ('it shows X. is something broken?'): what is seen is the question.
  [/ is (something|anything) (broken|wrong)$/g, ''],
  [/\b(that|this|which|it) means\b/g, ''],
  // Falling at a must-have fails a knockout.
  [
    /\b(fall|falls|fell|falling|trip|trips|tripped|stumble|stumbles|stumbled) (down |up )?(at|on|over) (our |the |a |that |this |one )?(musthave|requirement|hurdle|criterion|criteria|knockout)/g,
    'fail knockout $5',
  ],
  // A heads-up is a notice; other companies getting their hands on data are subprocessors.
  [/\bheads ?up\b|\bforewarning\b|\badvance warning\b/g, 'notice'],
  [/\b(get|gets|getting|got|lay|lays) (their |its )?hands on\b/g, 'receive'],
  [
    /\b(which|what|any) (other|outside|external) (companies|firms|vendors|parties|organisations|organizations|businesses)\b(?=( \w+){0,6} (data|information|details)\b)/g,
    'which subprocessor',
  ],
  // Followed around the internet by ads is advertising cookies.
  [
    /\b(followed|tracked|stalked|chased|targeted|retargeted|hounded)( around| about)?( the (internet|web))? (by|with) (ads|adverts|advertising|advertisements)\b|\bretarget(ing|ed)?\b/g,
    'advertising cookies tracker',
  ],
  // Several people working on the same candidates or jobs is the team working together in one workspace.
  [
    /\b(work|works|working|collaborate|collaborating) (together )?on (the same|shared) (candidates|applicants|jobs|roles|pipelines?|shortlists?)\b/g,
    'team collaboration',
  ],
  // The French spelling of a kiosk.
  [/\bkiosques?\b/g, 'kiosk'],
  // A thing 'with a nice UI' is that thing dressed up: the looks name no subject ('just a chatbot with a slick UI').
  [
    /\b(with|and) (a |an )?(nice|pretty|fancy|shiny|slick|good looking) (ui|interface|front end|frontend|skin|design)\b/g,
    '',
  ],
  // Big companies are organisations hiring at scale: 'bigger' is no big-bang switch.
  [
    /\b(big|bigger|large|larger) (companies|company|organisations|organizations|firms|businesses|employers)\b/g,
    'organisations hiring at scale',
  ],
  // A fixed list or set of questions is a fixed script, and reading one out is no screen reader reading aloud.
  [/\b(fixed|preset|predefined|static|canned|rigid) (list|set) of questions\b/g, 'fixed script'],
  [/\b(read|reads|reading) (out|off) (a |the )?fixed script\b/g, 'reading a fixed script'],
  // A computer that reads pages aloud is a screen reader.
  [/\b(read|reads|reading) (\w+ ){0,2}(out|aloud)( loud)?\b|\btext to speech\b/g, 'screenreader'],
  // Jobs one could do from the kitchen table are remote.
  [
    /\bfrom (my|the|your|our|his|her) (own )?(kitchen( table)?|sofa|couch|bed|living room|spare room|house|flat|apartment|home office)\b/g,
    'remote',
  ],
  // Finishing on a phone what was started elsewhere is continuing on another device.
  [
    /\b(finish|finishing|continue|continuing|complete|completing|carry on|pick up)( it| the interview| the chat)? on (my|a|another|the|his|her|their) (phone|mobile|another device|device|smartphone)\b/g,
    'continue later on another device same link',
  ],
  // Submitting twice for the same job is applying again; messing up names no topic, nor does managing an interview.
  [
    /\bsubmitted before (on|for|to) (the same |this |a |that |one )?(job|role|position|application|vacancy)\b/g,
    'applying again already applied',
  ],
  [/\b(mess|messes|messed|screw|screws|screwed) (it |things |this |that |anything |everything )?up\b/g, ''],
  [
    /\b(will|would|can|could) (he|she|they|candidates|applicants|someone) (manage|cope with|get through)\b/g,
    '$1 $2 take',
  ],
  // 'What's the score with' asks what the situation is; who owns data is its controller.
  [/\bwhat( s|s| is) the (score|deal|story|situation) (with|on|regarding)\b/g, 'what about'],
  [/\b(who|which party|which of us) (owns|own|owned)\b/g, 'who is the controller owner'],
  // Arguing about which candidate is better is settled by evidence against the rubric.
  [
    /\b(argue|argues|arguing|argued|disagree|disagreeing|debate|debating|bicker|bickering|squabble|squabbling|fight|fighting) (about|over) (which|who|the) (candidate|applicant|person|one|hire)\b/g,
    'compare candidates evidence rubric',
  ],
  [/\bsettle (it|this|that|the (debate|argument|question|matter))\b/g, ''],
  // The price of getting it wrong is a risk, not a fee.
  [
    /\b(the )?(price|cost) of (getting (it|things|this|that) wrong|mistakes?|errors?|failure|a bad hire|bad hires|a mistake)\b/g,
    'risk wrong',
  ],
  [
    /\b(rank|ranks|ranked|score|scores|scored|rate|rates|rated|judge|judges|judged|mark|marks|marked) ((someone|somebody|a candidate|them|him|her|people|candidates) (badly|wrongly|unfairly|incorrectly)|wrongly|incorrectly|unfairly)\b/g,
    '$1 wrong',
  ],
  [/\b(get|gets|got|be|being|are|were) sued\b/g, 'sue liability'],
  [/\b(stuck|tied up|sat|sitting) (in|with|at) (it|there|the interview|the chat|this)\b/g, 'take'],
  // Setting it up is the setup; the word that points back stays, for the conversation to read.
  [/\b(set|sets|setting) (it|this|that|things|isa|everything|us) up\b/g, '$2 setup'],
  // So is preparing everything before starting ('how much time to prepare everything?').
  [/\b(prepare|prepares|preparing|prep) (it all|everything|things|it|this|that)\b/g, '$2 setup'],
  // A breakdown per job is a view for each job.
  [
    /\bper (job|role|position|vacancy|opening) (breakdown|view|report|reporting|stats|statistics|numbers|figures|dashboard|analytics|metrics|split)\b/g,
    'each job dashboard',
  ],
  // Whether something is allowed asks whether one can.
  [/\b(is|are) (that|this|it|those|these) (allowed|permitted|ok|okay|possible|acceptable)\b/g, 'can'],
  // So does whether there is nothing against it ('no rule against that?').
  [/\b(nothing|anything|no rule|any rule|no policy|any policy) against (that|this|it|doing)\b/g, 'can'],
  // Free-text answers are a text interview; tick boxes and multiple choice are a form.
  [/\bfree ?text\b|\b(open ended|written|typed) (answers?|responses?|replies)\b/g, 'text answers chat interview'],
  [/\btick ?box(es)?\b|\bcheck ?box(es)?\b|\bmultiple choice\b/g, 'form'],
  // An order to delete one's data ('Delete all my data. Now.') asks how to have it deleted.
  [
    /^ ?(please )?(delete|erase|wipe|remove|purge) (all )?(of )?(my|our) (personal )?(data|details|information|info)\b(?! request)/g,
    'how do i delete my data',
  ],
  // Asking to have everything one holds wiped is a deletion request.
  [
    /\b(wipe|erase|delete|remove|forget|purge)( \w+)? (everything|all)( (you|isa|they) (hold|have|keep|store|know))?( about (me|us))?\b|\bto be forgotten\b/g,
    'delete my data request',
  ],
  // What is written into a contract is guaranteed by it.
  [
    /\b(written|put|included|built|baked|committed) (into|in|to) (the |our |your |a |my )?(contract|agreement)\b/g,
    'guaranteed in contract',
  ],
  // A person of one's own at the vendor, looking after the account, is a customer success manager.
  [
    /\b(a |an |our |my )?(dedicated|personal|named) (person|contact|account manager|rep|representative|point of contact|manager)\b/g,
    'customer success manager',
  ],
  [/\b(an? )?account managers?\b/g, 'customer success manager'],
  // Reviewers' acronyms for what the site spells out: a CSM, terms and conditions (T&Cs, Ts&Cs), a data subject
  // access request (DSAR) and a VPAT, the report of which accessibility standard a product conforms to.
  [/\bcsms?\b/g, 'customer success manager'],
  [/\bts? (and |n )?cs?\b|\bterms (and|&) conditions\b/g, 'terms of service'],
  [/\b(dsars?|(data )?subject access requests?)\b/g, 'privacy request'],
  // Hitting submit is submitting; hitting send is the interview's 'Send answer' button, not a form's, and hitting it
  // on the last answer finishes the interview. What follows a request once sent is what the site says on its receipt.
  [
    /\b(hit|hits|hitting|press|presses|pressed|pressing|click|clicks|clicked|clicking|tap|taps|tapped|tapping) (the )?(submit|send)( button)?( on (my|the|our|their) (last|final) (answer|question|reply|response))?\b/g,
    (...match: string[]) => (match[5] ? 'finish the interview' : match[3] === 'send' ? 'send answer' : 'submit'),
  ],
  [
    /\b(after|once|when) (i|we|you) (have )?(submit|submitted|send|sent|file|filed|make|made) (on |in )?(the|my|a|our|this) ((privacy|data|deletion|access) )?request( form)?\b/g,
    'after $7request received',
  ],
  [/\bvpats?\b/g, 'accessibility standard'],
  // The data one holds on me is my data ('access to the personal data you hold on me').
  [
    /\b(the |all the )?(data|information|details) (that )?(you|isa|they) (hold|have|keep|store)( on| about)? (me|us)\b/g,
    'my data',
  ],
  // A receiving server that was down missed webhook deliveries.
  [
    /\b(our|my|the|your) (receiving |webhook |callback )?(server|endpoint|url|system|api) (was|is|went|goes|has been|had been) (down|offline|unreachable|unavailable)\b/g,
    'failed webhook deliveries',
  ],
  [/\b(you|isa|it|the system|your system) (tried|try|tries|attempted) to (send|deliver|post)\b/g, '$1 retry deliver'],
  // A large language model, or who a vendor employs and where it sits: no subject the site speaks of.
  [/\b(large )?language models?\b|\bllms?\b/g, 'llm'],
  [/\bhow many (people|staff|employees|engineers) (work|are|do you have) (at|for|in|on)\b|\bheadcount\b/g, 'headcount'],
  // A purchase order, or payment terms of net so many days, is a billing arrangement the site never speaks of: one
  // word each, so that it weighs as the subject it is, not as 'order', 'terms' or a count of days.
  [/\bpurchase orders?\b|\bpo numbers?\b/g, 'purchaseorder'],
  [/\bnet ?\d{1,3}( days?)?( payment)?( terms?)?\b/g, 'paymentterms'],
  // A rate for a kind of buyer (charities, schools, students) and a price break for buying in bulk or for one more
  // seat are terms the site never offers: one word each, weighing as the subject they are.
  [
    /\b(non ?profits?|not for profits?|charit(y|ies|able)|ngos?|universit(y|ies)|schools?|students?|academic|education(al)?|startups?|government)( organi[sz]ations?| sector)? (discounts?|pricing|prices?|rates?|deals?)\b|\b(discounts?|pricing|prices?|rates?|deals?) (for|to) (a |an )?(non ?profits?|not for profits?|charit(y|ies)|ngos?|universit(y|ies)|schools?|students?|academics?|education|startups?|government)\b|\b(non ?profits?|not for profits?|charit(y|ies)|ngos?)\b/g,
    'buyerdiscount',
  ],
  [/\b(volume|bulk|quantity|multi ?buy) (discounts?|pricing|prices?|rates?|deals?)\b/g, 'bulkdiscount'],
  // Renting, leasing or buying the booth's kiosk itself is hardware the site never offers: one word, its subject.
  [
    /\b(rent|rents|renting|rented|lease|leasing|leased|borrow|borrowing|buy|buying|purchase|purchasing) (an? |the |your |one of your |isa s |isas )?(isa )?(kiosks?|terminals?|touchscreens?)\b|\b(kiosk|terminal|touchscreen) (rental|hire|lease|purchase)s?\b/g,
    'kioskrental',
  ],
  [/\b(an? )?(extra|additional|added|another|more) seats?\b/g, 'extraseat'],
  // A vendor's count of customers, or of interviews run to date, is a track record the site never gives.
  [
    /\bhow many (customers|clients|companies|businesses|organisations|organizations|users) (do you have|have you got|use (isa|you|it)|are using (isa|you|it))\b/g,
    'clientele',
  ],
  [
    /\bhow many (interviews|candidates|applicants|hires) (has|have) (isa|you|it) (run|done|conducted|held|screened|interviewed|made)( so far| to date| in total)?\b/g,
    '$1 tally',
  ],
  // The person being interviewed is the candidate; a system that is not one of the connected ones is not integrated.
  [
    /\b(the |a )?(person|people|one|ones|someone|those|individual) (being (interviewed|screened|assessed)|applying)\b/g,
    'candidate',
  ],
  [
    /\b(isnt|isn t|is not|arent|aren t|are not) (one of )?(the |your )?(connected|supported|integrated|listed)( ones?| systems?| atss?)?\b/g,
    'not integrated ats export',
  ],
  // What a vendor's contract says is in its terms.
  [/\b(your|the|our) (contract|agreement) (say|says|state|states)\b/g, 'terms say'],
  // A candidate a vendor talks to is one it interviews; so is anyone the product talks to.
  [
    /\b(it|isa|the bot|the ai|the agent|the tool) (talks|speaks|chats) (to|with) (anyone|anybody|someone|somebody|people|candidates|applicants|them)\b/g,
    '$1 interviews',
  ],
  [
    /\b(candidate|applicant)s? (they|you|it|isa|the vendor|the supplier) (talk|talks|speak|speaks|chat|chats) (to|with)\b/g,
    '$1 interviewed',
  ],
  // Everyday hiring pains in the site's words: no-shows, more applications than a team can keep up with, managers
  // slow to decide, applicants short of the basic requirements, a process that drags on.
  [
    /\bno ?shows?\b|\b(not|never|dont|don t|didnt|didn t|fail to|failing to) (showing|show|turn|turning) up\b/g,
    'miss booked calls scheduling dropoff',
  ],
  [
    /\b(we|i|our team|recruiters|the team) (cant|can t|cannot|can not|struggle to|couldnt|could not) keep up\b/g,
    'volume spike unlimited interviews',
  ],
  [
    /\b(take|takes|took|taking) (forever|ages|too long|weeks|days) to (give feedback|decide|respond|reply|make (a |their |up their )?(decision|minds?)|review)\b/g,
    'slow time to decision',
  ],
  [
    /\b(dont|don t|do not|doesnt|doesn t|does not|never|fail to) (even )?(meet|match|have) (the )?(basic |minimum |core |essential )?(requirements?|criteria|qualifications?)\b|\bunqualified\b|\bnot qualified\b/g,
    'fail knockout musthave',
  ],
  [/\b(drag|drags|dragged|dragging) on\b/g, 'slow long'],
  // Typing slowly, or being no good (or no pro) at typing, asks for more time to answer, not about a plan.
  [
    /\b(slow|bad|poor|weak|terrible|awful|no good|not (very |that |so |exactly |really )?(great|good|fast|quick|a pro)) (at |with )?(typing|typist|typer)\b|\b(type|types|typing) (really |very )?(slowly|slow)\b/g,
    'need accommodation more time',
  ],
  // Taking longer to do something is being slow at it ('does HireVue take longer to get going?').
  [/\b(take|takes|took|taking) longer\b/g, 'slow'],
  // Recruiters who each screen differently are inconsistent; applicants taking other offers (the site: 'accept
  // other offers') lose interest.
  [
    /\b(screen|screens|interview|interviews|ask|asks|assess|assesses|judge|judges|score|scores|rate|rates) (\w+ )?differently\b/g,
    '$1 inconsistent different questions',
  ],
  [
    /\b(take|takes|took|taking) (other|another|competing|rival) (offers?|jobs?)\b|\b(go|goes|went|going) elsewhere\b/g,
    'lose interest accept other offers',
  ],
  // No human ever reading the answers asks about human review; hundreds at a time, or seasonal hiring, is volume.
  [
    /\b(no |without (a |any )?|never (a |any )?)(human|person|people|real person|one)( ever)? (reading|reviewing|looking( at)?|checking|seeing|reads|reviews|looks( at)?|checks|sees)\b/g,
    'human review',
  ],
  // Rejecting by machine ('auto-reject', 'autoreject') is rejecting automatically.
  [/\bauto ?(reject|rejects|rejected|rejecting|rejection|decline|declines|declined)\b/g, 'reject automatically'],
  [/\b(hundreds|thousands|dozens)( of \w+)? (at a time|at once|in one go|a (day|week))\b/g, 'volume spike $1'],
  [/\bseasonal(ly)?\b/g, 'peak seasonal'],
  // Stopping paying is ending the contract.
  [
    /\b(stop|stopped|stopping|quit|quitting) (paying|using (it|isa|you|the service|the platform))\b|\bcancel (our|my|the) (subscription|plan|account)\b/g,
    'termination',
  ],
  // Keeping on doing something ('they keep asking') is no keeping of data.
  [/\b(keep|keeps|kept|keeping) (on )?(\w+ing)\b/g, '$3'],
  // How long the interview takes, asked indirectly ('they ask how long the interview takes').
  [
    /\bhow long (the|an|my|a|your|each|their|our) (ai |chat )?(interview|chat)s? (takes|lasts|is|will take)\b/g,
    'how long does the interview take minutes',
  ],
  // What goes into a thing is what it holds; 'the scorecard ISA builds' is the scorecard, whoever makes it.
  [/\bwhat (goes|go|went) (into|in) \b/g, 'what is in '],
  [
    /\b(the|a|each|every|your) (scorecards?|rubrics?|shortlists?|summaries|summary|reports?) (that |which )?(isa|it|you) (builds?|makes?|creates?|generates?|produces?|writes?)\b/g,
    '$1 $2',
  ],
  // How much of a candidate's time it takes is how long their interview takes.
  [
    /\bhow much (of )?(a |an |the |each |every |our |your )?(candidate|applicant|interviewee)s?( s)? time (does|will|would|do) (it|this|that|isa|the interview|the chat) (take|need|use)\b/g,
    'how long does the interview take minutes',
  ],
  // Too few people seeing an ad is reach.
  [
    /\b(too few|few|not enough|hardly any|no one|nobody) (people )?(even )?(see|sees|seeing|notice|notices|find|finds|read|reads) (our|my|the|your) (ads?|adverts?|job description|jobs?|postings?|listings?|vacancies|openings|roles)\b|\bin front of more eyes\b|\bmore eyes\b/g,
    'post job reach more applicants',
  ],
  // Well-known customers ask for a customer list, which the site does not give ('known for' is something else).
  [/\b(well known|big name|household name|famous|big brand)s?\b/g, 'famous'],
  // Recommending ISA to others is a referral, not a request for a recommendation.
  [
    /\b(recommend|recommending|refer|referring) (isa|you|your (product|service|tool)) to (a |an |my |our |other )?\w+\b|\bfor (recommending|referring) (isa|you|us|your (product|service|tool))\b/g,
    'referral',
  ],
  // A message one can copy is a template; whose job something is asks who is responsible for it.
  [
    /\b(message|email|text|wording|words|note|letter)s? (\w+ ){0,3}(i|we) (can|could) (copy|use|send|paste|adapt)\b/g,
    'template',
  ],
  [/\bwhose (job|responsibility|duty|problem)( is it)?( to)?\b/g, 'who is responsible'],
  [/\b(look|looks|looking|looked|care|cares|caring) after\b/g, 'responsible for'],
  // Results that land somewhere are delivered there.
  [/\b(land|lands|landed|landing) (in|into)\b/g, 'delivered to'],
  [/\broll(s|ed|ing)? (it |isa |this |them |the tool |the platform )?out\b/g, 'rollout'],
  // 'What plan for rolling ISA out?' asks for a rollout plan, not a pricing plan.
  [
    /\b(what|which|whats)( s| is)?( the| your| a)? plan ((\w+ ){0,4})for (a |the |our |your )?rollout\b/g,
    '$1 rollout plan $4',
  ],
  [/\bplans? (for|to) (a |the |our |your )?rollout\b/g, 'rollout plan'],
  // Putting one tool before another ('put ISA in front of our video platform') uses it first, the two together.
  [
    /\b(put|puts|putting|place|run|use|have) (isa|it|this|you|them) (in front of|ahead of|before|upstream of)\b/g,
    '$2 used together first',
  ],
  // 'In front of' places something ('standing in front of your kiosk'); after the idioms that use it, it names no
  // subject of its own.
  [/\bin front of\b/g, 'before'],
  // Whether something makes sense only frames the question ('does it make sense to...?').
  [/\b(does|would|will|could|do) (it|that|this|they) (still |really )?make sense( to| for (us|me))?\b/g, ''],
  // Binning candidates is rejecting them.
  [
    /\b(bin|bins|binned|binning) (\w+ )?(candidates|applicants|scorers|people|them|applications|cvs|resumes)\b/g,
    'reject $2$3',
  ],
  // Coming out on top is ranking first; seeing why is seeing the reason.
  [/\b(come|comes|came|coming|end|ends|ended|finish|finishes|finished) (out |up )?(on |at the )?top\b/g, 'ranked top'],
  [/\b(see|know|tell|understand|show|showing|shows) why\b/g, '$1 reason'],
  // Why one got a high score and another a low one asks why each ranked where they did, not about highs and lows.
  [
    /\breason\b.*/g,
    (asked) =>
      asked.replace(
        /\b(an? )?(scores high|(high|higher|low|lower|better|worse|good|bad) (scores?|marks?))\b/g,
        'ranked',
      ),
  ],
  // What a thing shows or displays ('what do the dashboards show?') is what it holds: the verb asks for nothing.
  [
    /\b(what|which \w+) (do|does|did|will|would|can|could) ((?:\w+ ){1,3})(show|display)\b(?! (up|off|why|how))/g,
    '$1 $2 $3',
  ],
  // A report or breakdown of why something happened asks for the reason, not for analytics reports.
  [/\b(an? |the )?(report|explanation|breakdown|record|account)s? (of|on|explaining|showing) why\b/g, 'reason'],
  // A last name is no last step, nor is a field next to another what comes next.
  [/\blast names?\b/g, 'surname'],
  [/\bnext to\b/g, 'beside'],
  // The industry's names for what the pricing page calls its candidate database and customer success manager.
  [/\btalent (pool|pools|bank|database|community)\b/g, 'candidate database'],
  [/\b(white ?glove|(a |an )?(named|dedicated) (person|contact|rep)|account manager)\b/g, 'customer success manager'],
  [
    /\b(kick ?off|training|welcome|onboarding) (training|session|sessions|call|meeting|workshop)\b/g,
    'onboarding session',
  ],
  // Getting a team up to speed is onboarding it, not a speed.
  [/\b(get|getting|bring|bringing|brought) (\w+ ){0,3}up to speed\b/g, 'onboarding'],
  // Asking to be told straight only frames the question ('be straight with me: do you...?').
  [/\b(be|being) (straight|honest|frank|upfront|candid|blunt|real) with (me|us)\b/g, ''],
  // Venting beside a question ('that is a joke', 'or do we just cross our fingers?', 'be honest') asks nothing.
  [
    /\b(cross|crossing|crossed) (our|my|your|their) fingers\b|\b(that|this|it) (is|s) (a joke|ridiculous|absurd|insane)\b|\bwhat a joke\b|\b(that s|thats|that is) all (i m|im|i am|we re|were|we are) asking( for)?\b|\bridiculous\b|\b(to )?be (honest|frank|candid)\b|\btbh\b/g,
    '',
  ],
  // So is a condition of being displeased ('if we're unhappy'): what would follow is asked.
  [
    /\bif (we ?re|i ?m|you ?re|they ?re|(we|i|you|they) (are|were|am|feel|end up)) (unhappy|not happy|dissatisfied|not satisfied|disappointed)( with (it|isa|this|the (service|product|tool)))?\b/g,
    '',
  ],
  // Saying what one does not care about ('I don't care what your plans cost') sets it aside, as does 'I care whether'.
  [
    /\b(i|we) (dont|don t|do not) care (what |how much )?(\w+ ){0,3}(costs?|prices?|pricing)\b|\b(i|we) (only |just |really )?care (whether|if|that)\b/g,
    '',
  ],
  // Who the asker is not ('a candidate, not a buyer') names no subject.
  [
    /\b(candidate|applicant|job seeker|jobseeker) (and )?not (a|an) (buyer|customer|client|recruiter|employer)\b/g,
    '$1',
  ],
  // Calling a word or a promise empty ('marketing fluff', 'just a nice word') says nothing of the subject.
  [
    /\b(marketing |sales )?(fluff|spiel|buzz ?words?|lip service)\b|\b(just )?a (nice|pretty|fancy|empty) (word|phrase|label)( (in|on) (your|the|its) (footer|header|menu|website|site|homepage))?\b/g,
    '',
  ],
  // A dare to invent an answer when none is known asks nothing.
  [
    /\b(and )?(if (you|u) (do not|dont|don t) know,? )?(then )?(just )?(make up|invent|fabricate|guess) (a|any|some) (number|figure|answer|date)( anyway)?\b/g,
    '',
  ],
  // A candidate asking whether they will get the job asks how their answers are used in the hiring decision.
  [
    /(?<!\b(whether|if) )\bi (will |would |ll |d )?(get|land|be offered|be given) (the|this|that|a) (job|role|position)\b(?! (description|posted|post|ad|advert|listing|done|filled))/g,
    'how are my answers used',
  ],
  // Asking whether one will be stonewalled or fobbed off (like the last vendor) is a jab, not a subject.
  [
    /\b(are you|you re|youre) (going|gonna) to (stonewall|fob|stall|ignore|dodge|brush)( (us|me))?( off)?( like (the|our|my) (last|previous|other|old) (vendor|supplier|provider|company|one))?\b/g,
    '',
  ],
  // A 'glorified' thing is a basic one dressed up ('a glorified chatbot').
  [/\bglorified\b/g, 'basic'],
  // Flogging something is selling it.
  [/\bflog(s|ged|ging)?\b/g, 'sell'],
  // 'Which option' asks which plan to choose.
  [/\b(which|what) option\b/g, '$1 plan'],
  // Interviewing all of them, after the applicants a question names, is interviewing every applicant.
  [/\b(interview|interviewing|screen|screening) (all|each|every one) of them\b/g, '$1 every applicant'],
  // Getting back in to something left halfway is resuming it.
  [
    /\b(get|gets|getting|got|come|comes|coming|jump|jumps|hop|hops) back (in|into it|into the interview|to it)\b/g,
    'resume',
  ],
  // Doing something without talking to sales only says who does it: it names no talking, voice or sales subject.
  [
    /\b(without|before) (talking|speaking|chatting) (to|with) (sales|a salesperson|your sales team|anyone|anybody)\b/g,
    '',
  ],
  // 'More to the point' only marks which question matters.
  [/\b(oh |ah )?(and )?more to the point\b/g, ''],
  // A link that stops working has expired.
  [/\b(link|links) (stops|stop|stopped|will stop|no longer) (working|works|work)\b/g, '$1 expires'],
  // Walking or showing someone through the product live, or on a call, is seeing it live: the demo.
  [
    /\b(walk|show|take) (me|us|them) (through |around )?(it|isa|the product|the platform|the tool) (live|on a call|in person)\b/g,
    'see it live',
  ],
  // Walking someone through something is explaining how it works.
  [/\bwalk (me|us|them) through\b/g, 'explain how it works'],
  // A plan B is a fallback, and being a pro at something is being an expert: neither names a plan.
  [/\bplan b\b/g, 'fallback'],
  [/\b(a|be|being) pro at\b/g, 'expert at'],
  // Whether one still has to do a chore ('do we still need to book phone screens?') asks whether ISA removes it.
  [/\b(do|will|would|must) (i|we|you|recruiters|our team|the team) still (have|need) to\b/g, '$1 $2 remove'],
  // Where candidates go after or once something is done asks where ISA hands them off.
  [/\bwhere (do|does|will|did) ((\w+ ){1,3})go (after|once|when|next)\b/g, 'where $1 $2hand off $4'],
  // A job the asker opens is each job, not a price per job.
  [/\bper (job|role|vacancy|opening) (i|we|you) (open|post|create|add|run)\b/g, 'for each $1'],
  // 'What's the damage?' asks the price, not about damages one could claim.
  [/\b(what s|whats|what is|what will be|what ll be) the damage\b/g, 'what is the price'],
  // A plan for groups is the team plan ('the group package', 'the package for groups'): a group of people is a team.
  [
    /\bgroups? (plan|package|tier|option|subscription)s?\b|\b(plan|package|tier|option) for (groups|teams)\b/g,
    'team plan',
  ],
  // How big a cut or discount is asks how much one saves ('how big a reduction for paying yearly?').
  [/\bhow (big|much|large) (of )?an? (reduction|discount|cut|saving)\b/g, 'how much do i save'],
  // The top or most complete tier is the highest plan, Enterprise; the most basic one is the entry plan, Standard.
  [
    /\b(top|highest|premium|biggest|most complete|most comprehensive|most advanced|fullest) (tier|plan|package|option)\b/g,
    'enterprise plan',
  ],
  [/\b(most basic|entry level|lowest|bottom) (\w+ ){0,2}(tier|plan|package|option)\b/g, 'standard plan'],
  // Starting a new line in an answer is what Shift+Enter 'starts', whatever the verb: no start with ISA.
  [/\b(start|starting|begin|begins|make|add|insert|type|get|put) (a )?new lines?\b/g, 'starts a new line'],
  // Why someone ranked top or bottom is why they ranked where they did, as the site puts it.
  [
    /\bwhy (somebody|someone|a candidate|the candidate|candidates|they|he|she|one person) (was |were |is |got )?(ranked|ranks|rank|came|scored) (top|first|highest|higher|lower|last|bottom)\b/g,
    'why a candidate ranked where they did',
  ],
  // What happens once a file has been uploaded is what happens once it is submitted.
  [/\b(once|after|when) (i|we|they|you|he|she)( have| ve| had| d)? (uploaded|sent in)\b/g, '$1 $2 submitted'],
  // What the vendor's thing, product or software does is what ISA does.
  [
    /\bwhat (does|do|will|would|can) (your|the|this|isa s) (thing|stuff|product|software|platform|app|solution|service|system) do\b/g,
    'what does isa do',
  ],
  // Saying something in plain English or simple terms is a manner of speaking, not a language.
  [/\bin (plain|simple|everyday|layman s|laymans|normal) (english|terms|words|language)\b/g, ''],
  // A webcam is the camera the site speaks of ('no camera needed').
  [/\bweb ?cams?\b/g, 'camera'],
  // Data-protection matters are privacy questions.
  [/\bdata protection (matters?|questions?|issues?|queries|query|enquiries|enquiry|concerns?)\b/g, 'privacy questions'],
  // Number one in a field is the best in it.
  [/\b(the )?(number one|number 1|no 1)\b/g, 'the best'],
  // Something one is not good at, or cannot do at all, is a weakness ('what are you not great at?'); what one will not
  // do with or to something ('what won't you do with our data?') is a rule kept, not a weakness.
  [
    /\b(not|never) (very |so |that |really )?(good|great|strong) at\b|\b(bad|weak|poor) at\b|\b(anything|things|what) (isa|it|you|they) (cant|cannot|can not|doesnt|does not|wont|will not) do\b(?! (with|to) )|\bwhat (cant|cannot|doesnt|wont) (isa|it|you|they) do\b(?! (with|to) )/g,
    'weaknesses',
  ],
  // What one would make or earn from doing something asks whether one does it ('how much do you earn from ads?').
  [/\bhow much (money )?(do|does|did|would|will) (you|isa|they|the company) (make|earn) (from |by |off )?/g, 'do $3 '],
  // Making a time shorter or longer is setting its period ('can we make that shorter?' after how long data is kept).
  [/\b(make|makes|making) (it|that|this|them) (shorter|longer)\b/g, 'set $2 $3 period'],
  // A figure measured or counted over a period is one per that period ('is uptime measured over a month?').
  [
    /\b(measured|calculated|counted|averaged|tracked|worked out) (over|across|per|by|on|for|within) (a |an |the |each |every )?(year|month|quarter|week|day)\b/g,
    'per $4',
  ],
  // Paying month to month is paying monthly.
  [/\bmonth (to|by) month\b/g, 'monthly'],
  // A help desk bot answers FAQs: a basic chatbot.
  [/\bhelp ?desk\b/g, 'faq'],
  // Handing work over to automation is automating it.
  [/\b(hand|hands|handing|handed|give|turn) (\w+ )?over to automation\b/g, 'automate'],
  // 'Percentage wise' asks for a percentage; the colloquial '-wise' after any other word only means 'as to' it
  // ('cost wise, where do we land?').
  [/\b(percentage|percent) ?wise\b|\bin (percentage|percent) terms\b/g, 'as a percentage'],
  [/\b(\w+) wise\b/g, '$1'],
];

/** Applies the phrase rewrites to normalized text. */
export function rewritePhrases(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PHRASES)
    out = typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
  return out;
}
