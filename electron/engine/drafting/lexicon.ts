/**
 * Capitalised words that are not defined terms: calendar names, places, nationalities, the
 * endings of statutes, organisations and other instruments, and officers' titles. A capitalised
 * phrase containing one of these is a proper name, and an undefined-term finding on it would be a
 * false alarm.
 */
const set = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s*\|\s*|\n/).map((w) => w.trim().toLowerCase()).filter(Boolean))

export const CALENDAR = set(`january|february|march|april|may|june|july|august|september|october|november|december|
monday|tuesday|wednesday|thursday|friday|saturday|sunday|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|christmas|easter|thanksgiving|year|quarter`)

export const PLACES = set(`alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|hampshire|jersey|mexico|york|carolina|dakota|ohio|oklahoma|oregon|pennsylvania|rhode|tennessee|texas|utah|vermont|virginia|washington|wisconsin|wyoming|columbia|puerto|rico|guam|
america|americas|united|states|kingdom|canada|ontario|quebec|british|alberta|england|wales|scotland|ireland|northern|europe|european|union|germany|france|italy|spain|portugal|netherlands|belgium|luxembourg|switzerland|austria|sweden|norway|denmark|finland|poland|russia|china|hong|kong|japan|korea|taiwan|singapore|india|israel|australia|zealand|brazil|argentina|chile|africa|asia|pacific|atlantic|cayman|islands|bermuda|virgin|bahamas|philippines|malaysia|thailand|vietnam|indonesia|
london|paris|tokyo|beijing|shanghai|boston|chicago|francisco|san|los|angeles|diego|jose|houston|dallas|austin|seattle|atlanta|miami|denver|phoenix|philadelphia|minneapolis|detroit|toronto|vancouver|montreal|county|city|district|province|commonwealth|street|avenue|road|boulevard|suite|drive|floor|lane|parkway|plaza|building|square|highway|way|court|place|circle|center|centre|pkwy|blvd|ave|st|rd|dr`)

export const NATIONALITIES = set(`american|english|french|german|italian|spanish|chinese|japanese|korean|canadian|mexican|european|swiss|dutch|irish|israeli|indian|australian|latin|arabic|hebrew|russian|portuguese|greek|roman|western|eastern|federal|national|international|internet|web|world|wide|god|english-language`)

/** Last words of statutes, rules and legal instruments named by title: "the Securities Act". */
export const STATUTE_ENDINGS = set(`act|acts|code|codes|regulation|regulations|rule|rules|law|laws|directive|convention|conventions|treaty|statute|statutes|ordinance|constitution|guidelines|principles|standards|protocol|bill|decree|restatement|clause`)

/** Words naming an organisation, a body or an office: "the Internal Revenue Service". */
export const ORGANISATION_WORDS = set(`consortium|center|centre|clinic|laboratory|alliance|inc|incorporated|corp|corporation|company|co|llc|l.l.c|ltd|limited|lp|l.p|llp|plc|gmbh|ag|sa|s.a|nv|bv|pte|pty|srl|spa|kk|bank|trust|university|college|school|association|institute|foundation|society|board|commission|agency|department|office|court|courts|council|exchange|service|administration|bureau|authority|ministry|committee|government|group|holdings|partners|partnership|nasdaq|nyse|securities|organization|organisation|federation|network|hospital|church|fund|trustee|trustees|congress|senate|house|parliament|republic|kingdom|state|states|nations|chamber|registry|registrar|tribunal|arbitration|system|systems|technologies|technology|software|pharmaceuticals|laboratories|industries|international|enterprises|solutions|media|communications|entertainment|networks|labs|ventures|capital|financial|associates|brands|products|sciences`)

/** Titles of officers and offices, capitalised by habit rather than by definition. */
export const TITLES = set(`president|vice|chief|executive|officer|officers|secretary|treasurer|director|directors|chairman|chairperson|chair|manager|managers|member|members|general|counsel|attorney|attorneys|controller|comptroller|governor|mayor|judge|justice|commissioner|trustee|ceo|cfo|coo|cto|mr|mrs|ms|dr|sir|lord|honorable|shareholders|stockholders|partner`)

/**
 * Nouns that name another instrument by its title: "the Purchase Agreement", "the Indenture".
 * Plans, reports, orders and policies are left out: "the Marketing Plan" capitalised and defined
 * nowhere is the kind of term this check is for.
 */
export const INSTRUMENT_ENDINGS = set(`agreement|agreements|amendment|contract|indenture|certificate|charter|bylaws|by-laws|articles|memorandum|lease|deed|will|instrument|license|licence|warrant|mortgage|guaranty|guarantee|exhibit|annex|appendix|attachment|addendum|prospectus`)

/** Words a defined term follows when used as one: "the Licensed Product", "any Affiliate". */
export const DETERMINERS = set(`the|such|any|each|all|said|this|that|these|those|no|its|their|his|her|our|your|every|either|neither|a|an|which|whose|other|same|applicable|relevant|respective`)

/** Connectors allowed inside a capitalised phrase: "Change of Control", "Terms and Conditions". */
export const CONNECTORS = set(`of|and|for|&|to|on|in|the|de|du|la|von|van|der`)

/**
 * Single capitalised words that contracts capitalise as nouns of the document itself or as
 * conventional names, defined or not; a finding on them alone would be noise.
 */
export const CONVENTIONAL = set(`agreement|party|parties|section|sections|article|articles|clause|clauses|paragraph|paragraphs|subsection|exhibit|exhibits|schedule|schedules|annex|appendix|attachment|recital|recitals|page|pages|part|parts|chapter|title|item|note|whereas|witness|now|therefore|dollars|dollar|usd|us|u.s|cents|euro|euros|pounds|sterling|yen|percent|no|number|am|pm|a.m|p.m|est|edt|pst|pdt|cst|gmt|utc|eastern|pacific|central|mountain|time|standard|daylight|i|ii|iii|iv|v|vi|vii|viii|ix|x|mr|mrs|ms|inc|llc|corp|ltd|esq|jr|sr|et|al|seq|id|ibid|re|email|e-mail|fax|facsimile|telephone|tel|attn|attention|phone|copy|cc|ref|sincerely|dear|hereto|herein|hereof|hereunder`)

/**
 * The nouns defined terms are made of: "Effective Date", "Cure Period", "Continuing Fee". A
 * capitalised phrase used once is reported only when it ends in one of these; used twice or more
 * it is reported whatever it ends in. A name used once ("Good Clinical Practice", "the Kuwait
 * site") is thereby left alone.
 */
export const TERM_HEADS = set(`commitment|commitments|reserve|allowance|holdback|escrow|guarantee|warranty|warranties|conditions|condition|date|dates|period|periods|term|terms|fee|fees|price|prices|amount|amounts|payment|payments|territory|product|products|service|services|information|notice|notices|materials|material|rights|right|costs|cost|expenses|expense|sales|revenue|revenues|royalty|royalties|report|reports|event|events|affiliate|affiliates|customer|customers|deliverables|deliverable|specifications|software|documentation|marks|property|know-how|patents|patent|data|work|works|efforts|account|accounts|losses|loss|claim|claims|cause|default|control|quantities|quantity|forecast|forecasts|order|orders|budget|target|targets|milestone|milestones|threshold|percentage|rate|commission|commissions|discount|deposit|obligations|liabilities|liability|assets|technology|improvements|results|invention|inventions|program|plan|requirements|standards|criteria|location|premises|site|facility|facilities|equipment|system|platform|content|brand|trademarks|license|licence|licenses|sublicense|sublicensee|licensee|licensor|distributor|supplier|vendor|seller|buyer|purchaser|manufacturer|contractor|consultant|representative|agent|indemnitee|indemnitees|indemnitor|recipient|discloser|party|parties|owner|user|users|period|year|quarter|month|day|days|charges|charge|credit|credits|shares|stock|securities|interest|penalty|bonus|bonuses|incentive|compensation|consideration|proceeds|income|profits|margin|volume|minimum|maximum|cap|limit|schedule|statement|certificate|approval|approvals|consent|authorization|study|studies|trial|trials|protocol|compound|compounds|indication|field|fields|know|how|process|processes|module|modules|release|releases|version|versions|upgrade|upgrades|update|updates|fix|fixes|error|errors|defect|defects|incident|incidents|outage|availability|credits|level|levels|documents|records|books|designee|designees|members|committee|team|manager|director|officer|representative|personnel|employees|staff|subcontractor|subcontractors|provider|providers|partner|partners|affiliated|entity|entities|person|persons|change|changes|transaction|transactions|closing|completion|expiration|termination|renewal|extension|commencement|launch|delivery|acceptance|installation|shipment|invoice|invoices|tax|taxes`)

/** Pronouns end a capitalised phrase: "6.3 Your Acknowledgments You agree …". */
export const PRONOUNS = set(`you|we|us|our|your|i|he|she|it|they|them|his|her|its|their`)
