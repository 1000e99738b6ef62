import type { ContactInfo } from '../../../src/shared/resume.ts';
import { looksLikePlace } from './places.ts';

/** A line the layout shows in larger type than the body (weight: its size over the body's). */
export interface NameHint {
  line: string;
  weight: number;
}

// Every pattern here sees untrusted text and must run in linear time (resume.test.ts feeds each one
// 100,000-character strings built to make it backtrack). Hence: a match starts only where a run of its
// characters starts (lookbehind), quantifiers are bounded, and two adjacent quantifiers never share characters.
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@(?:[A-Za-z0-9-]{1,63}\.){1,8}[A-Za-z]{2,24}(?![A-Za-z])/g;
// A legacy public profile keeps its three path segments after the name: /pub/jane-doe/4b/7a2/91c.
const LINKEDIN =
  /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[A-Za-z0-9\-_%.À-ž]{1,200}(?:\/[0-9a-z]{1,3}\/[0-9a-z]{1,3}\/[0-9a-z]{1,3}(?![\w-]))?/gi;
// Separators include the hyphens and en dash word processors put in ('415–555–0163').
const PHONE = /\(?(?:\+|00)?\(?\d[\d\s().\-/\u2010-\u2013\u2212]{6,}\d(?:,?\s*(?:x|ext\.?|extension)\s*\d{1,5})?/g;
/** A phone label just before a number; tested on the few characters before it only. */
const PHONE_LABEL =
  /\b(phone|tel|telephone|telefon|tel[eé]fono|t[eé]l[eé]phone|mobile|mobil|mob|m[oó]vil|celular|portable|cell|cellphone|handy|t|m|p|ph)\b\.?\s*(?:[:.]\s*)?$/i;
/**
 * A label saying a number is a mobile's, just before it: 'Mobile: ', 'Cell | ', 'Handy ', 'M. ', 'Tel. (mobile) ',
 * 'Mobile telephone ', and in other scripts ('Κινητό', 'נייד', '휴대폰', '携帯', '手机', 'Мобильный'). The number a
 * recruiter calls first.
 */
const MOBILE_BEFORE =
  /(?:\b(?:mobile|mobil|mobiel|mob|m[oó]vil|celular|cellulaire|cell|cellphone|handy|portable|gsm|whatsapp|kom|m)\b\.?(?:\s{1,3}(?:phone|telephone|tel|number|no)\b\.?)?|\(\s{0,2}(?:mobile|mobil|cell|mob)\s{0,2}\)|(?<!\p{L})(?:κινητό|κινητο|κιν\.|מוביל|נייד|טלפון\s{1,3}נייד|휴대폰|핸드폰|휴대전화|携帯(?:電話)?|手机|手機|моб\.|мобильный|мобилен|мобільний))[^\p{L}\d]{0,6}$/iu;
/** A field's label alone on its line, its value on the next (a form's cell): 'Mobile', 'Home telephone', 'Forename(s)'. */
const LABEL_ONLY = /^[\p{L}][\p{L} ./()'’-]{0,38}:?$/u;
/** A state's or province's code before a postcode: 'MA ', 'Cambridge, MA ', 'NSW '. */
const POSTCODE_AREA = /(?:^|[\s,])[A-Z]{2,3}\s{1,3}$/;
/**
 * The label of an identifier just before a number, which makes it no phone; tested on the characters before it.
 * National ID numbers among them: CPF, DNI, AHV, PESEL, BSN, personnummer, ЕГН, ת.ז., 身份证号, 주민등록번호.
 */
const ID_LABEL =
  /(?:\b(?:id|nhs|gmc|nmc|hcpc|pin|isbn|issn|orcid|doi|ssn|nino?|iban|bic|passport|licen[cs]e|reg(?:istration)?|ref(?:erence)?|account|acct|invoice|order|policy|vat|tax|tin|postcode|zip|serial|student|employee|member(?:ship)?|permit|visa|badge|cpf|cnpj|rg|dni|nie|nif|ahv|avs|pesel|bsn|personnummer|personnr|f[øo]dselsnummer|henkil[öo]tunnus|hetu|kennitala|egn|curp|rfc|nric|aadhaar)\.?(?:[\s-]{0,3}(?:no|nr|num|number|#|n[º°o]))?\.?|(?<!\p{L})(?:ЕГН|ИНН|СНИЛС|ת\.\s?ז\.?|תעודת\s{1,3}זהות|身份证(?:号码?)?|身分證(?:字號)?|주민등록번호|マイナンバー))\s{0,3}[:：#]?\s{0,3}(?:[A-Z]{1,3}\s?)?$/iu;
/** A currency or a pay word just before a number: '€ ', 'EUR ', 'salary: '. */
const AMOUNT_BEFORE =
  /(?:[€$£¥₹]|\b(?:eur|usd|gbp|chf|aud|cad|inr|salary|budget|revenue|turnover)\b[\s:]{0,3})\s{0,3}$/i;
/** A currency, a unit or a rate just after a number: ' EUR', ' €', 'k', ' units', ' per year', ' a year'. */
const AMOUNT_AFTER =
  /^\s{0,3}(?:[€$£¥₹%]|(?:eur|usd|gbp|chf|aud|cad|inr|sek|nok|dkk|pln|k|m|mn|million|billion|units|people|users|customers|employees|per|p\.a|pa|brutto|netto|gross|net|a\s(?:year|month))\b|\/\s?(?:yr|year|annum|month|mo)\b)/i;
/** Two amounts in thousands as a range: '45 000 - 55 000', '45.000–55.000'. */
const THOUSANDS_RANGE = /^\d{1,3}(?:[ .]\d{3}){1,3}\s?[-–]\s?\d{1,3}(?:[ .]\d{3}){1,3}$/;
/** 'in/jane-doe' or '/in/jane-doe' standing alone, as templates print a LinkedIn profile behind its icon. */
const LINKEDIN_SHORT = /(?<![^\s|·•:(])\/?in\/([A-Za-z0-9][A-Za-z0-9\-_%]{1,99})\/?(?![^\s|·•,;)])/;
/** A bare handle after a LinkedIn label ('LinkedIn: jane-doe'), ending the line or a field. */
const LINKEDIN_HANDLE =
  /\blinked\s?in(?:\s+profile)?\s*[:\-–]\s*@?([A-Za-z0-9][A-Za-z0-9\-_%]{2,99})\/?\s*(?:$|[|·•,;])/i;
/** Obfuscation words: '[at]', '(dot)', '{at}'. */
const BRACKETED_AT_DOT = /(?<!\s)\s*[[({<]\s*(at|dot)\s*[\])}>]\s*/gi;
/** ' at ' before a domain whose dots are written as ' dot ' ('jane at example dot com'). */
const SPOKEN_AT = /(?<!\s)\s+at\s+(?=[A-Za-z0-9-]{1,63}\s+dot\s)/gi;
const SPOKEN_DOT = /(?<!\s)\s+dot\s+(?=[A-Za-z0-9])/gi;
// A remark in brackets may follow: 'REFERENCES (as requested in the posting)'.
const REFERENCE_HEADING =
  /^\s*(references?|referees?|professional references?)(?:\s{0,3}\([^()]{1,60}\))?\s*(?::\s*)?$/i;
/**
 * A section that quotes another person and signs with their contacts: 'From my former manager', 'Testimonials',
 * 'What colleagues say', 'A word from my supervisor'. Read like a references section.
 */
const QUOTED_HEADING =
  /^\s*(?:testimonials?|recommendations?|endorsements?|kind\s+words|(?:what\s+)?(?:(?:my|our|former|previous|past)\s+){0,2}(?:managers?|colleagues?|clients?|supervisors?|employers?|customers?)\s+say|(?:an?\s+)?(?:word|words|note|quote)\s+from\s+(?:(?:my|a|our|former|previous|past|current)\s+){0,2}(?:manager|supervisor|boss|colleague|client|director|mentor|employer|referee)|from\s+(?:(?:my|a|our|former|previous|past|current|old)\s+){1,2}(?:manager|supervisor|boss|colleague|client|director|mentor|employer|referee))\s*:?$/i;
/**
 * A label that gives the contacts after it to another person: an agency's consultant or a recruiter acting for
 * the candidate, someone recommending them ('Consultant: Mark Lee · +44 20 …', 'Recommended by: …').
 */
const AGENT_LABEL =
  /^\s*(?:(?:your|recruitment|search|agency)\s+)?(?:consultant|recruiter|account\s+manager|talent\s+partner|agent|presented\s+by|submitted\s+by|represented\s+by|recommended\s+by|referred\s+by|endorsed\s+by|contact\s+person)\s*[:\-–]/i;
/**
 * The heading of a block about another person, whose contacts follow it: next of kin, an emergency contact, a
 * parent or guardian, a spouse, a visa sponsor, an agency's consultant ('Ihr Ansprechpartner', 'Candidate presented
 * by'), an actor's agent.
 */
const OTHER_PERSON_HEADING =
  /^(?:next\s+of\s+kin|emergency\s+contacts?(?:\s+(?:details|person))?|in\s+case\s+of\s+emergency|parents?(?:\s{0,2}(?:\/|or|and|&)\s{0,2}guardians?)?|guardians?|spouse|(?:visa\s+)?sponsor|ihre?\s+ansprechpartner(?:in)?|(?:candidate\s+)?(?:presented|submitted|represented)\s+by|contact\s+me\s+(?:through|via)\s+my\s+agent|notfallkontakt|personne\s+à\s+prévenir|緊急連絡先)(?:['’]s\s+details)?\s*:?$/i;
/** Lines of another person's block: its heading's and up to this many under it. */
const OTHER_BLOCK_LINES = 6;
/** A letter's salutation, which follows its addressee's block: 'Dear Ms. Holloway:', 'Sehr geehrte Frau …'. */
const SALUTATION =
  /^(?:dear|to\s+whom\s+it\s+may\s+concern|sehr\s+geehrte|liebe[rs]?|geachte|beste|estimad[oa]s?|madame|monsieur|egregi)\b/i;
/** A letter's date line, above its addressee: 'March 3, 2025', '3 March 2025', '12.03.2025'. */
const DATE_LINE =
  /^(?:\p{L}{3,9}\.?\s\d{1,2},?\s\d{4}|\d{1,2}\.?\s\p{L}{3,9}\.?\s\d{4}|\d{1,2}[./]\d{1,2}[./]\d{2,4})$/u;
/** Lines of a letter's addressee block looked at above its salutation. */
const ADDRESSEE_LINES = 7;
/**
 * An organisation's mailbox, never a person's own: 'info@', 'office@', 'careers@', 'crewing@'. The line that holds
 * one is a letterhead's or a footer's, its numbers the switchboard's.
 */
const ROLE_MAILBOX =
  /^(?:info|office|enquiries|inquiries|admin|reception|recruiting|recruitment|careers|jobs|hr|crewing|sales|support|secretariat|sekretariat|bewerbung|no-?reply)@/i;
/** A job board's relay address, forwarding to the candidate: their own address, where the resume gives it, wins. */
const RELAY_MAILBOX = /@(?:[\w-]+\.)*indeedemail\.com$/i;
/** A label that calls an address personal, or a work one, before it or on the line above: 'E-mail (privé)'. */
const PERSONAL_EMAIL_LABEL =
  /\b(?:personal|private|priv[ée]|privat|persoonlijk|perso|home|own)(?![A-Za-zÀ-ž])\s*(?:e-?mail|mail|address)?\s*[)]?\s*[:|–-]?\s*$/i;
const WORK_EMAIL_LABEL =
  /\b(?:university|college|school|student|academic|institutional|work|werk|office|business|dienstlich|gesch[äa]ftlich|travail|professionnel(?:le)?)(?![A-Za-zÀ-ž])\s*(?:e-?mail|mail|address)?\s*[)]?\s*[:|–-]?\s*$/i;

/** A references section that lists no one: 'Available on request.', 'References furnished upon request'. */
const ON_REQUEST =
  /^(?:(?:references?|referees?|details)\s{1,3})?(?:are\s{1,3})?(?:(?:available|provided|furnished|supplied)\s{1,3})?(?:on|upon)\s{1,3}request\.?$/i;
/**
 * A template's sample text left in place, never the candidate's: a name ('YOUR NAME', 'First Last', 'Name
 * Surname'), an address ('email@example.com', 'your.name@email.com'), a LinkedIn handle ('linkedin.com/in/yourname').
 */
const PLACEHOLDER_NAME =
  /^(?:your\s+(?:full\s+)?name(?:\s+here)?|(?:full|first|given)\s+name(?:\s+(?:last|family)\s+name)?|first(?:name)?\s+last(?:name)?|name\s+surname|firstname\s+lastname|name\s+lastname)$/i;
const PLACEHOLDER_EMAIL =
  /^(?:e-?mail|mail|your[._-]?(?:e-?mail|name|address|mail)?|name|first[._-]?(?:name)?[._-]?last(?:name)?|user(?:name)?|you|someone|hello|info)@(?:example|email|e-mail|mail|domain|yourdomain|yoursite|yourwebsite|website|company|gmail|address)\.[a-z.]{2,10}$/i;
const PLACEHOLDER_LINKEDIN =
  /\/(?:in|pub)\/(?:your-?(?:name|profile|user-?name|handle|url|link|id)?|user-?name|profile(?:-?name)?|name|first-?name-?last-?name|first-?last|handle|url|xxx+)\/?$/i;

/** A template's sample phone number: its digits one run of consecutive digits ('(123) 456-7890') or one digit over. */
function placeholderPhone(raw: string): boolean {
  const digits = raw.replace(/\D/g, '');
  return /^(\d)\1+$/.test(digits) || (digits.length >= 7 && '01234567890123456789'.includes(digits));
}

const REFERENCE_CONTEXT = /\b(referee|reference|supervisor|manager|contact person)\b/i;

/** Lines that open a resume without being a name. */
const TITLE_LINE =
  /^(curr[ií]culum(\s+vitae)?|r[eé]sum[eé]|cv|lebenslauf|hoja\s+de\s+vida|personal\s+(details|information|profile)|datos\s+personales|pers[öo]nliche\s+daten|donn[ée]es\s+personnelles|(?:my\s+)?contact(\s+(details|information))?|βιογραφικ[οό](\s+σημε[ιί]ωμα)?|קורות\s+חיים|السيرة\s+الذاتية|życiorys(\s+naukowy)?)\s*:?$/i;
/** Section headings: a name is never one of these. */
const SECTION_HEADING =
  /^(summary|professional summary|profile|objective|career objective|about me|experience|work experience|professional experience|employment( history)?|education|skills|technical skills|key skills|certifications?|projects|languages|interests|awards|publications|volunteer(ing)?|references?|contact|details|work history|career history|professional background|qualifications|training|achievements|hobbies|kontakt|contacto|coordonn[ée]es|profil|perfil|berufserfahrung|ausbildung|kenntnisse|sprachen|experiencia( laboral| profesional)?|educaci[oó]n|formaci[oó]n|habilidades|idiomas|exp[ée]rience( professionnelle)?|formation|comp[ée]tences|langues)\s*:?$/i;

/**
 * Section headings built as a resume builds them, one to three qualifying words before a section's noun:
 * 'Current Appointments', 'PREVIOUS POSTS', 'Selected Publications', 'Key Achievements'. A name is never one.
 */
const HEADING_PHRASE =
  /^(?:(?:current|previous|past|present|candidate|selected|key|recent|relevant|additional|other|professional|academic|clinical|core|main|further|technical|research|teaching|personal|career|employment|work|medical|surgical|leadership|notable|major|invited|international|honou?rs|soft|transferable|interpersonal|language|computer|it|digital|extra-?curricular|volunteer|voluntary|community|charity|continuing|military|overseas|industry|placement|summer|graduate|postgraduate|undergraduate|and|&)\s{1,3}){1,3}(?:appointments|posts|positions|roles|publications|presentations|achievements|accomplishments|highlights|experience|skills|competencies|qualifications|certifications?|credentials|registrations?|memberships|affiliations|activities|interests|awards|grants|funding|research|teaching|training|education|audits?|projects|references|referees|languages|courses|conferences|talks|contributions|responsibilities|history|summary|profile|objectives?|overview|details|information|strengths|expertise|development|statement|involvement|work)\s*:?$/i;

/** A section heading: a known one, or one built of qualifying words before a section's noun. */
function isSectionHeading(line: string): boolean {
  const word = unspacedHeading(line);
  return SECTION_HEADING.test(word) || HEADING_PHRASE.test(word);
}

/**
 * A heading in capitals spaced out letter by letter for style ('R E F E R E E S', 'E D U C AT I O N' with a kerned
 * pair) as one word; any other line as it is.
 */
function unspacedHeading(line: string): string {
  return /^\p{Lu}{1,2}(?: \p{Lu}{1,2}){3,}$/u.test(line) ? line.replace(/ /g, '') : line;
}

/** Degrees, credentials and suffixes written after a name. */
const CREDENTIALS = new Set([
  'mba',
  'phd',
  'ph.d',
  'ph.d.',
  'md',
  'm.d.',
  'rn',
  'bsn',
  'msn',
  'cpa',
  'pmp',
  'cfa',
  'pe',
  'p.e.',
  'esq',
  'esq.',
  'msc',
  'm.sc.',
  'ms',
  'm.s.',
  'ma',
  'm.a.',
  'bsc',
  'b.sc.',
  'bs',
  'b.s.',
  'ba',
  'b.a.',
  'beng',
  'meng',
  'jd',
  'j.d.',
  'jr',
  'jr.',
  'sr',
  'sr.',
  'ii',
  'iii',
  'iv',
  'shrm-cp',
  'shrm-scp',
  'phr',
  'sphr',
  'cissp',
  'acca',
  'cima',
  'lpn',
  'np',
  'dds',
  'dvm',
  'mph',
  'mha',
  'mfa',
  'llm',
  'll.m.',
  'cma',
  'csm',
  'aws',
  // British and Commonwealth post-nominals: medical degrees and college fellowships ('FRCS (Tr & Orth)'),
  // chartered and teaching ones.
  'mbbs',
  'mb',
  'bch',
  'chb',
  'bao',
  'bchir',
  'mbchb',
  'mbbch',
  'bmbs',
  'bds',
  'frcs',
  'frcse',
  'frcsed',
  'frcsi',
  'mrcs',
  'frcp',
  'frcpe',
  'frcpi',
  'mrcp',
  'frca',
  'frcog',
  'mrcog',
  'frcr',
  'frcpath',
  'mrcpath',
  'frcpsych',
  'mrcpsych',
  'frcpch',
  'mrcpch',
  'frcgp',
  'mrcgp',
  'frcem',
  'frcophth',
  'mfds',
  'facs',
  'facp',
  'fracs',
  'fracp',
  'frcpc',
  'frcsc',
  'dphil',
  'mphil',
  'fhea',
  'sfhea',
  'pgce',
  'rgn',
  'rmn',
  'ceng',
  'miei',
  'mice',
  'miet',
  'mimeche',
  'frics',
  'mrics',
  'fca',
  'aca',
  'fcca',
  'acma',
  'fcma',
  'cgma',
  'mcipd',
  'fcipd',
  'frsa',
]);
/** Degrees as the first word of a line: 'MSc', 'B.A.', 'BEng', 'PhD', 'MBA'. */
const DEGREE_START = /^(?:[BM]\.?(?:Sc|A|S|Eng|Ed|Phil|Com|Tech|BA|FA)\.?|Ph\.?D\.?|MBA|LL\.?[BM]\.?|Dipl\.?-?\w*)$/;
/** Lines searched for the name from the top (blank and title lines not counted). */
const NAME_SEARCH_LINES = 30;
/** Titles written before a name. */
const HONORIFICS =
  /^(dr|dra|mr|mrs|ms|mx|miss|prof|professor|sir|dame|eng|ing|inż|dipl|mag|lic|lcda?|lcdo|sr|sra|srta|mme|mlle|herr|frau|mgr|bc|mudr|judr|phdr|rndr|paeddr|mvdr|doc|dott|dott\.ssa|avv|arch|drs|ir|univ\.-prof)\.?(-(ing|kfm|oec)\.?)?$/i;
/** The rest of an academic title after 'Dr.' ('Dr. med.', 'Dr. rer. nat.', 'Dr. h.c.'). */
const HONORIFIC_TAIL = /^(?:med|rer|nat|phil|jur|oec|pol|dent|vet|soc|techn|habil|h\.c|dr|ing|arch)\.$/;
/** Words that start a surname (kept with it: 'van Dijk', 'de la Cruz'). */
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'del',
  'della',
  'da',
  'di',
  'du',
  'la',
  'le',
  'der',
  'den',
  'dos',
  'das',
  'bin',
  'al',
  'ter',
  'ten',
  'los',
  'las',
  'do',
  'dal',
  'dei',
  'degli',
  'het',
  'st.',
  'des',
  'zu',
  'vom',
  'af',
  'av',
  'el',
  'y',
  'e',
  'ibn',
  'bint',
  'abu',
  // Irish and Scottish: written with a capital ('Aoife Ní Bhriain', 'Seán Ó Briain', 'Iain Mac Leòid').
  'ní',
  'nic',
  'ó',
  'uí',
  'ua',
  'mac',
]);
/**
 * Particles written with a capital even inside a name ('Ní Bhriain', and the Arabic article opening a surname:
 * 'Al Mazrouei', 'El Amrani'), unlike 'van der Berg'.
 */
const CAPITAL_PARTICLES = new Set(['ní', 'nic', 'ó', 'uí', 'ua', 'mac', 'al', 'el', 'abu']);
/** Words that show a line is a job title or a place, not a name. */
const NOT_NAME_WORDS =
  /\b(engineer|developer|manager|designer|analyst|consultant|director|nurse|assistant|specialist|officer|accountant|teacher|driver|associate|intern|lead|senior|junior|coordinator|planner|dispatcher|supervisor|executive|administrator|representative|technician|scientist|architect|programmer|recruiter|advisor|adviser|agent|clerk|buyer|storekeeper|warehouse|mechanic|electrician|operator|trainee|apprentice|marketing|sales|finance|operations|logistics|product|project|software|customer|chief|president|founder|freelance|management|administration|engineering|technology|sciences?|studies|bachelor|master|diploma|degree|dietitian|dietician|nutritionist|pharmacist|physician|therapist|physiotherapist|psychologist|counsell?or|surgeon|dentist|hygienist|paramedic|midwife|caregiver|registered|certified|licensed|clinical|researcher|research|copywriter|writer|editor|journalist|paralegal|lawyer|attorney|solicitor|barrister|auditor|controller|bookkeeper|receptionist|secretary|cashier|barista|strategist|economist|statistician|lecturer|professor|tutor|instructor|trainer|educator|photographer|videographer|illustrator|animator|translator|interpreter|data|digital|creative|content|human|resources|devops|frontend|backend|full-stack|fullstack|cloud|security|network|systems|business|legal|financial|graduate|student|volunteer|head|vp|ceo|cto|cfo|coo|ux|ui|qa|hr|gerente|ingeniera?|analista|coordinadora?|jefe|jefa|directora|asistente|t[eé]cnic[oa]|vendedora?|administrativ[oa]|ing[eé]nieur|responsable|ingenieur|leiter|leiterin|kaufmann|kauffrau|sachbearbeiter|entwickler|berater(?:in|s)?|resume|curriculum|vitae|street|avenue|road|university|college|school|inc|llc|ltd|summary|profile|experience|page|email|phone|address|linkedin|recruitment|staffing|partners|consulting|consultancy|solutions|services|group|holdings|limited|plc|gmbh|corp|corporation|company|agency|candidate|talent|sourcing|procurement|purchasing|merchandising|merchandiser|stylist|retail|wholesale|apparel|fashion|textiles|manufacturing|construction|insurance|banking|hospitality|healthcare)\b/i;

/**
 * Job-title and heading words in Hebrew and Arabic, which have no capitals to tell a name by: engineer, manager,
 * developer, designer, accountant, analyst, consultant, teacher, nurse; experience, education, skills, languages,
 * summary, personal details.
 */
const CASELESS_NOT_NAME =
  /^(?:[והל]?(?:מהנדס|מהנדסת|מנהל|מנהלת|מפתח|מפתחת|מעצב|מעצבת|רואה|רואת|אנליסט|אנליסטית|יועץ|יועצת|מורה|אחות|אחראי|אחראית|רכז|רכזת|סגן|סגנית|ראש|תוכנה|פרויקטים|מכירות|שיווק|ניסיון|תעסוקתי|השכלה|כישורים|שפות|פרטים|אישיים|תמצית|שירות|צבאי|התנדבות)|(?:ال)?(?:مهندس|مهندسة|مدير|مديرة|مطور|مطورة|مصمم|مصممة|محاسب|محاسبة|محلل|محللة|مستشار|مستشارة|معلم|معلمة|ممرض|ممرضة|برمجيات|مشاريع|مبيعات|تسويق|خبرة|الخبرات|تعليم|مهارات|لغات|ملخص|معلومات|شخصية|السيرة|الذاتية))$/u;

/** Headings and words that show a resume is written in Spanish. */
const SPANISH =
  /\b(experiencia|educaci[oó]n|formaci[oó]n|habilidades|idiomas|tel[eé]fono|correo|perfil profesional|datos personales|apellidos)\b/i;
/** Headings and words that show a resume is written in Hungarian. */
const HUNGARIAN =
  /(?<!\p{L})(?:önéletrajz|szakmai\s+tapasztalat|munkatapasztalat|tanulmányok|végzettség|személyes\s+adatok|nyelvismeret|készségek|elérhetőség)(?!\p{L})/iu;

/** True when the first line that writes the name in words writes its given name before its surname. */
function writtenInOrder(lines: string[], name: ParsedName): boolean {
  const first = plain(name.first);
  const last = plain(name.last.split(/\s+/)[0]!);
  for (const line of lines.slice(0, 80)) {
    const words = line
      .split(/[^\p{L}\p{M}'’-]+/u)
      .map(plain)
      .filter(Boolean);
    const at = words.indexOf(first);
    const lastAt = words.indexOf(last);
    if (at >= 0 && lastAt >= 0) return at < lastAt;
  }
  return false;
}

/** Given names that stand second in Spanish compound given names ('María José', 'Juan Carlos'). */
const SPANISH_GIVEN = new Set(
  'jose maria luis carlos juan antonio manuel miguel angel francisco javier pablo andres pedro alejandro fernando ana isabel carmen elena teresa lucia sofia paula laura marta cristina patricia beatriz eugenia fernanda alejandra gabriela'.split(
    ' ',
  ),
);

/** Given names that open a compound given name used whole ('María Fernanda', 'José Luis', 'Juan Pablo'). */
const COMPOUND_OPENERS = new Set(['maria', 'jose', 'juan', 'ana']);

/** A document title before the name it belongs to. */
const DOCUMENT_OF =
  /^(?:r[eé]sum[eé]|cv|curriculum\s+vitae|lebenslauf|hoja\s+de\s+vida|curr[ií]culo)\s{1,3}(?:of|von|de|di|do|du)\s{1,3}/i;
/** A greeting that opens a name line in some templates ('Hi, I'm', 'Hello, I am', 'Hola, soy'). */
const GREETING =
  /^(?:hi|hello|hey|hola|bonjour|hallo|ciao|ol[aá])[,!]?\s{1,3}(?:i['’]?m|i\s+am|je\s+suis|ich\s+bin|soy|sono|sou)\s{1,3}/i;
/**
 * A label before a whole name ('Name:', 'Candidate:', '姓名：', '氏名', '이름', 'ФИО'), in the European languages' forms as well
 * ('Nombre y apellidos', 'Nom et prénom', 'Imię i nazwisko', 'Jméno a příjmení'), followed by ':' or by the value's
 * cell ('Name | Jane Doe').
 */
const NAME_LABEL =
  /^\s*(?:(?:full\s+)?name|candidat[eoa]|name\s+and\s+surname|nombre\s+(?:y\s+apellidos|completo)|nom\s+(?:et\s+pr[ée]nom|complet)|pr[ée]nom\s+et\s+nom|nome\s+(?:e\s+cognome|completo)|imi[eę]\s+i\s+nazwisko|jm[ée]no\s+a\s+p[řr][íi]jmen[íi]|meno\s+a\s+priezvisko|ime\s+i\s+prezime|vor-\s?und\s+nachname|(?:surname|last\s+name|family\s+name),\s*(?:first\s+|given\s+)?names?|nachname,\s*vorname|apellidos?,\s*nombres?|nom,\s*pr[ée]noms?|nazwisko,\s*imi[eę]|soyad[ıi],\s*ad[ıi]|naam|nama(?:\s+lengkap)?|navn|namn|nimi|n[ée]v|nom|nombre|nome|ad[ıi]?\s+soyad[ıi]?|姓名|氏名|名前|이름|성명|фио|ф\.и\.о\.)\s*[:：\-–|]\s*(?:[|:：]\s*)?|^\s*[氏姓]\s?名\s{1,3}(?=[\u4e00-\u9fff])/i;

/**
 * A name in Chinese, Japanese or Korean characters, family name first: '王小明', '山田 太郎', '김민준'. Checked
 * against CJK_NOT_NAMES, the headings and labels of CJK resumes that are as short as a name.
 */
const CJK_NAME =
  /^(?:\p{Script=Han}{2,4}|\p{Script=Hangul}{2,4}|\p{Script=Han}{1,3}[ \u3000]\p{Script=Han}{1,3}|\p{Script=Hangul}{1,2} \p{Script=Hangul}{1,3})$/u;
const CJK_NOT_NAMES = new Set(
  [
    '简历 个人简历 履历 个人信息 基本信息 基本资料 联系方式 工作经历 工作经验 教育背景 教育经历 项目经验 项目经历 专业技能',
    '技能 自我评价 求职意向 姓名 电话 手机 邮箱 地址 性别 年龄 出生日期 籍贯 民族 学历 专业 毕业院校 语言能力 证书 荣誉',
    '获奖 兴趣爱好 联系电话 电子邮件 微信 实习经历 个人技能 简歷 個人簡歷 工作經歷 教育背景 聯絡方式 電話 地址',
    '履歴書 職務経歴書 職務経歴 職歴 学歴 氏名 名前 住所 電話 携帯 資格 免許 趣味 特技 生年月日 現住所 連絡先 経歴 職務要約',
    '自己紹介 志望動機 日本語 英語 中国語 韓国語 基本情報 個人情報 個人資料 职业技能 个人资料 个人概况 自我介绍 求职信',
    '求职 职业目标 期望职位 期望薪资 工作技能 主修课程 社会实践 校园经历 获奖情况 资格证书 職務概要 活かせる経験',
    '이력서 자기소개서 이름 성명 연락처 전화 전화번호 휴대폰 이메일 주소 경력 학력 경력사항 학력사항 자격증 기술 보유기술',
    '프로젝트 자기소개 생년월일 병역 어학 수상 활동 포트폴리오 한국어 영어 경험 교육 주요경력',
    '北京 上海 广州 深圳 天津 重庆 杭州 南京 成都 武汉 西安 苏州 香港 台北 東京 大阪 京都 横浜 名古屋 서울 부산 인천 대구',
  ]
    .join(' ')
    .split(' '),
);
/** Two-character family names (Chinese and Korean) of four-character names. */
const CJK_DOUBLE_FAMILY = new Set(
  '欧阳 司马 诸葛 上官 东方 皇甫 令狐 慕容 夏侯 司徒 公孙 歐陽 諸葛 남궁 황보 제갈 선우 독고'.split(' '),
);

/** A CJK name split into family and given name, or null. */
function parseCjkName(text: string): ParsedName | null {
  if (!CJK_NAME.test(text) || CJK_NOT_NAMES.has(text) || CJK_NOT_NAMES.has(text.replace(/[ \u3000]/g, ''))) {
    return null;
  }
  const spaced = text.split(/[ \u3000]/);
  if (spaced.length === 2) return { first: spaced[1]!, last: spaced[0]!, middle: [] };
  const chars = [...text];
  const familyLength = chars.length === 4 || CJK_DOUBLE_FAMILY.has(chars.slice(0, 2).join('')) ? 2 : 1;
  if (chars.length - familyLength < 1) return null;
  return { first: chars.slice(familyLength).join(''), last: chars.slice(0, familyLength).join(''), middle: [] };
}

/** Russian, Ukrainian and Belarusian patronymics ('Сергеевна', 'Ivanovich'), which end a surname-first name. */
const PATRONYMIC = /(?:ович|евич|ьич|овна|евна|ична|инична|ovich|evich|ovna|evna|ovych|ivna)$/iu;
/** Endings of East Slavic surnames ('Иванова', 'Коваленко'), seldom of given names. */
const SLAVIC_SURNAME = /(?:ов|ев|ёв|ова|ева|ёва|ин|ина|ын|ына|ский|ская|цкий|цкая|енко|юк|чук)$/u;

/**
 * A Cyrillic name written surname first, as forms and CVs in Russian often do: 'Иванова Екатерина Сергеевна'
 * (a patronymic last) or 'Коваленко Олена' (a surname ending first, none second). Null when it reads in order.
 */
function surnameFirstCyrillic(words: string[]): ParsedName | null {
  if (!words.every((w) => /^\p{Script=Cyrillic}/u.test(w))) return null;
  if (words.length === 3 && PATRONYMIC.test(words[2]!) && !PATRONYMIC.test(words[1]!)) {
    return { first: words[1]!, last: words[0]!, middle: [words[2]!] };
  }
  if (words.length === 2 && SLAVIC_SURNAME.test(words[0]!) && !SLAVIC_SURNAME.test(words[1]!)) {
    return { first: words[1]!, last: words[0]!, middle: [] };
  }
  return null;
}

/** The commonest Vietnamese family names, without their marks ('Nguyễn' → 'nguyen', 'Đặng' → 'dang'). */
const VIETNAMESE_FAMILY = new Set(
  'nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly dinh trinh truong luong'.split(' '),
);
/** Letters only Vietnamese writes: ă, đ, ơ, ư and the vowels with tone marks ('ầ', 'ệ', 'ữ'). */
const VIETNAMESE_LETTER = /[\u0102\u0103\u0110\u0111\u01a0\u01a1\u01af\u01b0\u1ea0-\u1ef9]/u;
const vietnameseKey = (word: string) => plain(word.replace(/[đĐ]/g, 'd'));

/**
 * A Vietnamese name written family name first, as Vietnam writes it: 'Trần Văn Hùng' (family Trần, given Hùng).
 * Only when the first word is a common family name and the last is not (a name written given name first,
 * 'Hùng Trần', ends on its family name), and the name shows it is Vietnamese: its marks, or the middle name
 * Văn or Thị. The middle name is dropped, as middle names are.
 */
function familyFirstVietnamese(words: string[]): ParsedName | null {
  if (words.length < 2 || words.length > 4 || !words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w))) return null;
  const [family, ...rest] = words;
  const given = rest[rest.length - 1]!;
  if (!VIETNAMESE_FAMILY.has(vietnameseKey(family!)) || VIETNAMESE_FAMILY.has(vietnameseKey(given))) return null;
  const vietnamese =
    words.some((w) => VIETNAMESE_LETTER.test(w)) || rest.slice(0, -1).some((w) => /^(van|thi)$/.test(plain(w)));
  return vietnamese ? { first: given, last: family!, middle: [] } : null;
}

/** Names read surname first from capitals before ordinary case ('DUPONT Marie'). */
const READ_SURNAME_FIRST = new WeakSet<ParsedName>();

/**
 * 'DUPONT Marie', 'VAN DER BERG Pieter': the surname in capitals before given names in ordinary case, as French,
 * Italian and Belgian CVs write it. Null for any other mix ('Marie DUPONT' reads in order already).
 */
function surnameInCapitalsFirst(words: string[]): ParsedName | null {
  // Three capitals at least: 'JP Smith' and 'AJ Brown' are initials, not a surname.
  const caps = (w: string) => /\p{Lu}{3}/u.test(w) && w === w.toUpperCase();
  const split = words.findIndex((w) => !caps(w) && !(PARTICLES.has(w.toLowerCase()) && w === w.toUpperCase()));
  if (split < 1) return null;
  const surname = words.slice(0, split);
  const given = words.slice(split);
  // A given name is in ordinary case: 'McGRATH' after 'RORY' is a surname set in capitals after its prefix.
  const ordinary = (w: string) => /^\p{Lu}\p{Ll}/u.test(w) && !/\p{Lu}{2}/u.test(w);
  if (!given.every(ordinary) || !surname.some((w) => !PARTICLES.has(w.toLowerCase()))) return null;
  const last = surname
    .map((w, i) => {
      const particle = w.toLowerCase();
      const inner = i < surname.length - 1 && PARTICLES.has(particle);
      return inner && !CAPITAL_PARTICLES.has(particle) ? particle : fixCase(w);
    })
    .join(' ');
  const name = { first: given[0]!, last, middle: given.slice(1) };
  READ_SURNAME_FIRST.add(name);
  return name;
}

/** A name word: letters with inner hyphens or apostrophes, or an initial ('J.'); never 'B.Sc.'. */
const NAME_WORD = /^(?:\p{L}[\p{L}'’‘-]*\.?|\p{Lu}\.|(?:\p{Lu}\.){2,3})$/u;

/** Title-cases a word written in capitals ('O'NEIL' → 'O'Neil', 'GARCÍA-LÓPEZ' → 'García-López'). */
function fixCase(word: string, locale?: string): string {
  // 'McGRATH', 'MacLEOD': the prefix in ordinary case, the rest in capitals.
  const prefixed = /^(Ma?c)(\p{Lu})(\p{Lu}+)$/u.exec(word);
  if (prefixed) return prefixed[1]! + prefixed[2]! + prefixed[3]!.toLocaleLowerCase(locale);
  if (word !== word.toUpperCase() || word.length <= 1) return word;
  if (/^[A-Z]\.?$/.test(word) || /^(?:\p{Lu}\.){2,3}$/u.test(word)) return word;
  return word
    .toLocaleLowerCase(locale)
    .replace(/(^|[-'’‘ʼ])(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toLocaleUpperCase(locale))
    .replace(/^Mc(\p{Ll})/u, (_, c: string) => `Mc${c.toUpperCase()}`);
}

/** Title-cases each word of a name written in capitals ('DOS SANTOS' → 'Dos Santos'). */
function fixCaseWords(text: string, locale?: string): string {
  return text
    .split(/\s+/)
    .map((w) => fixCase(w, locale))
    .join(' ');
}

/** A single name given alone ('Sukarni'): one word of letters, in capitals or not, that is no heading or title. */
function singleName(value: string): ParsedName | null {
  const word = value.trim().replace(/[.,;]$/, '');
  if (!/^\p{Lu}[\p{L}'’-]{1,30}$/u.test(word) || isSectionHeading(word) || NOT_NAME_WORDS.test(word)) return null;
  if (TITLE_LINE.test(word)) return null;
  return { first: fixCase(word), last: '', middle: [] };
}

/** A name read from a resume: first and last, and any middle words (initials dropped). */
export interface ParsedName {
  first: string;
  last: string;
  middle: string[];
}

/** 'SMITH, John': a surname in capitals, a comma, then given names written as names (not credentials). */
function isSurnameFirst(before: string, after: string, labelled: boolean): boolean {
  const surname = before.split(/\s+/);
  // After a 'Name:' label the surname may be written as a name ('Name: Wójcik, Agnieszka').
  const surnameWord = labelled ? /^\p{Lu}[\p{L}'’-]+$/u : /^\p{Lu}[\p{Lu}'’-]+$/u;
  const given = after.split(/\s+/).filter(Boolean);
  return (
    surname.length <= 2 &&
    !SECTION_HEADING.test(before) &&
    surname.every((w) => surnameWord.test(w)) &&
    given.length >= 1 &&
    given.length <= 2 &&
    given.every((w) => /^\p{Lu}\p{Ll}[\p{L}'’-]*\.?$/u.test(w) && !CREDENTIALS.has(w.toLowerCase()))
  );
}

/** 'J O H N   S M I T H' (letters spaced out for style, words further apart) → 'JOHN SMITH'. */
function unspaceLetters(line: string): string {
  const words = line.trim().split(/\s{2,}/);
  const spaced = words.length >= 2 && words.every((w) => /^\p{L}( \p{L})+$/u.test(w));
  return spaced ? words.map((w) => w.replace(/ /g, '')).join(' ') : line;
}

const CJK_WORD = /^[(（]?[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]{2,4}[)）]?$/u;

/** A name line without a CJK name written before or after the Latin one. */
function withoutCjkTwin(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 3 || words.length > 6) return text;
  const latin = (w: string) => /^\p{Script=Latin}/u.test(w);
  if (CJK_WORD.test(words[words.length - 1]!) && words.slice(0, -1).every(latin)) return words.slice(0, -1).join(' ');
  if (CJK_WORD.test(words[0]!) && words.slice(1).every(latin)) return words.slice(1).join(' ');
  return text;
}

/** First and last name from a line that holds a name, or null when the line is not one. */
export function parseNameLine(line: string): ParsedName | null {
  const labelled = NAME_LABEL.test(line);
  // A non-breaking hyphen ('Owusu‑Ansah', as Word prints one) is a hyphen.
  let text = unspaceLetters(line.replace(/[\u2010\u2011]/g, '-'))
    // An emoji or icon before the name, and a greeting: '👋 Hi, I'm Isabela Costa'.
    .replace(/^[\p{So}\p{Co}\p{Sk}\uFE0F\u200D\s]+/u, '')
    .replace(GREETING, '')
    // Markdown: '# Jane Doe', '**Jane Doe**'.
    .replace(/^#{1,6}\s+/, '')
    .replace(/^([*_]{1,3})([^*_]+)\1$/, '$2')
    .replace(NAME_LABEL, '')
    // A form's 'Name' caption beside its value with no colon: no one is called 'Name'.
    .replace(/^Name\s+(?=\p{Lu})/u, '')
    // 'Resume of Declan Murphy', 'Lebenslauf von …', 'CV de …'.
    .replace(DOCUMENT_OF, '');
  // The first piece of a line of pieces, past a document title, a monogram or a job title ('CV – Ingrid
  // Halvorsen', 'MR | Mateo Ruiz', 'Senior Product Manager | Ayumi Kobayashi').
  const pieces = text
    .split(/\||•|·|∙|▪|\t| {2,}|–|—| - |\/\//)
    .map((piece) => piece.trim())
    .filter(Boolean);
  const skippable = (piece: string) =>
    TITLE_LINE.test(piece) || /^\p{Lu}{1,3}$/u.test(piece) || (NOT_NAME_WORDS.test(piece) && !/@|\d/.test(piece));
  let at = 0;
  while (at < Math.min(pieces.length - 1, 2) && skippable(pieces[at]!)) at++;
  text = pieces[at] ?? '';
  // Credentials after a comma ('Jane Doe, MBA, PMP') or at the end; or the surname first, in capitals
  // ('SMITH, John', 'GARCÍA LÓPEZ, María').
  const [beforeComma = '', afterComma = ''] = text.split(',').map((part) => part.trim());
  // Turkish capitals lower-case by their own rule ('YILMAZ' → 'Yılmaz', 'İNCE' → 'İnce'), told by a letter of
  // Turkish on the line, its label's included ('Soyadı, Adı: KILIÇ, Ayşe').
  const locale = /[ŞĞİışğ]/u.test(line) ? 'tr' : undefined;
  if (isSurnameFirst(beforeComma, afterComma, labelled)) {
    const [first, ...middle] = afterComma.split(/\s+/);
    if (NOT_NAME_WORDS.test(text)) return null;
    return {
      first: first!.replace(/\.$/, ''),
      last: fixCaseWords(beforeComma, locale),
      middle,
    };
  }
  text = beforeComma;
  // A heading is never a name ('CURRENT APPOINTMENTS'), nor a template's 'YOUR NAME'.
  if (isSectionHeading(text) || PLACEHOLDER_NAME.test(text.trim())) return null;
  const cjk = parseCjkName(text);
  if (cjk) return cjk;
  // A name in Latin letters with the same name in Chinese, Japanese or Korean characters beside it ('Vivian Chen
  // 陈晓玲', '(陈晓玲) Vivian Chen'): the Latin one, in the order it is written.
  text = withoutCjkTwin(text);
  let words = text.split(/\s+/).filter(Boolean);
  if (words.length > 0 && HONORIFICS.test(words[0]!)) {
    while (words.length > 0 && (HONORIFICS.test(words[0]!) || HONORIFIC_TAIL.test(words[0]!))) words.shift();
  }
  // Post-nominals, each with any qualifier in brackets after it ('FRCS (Tr & Orth)', 'BSc (Hons)', 'MRCP(UK)').
  const credential = (w: string) =>
    CREDENTIALS.has(
      w
        .toLowerCase()
        .replace(/\([^()]{0,30}\)/, '')
        .replace(/,$/, ''),
    );
  for (let n = words.length; n > 0; n = words.length) {
    if (credential(words[n - 1]!)) {
      words.pop();
      continue;
    }
    let open = n - 1;
    while (open > n - 5 && open > 0 && !words[open]!.startsWith('(')) open--;
    if (!/\),?$/.test(words[n - 1]!) || !words[open]!.startsWith('(') || open === 0 || !credential(words[open - 1]!)) {
      break;
    }
    words.splice(open);
  }
  // A sidebar's heading run onto the name's line when two columns were pasted as one ('MIKAEL VIRTANEN CONTACT'):
  // a heading is never part of a name.
  if (words.length >= 3 && SECTION_HEADING.test(words[words.length - 1]!)) {
    words.pop();
    text = words.join(' ');
  }
  // Nicknames and pronouns in brackets or quotes: 'Robert "Bob" Miller', 'Alex Rivera (they/them)'.
  words = words.filter((w) => !/^[("“'‘].*[)"”'’]$/.test(w));
  if (words.length < 2 || words.length > 5) return null;
  // A degree opens an education line, never a name ('MSc Supply Chain Management').
  if (DEGREE_START.test(words[0]!)) return null;
  if (!words.every((w) => NAME_WORD.test(w))) return null;
  // Tested on the name's words alone: 'Professor' before it or a post-nominal after it is no job title.
  if (NOT_NAME_WORDS.test(words.join(' '))) return null;
  // Each word but particles starts with a capital (a sentence fragment does not); a name in a script without
  // capitals (Hebrew, Arabic) is written in it whole.
  const caseless = (w: string) => /^[\p{Script=Hebrew}\p{Script=Arabic}]+$/u.test(w);
  if (
    words.some(caseless)
      ? !words.every(caseless) || words.length > 3 || words.some((w) => CASELESS_NOT_NAME.test(w))
      : !words.every((w) => PARTICLES.has(w.toLowerCase()) || /^\p{Lu}/u.test(w))
  ) {
    return null;
  }
  // Two capitals among words in ordinary case are initials ('JP Morgan', 'AJ Brown'), kept as written.
  const allCaps = words.every((w) => w === w.toUpperCase());
  // A particle before a surname in capitals ('EL AMRANI') is part of it, no initials.
  const particleOfCapitals = (i: number) =>
    PARTICLES.has(words[i]!.toLowerCase()) && /^\p{Lu}{3,}$/u.test(words[i + 1] ?? '');
  const fixed = words.map((w, i) =>
    !allCaps && /^\p{Lu}{2}$/u.test(w) && !particleOfCapitals(i) ? w : fixCase(w, locale),
  );
  const reordered = surnameFirstCyrillic(fixed) ?? familyFirstVietnamese(fixed) ?? surnameInCapitalsFirst(words);
  if (reordered) return reordered;
  // A leading initial before the name the candidate goes by stays with it: 'J. Robert Smith' → 'J. Robert'.
  const initial = (w: string) => /^\p{Lu}\.?$/u.test(w);
  // A name that gives its first names as initials only keeps them as written: 'J. R. Okafor', 'A.K. Sharma'.
  const dotted = (w: string) => /^(?:\p{Lu}\.){1,3}$/u.test(w);
  let initials = 0;
  while (initials < fixed.length - 1 && dotted(fixed[initials]!)) initials++;
  const initialsOnly = initials >= 1 && fixed.slice(0, initials).join('').replace(/\./g, '').length >= 2;
  if (initialsOnly && fixed.length - initials === 1 && /^\p{Lu}\p{Ll}/u.test(fixed[fixed.length - 1]!)) {
    return { first: fixed.slice(0, initials).join(' '), last: fixed[fixed.length - 1]!, middle: [] };
  }
  const givenWords = fixed.length >= 3 && initial(fixed[0]!) && !initial(fixed[1]!) ? 2 : 1;
  const first = fixed.slice(0, givenWords).join(' ');
  let lastStart = fixed.length - 1;
  while (lastStart > givenWords && PARTICLES.has(fixed[lastStart - 1]!.toLowerCase())) lastStart--;
  const last = fixed
    .slice(lastStart)
    // A particle keeps the case it is written in; one in capitals ('VAN DER BERG') is set in lower case.
    .map((w, i) => {
      const particle = w.toLowerCase();
      const capitals = words[lastStart + i] === words[lastStart + i]!.toUpperCase();
      const inner = i < fixed.length - 1 - lastStart && PARTICLES.has(particle);
      return inner && capitals && !CAPITAL_PARTICLES.has(particle) ? particle : w;
    })
    .join(' ');
  if (initial(last) || /^\p{Lu}\.$/u.test(first)) return null;
  const middle = fixed.slice(givenWords, lastStart).filter((w) => !initial(w));
  return { first: first.replace(/\.$/, ''), last, middle };
}

const FIRST_NAME_WORDS = String.raw`(?:first\s*names?|given\s*names?|forenames?|christian\s*names?|vorname|pr[ée]noms?|nombres?|nome)(?:\(s\))?`;
const LAST_NAME_WORDS = String.raw`(?:last\s*names?|surnames?|family\s*names?|nachname|familienname|nom(?:\s+de\s+famille)?|apellidos?|sobrenome|cognome)(?:\(s\))?`;
/** The separator after a field's label: 'Surname: Nkosi', 'Surname: | Nkosi' (a table cell after it), 'Surname | Nkosi'. */
const FIELD_SEPARATOR = String.raw`\s*[:\-–|]\s*(?:\|\s*)?`;
const FIRST_NAME_LABEL = new RegExp(String.raw`^(${FIRST_NAME_WORDS})${FIELD_SEPARATOR}(\S.{0,60})$`, 'i');
const LAST_NAME_LABEL = new RegExp(String.raw`^(${LAST_NAME_WORDS})${FIELD_SEPARATOR}(\S.{0,60})$`, 'i');
/** The labels alone on their line, the value in the next (a form's cells read one under the other). */
const FIRST_NAME_ALONE = new RegExp(String.raw`^${FIRST_NAME_WORDS}\s*:?$`, 'i');
const LAST_NAME_ALONE = new RegExp(String.raw`^${LAST_NAME_WORDS}\s*:?$`, 'i');
/** One label for the whole name, surname first: 'Surname(s) / First name(s)', 'Surname, first name', 'Nachname, Vorname'. */
const SURNAME_FIRST_LABEL = new RegExp(
  String.raw`^${LAST_NAME_WORDS}\s*[/,]\s*${FIRST_NAME_WORDS}${FIELD_SEPARATOR}(\S.{0,60})$`,
  'i',
);
/** That label alone on its line, the name in the next (the old Europass grid read cell by cell). */
const SURNAME_FIRST_ALONE = new RegExp(String.raw`^${LAST_NAME_WORDS}\s*[/,]\s*${FIRST_NAME_WORDS}\s*:?$`, 'i');

/** Characters written one to a box ('R E Y E S', 'A|N|D|R|E|S', 'J A N E @ E X'), a space or a bar between. */
const BOXED = /(?<![^\s|])(?:[\p{L}\d.@_+-][ |]{1,3}){2,}[\p{L}\d.@_+-](?![^\s|])/gu;

/** Text with its boxed characters joined into the words they spell (when `spells` agrees). */
function unboxed(text: string, spells: (run: string) => boolean = () => true): string {
  return text.replace(BOXED, (run) => (spells(run) ? run.replace(/[ |]/g, '') : run));
}

/** The value of a form's cell under a label alone on its line: the next line with text, when it is short and has no digits. */
function valueUnder(lines: string[], index: number): string | undefined {
  const value = lines[index + 1] || lines[index + 2] || '';
  return value.length <= 60 && !/\d|@|:/.test(value) && !LABEL_ONLY_NAME_FIELD.test(value) ? value : undefined;
}
const LABEL_ONLY_NAME_FIELD = new RegExp(String.raw`^(?:${FIRST_NAME_WORDS}|${LAST_NAME_WORDS})\s*:?$`, 'i');

/**
 * A name given in labelled fields: 'First name: Jean-Pierre' and 'Last name: Moreau' (or each label alone on its
 * line over its value, as a form's cells read), or one field that says the surname comes first ('Surname(s) /
 * First name(s) | Esposito, Chiara'). Lines in `skip` (the references) are not the candidate's. Each table cell
 * is read as a line of its own: a form may set several fields on one line ('SURNAME: REYES | FIRST NAME: ANA'),
 * or a label in one cell and its value in the next ('Surname | Nkosi').
 */
function nameFromLabels(lines: string[], skip: (index: number) => boolean = () => false): ParsedName | null {
  let first: string | undefined;
  let last: string | undefined;
  const cells = lines.slice(0, 60).flatMap((line, index) => (skip(index) ? [] : line.split(' | ')));
  for (const [index, line] of cells.entries()) {
    const both =
      SURNAME_FIRST_LABEL.exec(line)?.[1]?.trim() ??
      (SURNAME_FIRST_ALONE.test(line) ? valueUnder(cells, index) : undefined);
    if (both && !first && !last) {
      const [surname, given] = both.includes(',')
        ? both.split(',', 2)
        : [both.split(/\s+/)[0]!, both.split(/\s+/).slice(1).join(' ')];
      if (surname?.trim() && given?.trim()) {
        last = surname.trim();
        first = given.trim();
        break;
      }
    }
    first ??=
      FIRST_NAME_LABEL.exec(line)?.[2]?.trim() ?? (FIRST_NAME_ALONE.test(line) ? valueUnder(cells, index) : undefined);
    last ??=
      LAST_NAME_LABEL.exec(line)?.[2]?.trim() ?? (LAST_NAME_ALONE.test(line) ? valueUnder(cells, index) : undefined);
  }
  if (!first || !last) return null;
  // A paper form's boxes, one letter to each.
  first = unboxed(first);
  last = unboxed(last);
  const parsed = parseNameLine(`${first} ${last}`);
  if (!parsed) return null;
  // The labels say where the surname starts, whatever its particles or second surname.
  const firstWords = first.split(/\s+/).map((w) => fixCase(w));
  const lastWords = last.split(/\s+/).map((w) => fixCase(w));
  return { first: firstWords[0]!, last: lastWords.join(' '), middle: firstWords.slice(1) };
}

/**
 * A line of surnames alone: one to four words in ordinary case or in capitals, particles between ('Souza Lima dos
 * Reis', 'ADEKUNLE').
 */
function surnameLine(line: string): boolean {
  const words = line.split(/\s+/);
  return (
    words.length <= 4 &&
    words.every((w) => /^\p{Lu}(?:\p{Ll}[\p{L}'’-]*|[\p{Lu}'’-]+)$/u.test(w) || PARTICLES.has(w.toLowerCase())) &&
    /^\p{Lu}/u.test(line) &&
    !NOT_NAME_WORDS.test(line) &&
    !isSectionHeading(line) &&
    !looksLikePlace(line)
  );
}

/**
 * 'L U C Í A F E R N Á N D E Z' (letter-spaced, the gap between the words lost) split where the e-mail address
 * shows a word ends: lucia.fdz@ → 'LUCÍA FERNÁNDEZ'. Null when the line is not spaced out or no split fits.
 */
function splitSpacedName(line: string, emailLocal: string): string | null {
  // An apostrophe or a hyphen may stand spaced out between the letters: 'Ú N A O ’ B R I E N', 'A N N E - M A R I E'.
  if (line.length > 120 || !/^\p{L}(?: [\p{L}'’-]){3,}$/u.test(line)) return null;
  const letters = line.replace(/ /g, '');
  const tokens = emailLocal.split(/[._\-\d]+/).filter((t) => t.length > 1);
  let best: { at: number; score: number; tied: boolean } | null = null;
  for (let at = 2; at <= letters.length - 2; at++) {
    if (/[-'’]/.test(letters[at - 1]! + letters[at]!)) continue;
    const first = plain(letters.slice(0, at));
    const last = plain(letters.slice(at));
    let score = 0;
    if (tokens.includes(first)) score += 2;
    if (tokens.includes(last)) score += 2;
    if (emailLocal.startsWith(first)) score += 1;
    if (last.length > 2 && emailLocal.endsWith(last)) score += 1;
    if (emailLocal === first[0]! + last) score += 3;
    if (score > 0 && (!best || score > best.score)) best = { at, score, tied: false };
    else if (best && score === best.score) best.tied = true;
  }
  // A whole word of the address must match; a mere prefix ('lu' of 'lucia') proves nothing, and a split any
  // other split matches as well ('sofiamendez' fits 'so' + 'fiamendez' as much as 'sofia' + 'mendez') neither.
  return best && best.score >= 2 && !best.tied ? `${letters.slice(0, best.at)} ${letters.slice(best.at)}` : null;
}

/** The name that opens a line before the first job-title word ('Jane Doe Senior Software Engineer'), or null. */
function nameBeforeTitle(line: string): ParsedName | null {
  const words = line.split(/\s+/).slice(0, 12);
  const title = words.findIndex((word) => NOT_NAME_WORDS.test(word));
  return title >= 2 && title <= 4 ? parseNameLine(words.slice(0, title).join(' ')) : null;
}

/**
 * A name with its apostrophes typed as a recruiter types them ('O’Neill' → "O'Neill"): the typographic ones word
 * processors put in, and the modifier letter and accents used for one. The Hawaiian ʻokina (U+02BB) is a letter
 * and stays.
 */
/**
 * OCR's 'ii' for a 'ü' in a name ('Kriiger'), when the address spells the word with 'ue' or 'u' and not as read:
 * the page shows the umlaut.
 */
function ocrNameRepairs(name: ParsedName, email: string): ParsedName {
  const repair = (words: string) =>
    words.replace(/\p{L}*ii\p{L}*/gu, (word) => {
      const spelled = [plain(word.replace('ii', 'ue')), plain(word.replace('ii', 'u'))];
      return !email.includes(plain(word)) && spelled.some((w) => w.length > 2 && email.includes(w))
        ? word.replace('ii', 'ü')
        : word;
    });
  return { ...name, first: repair(name.first), last: repair(name.last) };
}

/** OCR's 'rn' for an 'm' in a LinkedIn handle ('khurnalo'), when with the 'm' the handle spells a name word. */
function ocrHandleRepairs(url: string, name: ParsedName): string {
  const [head, handle = ''] = url.split('/in/');
  let repaired = handle;
  for (const word of [name.first, name.last].flatMap((w) => w.split(/[\s-]+/)).map(plain)) {
    const misread = word.replace(/m/g, 'rn');
    if (word.length > 2 && misread !== word && !repaired.toLowerCase().includes(word)) {
      const at = repaired.toLowerCase().indexOf(misread);
      if (at >= 0) repaired = repaired.slice(0, at) + word + repaired.slice(at + misread.length);
    }
  }
  return repaired === handle ? url : `${head}/in/${repaired}`;
}

function straightApostrophes(name: string): string {
  return name.replace(/[\u2018\u2019\u201B\u02BC\u2032\uFF07`\u00B4]/g, "'");
}

/** Lowercase ASCII letters of a word, for comparing it with an e-mail address. */
function plain(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function nameFromEmail(email: string): ParsedName | null {
  const local = email.split('@')[0]!.replace(/\d+/g, '');
  const parts = local.split(/[._-]+/).filter((p) => p.length > 1);
  // A short tag after the name is no surname: 'robert.smith.pm@', 'ann.lee.uk@'.
  while (parts.length > 2 && parts[parts.length - 1]!.length <= 2) parts.pop();
  if (parts.length < 2) return null;
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1).toLowerCase();
  return { first: cap(parts[0]!), last: cap(parts[parts.length - 1]!), middle: [] };
}

/**
 * A LinkedIn profile URL in its usual form: https://www.linkedin.com/in/<name>, its name as printed (a
 * percent-encoded one stays encoded; `decode` spells out that of a link target, which nobody reads), a legacy
 * /pub/ address with its whole path.
 */
export function normalizeLinkedIn(url: string, decode = false): string | null {
  const match =
    /linkedin\.com\/(in|pub)\/([^/?#\s)>\]"']+)(\/[0-9a-z]{1,3}\/[0-9a-z]{1,3}\/[0-9a-z]{1,3}(?![\w-]))?/i.exec(url);
  if (!match) return null;
  let slug = match[2]!;
  while (/[.,;:]$/.test(slug)) slug = slug.slice(0, -1);
  if (decode) {
    try {
      slug = decodeURIComponent(slug);
    } catch {
      // keep it as written
    }
  }
  const kind = match[1]!.toLowerCase();
  const rest = kind === 'pub' && match[3] && slug === match[2] ? match[3].toLowerCase() : '';
  return `https://www.linkedin.com/${kind}/${slug}${rest}`;
}

/**
 * Addresses written out to keep them from harvesters: 'jane.doe at example dot com', 'jane [at] example
 * [dot] com', 'jane (at) example.com'. Only addresses the plain line does not already hold.
 */
export function writtenOutEmails(line: string): string[] {
  const bracketed = /[[({<]\s*at\s*[\])}>]/i.test(line);
  if (!bracketed && !(/\sat\s/i.test(line) && /\sdot\s/i.test(line))) return [];
  const plainLine = new Set([...line.matchAll(EMAIL)].map((m) => m[0]));
  const spelled = line
    .replace(BRACKETED_AT_DOT, (_, word: string) => (word.toLowerCase() === 'at' ? '@' : '.'))
    .replace(SPOKEN_AT, '@')
    .replace(SPOKEN_DOT, '.');
  return [...spelled.matchAll(EMAIL)].map((m) => m[0].replace(/\.$/, '')).filter((email) => !plainLine.has(email));
}

/** A LinkedIn profile printed without its domain: 'in/jane-doe' alone, or 'LinkedIn: jane-doe'. */
export function shortLinkedIn(line: string): string | null {
  // The LinkedIn icon read as the letters 'in' before a handle, alone on its line: 'in omar-alfarsi'.
  const iconHandle = /^in\s{1,3}([a-z0-9]{2,40}(?:-[a-z0-9]{1,40}){1,4})$/i.exec(line.trim())?.[1];
  if (iconHandle) return normalizeLinkedIn(`linkedin.com/in/${iconHandle}`);
  const short = LINKEDIN_SHORT.exec(line)?.[1];
  if (short) return normalizeLinkedIn(`linkedin.com/in/${short}`);
  const handle = LINKEDIN_HANDLE.exec(line)?.[1];
  // A handle has a joint or a digit, or is one long word; 'LinkedIn: available' is not one.
  if (handle && (/[-_\d]/.test(handle) || handle.length >= 6) && !/^(available|upon|request|profile)$/i.test(handle)) {
    return normalizeLinkedIn(`linkedin.com/in/${handle}`);
  }
  return null;
}

/**
 * The rest of a LinkedIn address broken at the end of its line, as a LinkedIn profile export pasted as text
 * shows it ('www.linkedin.com/in/chiamaka-obi-' over '5b7a91 (LinkedIn)'): the next line's one word when the
 * word is labelled '(LinkedIn)'; the word opening the next line when the address ends in a hyphen, which is the
 * address's own (text is hyphenated at a line end, an address never: 'linkedin.com/in/maximilian-' over
 * 'oberhausen · Berlin'). Empty when the address is whole.
 */
export function linkedInTail(url: string, next: string): string {
  if (!/\/in\/[^/]+$/i.test(url)) return '';
  const labelled = /^([A-Za-z0-9][A-Za-z0-9\-_%]{0,99})\/?\s{0,3}\(linkedin\)$/i.exec(next);
  if (labelled) return labelled[1]!;
  const opening = /^([A-Za-z0-9][A-Za-z0-9\-_%]{0,99})\/?(?=$|\s|[|·•,;])/.exec(next);
  return opening && /[-_]$/.test(url) ? opening[1]! : '';
}

/** A token that is an address and nothing else. */
const WHOLE_EMAIL = new RegExp(`^${EMAIL.source}$`);

/**
 * An address broken over two lines: its start ending the line ('… jane.doe@exa') or opening it before a second
 * column's words ('jane.doe@exa years of work'), its rest opening the next line ('mple.com'). Null unless the
 * start is no address by itself and the two make one.
 */
function brokenEmail(line: string, next: string): string | null {
  const words = line.trim().split(/\s+/);
  const rest = next.trim().split(/\s+/)[0] ?? '';
  if (!rest || /@/.test(rest)) return null;
  for (const start of new Set([words[0] ?? '', words[words.length - 1] ?? ''])) {
    if (!/^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]*$/.test(start)) continue;
    const joined = (start + rest).replace(/[.,;]$/, '');
    if (WHOLE_EMAIL.test(joined) && !WHOLE_EMAIL.test(start)) return joined;
  }
  return null;
}

/**
 * A number broken at the end of its line, its rest opening the next ('(646) 555-' over '0179', '+1 418 555' over
 * '0163', a country code '+1' over '(503) 555-0172'), as a narrow cell, a line break or a text wrapped at a
 * fixed width leaves it: the line with the rest run on, when the piece starts a number ('+', '(') or ends in a
 * hyphen and the two make a whole one; else the line as it is.
 */
function phoneRunOn(line: string, next: string): string {
  const piece = /(?<![\p{L}\d])(?:\+\d{1,3}|\(?\+?\d[\d\s().\-\u2010-\u2013]{0,24})$/u.exec(line.trimEnd());
  const rest = /^\(?\d[\d\s().\-\u2010-\u2013]{0,24}\d/.exec(next.trim());
  if (!piece || !rest) return line;
  const head = piece[0].trim();
  const hyphen = /[-\u2010-\u2013]$/.test(head);
  const digits = digitCount(head) + digitCount(rest[0]);
  if (!(/^[+(]/.test(head) || hyphen) || digitCount(head) >= 10 || digitCount(rest[0]) < 4) return line;
  if (digits < 10 || digits > 15) return line;
  return `${line.trimEnd()}${hyphen ? '' : ' '}${rest[0]}`;
}

function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

function looksLikeDateRange(text: string): boolean {
  const trimmed = text.trim();
  const years = trimmed.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g)?.length ?? 0;
  return (
    /^\(?\s*(19|20)\d{2}\s*[-–/]\s*((19|20)\d{2}|\d{2})\s*\)?$/.test(trimmed) ||
    /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(trimmed) ||
    // '06/2014 – 12/2018', '2015 – 2019 2020': months and years, not a number to call.
    /(?<!\d)(?:0?[1-9]|1[0-2])[./](?:19|20)\d{2}(?!\d)/.test(trimmed) ||
    (years >= 2 && /[-–‐‑−]/.test(trimmed) && !trimmed.startsWith('+'))
  );
}

/**
 * The numbers in a phone match: one, or several run together ('020 123 4567 / 06 12345678') split where a
 * slash or a wide gap parts them.
 */
function phoneParts(raw: string): string[] {
  if (digitCount(raw) <= 15) return [raw];
  return raw
    .split(/\s+\/\s*|\s*\/\s+|\s{2,}/)
    .map((part) => part.trim())
    .filter((part) => digitCount(part) >= 7 && digitCount(part) <= 15);
}

/**
 * How far below the best number a mobile may score and still be taken: among the candidate's own numbers (home,
 * work, fax, mobile) the mobile is the one a recruiter calls, though listed after the others or outside the lines
 * under the name; a referee's or an agent's never is.
 */
const MOBILE_MARGIN = 80;

/** The lines of the candidate's own block: the name's line and three under it. */
const OWN_BLOCK_LINES = 4;

/** A line with its addresses and links left out. */
function withoutAddresses(line: string): string {
  return line
    .replace(EMAIL, ' ')
    .replace(LINKEDIN, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
}

/** The words of a line as an address compares them, its addresses and links left out. */
function plainWords(line: string): Set<string> {
  return new Set(
    withoutAddresses(line)
      .split(/[^\p{L}\p{M}'’]+/u)
      .map(plain)
      .filter(Boolean),
  );
}

/** The lines that write the candidate's name in words, given and family name both ('Hamza Qureshi · 07700 …'). */
function ownNameLines(lines: string[], name: ParsedName): number[] {
  const words = [name.first, name.last].flatMap((part) => part.split(/[\s-]+/)).map(plain);
  if (words.length < 2 || words.some((word) => word.length < 2)) return [];
  const found: number[] = [];
  lines.forEach((line, index) => {
    if (line.length > 300) return;
    const have = plainWords(line);
    if (words.every((word) => have.has(word))) found.push(index);
  });
  return found;
}

/** An address's local part or a profile's name that spells a person's: their surname, after their first initial. */
function spellsName(handle: string, name: ParsedName): boolean {
  const local = handle.toLowerCase();
  const last = plain(name.last);
  const first = plain(name.first);
  return last.length > 1 && first.length > 0 && local.startsWith(first[0]!) && local.includes(last);
}

interface Found<T> {
  value: T;
  line: number;
  score: number;
  /** What was taken off the score for standing in a references section. */
  penalty?: number;
  /** A phone labelled as one, or on the line of an address or a profile. */
  strong?: boolean;
  /** A phone labelled as a mobile's, outside the references and other people's lines. */
  mobile?: boolean;
  /** An address in another person's block or an organisation's mailbox: never the candidate's, even failing all else. */
  others?: boolean;
}

/**
 * The references section (its contacts belong to other people): from its heading to the next section
 * heading ('Contact' after the referees), or to the end.
 */
function referencesRange(lines: string[], heading: RegExp = REFERENCE_HEADING): { start: number; end: number } {
  const start = lines.findIndex((line) => heading.test(unspacedHeading(line)));
  if (start < 0) return { start: Infinity, end: Infinity };
  // 'Available on request.' as the section's first words: it names no referee, and what follows (a signature
  // with the candidate's own contacts) is not theirs.
  const first = lines.findIndex((line, i) => i > start && line !== '');
  if (first > 0 && ON_REQUEST.test(lines[first]!)) return { start, end: first + 1 };
  // 'Academic Referees' under 'References' is a part of the section, not the next one.
  const next = lines.findIndex(
    (line, i) => i > start && isSectionHeading(line) && !/\brefere(?:nce|e)s?\b/i.test(unspacedHeading(line)),
  );
  return { start, end: next < 0 ? Infinity : next };
}

/**
 * Blocks about other people (next of kin, a guardian, a sponsor, an agency's consultant, an actor's agent): from a
 * line one of whose cells is such a heading or an agent's label ('Agent: Lucy Hart') to the next heading, up to
 * OTHER_BLOCK_LINES lines with text under it.
 */
function otherPersonBlocks(lines: string[]): Array<{ start: number; end: number }> {
  const blocks: Array<{ start: number; end: number }> = [];
  lines.forEach((line, start) => {
    const cells = line.split(/\s\|\s/).map((cell) => cell.trim());
    // An agent's label with the agent's contacts on its own line gives no more.
    const labelled = !line.includes('@') && digitCount(line) < 7 && cells.some((cell) => AGENT_LABEL.test(cell));
    if (!labelled && !cells.some((cell) => OTHER_PERSON_HEADING.test(cell))) return;
    let end = start + 1;
    for (let counted = 0; end < lines.length && counted < OTHER_BLOCK_LINES; end++) {
      const next = lines[end]!;
      if (isSectionHeading(next) || TITLE_LINE.test(next) || REFERENCE_HEADING.test(unspacedHeading(next))) break;
      // The block's person is named first; another name after it starts someone else's lines.
      if (counted > 0 && parseNameLine(next)?.last) break;
      if (next) counted++;
    }
    blocks.push({ start, end });
  });
  return blocks;
}

/**
 * A letter's addressee block (the hiring manager's name, title, company address, phone and e-mail): the lines
 * right above its salutation, back to its date line or a blank line.
 */
function addresseeBlocks(lines: string[]): Array<{ start: number; end: number }> {
  const salutation = lines.findIndex((line, index) => index < 80 && SALUTATION.test(line));
  if (salutation < 0) return [];
  let start = salutation - 1;
  while (start >= 0 && salutation - start <= ADDRESSEE_LINES && lines[start] && !DATE_LINE.test(lines[start]!)) {
    start--;
  }
  return start < salutation - 1 ? [{ start, end: salutation }] : [];
}

/**
 * A note forwarded above a CV with its mail headers printed (Outlook's print: the sender's name, 'From:', 'Sent:',
 * 'To:', 'Cc:', 'Subject:', then the note and the sender's signature): the CV starts at the first line after the
 * headers that names someone the headers do not. A text without such headers is returned as it is.
 */
function withoutMailNote(text: string): string {
  const lines = text.split('\n').map((line) => line.trim());
  const from = lines.slice(0, 4).findIndex((line) => /^from\s{0,3}:/i.test(line));
  if (from < 0) return text;
  let end = from;
  while (end + 1 < lines.length && MAIL_HEADER.test(lines[end + 1]!)) end++;
  const people = new Set(
    lines
      .slice(from, end + 1)
      .flatMap((line) => line.replace(MAIL_HEADER, '').split(/[;,]/))
      .map((person) =>
        person
          .replace(/<[^<>]{0,320}>|\|/g, '')
          .trim()
          .toLowerCase(),
      ),
  );
  for (let index = end + 1; index < lines.length; index++) {
    const name = parseNameLine(lines[index]!);
    if (name?.last && !people.has(`${name.first} ${name.last}`.toLowerCase())) {
      return lines.slice(index).join('\n');
    }
  }
  return text;
}

/**
 * The line that starts a forwarded or replied-to message: '-----Original Message-----', '---------- Forwarded
 * message ---------', 'Begin forwarded message:', 'On Mon, 10 Mar 2025, Ana Ruiz wrote:'.
 */
const FORWARD_MARKER =
  /^(?:-{2,}\s{0,3}(?:original\s+message|forwarded\s+message)\s{0,3}-{2,}|begin\s+forwarded\s+message:?|on\s[^\n]{5,160}\swrote:)$/i;
/** A mail header line: 'From: …', 'Sent: …', 'To: …', 'Subject: …'. */
const MAIL_HEADER = /^(?:from|sent|date|to|para|cc|bcc|subject|reply-to|attachments?)\s{0,3}:/i;
/** A mail client's print of a thread opens each message with its sender ('Jane Doe <jane@…> | 3 March'). */
const MESSAGE_SENDER = /^\p{L}[\p{L}\p{M}'’. -]{1,80}\s<[\w.%+-]{1,64}@[\w.-]{1,255}>/u;
/** The recipients' line under it ('To:', Portuguese and Spanish 'Para:'). */
const RECIPIENTS = /^(?:to|para)\s{0,3}:/i;

/**
 * The resume in an e-mail thread pasted whole: a recruiter forwarding a candidate's message, or a reply above the
 * message with the resume, or a mail client's print of a thread. The thread is cut at each forwarded, quoted or
 * printed message's first line; the longest part is the resume, the others a covering note and a signature (the
 * forwarder's contacts, not the candidate's). Its mail headers are dropped and its quote marks ('> ') taken off. A
 * text without such a line is returned as it is.
 */
function resumePart(text: string): string {
  const lines = text.split('\n');
  const opensMessage = (line: string, index: number) =>
    FORWARD_MARKER.test(line.replace(/^[>\s]+/, '').trim()) ||
    (MESSAGE_SENDER.test(line.trim()) && RECIPIENTS.test(lines[index + 1]?.trim() ?? ''));
  const cuts = lines.flatMap((line, index) => (opensMessage(line, index) ? [index] : []));
  if (cuts.length === 0) return text;
  const parts = [0, ...cuts].map((start, i) => lines.slice(start, cuts[i] ?? lines.length));
  const unquoted = (part: string[]) => {
    const body = part
      .map((line) => line.replace(/^\s{0,3}(?:>\s?){1,8}/, ''))
      // The marker, then the headers of the message it opens (and any blank line among them).
      .filter((line, index) => index > 0 || !FORWARD_MARKER.test(line.trim()));
    // A printed message's sender line is the writer's own: kept.
    const sender = MESSAGE_SENDER.test(body[0]?.trim() ?? '') ? body.slice(0, 1) : [];
    let start = sender.length;
    while (start < body.length && (MAIL_HEADER.test(body[start]!.trim()) || !body[start]!.trim())) start++;
    return [...sender, ...body.slice(start)];
  };
  const longest = parts.map(unquoted).reduce((a, b) => (b.join('\n').length > a.join('\n').length ? b : a));
  return longest.join('\n');
}

/** Letters OCR reads for digits: O for 0, l or I for 1, Cyrillic З for 3. */
const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', З: '3' };
const DIGITS_OR_LOOKALIKES = /(?<![\p{L}\d])[\dOolIЗ]{2,}(?![\p{L}\d])/gu;

/**
 * A contact line as the scanned page shows it, where OCR misread it: a letter for a digit inside a number
 * ('072 555 O148', '0l27', '070-555 l2 84') when the group has a digit and sits beside digits or holds three;
 * 'Iinkedin.com' for 'linkedin.com'; an I for the l of a domain name ('exampIe.de'), which is written in small
 * letters; an address split at its @ ('jane.doe @ example.fr') or its @ read as © ('jane.doe©example.fr');
 * an address written one character to a box.
 */
export function ocrContactRepairs(line: string): string {
  const repaired = line
    .replace(DIGITS_OR_LOOKALIKES, (group, offset: number) => {
      if (!/\d/.test(group) || /^\d+$/.test(group)) return group;
      const beside =
        /\d[\s.-]?$/.test(line.slice(Math.max(0, offset - 2), offset)) ||
        /^[\s.-]?\d/.test(line.slice(offset + group.length, offset + group.length + 2));
      if (!beside && (group.match(/\d/g)?.length ?? 0) < 3) return group;
      return group.replace(/[OolIЗ]/g, (letter) => DIGIT_LOOKALIKES[letter]!);
    })
    .replace(/\b[Il1]inked[Il1]n\.com\//gi, 'linkedin.com/')
    .replace(/(?<=[\w.+-])(?: @ |©)(?=[\w-]{1,63}\.[a-z]{2,})/gi, '@')
    .replace(/(?<=@[\w.-]{0,200})(?<=[a-z])I(?=[a-z])/g, 'l')
    // Capitals run on to the end of an address in small letters are the next word (a stamp, a label).
    .replace(/(?<=@[a-z\d.-]{1,200}\.[a-z]{2,24})(?=[A-Z])/g, ' ');
  // An address written one character to a box (a form's), or the rest of one on the next line.
  return unboxed(repaired, (run) => /[@.]/.test(run));
}

/**
 * A longer given name written beside `surname` somewhere in the text that opens or ends with the short form `short`
 * ('Alexander' for 'Alex', 'Oluwaseun' for 'Seun'), outside other people's lines; both compared plain.
 */
function fullGivenName(
  lines: string[],
  short: string,
  surname: string,
  othersLine: (index: number) => boolean,
): string | null {
  // A name's word: capitalised or in capitals, nothing but letters ('Marks' of 'Marks & Spencer' is beside '&').
  const nameWord = /^\p{Lu}(?:\p{Ll}+|\p{Lu}+)$/u;
  for (const [index, line] of lines.entries()) {
    if (othersLine(index)) continue;
    const words = withoutAddresses(line).split(/\s+/);
    for (const [at, word] of words.entries()) {
      if (plain(word) !== surname || !nameWord.test(word.replace(/,$/, ''))) continue;
      const beside = [words[at - 1] ?? '', word.endsWith(',') ? (words[at + 1] ?? '') : ''];
      for (const other of beside) {
        const given = plain(other);
        // Two letters more at least: 'Mark' and 'Marks' are two names.
        const longer = given.length >= short.length + 2 && (given.startsWith(short) || given.endsWith(short));
        if (nameWord.test(other) && longer) return other;
      }
    }
  }
  return null;
}

/**
 * Reads the candidate's contact details from resume text (and the link targets found in the file): name
 * from the top lines or a labelled field, the candidate's own e-mail and phone rather than a referee's,
 * and the LinkedIn profile whether written out or only linked.
 */
export function extractContact(text: string, links: string[] = [], hints: NameHint[] = []): ContactInfo {
  text = withoutMailNote(resumePart(text));
  const lines = text.split('\n').map((line) => ocrContactRepairs(line.trim()));
  // The references section, a quote signed by a former manager or a client, blocks about other people and a
  // letter's addressee: other people's contacts.
  const blocks = [...otherPersonBlocks(lines), ...addresseeBlocks(lines)];
  const othersRanges = [referencesRange(lines), referencesRange(lines, QUOTED_HEADING), ...blocks];
  const within = (ranges: Array<{ start: number; end: number }>, index: number) =>
    ranges.some((range) => index > range.start && index < range.end);
  const linkedIns: Array<{ value: string; line: number }> = [];

  const emails: Array<Found<string>> = [];
  const phones: Array<Found<string>> = [];
  let linkedin: string | null = null;
  let shortLinked: string | null = null;

  lines.forEach((line, index) => {
    const inReferences = within(othersRanges, index);
    const referenceLine = REFERENCE_CONTEXT.test(line) || AGENT_LABEL.test(line);
    // A letterhead's or a footer's line: an organisation's mailbox on it.
    const addresses = [...line.matchAll(EMAIL)];
    const organisationLine = addresses.some((match) => ROLE_MAILBOX.test(match[0]));
    // The next line with text: a Word document may set an empty paragraph between the two halves of an address.
    const below = lines[index + 1] || lines[index + 2] || '';
    // The line with text above: a label alone in its cell ('E-mail (privé)', 'Mobile').
    const above = lines[index - 1] || lines[index - 2] || '';
    for (const match of addresses) {
      const email = match[0].replace(/\.$/, '');
      if (PLACEHOLDER_EMAIL.test(email)) continue;
      const penalty = inReferences || ROLE_MAILBOX.test(email) ? 200 : 0;
      let score = 100 - Math.min(index, 80) - penalty - (referenceLine ? 60 : 0) - (RELAY_MAILBOX.test(email) ? 60 : 0);
      if (/^\s*(e-?mail|mail)\b/i.test(line)) score += 20;
      // Two addresses labelled apart: the personal one stays the candidate's, a university or work one may lapse.
      // The label is before the address, or alone on the line above it (a form's cell).
      const label = line.slice(Math.max(0, match.index - 30), match.index) || (above.length <= 30 ? above : '');
      if (PERSONAL_EMAIL_LABEL.test(label)) score += 15;
      else if (WORK_EMAIL_LABEL.test(label)) score -= 10;
      emails.push({
        value: email,
        line: index,
        score,
        penalty,
        others: within(blocks, index) || ROLE_MAILBOX.test(email),
      });
    }
    // An address broken over two lines (a narrow column, two columns pasted as one): as plain as any.
    const broken = brokenEmail(line, below);
    if (broken) {
      const penalty = inReferences ? 200 : 0;
      emails.push({ value: broken, line: index, score: 100 - Math.min(index, 80) - penalty, penalty });
    }
    // Below a plain address on the same footing: a written-out one is the candidate's only if none is plain.
    for (const written of writtenOutEmails(line)) {
      const penalty = inReferences ? 200 : 0;
      emails.push({ value: written, line: index, score: 80 - Math.min(index, 80) - penalty, penalty });
    }
    for (const match of line.matchAll(LINKEDIN)) {
      if (!normalizeLinkedIn(match[0]) || PLACEHOLDER_LINKEDIN.test(match[0])) continue;
      // Broken at the line's end, or before a second column's words where it ends on a hyphen no handle ends with.
      const cut = match.index + match[0].length === line.length || /[-_]$/.test(match[0]);
      const url = normalizeLinkedIn(cut ? match[0] + linkedInTail(match[0], below) : match[0]);
      if (url) linkedIns.push({ value: url, line: index });
    }
    // 'linkedin.com/in/' with its name opening the next line (a column's edge reached just after the slash).
    const bare = /(?:^|[\s|·•:])((?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/)(?=\s|$)/i.exec(line);
    const handle = /^([A-Za-z0-9][A-Za-z0-9\-_%]{2,99})\/?(?=\s|$)/.exec(below)?.[1];
    const joined = bare && handle ? normalizeLinkedIn(bare[1]! + handle) : null;
    if (joined && linkedIns.at(-1)?.line !== index) linkedIns.push({ value: joined, line: index });
    // 'in/…' alone, or beside other contacts or a label, near the top: not 'in/out' in a sentence.
    const contactLine = /linkedin|^\s*li?\s*[:|]|@|[|·•]/i.test(line) || /^(?:\/?in\/\S+|in\s+\S+)$/.test(line);
    if (index < 60 && contactLine && !/linkedin\.com/i.test(line) && !shortLinked) {
      const short = shortLinkedIn(line);
      if (short && !PLACEHOLDER_LINKEDIN.test(short)) shortLinked = short;
    }
    const withoutNoise = phoneRunOn(withoutAddresses(line), lines[index + 1] ?? '');
    // A line of contacts ('jane@example.com | 07700900123'): a bare run of digits there is a number to call.
    const contactsLine = /@|linkedin|\s[|•·]\s/i.test(line);
    for (const match of withoutNoise.matchAll(PHONE)) {
      // The pattern ends on a digit, so only the leading side needs trimming.
      let [raw = ''] = phoneParts(match[0].trim());
      let before = withoutNoise.slice(Math.max(0, match.index - 24), match.index);
      // 'Cambridge, MA 02139 617-555-0129', 'NSW 2000 0412 345 678': a postcode after its state's code, run into
      // a whole number after it, is no part of the number.
      const postcode = /^\d{4,5}\s+/.exec(raw);
      if (
        postcode &&
        POSTCODE_AREA.test(before) &&
        !PHONE_LABEL.test(before) &&
        digitCount(raw.slice(postcode[0].length)) >= 9
      ) {
        before += postcode[0];
        raw = raw.slice(postcode[0].length);
      }
      const digits = digitCount(raw);
      if (digits < 7 || digits > 15 || looksLikeDateRange(raw) || placeholderPhone(raw)) continue;
      // A form's cell: the label alone on the line above ('Mobile telephone' over '07700 900931').
      const labelAbove = match.index === 0 && LABEL_ONLY.test(above) ? above : '';
      const labelled =
        PHONE_LABEL.test(before) ||
        /\b(phone|tel|mobile|cell|telefon|mobil)\b/i.test(line) ||
        /\b(phone|tel|telephone|mobile|mobil|cell|telefon|handy)\b/i.test(labelAbove);
      const mobile = MOBILE_BEFORE.test(before) || MOBILE_BEFORE.test(labelAbove);
      // A bare run of digits near other numbers (years, postcodes) is weak evidence unless labelled.
      // Near the top, or anywhere on a line that holds an address (a signature at the bottom).
      const bareContact = contactsLine && digits >= 9 && digits <= 13 && (index < 40 || /@|linkedin/i.test(line));
      // '〒150-0002': a Japanese postcode after its mark, not a phone.
      if (/〒\s{0,2}$/.test(before)) continue;
      // 'WA 98101-1234': a US ZIP+4 code after its state, not a phone.
      if (/^\d{5}-\d{4}$/.test(raw) && /\b[A-Z]{2}\s*$/.test(before)) continue;
      // An identifier after its label ('NHS number 943 476 5919', 'Passport No. X 1234 5678', 'ISBN 978-3-…').
      if (ID_LABEL.test(before) && !PHONE_LABEL.test(before)) continue;
      // An amount: '45 000 - 55 000 EUR', '€45.000', '1 200 000 units', '12 500 a year'.
      const after = withoutNoise.slice(match.index + match[0].length, match.index + match[0].length + 16);
      if (!labelled && (AMOUNT_BEFORE.test(before) || AMOUNT_AFTER.test(after) || THOUSANDS_RANGE.test(raw))) continue;
      // An area code before a slash ('0171/2345678') is a German-speaking way of writing a number.
      const areaCode = /^0\d{1,4}\/\s?\d/.test(raw);
      if (!labelled && !bareContact && !areaCode && !/[+()\s.\-\u2010-\u2013\u2212]/.test(raw)) continue;
      const penalty = inReferences || organisationLine ? 200 : 0;
      const score =
        100 -
        Math.min(index, 80) +
        (labelled ? 30 : 0) +
        (raw.startsWith('+') ? 5 : 0) -
        penalty -
        (referenceLine ? 60 : 0);
      const strong = labelled || raw.startsWith('+') || /@|linkedin/i.test(line);
      phones.push({
        value: raw,
        line: index,
        score,
        penalty,
        strong,
        mobile: mobile && !inReferences && !referenceLine && !organisationLine,
      });
    }
  });
  // An address only behind a 'mailto:' link (the text says 'Email'), read from the link annotations.
  if (emails.length === 0) {
    for (const link of links) {
      const address = /^mailto:([^?\s]{3,254})/i.exec(link)?.[1];
      if (address && /^[^@\s]{1,64}@[^@\s]+\.[A-Za-z]{2,24}$/.test(address)) {
        emails.push({ value: address, line: NAME_SEARCH_LINES, score: 0 });
      }
    }
  }
  const linked =
    links.map((link) => normalizeLinkedIn(link, true)).find((url) => url && !PLACEHOLDER_LINKEDIN.test(url)) ?? null;
  // The first profile outside other people's lines; failing that, one among the referees (a contact line after
  // them), never a consultant's or an agent's.
  linkedin =
    (linkedIns.find((l) => !within(othersRanges, l.line)) ?? linkedIns.find((l) => !within(blocks, l.line)))?.value ??
    null;
  linkedin ??= linked ?? shortLinked;
  // A link target is whole where the printed address may be cut short by a narrow column.
  if (!linkedin || (linked && linked !== linkedin && linked.startsWith(linkedin))) linkedin = linked;

  const best = <T>(found: Array<Found<T>>) => [...found].sort((a, b) => b.score - a.score || a.line - b.line)[0];

  // The name: a labelled field, else the best name-like line near the top. In two-column layouts the
  // name may come after a sidebar, so a line whose words appear in the top e-mail address wins.
  let name: ParsedName | null = null;
  // A referee's address never spells the candidate's name.
  const topEmail = (best(emails.filter((e) => e.score > -50))?.value.split('@')[0] ?? '').toLowerCase();
  // A 'Name:' field in the references is a referee's.
  const othersLine = (index: number) => within(othersRanges, index);
  const labelled = lines.find((line, index) => NAME_LABEL.test(line) && !othersLine(index));
  // An export's 'Candidate:' may give the name the candidate goes by: the legal name's fields come first, and
  // the line competes with the others near the top.
  const byPreference = labelled !== undefined && /^\s*candidat/i.test(labelled);
  if (labelled && !byPreference) name = parseNameLine(labelled);
  // Given and family name in labelled fields say their order themselves.
  let fromFields = false;
  if (!name) {
    name = nameFromLabels(lines, othersLine);
    fromFields = name !== null;
  }
  // One name alone after the label ('Nama : Sukarni', 'Name: Madonna'): a person known by a single name, with
  // no surname to give. A heading or a job title after the label is none.
  if (!name && labelled) name = singleName(labelled.replace(NAME_LABEL, ''));
  if (!name) {
    let bestScore = -Infinity;
    let seenHeading = false;
    const hintWeight = (line: string) => hints.find((hint) => hint.line === line)?.weight ?? 0;
    // Where a word ends in a letter-spaced name: the address, its domain ('hola@sofiamendez…'), the LinkedIn slug.
    const topDomain = (best(emails)?.value.split('@')[1] ?? '').split('.')[0]!.toLowerCase();
    const slug = (linkedin?.split('/in/')[1] ?? '').toLowerCase();
    const consider = (line: string, index: number, afterHeading: boolean, twoLines?: ParsedName) => {
      const spaced = [topEmail, topDomain, slug].reduce<string | null>(
        (found, evidence) => found ?? (evidence ? splitSpacedName(line, evidence) : null),
        null,
      );
      // A name run into its job title on one line in the largest type, or first in the text: 'Jane Doe Senior
      // Software Engineer' → 'Jane Doe'.
      const leading = hintWeight(line) > 0 || index === firstLine ? nameBeforeTitle(line) : null;
      const candidate = twoLines ?? parseNameLine(spaced ?? line) ?? leading;
      if (!candidate) return;
      const inEmail = [candidate.first, candidate.last].filter((w) => {
        const p = plain(w);
        if (twoLines) return w.split(/\s+/).some((word) => plain(word).length > 2 && topEmail.includes(plain(word)));
        return p.length > 1 && topEmail.includes(p);
      }).length;
      // A line set in the largest type near the top is most likely the name; a place under it is not.
      const weight = hintWeight(line);
      const typeBonus = weight > 0 ? Math.min(40, 25 * (weight - 1)) : 0;
      // A name written in its own script and in Latin letters beside it ('Екатерина Смирнова' over 'Ekaterina
      // Smirnova') is entered in the Latin letters.
      const latin = (text: string) => /^\p{Script=Latin}/u.test(text);
      const twin =
        !latin(candidate.first) &&
        [index - 2, index - 1, index + 1, index + 2].some((at) => {
          const other = lines[at] ? parseNameLine(lines[at]) : null;
          return other !== null && latin(other.first) && latin(other.last);
        });
      const score =
        -index +
        (afterHeading ? -15 : 0) +
        inEmail * 30 +
        typeBonus +
        (looksLikePlace(line) ? -60 : 0) +
        (twin ? -5 : 0);
      if (score > bestScore) {
        bestScore = score;
        // A name-like line deep in the body that the address does not confirm is more likely a phrase.
        name = afterHeading && inEmail === 0 && weight === 0 && nameFromEmail(topEmail + '@') ? null : candidate;
      }
    };
    const seen = new Set<string>();
    const firstLine = lines.findIndex((line) => line && !TITLE_LINE.test(line));
    for (let index = 0, checked = 0; index < lines.length && checked < NAME_SEARCH_LINES; index++) {
      const line = lines[index]!;
      if (!line || TITLE_LINE.test(line)) continue;
      checked++;
      // A referee's, a consultant's or a letter's addressee's name is not the candidate's.
      if (othersLine(index)) continue;
      if (isSectionHeading(line)) {
        seenHeading = true;
        continue;
      }
      seen.add(line);
      consider(line, index, seenHeading);
      // A name set in two lines, first name over surname ('SANNE' / 'BAKKER'), near the top; in a Word
      // document the two may be paragraphs with an empty one between.
      // Given names over surnames on two lines in large type, the surnames no smaller (moderncv's 'Ana Clara'
      // over 'Souza Lima dos Reis', contacts printed between them in the next column): the first line is
      // the given name, the second the surname, each whole.
      const weight = hintWeight(line);
      const under = lines.slice(index + 1, index + 6).find((other) => hintWeight(other) > 0);
      // Either line may run on into a cell of another column level with it ('… dos Santos | luiza@…', 'OLUWASEUN |
      // Contact me through my agent'): the name is its first cell.
      const givenCell = line.split(' | ')[0]!;
      const surnames = under?.split(' | ')[0] ?? '';
      if (weight >= 1.5 && !seenHeading && under && hintWeight(under) >= weight && surnameLine(surnames)) {
        const given = parseNameLine(givenCell);
        if ((given?.middle.length === 0 || singleName(givenCell)) && !givenCell.includes(',')) {
          consider(line, index, false, { first: fixCaseWords(givenCell), last: fixCaseWords(surnames), middle: [] });
        }
      }
      const next = (lines[index + 1] || lines[index + 2]) ?? '';
      const oneWord = /^\p{Lu}[\p{L}'’-]{1,30}$/u;
      // A surname in capitals over the given names ('TAN' / 'Wei Ming'), when the address spells both.
      const givenNames = /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){1,2}$/u;
      const surnameOver =
        /^\p{Lu}{2,30}$/u.test(line) &&
        givenNames.test(next) &&
        plain(line).length > 1 &&
        [line, next.split(' ')[0]!].every((word) => topEmail.includes(plain(word)));
      if (
        index < 8 &&
        !seenHeading &&
        (surnameOver || (oneWord.test(line) && oneWord.test(next))) &&
        !isSectionHeading(next)
      ) {
        consider(`${line} ${next}`, index, false);
      }
    }
    // A large line further down (the name in a main column printed after a long sidebar) still competes.
    for (const hint of hints) {
      if (seen.has(hint.line)) continue;
      const index = lines.indexOf(hint.line);
      consider(hint.line, Math.min(index < 0 ? NAME_SEARCH_LINES : index, NAME_SEARCH_LINES), false);
    }
  }

  // 'S. KARTHIKEYAN' with /in/karthikeyan-subramanian or karthikeyan.subramanian@: a given name after initials
  // (a father's or a village's, as South Indian names are written), its surname spelled out only in the address
  // or the LinkedIn handle, right after the given name.
  if (!name) {
    const handle = (linkedin?.split('/in/')[1] ?? '').toLowerCase();
    for (const line of lines.filter((l) => l && !TITLE_LINE.test(l)).slice(0, 3)) {
      const given = /^(?:\p{Lu}\.\s?){1,3}\s*(\p{Lu}[\p{L}'’-]{2,30})$/u.exec(line)?.[1];
      if (!given) continue;
      for (const address of [handle, topEmail]) {
        const parts = address.split(/[._\-\d]+/);
        const at = parts.indexOf(plain(given));
        const surname = parts[at + 1] ?? '';
        if (at >= 0 && /^[a-z]{3,30}$/.test(surname) && surname !== plain(given)) {
          name = { first: fixCase(given), last: surname[0]!.toUpperCase() + surname.slice(1), middle: [] };
          break;
        }
      }
      break;
    }
  }

  // A resume signed at the bottom, past the lines searched: the name on or just above the line of the candidate's
  // own address or phone, which the address, when it spells a name, confirms.
  if (!name) {
    const fromAddress = nameFromEmail(topEmail + '@');
    const contacts = [best(emails.filter((e) => e.score > -50)), best(phones.filter((p) => p.score > -50))];
    for (const contact of contacts) {
      if (!contact || contact.line < NAME_SEARCH_LINES) continue;
      for (let index = contact.line, looked = 0; index >= 0 && looked < 3 && !name; index--) {
        const line = lines[index]!;
        if (!line) continue;
        looked++;
        if (isSectionHeading(line) || looksLikePlace(line)) break;
        const candidate = parseNameLine(line);
        const confirmed =
          !fromAddress || [candidate?.first, candidate?.last].some((w) => w && topEmail.includes(plain(w)));
        if (candidate && confirmed) name = candidate;
      }
      if (name) break;
    }
  }

  // A resume in Hungarian writes the family name first ('Kovács Eszter'): read in that order when the line does.
  if (name?.last && !fromFields && HUNGARIAN.test(text.slice(0, 20_000)) && writtenInOrder(lines, name)) {
    const given = [...name.middle, name.last];
    name = { first: given[0]!, last: name.first, middle: given.slice(1) };
  }

  // Spanish names carry two surnames ('Carlos Andrés Gómez Herrera', 'Lucía Gómez Herrera'): in a Spanish
  // resume the last two words are the surname unless the word before them is a given name ('María José Gómez').
  if (name?.middle.length && SPANISH.test(text.slice(0, 20_000))) {
    const before = name.middle[name.middle.length - 1]!;
    if (!SPANISH_GIVEN.has(plain(before)) && !PARTICLES.has(before.toLowerCase())) {
      name = { ...name, last: `${before} ${name.last}`, middle: name.middle.slice(0, -1) };
    }
  }

  // 'JEAN-LUC Bérubé' with jl.berube@: a compound given name set in capitals before the surname, which the
  // address or the LinkedIn handle spells as its initials before the surname (people shorten given names, not
  // surnames), and neither opens with the other word: read in the order written. 'ZHOU Xinyi' with zhouxinyi@
  // stays surname first.
  if (name && READ_SURNAME_FIRST.has(name) && name.middle.length === 0) {
    const initials = name.last
      .split(/[\s-]+/)
      .map((w) => plain(w).slice(0, 1))
      .join('');
    const other = plain(name.first);
    let handle = linkedin?.split(/\/(?:in|pub)\//)[1] ?? '';
    try {
      handle = decodeURIComponent(handle);
    } catch {
      // compared as written
    }
    const addresses = [topEmail, handle].map(plain).filter(Boolean);
    const spellsInitials = (a: string) => initials.length >= 2 && a === initials + other;
    if (other.length > 1 && addresses.some(spellsInitials) && !addresses.some((a) => a.startsWith(other))) {
      name = { first: name.last, last: name.first, middle: [] };
    }
  }

  // 'Mei Lin Tan' with meilin.tan@… or /in/meilin-tan: the address or the LinkedIn handle opens with the first
  // name and the next word written as one, then the surname apart, so the two are one given name ('Mei Lin'),
  // not a middle name or the start of a double surname.
  if (name?.middle.length) {
    const given = plain(name.first) + plain(name.middle[0]!);
    const surname = plain(name.last);
    const handle = (linkedin?.split('/in/')[1] ?? '').toLowerCase();
    const opens = [topEmail, handle].some((address) => {
      const [head, ...rest] = address.split(/[._%\-\d]+/);
      return head === given && surname.length > 1 && rest.join('').startsWith(surname);
    });
    if (opens && plain(name.middle[0]!).length > 1) {
      name = { ...name, first: `${name.first} ${name.middle[0]!}`, middle: name.middle.slice(1) };
    }
  }

  // 'José Muñoz Peña' with jose.munoz@…: a middle word found in the address after the given name starts a
  // double surname. 'Maria Angelica Santos' with angelica.santos@…: a middle word that opens the address, the
  // first name absent from it, is the rest of a compound given name.
  if (name?.middle.length) {
    const index = name.middle.findIndex((w) => plain(w).length > 2 && topEmail.includes(plain(w)));
    const word = plain(name.middle[index] ?? '');
    const firstPlain = plain(name.first);
    if (index === 0 && name.middle.length === 1 && topEmail.startsWith(word) && !topEmail.includes(firstPlain)) {
      name = { ...name, first: `${name.first} ${name.middle[0]!}`, middle: [] };
    } else if (index >= 0) {
      name = { ...name, last: [...name.middle.slice(index), name.last].join(' '), middle: name.middle.slice(0, index) };
    }
  }

  // 'Maria Corazon Dela Cruz' with mc.delacruz@ or /in/mcdelacruz: the address is the initials of every given
  // word, then the surname, so the words before the surname are one given name used whole.
  if (name?.middle.length) {
    const initials = [name.first, ...name.middle].map((w) => plain(w).slice(0, 1)).join('');
    const surname = plain(name.last);
    const handle = (linkedin?.split('/in/')[1] ?? '').toLowerCase();
    const spells = [topEmail, handle].some((address) => address.replace(/[\d._%-]+/g, '') === initials + surname);
    if (surname.length > 2 && initials.length >= 2 && spells) {
      name = { ...name, first: [name.first, ...name.middle].join(' '), middle: [] };
    }
  }

  // 'Diego Hernández Soto' with diego.hsoto@, 'Tomás Ferreira da Silva' with tomas.fsilva@: the address gives
  // the given name, then the word before the surname cut to its initial and joined to it, as people with two
  // surnames shorten the first. Or the initials of both ('guadalupe.hr@' for 'Guadalupe Hernández Ruiz').
  if (name?.middle.length) {
    const before = name.middle[name.middle.length - 1]!;
    const compact = topEmail.replace(/[\d._-]+/g, '');
    const lastWords = name.last.split(/\s+/);
    const stem = `${plain(name.first)}${plain(before).slice(0, 1)}`;
    const surname = [plain(name.last), plain(lastWords[lastWords.length - 1]!)];
    // Or both surnames cut to their initials: 'Guadalupe Hernández Ruiz' with guadalupe.hr@.
    const initials = stem + plain(name.last).slice(0, 1);
    if (
      plain(before).length > 2 &&
      (surname.some((s) => s.length > 2 && compact === stem + s) || compact === initials)
    ) {
      name = { ...name, last: `${before} ${name.last}`, middle: name.middle.slice(0, -1) };
    }
  }

  // A Hispanic name written in full, both given names and both surnames ('María Fernanda Gutiérrez Olmedo', 'Ana
  // Lucía Paredes Quispe'): a compound given name opened by María, José, Juan or Ana is kept whole when an
  // address spells both names (analuciaparedes) or their initials before a surname (mfgutierrez@). A shorter
  // line ('María José García-López') or another opener ('Carlos Andrés Gómez Herrera') keeps the first name.
  const surnames = (name?.last ?? '')
    .split(/\s+/)
    .filter((w) => !PARTICLES.has(w.toLowerCase()))
    .map(plain);
  if (
    name?.middle.length &&
    surnames.length >= 2 &&
    COMPOUND_OPENERS.has(plain(name.first)) &&
    SPANISH_GIVEN.has(plain(name.middle[0]!))
  ) {
    const firstPlain = plain(name.first);
    const second = plain(name.middle[0]!);
    const slug = (linkedin?.split('/in/')[1] ?? '').toLowerCase();
    const spells = [topEmail, slug]
      .map((address) => address.replace(/[\d._%-]+/g, ''))
      .some(
        (address) =>
          address.startsWith(firstPlain + second) ||
          surnames.some((s) => s.length > 2 && address.startsWith(firstPlain[0]! + second[0]! + s)),
      );
    if (spells) name = { ...name, first: `${name.first} ${name.middle[0]!}`, middle: name.middle.slice(1) };
  }

  // 'Alex Brandt' signing a letter whose header or CV writes 'Brandt, Alexander': a short form of a given name
  // (its start or its end) beside the same surname elsewhere gives way to the full given name.
  if (name && !/\s/.test(name.first + name.last)) {
    const short = plain(name.first);
    const surname = plain(name.last);
    const full = short.length >= 3 ? fullGivenName(lines, short, surname, othersLine) : null;
    if (full) name = { ...name, first: fixCase(full) };
  }

  // The candidate's own block: contacts on the line that writes the candidate's name, or within the three lines
  // under it, are theirs wherever they stand (a cover letter's signature after the employer's address, a footer
  // after the referees, a CV under an agency's letterhead).
  if (name) {
    const nameLines = new Set(ownNameLines(lines, name));
    const heading = (line: string) =>
      isSectionHeading(line) || REFERENCE_HEADING.test(unspacedHeading(line)) || QUOTED_HEADING.test(line);
    // The name's line and the lines under it up to the fourth with text, a heading ('Referees') ending them.
    const ownLines = new Set<number>();
    let counted = Infinity;
    lines.forEach((line, index) => {
      if (nameLines.has(index)) counted = 0;
      else if (heading(line)) counted = Infinity;
      if (line) counted++;
      if (counted <= OWN_BLOCK_LINES) ownLines.add(index);
    });
    // The line of an address that spells the candidate's name is theirs too (a footer strip after the referees).
    for (const email of emails) if (spellsName(email.value.split('@')[0]!, name)) ownLines.add(email.line);
    // A number there counts when labelled or beside the address: not an ID or a postcode near the name.
    const owned = [...emails, ...phones.filter((phone) => phone.strong)];
    for (const found of owned) {
      if (ownLines.has(found.line)) found.score += (found.penalty ?? 0) + 50;
    }
  }

  // Among the candidate-looking addresses, prefer one that carries the candidate's name.
  if (name) {
    const tokens = [name.first, name.last].map(plain);
    for (const email of emails) {
      const local = email.value.split('@')[0]!.toLowerCase();
      if (tokens.some((t) => t.length > 1 && local.includes(t))) email.score += 25;
    }
  }
  const email = best(emails.filter((e) => e.score > -50)) ?? best(emails.filter((e) => !e.others));
  if (!name && email) name = nameFromEmail(email.value);
  // A number only behind a 'tel:' link (the text says 'Call me').
  if (phones.length === 0) {
    const tel = links.map((link) => /^tel:([+\d][\d\s().-]{5,30})$/i.exec(link.trim())?.[1]).find(Boolean);
    if (tel && digitCount(tel) >= 7 && digitCount(tel) <= 15)
      phones.push({ value: tel, line: NAME_SEARCH_LINES, score: 0 });
  }
  // A profile that spells the candidate's name is theirs, whatever other profiles (a recommender's, a referee's)
  // stand before it.
  const candidate = name;
  const ownProfile =
    candidate && linkedIns.find((found) => spellsName(found.value.split(/\/(?:in|pub)\//)[1]!, candidate));
  // A link target that runs on from it is the same profile, whole.
  if (ownProfile && !linkedin?.startsWith(ownProfile.value)) linkedin = ownProfile.value;
  if (name) name = ocrNameRepairs(name, topEmail);
  if (name && linkedin) linkedin = ocrHandleRepairs(linkedin, name);
  let phone = best(phones.filter((p) => p.score > -50));
  // The number a recruiter would call: one labelled mobile among the candidate's own, else the best one.
  const mobile = best(phones.filter((p) => p.mobile && p.score > -50));
  if (phone && mobile && !phone.mobile && mobile.score >= phone.score - MOBILE_MARGIN) phone = mobile;

  return {
    first_name: name ? straightApostrophes(name.first) : null,
    last_name: name?.last ? straightApostrophes(name.last) : null,
    // Written in capitals on a form, an address is entered in small letters as it is typed.
    email: email?.value.toLowerCase() ?? null,
    phone: phone?.value ?? null,
    linkedin_url: linkedin,
  };
}
