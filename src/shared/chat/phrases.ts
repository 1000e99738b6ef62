/** Ordinal words as figures, for steps of a plan ('the second week' is 'Week 2'). */
const ORDINALS: Record<string, string> = { first: '1', second: '2', third: '3', fourth: '4', fifth: '5' };

/** Phrases rewritten before a question is read, so a metric or product named in other words finds its name. */
export const PHRASES: Array<[RegExp, string | ((...args: string[]) => string)]> = [
  [/\btime (to|till|until) (hire|hiring|fill|filling|fil)\b/g, 'time to fill'],
  [/\btime (to|till|until) (short ?list|shortlisting)\b/g, 'time to shortlist'],
  [/\bshort list/g, 'shortlist'],
  [/\bscreen ?readers?\b/g, 'screenreader'],
  // A typed interview is a text interview.
  [/\b(typed|typing|written|text ?based) (interview|interviews|chat|chats)\b/g, 'text $2'],
  [/\bdrop (off|out)s?\b/g, 'dropoff'],
  [/\bdropouts?\b/g, 'dropoff'],
  [/\bapplicant tracking( system)?s?\b/g, 'ats'],
  [/\bwhite label(ed|led)?\b/g, 'whitelabel'],
  [/\bchat bot\b/g, 'chatbot'],
  [/\bsub ?processors?\b/g, 'subprocessor'],
  [/\bjob descriptions?\b/g, 'job description'],
  [/\b24 ?7\b/g, '24/7'],
  [/\baround the clock\b/g, '24/7'],
  [/\bround the clock\b/g, '24/7'],
  [/\bup ?time\b/g, 'uptime'],
  [/\bdown ?time\b/g, 'downtime'],
  [/\bhiring managers?\b/g, 'hiring manager'],
  [/\bhuman resources\b/g, 'hr'],
  [/\bthird part(y|ies)\b/g, 'subprocessor'],
  [/\bcheck ?list\b/g, 'checklist'],
  [/\be ?mail\b/g, 'email'],
  [/\b(business|office|working|work) hours\b/g, 'anytime'],
  [/\bon (its|their|it s) own\b/g, 'alone'],
  [/\b(final|last) (call|say|word)\b/g, 'final decision'],
  [/\bhiring (call|choice)\b/g, 'hiring decision'],
  [/\bget(s|ting)? in touch\b|\breach(es|ing)? out\b/g, 'contact'],
  [
    /\b(can|will|would|could) (it|isa|you|your system|the system|the platform) (handle|cope( with)?|manage|deal with|process|keep up)\b/g,
    'capacity',
  ],
  [/\b(up and running|get going|go live|going live)\b/g, 'started'],
  [/\b(actually|really|basically|honestly|kindly|exactly|literally|please)\b/g, ''],
  [/\bhumans? in the loop\b/g, 'human review'],
  // The firm that runs ISA is the one the terms say provides it.
  [
    /\b(legal|registered|official|full) (company |business )?(name|entity)\b|\b(company|firm|business|entity|who) (is |s )?(behind|running|that runs|that owns|that operates|that makes)\b/g,
    'provided by',
  ],
  // Committing for a year is paying annually.
  [
    /\b(commit|commits|committing|sign up|signing up|lock in|locking in) (for|to) (a|one|1) (whole |full )?year\b/g,
    'annual',
  ],
  [/\b(commit|committed|commitment) to\b/g, 'guarantee'],
  [/\b(hours|time|days|weeks?|evenings?|weekends?) back\b/g, 'save time'],
  [
    /\b(candidates|applicants|people|they) (\w+ly )?(like|enjoy|love|hate|mind|dislike|think of|feel about|put up with|tolerate)\b/g,
    '$1 rating',
  ],
  [/\b(have|has) going for (it|them|him|her)\b/g, 'strength'],
  [/\b(more|extra) (interviews|interviewing|conversations|chats|screens|screenings)\b/g, 'throughput $2'],
  // Putting people through an interview is interviewing them.
  [
    /\b(put|puts|putting|get|gets|getting|push|pushes|pushing) (\w+ ){0,2}through( it| isa| the system| the platform)?\b/g,
    'interview',
  ],
  [/\b(near |nearly |almost )?identical\b/g, 'similar'],
  // Coming back to an interview is resuming it; a team getting back to you replies.
  [/\b(get|gets|getting) back to (me|us|you|them|him|her)\b/g, 'contact reply'],
  [/\b(come|comes|coming) back( later)?\b/g, 'resume'],
  // A file's size in kilobytes or megabytes is its size ('up to 5MB').
  [/\b(\d+(?:\.\d+)?) ?(kb|mb|gb)\b/g, '$1$2 size'],
  // A file type is a format.
  [/\b(pdf|docx|txt|rtf)\b/g, '$1 format'],
  // Someone younger than 18 who says so asks about the minimum age.
  [
    /\b(i m|im|i am|we re|were|they re|theyre|he s|she s|hes|shes) (1[0-7]|[1-9])( years? old| yrs? old| yo)?\b/g,
    'under 18',
  ],
  // So is someone said to be 13 to 17 ('some of our first-years are 17', '16 year olds'), not '17 roles'.
  [
    /\b(are|is|am|i m|aged|turned|only|just) (1[3-7])\b(?! (roles?|jobs?|seats?|plans?|days?|hours?|weeks?|months?|minutes?|languages?|percent|of|out))|\b(1[3-7]) (year olds?|years? old|yo)\b/g,
    'under 18',
  ],
  [/\b(may not|must not|not (be )?allowed( to)?|not permitted|prohibited|forbidden|banned)\b/g, 'prohibit'],
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
  [
    /\bjob (ad|ads|advert|adverts|advertisement|advertisements|posting|postings|spec|specs|specification)\b/g,
    'job description',
  ],
  [
    /\b(ranked |short )?list of (the )?(top|best|strongest|finest) (people|candidates|applicants|talent)\b/g,
    'ranked shortlist',
  ],
  [/\b(top|best|strongest) (people|candidates|applicants)\b/g, 'shortlist'],
  // Candidates who get booked in receive a booking link.
  [/\b(get|gets|getting|are|be|is) booked( in)?\b/g, 'receive booking link'],
  // A ranked or sorted list of candidates to call is the shortlist.
  [/\b(ranked|ranking|sorted|ordered|prioriti[sz]ed) (list|lineup|order)s?\b/g, 'shortlist'],
  [/\bdig (deeper|further|in)\b|\bdrill (down|deeper)\b/g, 'probe'],
  [/\bhook(ed|s)? (up|in|into)\b|\bplug(ged|s)? in(to)?\b|\bwired up\b/g, 'integrated'],
  [/\b(right now|currently|at the moment|as of today|at present|presently)\b/g, 'today'],
  [/\bout loud\b/g, 'aloud'],
  [/\bevery single\b/g, 'every'],
  [/\b(email|message|invitation|invite|reminder|letter)s?( \w+){0,3} (say|says|read|look like)\b/g, '$1 template'],
  [
    /\bwhat (the candidate|the applicant|candidates|applicants|they|he|she) (actually )?(said|wrote|answered|say|write)\b/g,
    'own words',
  ],
  [/\b(talking|speaking|chatting) (to|with) (an? )?(ai|bot|machine|robot)\b/g, 'ai interviewing agent'],
  [
    /\b(interview|screen|handle|get to|reach|talk to|speak to) (them all|all of them|everyone( else)?|everybody( else)?|every one of them|the rest( of them)?|all the others)\b/g,
    'unlimited interviews',
  ],
  [/\b(let|keep|tell) (us|me|you|them|clients) (know|informed|posted)\b/g, 'notify'],
  [/\b(screen|filter|weed|rule)(s|ed|ing)? (\w+ )?out\b/g, 'knockout'],
  [/\b(people|those|everyone|anyone|persons) (who|that) (apply|applies|applied|are applying)\b/g, 'applicants'],
  [/\b(do|does) (the |your |its )?(\w+ ){0,2}come from\b/g, 'built from'],
  // Metrics named in everyday words.
  [
    /\b(from|between) (someone |a candidate |an applicant |candidates |applicants |people )?(applying|application|apply|applies) (to|and|until|till) (\w+ ){0,3}(starting|start|starts|beginning|begin)( the| their)? interview\b/g,
    'time to first interview',
  ],
  [
    /\b(how (soon|quickly|fast|long)|when) after (applying|application|(they|candidates|applicants|someone|people) (apply|applies|applied))( \w+){0,4} (start|starts|begin|begins|take|takes)( the| their)? interview\b/g,
    'how soon time to first interview',
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
  [/\b(one|a single|1) (opening|position|vacancy|role|req|requisition)\b/g, 'single job'],
  [/\b(most )?popular (role|job|position|opening|vacancy)(s?)\b/g, 'highest volume $2$3'],
  [/\bsmall (business|businesses|company|companies|firm|firms|shop|shops|organisation|organization)\b/g, 'smb'],
  [/\bbuilt in\b/g, 'builtin'],
  [/\b(aimed at|meant for|designed for|made for|intended for|targeted at|geared to|geared towards)\b/g, 'built for'],
  [/\b(people|personnel|staff|hr) (department|team|function|person)\b/g, 'hr'],
  [/\b(no|without an?|lack an?) (dedicated )?(recruiters?|hr)\b/g, 'without hr'],
  [
    /\b(choose|chooses|pick|picks|decide|decides|select|selects) (who|which candidate|the candidate|the person) (gets|to hire|is hired|to make|to take|we hire)\b/g,
    'hiring decision',
  ],
  [/\bturn(s|ed|ing)? (\w+ )?down\b/g, 'reject'],
  [/\b(at once|at the same time|simultaneously|in one go)\b/g, 'at once'],
  // Stopping a service part way through its term ends the contract early; no candidate pauses there.
  [
    /\b(stop|stops|stopped|quit|quits) using (you|isa|it|the service|your service|the platform|the product) (part way|partway|halfway|midway|mid way)( through)?\b/g,
    'termination',
  ],
  [/\b(take a break|take breaks|part way|partway|in the middle|stop(s|ped|ping)? halfway)\b/g, 'pause'],
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
  [/\b(end|ends|ended) up joining\b|\bjoin(s|ed)? (the company|us|the team)\b/g, 'joins'],
  [/\b(end|ends|ended) up\b/g, ''],
  [/\baccept(s|ed)? (the |an |our |their )?offers?\b/g, 'offer accept'],
  [
    /\b(charge|charges|charged|bill|bills|billed|pay|paying) (for|per|by) (each|every|an?|the) (interview|candidate|applicant)\b/g,
    'per interview',
  ],
  [
    /\bwhat (it s|its|it is|it) (feels? )?like (for|from) (the |a )?(candidate|applicant|job seeker)s?( s)?( side| point of view| perspective)?\b/g,
    'candidate experience',
  ],
  [/\b(candidate|applicant)s?( s)? (side|point of view|perspective)\b/g, 'candidate experience'],
  [/\b(fall|falls|falling) short\b|\bwatch ?outs?\b/g, 'weakness'],
  [/\b(money|fees?|payments?) (\w+ ){0,2}back\b|\bget refunded\b/g, 'refund'],
  [/\b(get|getting|opt|opting) out of\b|\bopt out\b/g, 'opt out'],
  [/\b(hang|hold|hanging|holding) on ?to\b/g, 'keep'],
  [/\b(chat|interview|conversation) (records?|history|histories|logs?|texts?)\b/g, 'transcript'],
  [/\bfor (money|profit|cash)\b/g, 'sell'],
  [
    /\b(travels?|travelling|traveling|moving|moves|sent|transmitted) (over|across|through) (the )?(network|internet|wire|web)\b|\bin flight\b/g,
    'in transit',
  ],
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
    /\b(outside |external |new )?(vendors?|suppliers?|providers?|companies) (that |who |which )?(handles?|process(es)?|touch(es)?|access(es)?) (our |your |the )?(data|information)\b/g,
    'subprocessor',
  ],
  [/\btry (\w+ing )?(it |again|once more)+\b|\bre ?send\b/g, 'retry'],
  [/\b(ads?|advertising|adverts?|marketing) (cookies?|trackers?)\b/g, 'advertising cookies'],
  [/\b(unplug|remove|disconnect|cut) (the )?(connection|integration)\b/g, 'disconnect the integration'],
  [/\bfinal (round|stage|step|conversations?)\b/g, 'final interview'],
  [/\breal (person|people|human|humans)\b/g, 'human'],
  // Who can look at data is who can access it.
  [
    /\bwho( at (the |your |our )?\w+)? (can|could|may|gets to|is able to) (look at|look into|get at|access)\b/g,
    'who can access',
  ],
  // Who looks at a candidate's answers ('who is look at my answers?') is who reads their interview.
  [/\bwho (\w+ ){0,2}(look|looks|looking) at\b/g, 'who reads'],
  [/\blook (at|over|through)\b/g, 'review'],
  [/\bin parallel( with)?\b/g, 'alongside'],
  [/\bunder ?18s?\b|\bunder 18 year olds\b/g, 'under 18'],
  [/\b(nite|nites)\b/g, 'nights'],
  // Idioms of everyday English, read as what they mean.
  [/\bjob ?seekers?\b/g, 'candidates'],
  // The last few candidates left are the shortlist, met in a final interview; a video call is a video interview.
  [/\b(the )?(last|final) (few|handful|couple|ones|candidates|applicants|people)\b/g, 'shortlist final interview'],
  [/\bvideo (calls?|chats?|meetings?)\b/g, 'video interview'],
  // Lacking a required licence or the right to work is failing a must-have: a knockout.
  [
    /\b(lack|lacks|lacking|dont have|do not have|missing|without) (the |a |an |any )?(work authorisation|licences?|licenses?|certifications?|qualifications?|musthaves?)\b/g,
    'fail knockout $3',
  ],
  // The details or data a company keeps or holds are the data it collects.
  [
    /\bwhat ((?:\w+ ){0,2})(details|data|information|info) (do|does|will|would) (you|isa|they) (keep|hold|store|retain)\b/g,
    'what $1$2 we collect',
  ],
  // What something costs candidates is their time, not a price; how much of an evening it eats is how long it takes.
  [/\bi mean\b/g, ''],
  [/\bcosts? (the )?(candidates|applicants|them|people|jobseekers)\b/g, 'take $2'],
  [
    /\bhow much of (their|your|my|our|the|an?) (evening|day|time|weekend|night|afternoon|morning|lunch ?break)\b/g,
    'how long',
  ],
  [/\b(eat|eats|eating)( up| into)?\b/g, 'take'],
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
  // What people are marked against is the rubric; being stuck with something asks whether it can be changed.
  [
    /\b(mark|marks|marked|score|scores|scored|grade|grades|graded|judge|judges|judged|assess|assesses|assessed) (\w+ ){0,2}against\b/g,
    'scored against the rubric',
  ],
  [/\b(stuck|locked in|lumbered) with\b/g, 'edit'],
  [/\b(only|just) (the )?(first|top) (few|handful|couple|ones?|batch)\b/g, 'just the first'],
  [/\bup front\b/g, 'upfront'],
  // A scorecard or a link 'per job' is one for each job, not a price per job.
  [
    /\b(scorecards?|rubrics?|criteria|questions?|interviews?|links?|pipelines?|settings?) per (job|role|position|vacancy|opening)\b/g,
    '$1 for each job',
  ],
  // 'The right choice' asks which product fits best, not about anyone's rights.
  [/\b(the )?(right|correct) (choice|fit|tool|option|vendor|solution|platform|product)\b/g, 'best fit'],
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
  [/\b(contract|agreement|subscription)s? (ends?|ended|expires?|expired|finishes|is over|runs out)\b/g, 'termination'],
  [/\b(hand|hands|handed|handing) ((?:\w+ ){0,2})back\b/g, '$2returned'],
  // What is held about people is what is collected.
  [/\bwhat ((?:\w+ ){0,2})(do|does) (you|isa|they) (hold|store|have|collect) (about|on)\b/g, 'what $1we collect about'],
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
  [/\b(twelve|12) months?\b|\b(a|one|the) (full )?year up ?front\b|\byearly\b/g, 'annual'],
  [/\bknock(s|ed|ing)? ((?:\w+ )?)off\b/g, '$2saving'],
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
  // The client paid by ISA, not paying it: what ISA would owe.
  [
    /\b(you|youd|youll|isa)( would| will| ever| have to| need to| be)* (pay|owe|compensate) (us|me|the client)\b/g,
    'liability',
  ],
  [
    /\b(gap|time|period) (between|from) (opening|posting|advertising|listing) (a |an |the |our )?(role|job|vacancy|position|opening)s? (and|to|until|till) (filling|fill|hiring)( it| them)?\b/g,
    'time to fill',
  ],
  [/\bcost(s)? (\w+ ){0,2}in (time|effort|minutes|hours)\b/g, 'take time'],
  [/\bkeep(s)? (going|running|working)\b/g, 'available'],
  [/\bnon ?negotiables?\b|\bdeal ?breakers?\b/g, 'dealbreaker'],
  [/\bno longer (works?|working|valid|open)\b|\bstopped working\b/g, 'expired'],
  [/\b(data|details|information|it) (gone|removed|erased|wiped)\b/g, 'delete $1'],
  [/\bhear back\b/g, 'next steps'],
  [/\bmust ?haves?\b/g, 'musthave'],
  [/\bknock ?on\b/g, 'indirect'],
  [/\b(flood|spam|bombard|fill|clog)(s|ing)? (up )?(my |our |your )?inbox\b/g, 'email'],
  [/\b(real|actual|true|honest|exact|final) (price|prices|pricing|cost|costs|fee|fees)\b/g, '$2'],
  [/\b(speak|say|talk) (their |your |my |the )?(answers|responses|replies)\b/g, 'voice answers'],
  [
    /\b(pick|picks|choose|chooses|decide|decides|select|selects) (when|what time|the time|their (own )?time)\b/g,
    '24/7',
  ],
  [/\bplaced (first|second|third|\w+th|top|last|higher|lower)\b/g, 'ranked'],
  [/\b(dark|light) mode\b/g, 'theme'],
  [/\bspecial arrangements?\b/g, 'accommodation'],
  // A request for an accommodation is the accommodation asked for, not a privacy request.
  [
    /\b(accommodation|adjustment)s? requests?\b|\brequests? for (an? )?(accommodation|adjustment)s?\b/g,
    'accommodation',
  ],
  [/\bmake money (by|from|off|out of)\b/g, 'sell'],
  [/\bswitch(es|ed|ing)? (\w+ ){0,2}on\b/g, 'use'],
  [/\b(odd|unsocial|unsociable|all) hours\b|\b(at )?\d{1,2} ?(am|pm)\b/g, 'anytime'],
  // A short answer is a thin one, not a line of text ('a one-line answer', 'one-word replies').
  [/\b(one|1|two|2|single) ?(line|liner|word|sentence)s? (answer|reply|response)s?\b|\bone ?liners?\b/g, 'thin answer'],
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
    /\b(bring|brings|import|add|upload|load|move) (in |over )?(my |our |the )?(own |existing |current )?(applicants|candidates)( (i|we) (already )?(have|got))?\b/g,
    'manual applicant upload',
  ],
  // More time to answer is an accommodation.
  [
    /\b(get|have|need|want|give|allow|ask for|request) (me |us |them )?(longer|more time|extra time)\b/g,
    'more time accommodation',
  ],
  // A posting that turns an applicant away is closed.
  [
    /\bturn(s|ed|ing)? (me|us|them|people|applicants|candidates) away\b|\b(wont|won t|will not|doesnt|doesn t|does not) let (me|us|them) apply\b/g,
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
  [/\btick(s|ed|ing)? (the |a |this |that )?(box|checkbox)\b/g, 'agree'],
  // What a candidate types is their answers; applying and then hearing nothing asks what comes next.
  [/\bwhat (i|we) (type|typed|write|wrote|say|said|enter)\b/g, 'my answers'],
  [/\b(hear|hears|heard) nothing( back)?\b|\bnever hear( back)?\b|\bget no (reply|answer|response)\b/g, 'next steps'],
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
  [/\b(apply|applied|applying)( \w+){0,5} (twice|two times|more than once)\b/g, 'already applied'],
  // Being told of new openings is following the jobs feed.
  [
    /\b(told|notified|alerted|informed|emailed|pinged|hear) (when|about|of) (any )?new (openings|jobs|roles|vacancies|positions)\b|\bjob alerts?\b/g,
    'follow new jobs feed',
  ],
  [
    /\b(hear|learn|find out|know) (about|of) (any )?new (ones|openings|jobs|roles|vacancies|positions|postings)\b/g,
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
    /\b(an? )?(copy|copies|export) of (my|our|your|their|the) (personal )?(data|information|info|details|records|answers|transcripts?)\b/g,
    'access $3 data',
  ],
  [/\b(deal|deals|dealt|dealing) with\b/g, 'handle'],
  // A resume that is no file is pasted as text.
  [
    /\b(not|isn t|isnt|is not) (saved |stored )?(as )?(a|in a) file\b|\bno (resume |cv )?file\b|\bgoogle docs?\b|\bwithout (uploading|sending|attaching|a)( an?| my| the)?( resume| cv)?( file| document| attachment)\b/g,
    'paste resume text',
  ],
  // A dropped connection asks whether answers are saved; another device is a device.
  [
    /\b(connection|internet|wifi|signal|network) (drops?|dropped|dies|died|cuts? out|goes down|went down|fails?|failed)\b|\blose (what|everything) (they|i|we|you) (typed|wrote)\b/g,
    'answers saved',
  ],
  [/\b(laptop|desktop|computer|pc|tablet)\b/g, 'another device'],
  // Passing an interview link on is sharing it.
  [
    /\b(forward|share|give|pass|send) (him |her |them |someone |a friend )?(on )?(my |the |this |your |their )?(interview )?link\b/g,
    'share link',
  ],
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
  // How long an interview lasts is the minutes it takes, not how long it is kept.
  [
    /\bhow long (is|does|will|would) (the|an|my|a|your|each) (ai |chat )?(interview|chat)( take| last| be)?\b|\bhow many minutes (is|does|will) (the|an|my|a) (interview|chat)( take| last)?\b/g,
    'how long does the interview take minutes',
  ],
  // Questions asked in turn.
  [/\b(separately|one by one|one after (another|the other)|individually|in turn)\b/g, 'one at a time'],
  // 'One at a time' is one idea, not only the words 'one' and 'time' (a retention period is no answer to it).
  [/\bone at a time\b/g, 'one at a time onebyone'],
  // Who sees what a candidate types is who reads their interview.
  [/\bwho (\w+ ){0,2}(see|sees|read|reads|view|views|look at|looks at)\b/g, 'who reads'],
  [/\bwhat (i|we|they|you|candidates|applicants) (type|typed|write|wrote|say|said)\b/g, 'answers'],
  // The worst that could happen, and what a vendor owes when it errs, is its liability.
  [/\bworst case( scenario)?\b/g, ''],
  [/\bmess(es|ed|ing)? (it |things |this )?up\b/g, 'liable'],
  // Software that reads a page aloud is a screen reader.
  [/\breads? (\w+ ){0,3}(aloud|out loud)\b/g, 'screen reader'],
  // A device that dies mid-interview is a pause; losing one's answers asks whether they are saved.
  [
    /\b(phone|battery|laptop|computer|tablet|connection|internet|wifi|wi fi|signal)( battery)? (died|dies|dead|crashed|cut out|dropped|went off|went dead|ran out)\b/g,
    'pause',
  ],
  [/\b(lost|lose|losing) (everything|all my (answers|progress|work)|my (answers|progress|work))\b/g, 'answers saved'],
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
  [
    /\b(be filmed|show (their|my|your|his|her|our) faces?|turn (on )?(the|a|their|my|your) (camera|webcam) on)\b/g,
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
  [/\bput(s|ting)? (\w+ ){0,2}forward\b/g, 'shortlist'],
  [/\bgrill\b/g, 'ask'],
  // Everything about someone is their personal data.
  [/\b(everything|all|anything) (you have |you hold )?(about|on) (me|us|them|him|her)\b/g, 'personal data'],
  // A better deal is a discount.
  [/\b(better|good|cheaper|special|best) (deal|price|rate)\b/g, 'discount'],
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
  [
    /\b(what|which) (kinds?|types?|sorts?) of (companies|firms|businesses|organisations|organizations|vendors|providers) (are|is) (your|the|its)\b/g,
    '$1 $3 $4 $5',
  ],
  // Phasing a tool in is a rollout.
  [/\bphas(e|es|ed|ing) (it |isa |this |them )?in\b/g, 'rollout'],
  [/\broll(s|ed|ing)? (it |isa |this |them |the tool |the platform )?out\b/g, 'rollout'],
  // 'What plan for rolling ISA out?' asks for a rollout plan, not a pricing plan.
  [/\b(what|which) plan ((\w+ ){0,4})for (a |the |our |your )?rollout\b/g, '$1 rollout plan $2'],
];

/** Applies the phrase rewrites to normalized text. */
export function rewritePhrases(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PHRASES)
    out = typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
  return out;
}
