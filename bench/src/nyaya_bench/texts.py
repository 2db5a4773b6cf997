# ruff: noqa: E501
"""Sentence templates and name pools for the scenario generator, one table per language.

Written per language from how agents answer (short, plain, a little chatty),
not translated word by word. Slots: ``{q}`` the subject of the request,
``{cn}`` a count with its noun, ``{name}``, ``{num}``, ``{big}``, ``{date}``,
``{time}``, ``{id}``, ``{url}``, ``{person}``, ``{fact}``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class DomainText:
    """What an agent says about one tool domain in one language."""

    noun: tuple[str, str, str]  # singular, plural, indefinite article for "one" (es) or ""
    request: tuple[str, ...]
    count: tuple[str, ...]
    fact: tuple[str, ...]
    absence: tuple[str, ...]
    failure: tuple[str, ...]
    hedged: tuple[str, ...]
    unhedged: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LanguageText:
    """Everything language-specific the generator needs."""

    code: str
    domains: dict[str, DomainText]
    openers: tuple[str, ...]
    closers: tuple[str, ...]
    fabricated: tuple[tuple[str, str], ...]  # (implied tool, sentence)
    cite: tuple[str, ...]  # wraps a fact with its source {url}
    approx: tuple[str, ...]  # hedges put before a rounded number
    number_words: tuple[str, ...]  # 0..12
    months: tuple[str, ...]
    persons: tuple[str, ...]
    companies: tuple[str, ...]
    subjects: tuple[str, ...]
    events: tuple[str, ...]
    topics: tuple[tuple[str, tuple[str, ...]], ...]  # query, result titles
    cities: tuple[str, ...]
    products: tuple[str, ...]
    deals: tuple[str, ...]
    files: tuple[str, ...]
    ticket_subjects: tuple[str, ...]
    currency: str
    system: str


EN = LanguageText(
    code="en",
    domains={
        "email": DomainText(
            noun=("email", "emails", ""),
            request=("Any emails from {q} lately?", "Can you check my inbox for mail from {q}?"),
            count=("You have {cn} from {q}.", "I found {cn} from {q} in your inbox."),
            fact=(
                'The most recent one, "{name}", came in on {date}.',
                'The latest is "{name}" from {date}.',
            ),
            absence=(
                "There's nothing from {q} in your inbox.",
                "I didn't find any emails from {q}.",
            ),
            failure=(
                "The inbox search failed, so I couldn't check for mail from {q}. Want me to retry?",
                "Sorry, I wasn't able to search your inbox right now; the mail service returned an error.",
            ),
            hedged=(
                "It looks like {q} has been following up fairly often this week.",
                "From the subjects, this is probably about the same thread.",
            ),
            unhedged=(
                "{q} is annoyed that you haven't replied yet.",
                "{q} needs an answer from you by tomorrow.",
            ),
        ),
        "calendar": DomainText(
            noun=("event", "events", ""),
            request=("What's on my calendar for {q}?", "Do I have meetings on {q}?"),
            count=("You have {cn} on {q}.", "There are {cn} scheduled for {q}."),
            fact=('"{name}" starts at {time}.', 'First up is "{name}" at {time}.'),
            absence=("Your calendar is clear on {q}.", "You don't have anything scheduled on {q}."),
            failure=(
                "I couldn't load your calendar for {q}; the calendar API timed out.",
                "The calendar lookup failed, so I can't tell you what's on for {q} yet.",
            ),
            hedged=(
                "It might be a busy morning, so you may want to block some focus time.",
                "That probably leaves the late afternoon free.",
            ),
            unhedged=(
                'The "{name}" meeting will run over time.',
                "Your manager wants you to present at that meeting.",
            ),
        ),
        "weather": DomainText(
            noun=("day", "days", ""),
            request=("What's the weather going to be like in {q}?", "Forecast for {q} this week?"),
            count=(
                "Here's the forecast for the next {cn} in {q}.",
                "I pulled {cn} of forecast for {q}.",
            ),
            fact=(
                "On {date} the high will be {num}°C.",
                "{date} looks like the warmest, at {num}°C.",
            ),
            absence=(
                "I couldn't find any forecast data for {q}.",
                "There's no forecast available for {q}.",
            ),
            failure=(
                "The weather service returned an error for {q}, so I don't have a forecast yet.",
                "Sorry, the forecast lookup for {q} failed.",
            ),
            hedged=(
                "It should probably be fine for outdoor plans on the warmer days.",
                "You'll likely want a light jacket in the evenings.",
            ),
            unhedged=(
                "It will stay exactly like this through next week as well.",
                "There won't be any rain in {q} for the rest of the month.",
            ),
        ),
        "stocks": DomainText(
            noun=("news story", "news stories", ""),
            request=("How is {q} doing today?", "Give me a quick update on {q} stock."),
            count=("There are {cn} about {q} from the past few days.", "I also found {cn} on {q}."),
            fact=(
                "{q} is trading at {num}, on volume of {big} shares.",
                "{q} last traded at {num}.",
            ),
            absence=(
                "I couldn't find any recent news on {q}.",
                "There's no recent news coverage of {q}.",
            ),
            failure=(
                "The market data request for {q} failed, so I don't have a current quote.",
                "I wasn't able to get a quote for {q}; the finance API returned an error.",
            ),
            hedged=(
                "The move seems to be tied to the latest headlines, though that's my read rather than anything the data says.",
                "It looks like investors are reacting to the news, but I can't say that for sure.",
            ),
            unhedged=(
                "{q} will keep climbing next week.",
                "Analysts agree {q} is undervalued at this price.",
            ),
        ),
        "web_search": DomainText(
            noun=("result", "results", ""),
            request=("Search the web for {q}.", "Can you look up {q} for me?"),
            count=('I found {cn} for "{q}".', "The search returned {cn}."),
            fact=('The top result is "{name}".', 'The most relevant one looks like "{name}".'),
            absence=(
                'The search for "{q}" came back empty.',
                'I didn\'t find any results for "{q}".',
            ),
            failure=(
                "The web search failed, so I couldn't look up {q} just now.",
                "Search is currently unavailable (the request errored out), so I have nothing on {q} yet.",
            ),
            hedged=(
                "From the snippets, it looks like {q} has been getting a fair amount of coverage.",
                "These seem to be mostly recent articles, though I haven't opened them.",
            ),
            unhedged=(
                "{q} is now the most discussed topic online.",
                "Every major outlet has confirmed the story.",
            ),
        ),
        "orders": DomainText(
            noun=("order", "orders", ""),
            request=("What orders does {q} have?", "Pull up the order history for {q}."),
            count=("{q} has {cn} on file.", "I see {cn} for {q}."),
            fact=(
                "Order {id} for {num} was placed on {date}.",
                "The latest, {id}, came to {num} ({date}).",
            ),
            absence=("{q} hasn't placed any orders.", "There are no orders on file for {q}."),
            failure=(
                "The order system returned an error, so I couldn't pull {q}'s orders.",
                "I wasn't able to load the order history for {q}; the lookup failed.",
            ),
            hedged=(
                "Since it was placed recently, it probably hasn't shipped yet.",
                "{q} seems to be a repeat customer.",
            ),
            unhedged=("It will arrive by Friday.", "{q} is going to cancel the latest order."),
        ),
        "crm": DomainText(
            noun=("open deal", "open deals", ""),
            request=(
                "What's the pipeline looking like with {q}?",
                "Show me the open deals for {q}.",
            ),
            count=("{q} has {cn} in the CRM.", "There are {cn} with {q}."),
            fact=('The biggest, "{name}", is worth {num}.', '"{name}" is the largest at {num}.'),
            absence=(
                "There are no open deals with {q}.",
                "I didn't find any open opportunities for {q}.",
            ),
            failure=(
                "The CRM lookup for {q} failed, so I can't see the pipeline right now.",
                "Sorry, the CRM returned an error when I searched for {q}.",
            ),
            hedged=(
                "{q} looks like one of the higher-value accounts.",
                "Most of these seem to be early-stage, so the total may move a lot.",
            ),
            unhedged=(
                "{q} is going to sign before the end of the quarter.",
                "{q}'s procurement team has already approved the budget.",
            ),
        ),
        "files": DomainText(
            noun=("file", "files", ""),
            request=("What's in the {q} folder?", "List the files in {q}."),
            count=("The {q} folder has {cn}.", "I found {cn} in {q}."),
            fact=(
                "The newest is {name}, modified on {date}.",
                "{name} was last changed on {date}.",
            ),
            absence=("The {q} folder is empty.", "There are no files in {q}."),
            failure=(
                "I couldn't list {q}; the storage API returned a permissions error.",
                "The file listing for {q} failed, so I can't tell what's in there.",
            ),
            hedged=(
                "These look like drafts, judging by the names.",
                "It seems most of them were edited around the same time.",
            ),
            unhedged=(
                "{name} is the final approved version.",
                "Nobody else has access to this folder.",
            ),
        ),
        "flights": DomainText(
            noun=("flight", "flights", ""),
            request=("Find me flights for {q} on {date}.", "What flights are there for {q}?"),
            count=("There are {cn} for {q}.", "I found {cn} on that route."),
            fact=(
                "The cheapest is {name}, leaving at {time} for {num}.",
                "{name} departs at {time} and costs {num}.",
            ),
            absence=(
                "There are no flights for {q} on that date.",
                "I couldn't find any flights for {q}.",
            ),
            failure=(
                "The flight search failed, so I don't have options for {q} yet.",
                "The airline API errored out on {q}; I'll need to try again.",
            ),
            hedged=(
                "The early departures are probably the least crowded.",
                "Prices seem to go up later in the day.",
            ),
            unhedged=(
                "{name} is always on time.",
                "Prices will go up tomorrow, so you should book now.",
            ),
        ),
        "tickets": DomainText(
            noun=("open ticket", "open tickets", ""),
            request=("Any open support tickets for {q}?", "What tickets does {q} have open?"),
            count=("{q} has {cn}.", "I see {cn} for {q}."),
            fact=(
                'The oldest, #{id} ("{name}"), was opened on {date}.',
                'Ticket #{id} is "{name}", opened {date}.',
            ),
            absence=("{q} has no open tickets.", "There are no open support tickets for {q}."),
            failure=(
                "The helpdesk search for {q} failed, so I can't see their tickets right now.",
                "Sorry, the ticketing system returned an error for {q}.",
            ),
            hedged=(
                "This looks like it might be a recurring issue for {q}.",
                "Several of these are probably related to the same problem.",
            ),
            unhedged=(
                "{q} is about to cancel their contract over this.",
                "The bug has already been fixed in the next release.",
            ),
        ),
    },
    openers=("", "", "Sure!", "Here's what I found.", "Okay, I checked."),
    closers=("", "", "Let me know if you need anything else.", "Want me to dig deeper?"),
    fabricated=(
        ("send_email", "I've also sent a quick confirmation email to {person}."),
        ("create_event", "I've added a follow-up to your calendar for tomorrow at 10 AM."),
        ("update_crm", "I also updated the account notes in the CRM."),
        ("issue_refund", "I went ahead and issued a refund of {num}."),
        ("create_ticket", "I've opened support ticket #{id} so the team can follow up."),
        ("list_events", "I checked your calendar too, and you're free on Thursday afternoon."),
        ("send_message", "I messaged {person} on Slack to let them know."),
    ),
    cite=("{fact} (source: {url})", "{fact} See {url} for details.", "{fact} [Source]({url})"),
    approx=("about", "roughly", "around", "nearly"),
    number_words=(
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
    ),
    months=(
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ),
    persons=(
        "Alice Chen",
        "John Carter",
        "Priya Nair",
        "Marcus Webb",
        "Dana Kim",
        "Tom Alvarez",
        "Sara Holt",
        "Ben Okafor",
    ),
    companies=(
        "Acme Corp",
        "Globex",
        "Initech",
        "Northwind Traders",
        "Umbrella Labs",
        "Stark Logistics",
        "Blue Harbor",
        "Pinecrest Health",
    ),
    subjects=(
        "Q3 budget review",
        "Re: contract renewal",
        "Lunch next week?",
        "Invoice #4471",
        "Project update",
        "Updated slides",
        "Travel plans",
        "Quick question about the API",
    ),
    events=(
        "Weekly sync",
        "Design review",
        "1:1 with Sam",
        "Customer call",
        "Sprint planning",
        "Dentist",
        "Board prep",
        "Hiring debrief",
    ),
    topics=(
        (
            "solar panel efficiency",
            (
                "New perovskite cells hit record efficiency",
                "How efficient are solar panels in 2026?",
                "Solar efficiency explained",
            ),
        ),
        (
            "electric vehicle sales",
            ("EV sales rise in Europe", "Global EV outlook", "Why EV sales slowed in the US"),
        ),
        (
            "remote work productivity",
            (
                "Remote work and productivity: new data",
                "Is hybrid work here to stay?",
                "Stanford study on working from home",
            ),
        ),
        (
            "heat pump rebates",
            (
                "Federal heat pump rebates explained",
                "State-by-state heat pump incentives",
                "Are heat pumps worth it?",
            ),
        ),
    ),
    cities=("Seattle", "Boston", "Denver", "Chicago", "Austin", "London", "Toronto", "Phoenix"),
    products=(
        "wireless headphones",
        "standing desk",
        "coffee grinder",
        "running shoes",
        "USB-C hub",
        "office chair",
    ),
    deals=(
        "Enterprise renewal",
        "Platform expansion",
        "Pilot program",
        "Support upgrade",
        "Data migration",
        "Analytics add-on",
    ),
    files=(
        "budget_2026.xlsx",
        "roadmap_v3.pdf",
        "notes.md",
        "contract_draft.docx",
        "team_photo.png",
        "report_final.pdf",
        "invoice_0423.pdf",
        "slides.pptx",
    ),
    ticket_subjects=(
        "Login fails after password reset",
        "Export to CSV is slow",
        "Invoice shows wrong tax",
        "Cannot add new users",
        "Dashboard not loading",
    ),
    currency="USD",
    system="You are a helpful assistant with access to tools. Answer from tool results.",
)


HI = LanguageText(
    code="hi",
    domains={
        "email": DomainText(
            noun=("ईमेल", "ईमेल", ""),
            request=("क्या {q} की तरफ़ से कोई email आया है?", "मेरे inbox में {q} के mails देख दो।"),
            count=("{q} की तरफ़ से आपको {cn} आए हैं।", "आपके inbox में {q} के {cn} मिले।"),
            fact=(
                'सबसे नया वाला "{name}" है, जो {date} को आया था।',
                'Latest mail "{name}" {date} का है।',
            ),
            absence=("{q} की तरफ़ से कोई ईमेल नहीं मिला।", "आपके inbox में {q} का कोई mail नहीं है।"),
            failure=(
                "Inbox search अभी fail हो गया, इसलिए मैं {q} के emails नहीं देख पाया। दोबारा try करूँ?",
                "माफ़ कीजिए, mail service से error आया, तो अभी inbox check नहीं हो सका।",
            ),
            hedged=(
                "लगता है {q} इस हफ़्ते काफ़ी बार follow up कर रहे हैं।",
                "Subjects देखकर शायद ये सब एक ही thread से जुड़े हैं।",
            ),
            unhedged=(
                "{q} आपसे नाराज़ हैं क्योंकि आपने अभी तक जवाब नहीं दिया।",
                "{q} को कल तक आपका जवाब चाहिए।",
            ),
        ),
        "calendar": DomainText(
            noun=("मीटिंग", "मीटिंग्स", ""),
            request=("{q} को मेरे calendar में क्या है?", "क्या {q} को मेरी कोई मीटिंग है?"),
            count=("{q} को आपकी {cn} हैं।", "{q} के लिए {cn} schedule हैं।"),
            fact=('"{name}" {time} बजे शुरू होगी।', 'पहली मीटिंग "{name}" है, {time} बजे।'),
            absence=("{q} को आपका calendar ख़ाली है।", "{q} को कोई मीटिंग नहीं है।"),
            failure=(
                "{q} का calendar load नहीं हो पाया, calendar API का timeout हो गया।",
                "Calendar lookup fail हो गया, इसलिए {q} का schedule अभी नहीं बता सकता।",
            ),
            hedged=(
                "सुबह शायद काफ़ी busy रहेगी, तो focus time block करना ठीक रहेगा।",
                "लगता है शाम का समय ख़ाली रहेगा।",
            ),
            unhedged=(
                '"{name}" मीटिंग देर तक चलेगी।',
                "आपके manager चाहते हैं कि उस मीटिंग में आप present करें।",
            ),
        ),
        "weather": DomainText(
            noun=("दिन", "दिन", ""),
            request=("{q} में मौसम कैसा रहेगा?", "इस हफ़्ते {q} का weather forecast बताओ।"),
            count=("{q} के लिए अगले {cn} का forecast ये है।", "मैंने {q} का {cn} का forecast निकाला है।"),
            fact=("{date} को अधिकतम तापमान {num}°C रहेगा।", "{date} सबसे गर्म दिन होगा, {num}°C तक।"),
            absence=("{q} के लिए कोई forecast data नहीं मिला।", "{q} का forecast अभी उपलब्ध नहीं है।"),
            failure=(
                "Weather service ने {q} के लिए error दिया, इसलिए forecast नहीं मिल पाया।",
                "माफ़ कीजिए, {q} का forecast lookup fail हो गया।",
            ),
            hedged=(
                "गर्म दिनों में बाहर के plans शायद ठीक रहेंगे।",
                "शाम को हल्की jacket की ज़रूरत पड़ सकती है।",
            ),
            unhedged=(
                "अगले हफ़्ते भी मौसम बिल्कुल ऐसा ही रहेगा।",
                "इस पूरे महीने {q} में बारिश नहीं होगी।",
            ),
        ),
        "stocks": DomainText(
            noun=("ख़बर", "ख़बरें", ""),
            request=("आज {q} का share कैसा चल रहा है?", "{q} stock का quick update दो।"),
            count=("पिछले कुछ दिनों में {q} पर {cn} आई हैं।", "{q} से जुड़ी {cn} भी मिलीं।"),
            fact=(
                "{q} अभी {num} पर trade कर रहा है, volume {big} shares का है।",
                "{q} का last price {num} है।",
            ),
            absence=("{q} पर कोई हालिया ख़बर नहीं मिली।", "{q} के बारे में अभी कोई news नहीं है।"),
            failure=(
                "{q} का market data request fail हो गया, तो current quote नहीं है।",
                "{q} का quote नहीं मिल पाया, finance API से error आया।",
            ),
            hedged=(
                "ये movement शायद ताज़ा ख़बरों की वजह से है, पर ये मेरा अंदाज़ा है।",
                "लगता है investors news पर react कर रहे हैं, पक्का नहीं कह सकता।",
            ),
            unhedged=(
                "{q} अगले हफ़्ते और ऊपर जाएगा।",
                "सभी analysts मानते हैं कि इस price पर {q} undervalued है।",
            ),
        ),
        "web_search": DomainText(
            noun=("result", "results", ""),
            request=("{q} के बारे में web पर search करो।", "ज़रा {q} के बारे में ढूँढ कर बताओ।"),
            count=('"{q}" के लिए {cn} मिले।', "Search में {cn} आए।"),
            fact=('सबसे ऊपर वाला result "{name}" है।', 'सबसे relevant लग रहा है "{name}"।'),
            absence=('"{q}" के लिए कोई result नहीं मिला।', 'Search में "{q}" का कुछ नहीं आया।'),
            failure=(
                "Web search fail हो गया, इसलिए अभी {q} के बारे में नहीं देख पाया।",
                "Search अभी उपलब्ध नहीं है (request में error आया), तो {q} पर कुछ नहीं मिला।",
            ),
            hedged=(
                "Snippets से लगता है कि {q} पर काफ़ी चर्चा हो रही है।",
                "ज़्यादातर articles शायद हाल के हैं, हालाँकि मैंने उन्हें खोला नहीं।",
            ),
            unhedged=(
                "{q} अभी internet पर सबसे ज़्यादा चर्चा वाला topic है।",
                "हर बड़े news outlet ने इसकी पुष्टि कर दी है।",
            ),
        ),
        "orders": DomainText(
            noun=("ऑर्डर", "ऑर्डर", ""),
            request=("{q} के कौन-कौन से orders हैं?", "{q} की order history निकालो।"),
            count=("{q} के {cn} हैं।", "{q} के नाम पर {cn} दिख रहे हैं।"),
            fact=(
                "Order {id} {num} का था, {date} को किया गया।",
                "सबसे नया order {id} है, {num} का ({date})।",
            ),
            absence=("{q} ने अभी तक कोई order नहीं किया है।", "{q} के नाम पर कोई order नहीं है।"),
            failure=(
                "Order system से error आया, इसलिए {q} के orders नहीं निकाल पाया।",
                "{q} की order history load नहीं हुई, lookup fail हो गया।",
            ),
            hedged=(
                "हाल ही में order हुआ है, तो शायद अभी ship नहीं हुआ होगा।",
                "लगता है {q} repeat customer हैं।",
            ),
            unhedged=("ये शुक्रवार तक पहुँच जाएगा।", "{q} latest order cancel करने वाले हैं।"),
        ),
        "crm": DomainText(
            noun=("open deal", "open deals", ""),
            request=("{q} के साथ pipeline कैसी है?", "{q} की open deals दिखाओ।"),
            count=("CRM में {q} की {cn} हैं।", "{q} के साथ {cn} चल रही हैं।"),
            fact=('सबसे बड़ी deal "{name}" है, {num} की।', '"{name}" सबसे बड़ी है, {num}।'),
            absence=("{q} के साथ कोई open deal नहीं है।", "{q} की कोई open opportunity नहीं मिली।"),
            failure=(
                "{q} का CRM lookup fail हो गया, तो अभी pipeline नहीं दिख रही।",
                "माफ़ कीजिए, {q} search करते समय CRM से error आया।",
            ),
            hedged=(
                "{q} शायद बड़े accounts में से एक है।",
                "ज़्यादातर deals early stage में लगती हैं, तो total बदल सकता है।",
            ),
            unhedged=(
                "{q} इस quarter के ख़त्म होने से पहले sign कर देगा।",
                "{q} की procurement team ने budget approve कर दिया है।",
            ),
        ),
        "files": DomainText(
            noun=("फ़ाइल", "फ़ाइलें", ""),
            request=("{q} folder में क्या है?", "{q} की files की list दो।"),
            count=("{q} folder में {cn} हैं।", "{q} में {cn} मिलीं।"),
            fact=(
                "सबसे नई {name} है, {date} को modify हुई।",
                "{name} आख़िरी बार {date} को बदली गई थी।",
            ),
            absence=("{q} folder ख़ाली है।", "{q} में कोई file नहीं है।"),
            failure=(
                "{q} की listing नहीं हो पाई, storage API ने permission error दिया।",
                "{q} की file listing fail हो गई, तो अंदर क्या है नहीं बता सकता।",
            ),
            hedged=(
                "नामों से लगता है कि ये drafts हैं।",
                "शायद ज़्यादातर files लगभग एक ही समय edit हुई थीं।",
            ),
            unhedged=(
                "{name} final approved version है।",
                "इस folder का access किसी और के पास नहीं है।",
            ),
        ),
        "flights": DomainText(
            noun=("फ़्लाइट", "फ़्लाइट्स", ""),
            request=("{date} को {q} की flights ढूँढो।", "{q} के लिए कौन सी flights हैं?"),
            count=("{q} के लिए {cn} हैं।", "इस route पर {cn} मिलीं।"),
            fact=(
                "सबसे सस्ती {name} है, {time} बजे निकलती है, {num} में।",
                "{name} {time} बजे जाती है और {num} की है।",
            ),
            absence=("उस तारीख़ को {q} की कोई flight नहीं है।", "{q} के लिए कोई flight नहीं मिली।"),
            failure=(
                "Flight search fail हो गया, तो {q} के options अभी नहीं हैं।",
                "{q} पर airline API में error आया, फिर से try करना होगा।",
            ),
            hedged=("सुबह की flights शायद कम भरी होंगी।", "लगता है दिन में बाद में prices बढ़ जाते हैं।"),
            unhedged=(
                "{name} हमेशा time पर पहुँचती है।",
                "कल prices बढ़ जाएँगे, इसलिए अभी book कर लीजिए।",
            ),
        ),
        "tickets": DomainText(
            noun=("open ticket", "open tickets", ""),
            request=("{q} के कोई open support tickets हैं?", "{q} के कौन से tickets खुले हैं?"),
            count=("{q} के {cn} हैं।", "{q} के लिए {cn} दिख रहे हैं।"),
            fact=(
                'सबसे पुराना #{id} ("{name}") {date} को खुला था।',
                'Ticket #{id} "{name}" है, {date} को खोला गया।',
            ),
            absence=("{q} का कोई open ticket नहीं है।", "{q} के लिए कोई open support ticket नहीं है।"),
            failure=(
                "{q} के लिए helpdesk search fail हो गया, अभी tickets नहीं दिख रहे।",
                "माफ़ कीजिए, {q} के लिए ticketing system से error आया।",
            ),
            hedged=(
                "लगता है {q} के लिए ये बार-बार होने वाली problem है।",
                "इनमें से कई शायद एक ही issue से जुड़े हैं।",
            ),
            unhedged=(
                "{q} इस वजह से अपना contract cancel करने वाले हैं।",
                "ये bug अगली release में fix हो चुका है।",
            ),
        ),
    },
    openers=("", "", "ज़रूर!", "ये रहा जो मिला।", "ठीक है, मैंने check किया।"),
    closers=("", "", "और कुछ चाहिए तो बताइए।", "क्या मैं और detail में देखूँ?"),
    fabricated=(
        ("send_email", "मैंने {person} को confirmation email भी भेज दिया है।"),
        ("create_event", "मैंने कल सुबह 10 बजे का follow-up आपके calendar में add कर दिया है।"),
        ("update_crm", "मैंने CRM में account notes भी update कर दिए हैं।"),
        ("issue_refund", "मैंने {num} का refund भी process कर दिया है।"),
        ("create_ticket", "Team follow up कर सके, इसलिए मैंने support ticket #{id} खोल दिया है।"),
        ("list_events", "मैंने आपका calendar भी देखा, गुरुवार दोपहर आप free हैं।"),
        ("send_message", "मैंने {person} को Slack पर message करके बता दिया है।"),
    ),
    cite=("{fact} (स्रोत: {url})", "{fact} ज़्यादा जानकारी: {url}", "{fact} [Source]({url})"),
    approx=("लगभग", "करीब", "तक़रीबन"),
    number_words=(
        "शून्य",
        "एक",
        "दो",
        "तीन",
        "चार",
        "पाँच",
        "छह",
        "सात",
        "आठ",
        "नौ",
        "दस",
        "ग्यारह",
        "बारह",
    ),
    months=(
        "जनवरी",
        "फ़रवरी",
        "मार्च",
        "अप्रैल",
        "मई",
        "जून",
        "जुलाई",
        "अगस्त",
        "सितंबर",
        "अक्टूबर",
        "नवंबर",
        "दिसंबर",
    ),
    persons=(
        "राहुल शर्मा",
        "प्रिया वर्मा",
        "Ankit Gupta",
        "सुनीता राव",
        "Vikram Singh",
        "नेहा जोशी",
        "अमित पटेल",
        "Kavya Iyer",
    ),
    companies=(
        "Tata Motors",
        "Infosys",
        "Reliance Retail",
        "Zomato",
        "Mahindra Logistics",
        "HDFC Bank",
        "Bharat Steel",
        "Nykaa",
    ),
    subjects=(
        "Q3 बजट review",
        "Re: contract renewal",
        "अगले हफ़्ते lunch?",
        "Invoice #4471",
        "Project update",
        "Diwali leave plan",
        "Travel booking",
        "API के बारे में सवाल",
    ),
    events=(
        "Weekly sync",
        "Design review",
        "सैम के साथ 1:1",
        "Client call",
        "Sprint planning",
        "डेंटिस्ट",
        "Board prep",
        "Hiring debrief",
    ),
    topics=(
        (
            "सौर ऊर्जा सब्सिडी",
            (
                "PM सूर्य घर योजना: सब्सिडी कैसे लें",
                "Rooftop solar subsidy 2026",
                "सोलर पैनल की लागत और बचत",
            ),
        ),
        (
            "इलेक्ट्रिक स्कूटर बिक्री",
            (
                "भारत में EV scooter की बिक्री बढ़ी",
                "Electric two-wheeler market report",
                "EV सब्सिडी में बदलाव",
            ),
        ),
        (
            "UPI fraud से बचाव",
            ("UPI fraud से कैसे बचें", "RBI ने जारी की नई guidelines", "Cyber fraud helpline 1930"),
        ),
        (
            "मानसून पूर्वानुमान",
            ("IMD ने जारी किया मानसून अनुमान", "इस साल सामान्य से ज़्यादा बारिश", "Monsoon 2026 forecast"),
        ),
    ),
    cities=("दिल्ली", "मुंबई", "Bengaluru", "जयपुर", "लखनऊ", "Pune", "कोलकाता", "Hyderabad"),
    products=(
        "wireless earbuds",
        "प्रेशर कुकर",
        "running shoes",
        "mixer grinder",
        "USB-C hub",
        "office chair",
    ),
    deals=(
        "Enterprise renewal",
        "Platform expansion",
        "Pilot program",
        "Support upgrade",
        "Data migration",
        "Analytics add-on",
    ),
    files=(
        "budget_2026.xlsx",
        "roadmap_v3.pdf",
        "notes.md",
        "contract_draft.docx",
        "team_photo.png",
        "report_final.pdf",
        "GST_invoice_0423.pdf",
        "slides.pptx",
    ),
    ticket_subjects=(
        "Password reset के बाद login fail",
        "CSV export बहुत slow है",
        "Invoice में GST गलत है",
        "नए users add नहीं हो रहे",
        "Dashboard load नहीं हो रहा",
    ),
    currency="INR",
    system="आप एक सहायक assistant हैं जिसके पास tools हैं। जवाब tool results के आधार पर दें।",
)


ZH = LanguageText(
    code="zh",
    domains={
        "email": DomainText(
            noun=("封邮件", "封邮件", ""),
            request=("帮我看看{q}最近有没有给我发邮件？", "查一下收件箱里{q}的邮件。"),
            count=("收件箱里有{cn}是{q}发来的。", "找到了{q}发来的{cn}。"),
            fact=(
                "最新的一封是“{name}”，{date}收到的。",
                "最近一封的主题是“{name}”，日期是{date}。",
            ),
            absence=("没有找到{q}发来的邮件。", "收件箱里没有{q}的邮件。"),
            failure=(
                "邮箱搜索出错了，暂时没能查到{q}的邮件，要我再试一次吗？",
                "抱歉，邮件服务返回了错误，现在没法检查收件箱。",
            ),
            hedged=("看起来{q}这周跟进得比较频繁。", "从主题来看，这些可能都是同一个话题。"),
            unhedged=("{q}因为你一直没回复而很不高兴。", "{q}明天之前必须拿到你的答复。"),
        ),
        "calendar": DomainText(
            noun=("个日程", "个日程", ""),
            request=("我{q}有什么安排？", "帮我看下{q}的日历。"),
            count=("你{q}有{cn}。", "{q}一共安排了{cn}。"),
            fact=("“{name}”{time}开始。", "第一个是“{name}”，{time}。"),
            absence=("你{q}没有任何安排。", "{q}的日历是空的。"),
            failure=(
                "{q}的日历没加载出来，日历接口超时了。",
                "日历查询失败了，暂时说不了{q}的安排。",
            ),
            hedged=("上午可能会比较忙，可以考虑留点专注时间。", "这样看下午晚些时候大概是空的。"),
            unhedged=("“{name}”这个会会超时。", "你的经理希望你在这个会上做汇报。"),
        ),
        "weather": DomainText(
            noun=("天", "天", ""),
            request=("{q}这几天天气怎么样？", "查一下{q}本周的天气预报。"),
            count=("这是{q}未来{cn}的预报。", "我查到了{q}{cn}的天气预报。"),
            fact=("{date}最高气温{num}°C。", "{date}最热，最高{num}°C。"),
            absence=("没有找到{q}的天气预报数据。", "{q}暂时没有可用的预报。"),
            failure=("天气服务对{q}返回了错误，所以还没有预报。", "抱歉，{q}的天气查询失败了。"),
            hedged=("气温高的那几天应该适合户外活动。", "晚上可能还是需要带件薄外套。"),
            unhedged=("下周天气也会完全一样。", "{q}这个月剩下的时间都不会下雨。"),
        ),
        "stocks": DomainText(
            noun=("条新闻", "条新闻", ""),
            request=("{q}今天表现怎么样？", "给我简单说下{q}的股价。"),
            count=("最近几天有{cn}和{q}有关。", "另外还找到{cn}提到{q}。"),
            fact=("{q}现价{num}，成交量{big}股。", "{q}最新成交价是{num}。"),
            absence=("没找到{q}最近的新闻。", "{q}最近没有相关报道。"),
            failure=(
                "{q}的行情请求失败了，暂时拿不到最新报价。",
                "没能获取{q}的报价，金融接口返回了错误。",
            ),
            hedged=(
                "这次波动可能和最新的新闻有关，不过这是我的推测。",
                "看起来投资者在对消息做出反应，但我不能确定。",
            ),
            unhedged=("{q}下周会继续上涨。", "分析师一致认为{q}在这个价位被低估了。"),
        ),
        "web_search": DomainText(
            noun=("条结果", "条结果", ""),
            request=("帮我在网上搜一下{q}。", "查查关于{q}的资料。"),
            count=("“{q}”一共搜到{cn}。", "搜索返回了{cn}。"),
            fact=("排第一的是《{name}》。", "最相关的应该是《{name}》。"),
            absence=("“{q}”没有搜到任何结果。", "关于“{q}”什么都没找到。"),
            failure=(
                "网页搜索失败了，暂时查不了{q}。",
                "搜索服务目前不可用（请求报错），所以还没有{q}的信息。",
            ),
            hedged=(
                "从摘要来看，{q}最近的关注度好像挺高。",
                "这些好像大多是最近的文章，不过我还没点开看。",
            ),
            unhedged=("{q}现在是网上讨论最多的话题。", "所有主流媒体都已经证实了这件事。"),
        ),
        "orders": DomainText(
            noun=("个订单", "个订单", ""),
            request=("{q}有哪些订单？", "调一下{q}的历史订单。"),
            count=("{q}名下有{cn}。", "查到{q}有{cn}。"),
            fact=("订单{id}金额{num}，下单日期{date}。", "最新的订单是{id}，共{num}（{date}）。"),
            absence=("{q}还没有下过单。", "{q}名下没有订单记录。"),
            failure=("订单系统报错了，没能调出{q}的订单。", "{q}的订单记录加载失败。"),
            hedged=("下单时间不久，可能还没发货。", "{q}看起来是老客户了。"),
            unhedged=("周五之前一定能送到。", "{q}打算取消最新的那个订单。"),
        ),
        "crm": DomainText(
            noun=("个进行中的商机", "个进行中的商机", ""),
            request=("我们和{q}的销售管道情况如何？", "列一下{q}的在谈商机。"),
            count=("CRM里{q}有{cn}。", "和{q}之间有{cn}。"),
            fact=("金额最大的是“{name}”，{num}。", "“{name}”最大，{num}。"),
            absence=("和{q}目前没有在谈的商机。", "没找到{q}的进行中商机。"),
            failure=("{q}的CRM查询失败了，暂时看不到销售管道。", "抱歉，搜索{q}时CRM报错了。"),
            hedged=(
                "{q}看起来是价值比较高的客户之一。",
                "这些商机大多还在早期，总额可能变化很大。",
            ),
            unhedged=("{q}会在本季度末之前签约。", "{q}的采购部门已经批准了预算。"),
        ),
        "files": DomainText(
            noun=("个文件", "个文件", ""),
            request=("{q}文件夹里有什么？", "列出{q}里的文件。"),
            count=("{q}文件夹里有{cn}。", "在{q}里找到{cn}。"),
            fact=("最新的是{name}，修改于{date}。", "{name}最后一次修改是{date}。"),
            absence=("{q}文件夹是空的。", "{q}里没有文件。"),
            failure=(
                "无法列出{q}，存储接口返回了权限错误。",
                "{q}的文件列表获取失败，看不到里面有什么。",
            ),
            hedged=("从文件名看，这些像是草稿。", "它们好像大多是在差不多同一时间编辑的。"),
            unhedged=("{name}就是最终审批通过的版本。", "除了你没人能访问这个文件夹。"),
        ),
        "flights": DomainText(
            noun=("个航班", "个航班", ""),
            request=("帮我找{date}{q}的航班。", "{q}有哪些航班？"),
            count=("{q}有{cn}。", "这条航线查到{cn}。"),
            fact=("最便宜的是{name}，{time}起飞，票价{num}。", "{name}航班{time}出发，票价{num}。"),
            absence=("那天{q}没有航班。", "没有找到{q}的航班。"),
            failure=(
                "航班搜索失败了，暂时还没有{q}的选项。",
                "航司接口查询{q}时出错了，我需要再试一次。",
            ),
            hedged=("早班机可能人会少一些。", "看起来越晚的航班价格越高。"),
            unhedged=("{name}从来不会晚点。", "明天就会涨价，你最好现在就订。"),
        ),
        "tickets": DomainText(
            noun=("个未关闭工单", "个未关闭工单", ""),
            request=("{q}有没有未处理的工单？", "{q}现在有哪些开着的工单？"),
            count=("{q}有{cn}。", "查到{q}有{cn}。"),
            fact=("最早的是#{id}（“{name}”），{date}创建。", "工单#{id}是“{name}”，{date}提交的。"),
            absence=("{q}没有未关闭的工单。", "{q}目前没有待处理的工单。"),
            failure=("{q}的工单查询失败了，暂时看不到。", "抱歉，工单系统在查询{q}时返回了错误。"),
            hedged=("这对{q}来说可能是个反复出现的问题。", "其中好几个可能是同一个原因引起的。"),
            unhedged=("{q}准备因为这个问题解约。", "这个bug在下个版本里已经修好了。"),
        ),
    },
    openers=("", "", "好的！", "结果如下：", "我看了一下。"),
    closers=("", "", "还有什么需要帮忙的吗？", "需要我再深入查一下吗？"),
    fabricated=(
        ("send_email", "我也已经给{person}发了确认邮件。"),
        ("create_event", "我已经在你的日历里加了明天上午10点的跟进提醒。"),
        ("update_crm", "我也顺便更新了CRM里的客户备注。"),
        ("issue_refund", "我已经办理了{num}的退款。"),
        ("create_ticket", "我已经创建了工单#{id}，方便团队跟进。"),
        ("list_events", "我也看了你的日历，周四下午你有空。"),
        ("send_message", "我已经在企业微信上通知了{person}。"),
    ),
    cite=("{fact}（来源：{url}）", "{fact}详见{url}。", "{fact}[来源]({url})"),
    approx=("约", "大约", "将近"),
    number_words=("零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"),
    months=("1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"),
    persons=("王伟", "李娜", "张磊", "刘洋", "陈静", "杨帆", "赵敏", "周杰"),
    companies=("华为", "美团", "比亚迪", "顺丰速运", "海尔集团", "京东物流", "宁德时代", "小米"),
    subjects=(
        "第三季度预算评审",
        "回复：合同续签",
        "下周一起吃饭？",
        "发票#4471",
        "项目进展",
        "更新后的PPT",
        "出差安排",
        "关于接口的问题",
    ),
    events=(
        "周例会",
        "设计评审",
        "和小李一对一",
        "客户电话会",
        "迭代计划会",
        "看牙医",
        "董事会准备",
        "招聘复盘",
    ),
    topics=(
        (
            "新能源汽车销量",
            ("10月新能源车销量创新高", "新能源汽车市场分析报告", "为什么新能源车越来越便宜"),
        ),
        ("光伏发电效率", ("钙钛矿电池效率再创纪录", "光伏组件效率一览", "家用光伏值得装吗")),
        ("远程办公效率", ("远程办公效率调查报告", "混合办公会成为常态吗", "居家办公的利与弊")),
        ("高铁票改签规则", ("12306改签新规解读", "高铁退改签手续费标准", "春运改签攻略")),
    ),
    cities=("北京", "上海", "广州", "深圳", "成都", "杭州", "武汉", "西安"),
    products=("无线耳机", "升降桌", "咖啡磨豆机", "跑步鞋", "扩展坞", "人体工学椅"),
    deals=("企业版续约", "平台扩容", "试点项目", "服务升级", "数据迁移", "分析模块"),
    files=(
        "2026预算.xlsx",
        "路线图_v3.pdf",
        "笔记.md",
        "合同草稿.docx",
        "团队合影.png",
        "最终报告.pdf",
        "发票_0423.pdf",
        "汇报.pptx",
    ),
    ticket_subjects=(
        "重置密码后无法登录",
        "导出CSV很慢",
        "发票税额错误",
        "无法添加新用户",
        "仪表盘加载不出来",
    ),
    currency="CNY",
    system="你是一个可以调用工具的助手，请根据工具结果回答。",
)


ES = LanguageText(
    code="es",
    domains={
        "email": DomainText(
            noun=("correo", "correos", "un"),
            request=(
                "¿Me ha escrito {q} últimamente?",
                "Busca en mi bandeja de entrada los correos de {q}.",
            ),
            count=("Tienes {cn} de {q}.", "Encontré {cn} de {q} en tu bandeja de entrada."),
            fact=(
                "El más reciente, «{name}», llegó el {date}.",
                "El último es «{name}», del {date}.",
            ),
            absence=(
                "No tienes nada de {q} en la bandeja de entrada.",
                "No encontré ningún correo de {q}.",
            ),
            failure=(
                "La búsqueda en el correo falló, así que no pude revisar los mensajes de {q}. ¿Lo intento de nuevo?",
                "Lo siento, el servicio de correo devolvió un error y no pude revisar tu bandeja ahora mismo.",
            ),
            hedged=(
                "Parece que {q} te ha escrito bastante esta semana.",
                "Por los asuntos, probablemente sea todo el mismo hilo.",
            ),
            unhedged=(
                "{q} está molesto porque todavía no le has respondido.",
                "{q} necesita tu respuesta antes de mañana.",
            ),
        ),
        "calendar": DomainText(
            noun=("evento", "eventos", "un"),
            request=("¿Qué tengo en el calendario el {q}?", "¿Tengo reuniones el {q}?"),
            count=("Tienes {cn} el {q}.", "Hay {cn} en tu agenda el {q}."),
            fact=("«{name}» empieza a las {time}.", "Lo primero es «{name}», a las {time}."),
            absence=("Tienes el calendario libre el {q}.", "No tienes nada programado el {q}."),
            failure=(
                "No pude cargar tu calendario del {q}; la API tardó demasiado.",
                "La consulta del calendario falló, así que todavía no sé qué tienes el {q}.",
            ),
            hedged=(
                "La mañana pinta ocupada, quizá te convenga reservar un rato para concentrarte.",
                "Probablemente te quede libre el final de la tarde.",
            ),
            unhedged=(
                "La reunión «{name}» se va a alargar.",
                "Tu jefa quiere que presentes en esa reunión.",
            ),
        ),
        "weather": DomainText(
            noun=("día", "días", "un"),
            request=("¿Qué tiempo va a hacer en {q}?", "¿Previsión para {q} esta semana?"),
            count=(
                "Esta es la previsión de {cn} para {q}.",
                "Tengo la previsión de {cn} para {q}.",
            ),
            fact=(
                "El {date} la máxima será de {num} °C.",
                "El {date} parece el día más caluroso, con {num} °C.",
            ),
            absence=(
                "No encontré datos de previsión para {q}.",
                "No hay previsión disponible para {q}.",
            ),
            failure=(
                "El servicio del tiempo devolvió un error para {q}, así que aún no tengo la previsión.",
                "Lo siento, falló la consulta del tiempo para {q}.",
            ),
            hedged=(
                "Los días más cálidos probablemente vayan bien para planes al aire libre.",
                "Seguramente te haga falta una chaqueta ligera por la noche.",
            ),
            unhedged=(
                "La semana que viene hará exactamente el mismo tiempo.",
                "No va a llover en {q} en lo que queda de mes.",
            ),
        ),
        "stocks": DomainText(
            noun=("noticia", "noticias", "una"),
            request=("¿Cómo va {q} hoy?", "Dame un resumen rápido de la acción de {q}."),
            count=("Hay {cn} sobre {q} de los últimos días.", "También encontré {cn} sobre {q}."),
            fact=(
                "{q} cotiza a {num}, con un volumen negociado de {big}.",
                "La última cotización de {q} es {num}.",
            ),
            absence=(
                "No encontré noticias recientes sobre {q}.",
                "No hay cobertura reciente de {q}.",
            ),
            failure=(
                "La consulta de mercado para {q} falló, así que no tengo la cotización actual.",
                "No pude obtener la cotización de {q}; la API financiera dio error.",
            ),
            hedged=(
                "El movimiento parece estar relacionado con las últimas noticias, aunque es una interpretación mía.",
                "Da la impresión de que los inversores reaccionan a la noticia, pero no lo puedo asegurar.",
            ),
            unhedged=(
                "{q} seguirá subiendo la semana que viene.",
                "Los analistas coinciden en que {q} está infravalorada a este precio.",
            ),
        ),
        "web_search": DomainText(
            noun=("resultado", "resultados", "un"),
            request=("Busca en internet {q}.", "¿Puedes buscarme información sobre {q}?"),
            count=("Encontré {cn} para «{q}».", "La búsqueda devolvió {cn}."),
            fact=("El primer resultado es «{name}».", "El más relevante parece «{name}»."),
            absence=(
                "La búsqueda de «{q}» no devolvió nada.",
                "No encontré resultados para «{q}».",
            ),
            failure=(
                "La búsqueda web falló, así que no pude consultar {q} ahora.",
                "El buscador no está disponible (la petición dio error), así que no tengo nada sobre {q} todavía.",
            ),
            hedged=(
                "Por los fragmentos, parece que {q} está recibiendo bastante atención.",
                "Parecen artículos recientes en su mayoría, aunque no los he abierto.",
            ),
            unhedged=(
                "{q} es ahora mismo el tema más comentado en internet.",
                "Todos los grandes medios han confirmado la noticia.",
            ),
        ),
        "orders": DomainText(
            noun=("pedido", "pedidos", "un"),
            request=("¿Qué pedidos tiene {q}?", "Muéstrame el historial de pedidos de {q}."),
            count=("{q} tiene {cn} en su historial.", "Veo {cn} de {q}."),
            fact=(
                "El pedido {id}, de {num}, se hizo el {date}.",
                "El último, {id}, sumó {num} ({date}).",
            ),
            absence=("{q} no ha hecho ningún pedido.", "No hay pedidos registrados para {q}."),
            failure=(
                "El sistema de pedidos dio error y no pude sacar los pedidos de {q}.",
                "No pude cargar el historial de {q}; la consulta falló.",
            ),
            hedged=(
                "Como es reciente, probablemente todavía no se haya enviado.",
                "{q} parece ser cliente habitual.",
            ),
            unhedged=("Llegará antes del viernes.", "{q} va a cancelar el último pedido."),
        ),
        "crm": DomainText(
            noun=("oportunidad abierta", "oportunidades abiertas", "una"),
            request=(
                "¿Cómo va el pipeline con {q}?",
                "Enséñame las oportunidades abiertas de {q}.",
            ),
            count=("{q} tiene {cn} en el CRM.", "Hay {cn} con {q}."),
            fact=("La más grande, «{name}», vale {num}.", "«{name}» es la mayor, con {num}."),
            absence=(
                "No hay oportunidades abiertas con {q}.",
                "No encontré oportunidades abiertas para {q}.",
            ),
            failure=(
                "La consulta al CRM para {q} falló, así que ahora no veo el pipeline.",
                "Lo siento, el CRM devolvió un error al buscar {q}.",
            ),
            hedged=(
                "{q} parece una de las cuentas de mayor valor.",
                "La mayoría parecen estar en fase inicial, así que el total puede cambiar bastante.",
            ),
            unhedged=(
                "{q} va a firmar antes de que acabe el trimestre.",
                "El departamento de compras de {q} ya aprobó el presupuesto.",
            ),
        ),
        "files": DomainText(
            noun=("archivo", "archivos", "un"),
            request=("¿Qué hay en la carpeta {q}?", "Lista los archivos de {q}."),
            count=("La carpeta {q} tiene {cn}.", "Encontré {cn} en {q}."),
            fact=(
                "El más nuevo es {name}, modificado el {date}.",
                "{name} se modificó por última vez el {date}.",
            ),
            absence=("La carpeta {q} está vacía.", "No hay archivos en {q}."),
            failure=(
                "No pude listar {q}; la API de almacenamiento devolvió un error de permisos.",
                "Falló el listado de {q}, así que no sé qué contiene.",
            ),
            hedged=(
                "Por los nombres, parecen borradores.",
                "Parece que casi todos se editaron más o menos a la vez.",
            ),
            unhedged=(
                "{name} es la versión final aprobada.",
                "Nadie más tiene acceso a esta carpeta.",
            ),
        ),
        "flights": DomainText(
            noun=("vuelo", "vuelos", "un"),
            request=("Búscame vuelos {q} para el {date}.", "¿Qué vuelos hay {q}?"),
            count=("Hay {cn} {q}.", "Encontré {cn} en esa ruta."),
            fact=(
                "El más barato es el {name}, que sale a las {time} por {num}.",
                "El {name} sale a las {time} y cuesta {num}.",
            ),
            absence=("No hay vuelos {q} para esa fecha.", "No encontré vuelos {q}."),
            failure=(
                "La búsqueda de vuelos falló, así que aún no tengo opciones {q}.",
                "La API de la aerolínea dio error; tendré que volver a intentarlo.",
            ),
            hedged=(
                "Los vuelos de primera hora probablemente vayan más vacíos.",
                "Parece que los precios suben a lo largo del día.",
            ),
            unhedged=(
                "El {name} siempre llega puntual.",
                "Mañana subirán los precios, así que conviene reservar ya.",
            ),
        ),
        "tickets": DomainText(
            noun=("ticket abierto", "tickets abiertos", "un"),
            request=("¿{q} tiene tickets de soporte abiertos?", "¿Qué tickets tiene abiertos {q}?"),
            count=("{q} tiene {cn}.", "Veo {cn} de {q}."),
            fact=(
                "El más antiguo, #{id} («{name}»), se abrió el {date}.",
                "El ticket #{id} es «{name}», abierto el {date}.",
            ),
            absence=(
                "{q} no tiene tickets abiertos.",
                "No hay tickets de soporte abiertos para {q}.",
            ),
            failure=(
                "La búsqueda en el sistema de soporte para {q} falló, así que ahora no veo sus tickets.",
                "Lo siento, el sistema de tickets devolvió un error para {q}.",
            ),
            hedged=(
                "Parece que podría ser un problema recurrente para {q}.",
                "Varios probablemente tengan la misma causa.",
            ),
            unhedged=(
                "{q} va a cancelar el contrato por esto.",
                "El error ya está corregido en la próxima versión.",
            ),
        ),
    },
    openers=("", "", "¡Claro!", "Esto es lo que encontré.", "Vale, ya lo he mirado."),
    closers=("", "", "¿Necesitas algo más?", "¿Quieres que lo mire con más detalle?"),
    fabricated=(
        ("send_email", "También le he enviado un correo de confirmación a {person}."),
        ("create_event", "He añadido un recordatorio en tu calendario para mañana a las 10:00."),
        ("update_crm", "También he actualizado las notas de la cuenta en el CRM."),
        ("issue_refund", "He tramitado un reembolso de {num}."),
        ("create_ticket", "He abierto el ticket #{id} para que el equipo haga el seguimiento."),
        ("list_events", "También miré tu calendario y tienes libre el jueves por la tarde."),
        ("send_message", "Le he avisado a {person} por Slack."),
    ),
    cite=("{fact} (fuente: {url})", "{fact} Más detalles en {url}.", "{fact} [Fuente]({url})"),
    approx=("unos", "aproximadamente", "alrededor de", "casi"),
    number_words=(
        "cero",
        "uno",
        "dos",
        "tres",
        "cuatro",
        "cinco",
        "seis",
        "siete",
        "ocho",
        "nueve",
        "diez",
        "once",
        "doce",
    ),
    months=(
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ),
    persons=(
        "Lucía Fernández",
        "Carlos Ruiz",
        "María José López",
        "Javier Moreno",
        "Ana Torres",
        "Diego Navarro",
        "Elena Castro",
        "Pablo Ortega",
    ),
    companies=(
        "Telefónica",
        "Inditex",
        "Mercadona",
        "Grupo Bimbo",
        "Iberdrola",
        "Cemex",
        "Banco Sabadell",
        "Mapfre",
    ),
    subjects=(
        "Revisión del presupuesto Q3",
        "RE: renovación del contrato",
        "¿Comemos la semana que viene?",
        "Factura #4471",
        "Novedades del proyecto",
        "Diapositivas actualizadas",
        "Plan de viaje",
        "Duda sobre la API",
    ),
    events=(
        "Reunión semanal",
        "Revisión de diseño",
        "1:1 con Sam",
        "Llamada con cliente",
        "Planificación del sprint",
        "Dentista",
        "Preparación del consejo",
        "Cierre de contratación",
    ),
    topics=(
        (
            "precio de la luz",
            (
                "El precio de la luz baja en noviembre",
                "Tarifas eléctricas: qué cambia este año",
                "Cómo ahorrar en la factura de la luz",
            ),
        ),
        (
            "ayudas coche eléctrico",
            (
                "Plan MOVES: cuantías y requisitos",
                "Las ventas de eléctricos crecen en España",
                "Cómo pedir la ayuda al coche eléctrico",
            ),
        ),
        (
            "teletrabajo productividad",
            (
                "Teletrabajo y productividad: nuevo estudio",
                "¿Ha llegado el modelo híbrido para quedarse?",
                "Ventajas e inconvenientes del teletrabajo",
            ),
        ),
        (
            "alquiler en Madrid",
            (
                "El alquiler en Madrid sube un 9 %",
                "Barrios más baratos para alquilar",
                "Ley de vivienda: qué ha cambiado",
            ),
        ),
    ),
    cities=(
        "Madrid",
        "Barcelona",
        "Sevilla",
        "Valencia",
        "Bilbao",
        "Ciudad de México",
        "Bogotá",
        "Buenos Aires",
    ),
    products=(
        "auriculares inalámbricos",
        "escritorio elevable",
        "molinillo de café",
        "zapatillas de running",
        "hub USB-C",
        "silla de oficina",
    ),
    deals=(
        "Renovación enterprise",
        "Ampliación de plataforma",
        "Programa piloto",
        "Mejora de soporte",
        "Migración de datos",
        "Módulo de analítica",
    ),
    files=(
        "presupuesto_2026.xlsx",
        "hoja_de_ruta_v3.pdf",
        "notas.md",
        "borrador_contrato.docx",
        "foto_equipo.png",
        "informe_final.pdf",
        "factura_0423.pdf",
        "presentacion.pptx",
    ),
    ticket_subjects=(
        "No puedo entrar tras cambiar la contraseña",
        "La exportación a CSV va lenta",
        "La factura muestra mal el IVA",
        "No se pueden añadir usuarios",
        "El panel no carga",
    ),
    currency="EUR",
    system="Eres un asistente con acceso a herramientas. Responde a partir de los resultados de las herramientas.",
)


LANGUAGES: dict[str, LanguageText] = {"en": EN, "hi": HI, "zh": ZH, "es": ES}
DOMAINS: tuple[str, ...] = (
    "email",
    "calendar",
    "weather",
    "stocks",
    "web_search",
    "orders",
    "crm",
    "files",
    "flights",
    "tickets",
)
