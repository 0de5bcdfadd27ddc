# Italian words of Projekt Omega (firmware/games/omega/ and the reasons of
# shared/omega*.py). The game's terms in Italian, as an Italian table would
# say them:
#   Ohrožení -> Minaccia (the threat level; "livello di minaccia")
#   Milník, Milníky -> Traguardo, Traguardi
#   Pod tlakem -> Sotto pressione      iniciativa -> iniziativa
#   aspekt -> aspetto    rezerva -> riserva    vyčerpaný -> esaurito
#   důvěra / nedůvěra -> fiducia / sfiducia (parziale, piena)
#   výhoda / nevýhoda -> vantaggio / svantaggio
#   Koordinátor -> Coordinatore   úspěch -> successo   komplikace -> complicazione
#   test -> prova   odpočinek -> riposo   vybavení -> equipaggiamento
#   ohrožující faktor -> fattore di minaccia
# Counted texts hold (one, other).
# One text a line: English | translation (a counted text: each plural
# form after " | "); INDEX is written by host/langtable.py.
TEXT = """
Projekt Omega | Projekt Omega
# hints
test | prova
agents | agenti
# new game: the options
Cards | Carte
Reshuffle | Rimescola
Threshold | Soglia
Threat limit | Minaccia finale
Milestones | Traguardi
Result grading | Esito
Full distrust | Sfiducia piena
Threat at the start | Minaccia iniziale
Coordinator reserves | Riserve Coordinatore
real cards | carte vere
device, {0} | dispositivo, {0}
when empty | a mazzo vuoto
every scene | a ogni scena
agents, min. 3 | agenti, min. 3
agents, min. 4 | agenti, min. 4
aspects, min. 4 | aspetti, min. 4
= threat limit | = minaccia finale
by levels | per livelli
by thirds | per terzi
extra card | carta in più
no extra card | senza carta in più
# the main screen
THREAT | MINACCIA
MILESTONES | TRAGUARDI
{0} complication | {0} complicazione | {0} complicazioni
{0} success | {0} successo | {0} successi
next in {0} | ne manca {0} | ne mancano {0}
+{0} next scene | +{0} prossima scena
scene {0} | scena {0}
after scene {0} | dopo la scena {0}
Next scene: {0} | Prossima scena: {0}
Next: {0} | Poi: {0}
Test: {0} | Prova: {0}
the result stands | l'esito è deciso
can still turn Pyrrhic | può ancora diventare di Pirro
Coordinator: {0} reserve | Coordinatore: {0} riserva | Coordinatore: {0} riserve
{0} away | {0} assente
seeking danger | cercano il pericolo
relationships may change | i rapporti possono cambiare
{0}: threat +{1} | {0}: minaccia +{1}
initiative | iniziativa
under pressure | sotto pressione
the first card decides | decide la prima carta
level piles | in parità
Narrow success | Successo di misura
Success | Successo
Total success | Successo pieno
Narrow failure | Fallimento di misura
Failure | Fallimento
Total fiasco | Fiasco totale
Pyrrhic victory | Vittoria di Pirro
# the test
■ CARDS | ■ CARTE
▲ ADVANTAGES | ▲ VANTAGGI
▼ DISADVANTAGES | ▼ SVANTAGGI
DRAWN | PESCATE
REMOVED | TOLTE
RESULT | ESITO
Draw {0} card | Pesca {0} carta | Pesca {0} carte
Enter {0} card | Inserisci {0} carta | Inserisci {0} carte
no undo | irrevocabile
▲ advantage | ▲ vantaggio
+1 card | +1 carta
reserve | riserva
equipment | equipaggiam.
exhausted | esaurito
Full distrust of {0}: no ▲ | Sfiducia piena in {0}: niente ▲
Distrust of {0} | Sfiducia in {0}
ignored | ignorato
disadvantage | svantaggio
Ignore {0} | Ignora: {0}
Coordinator | Coordinatore
Threat factor | Fattore di minaccia
Temporary aspect | Aspetto temporaneo
Distrust of {0} overcome | Sfiducia in {0} superata
Overcome distrust of {0} | Supera la sfiducia in {0}
Against {0} | Contro: {0}
Defending against {0} | Si difende da: {0}
Trust betrayed | Fiducia tradita
Betray {0}'s trust | Tradisci la fiducia di {0}
Healing test | Prova di cura
removes negatives | toglie negativi
Close: to the piles | Chiudi: sulle pile
player | giocatore
{0} cancels a complication | {0} annulla una complicazione
trust | fiducia
Remove {0} | Togli: {0}
Worsen {0} | Aggrava: {0}
Describe: +1 card | Descrivi: +1 carta
Describe and exhaust: advantage | Descrivi ed esaurisci: vantaggio
A permanent one | Uno permanente
One more | Uno in più
Black cards (✓) of {0} | Carte nere (✓) su {0}
✓{0} black · ✗{1} red | ✓{0} nere · ✗{1} rosse
Distrust cards: red of {0} | Carte di sfiducia: rosse su {0}
✗{0} red · ✓{1} black, discarded | ✗{0} rosse · ✓{1} nere, scartate
The first card drawn | La prima carta pescata
black | nera
red | rossa
# the agents
Agents | Agenti
{0} res. | {0} ris.
away | assente
Reserves: {0} | Riserve: {0}
rested | riposato
actions › | azioni ›
Aspects | Aspetti
Equipment | Equipaggiamento
Negative aspects | Aspetti negativi
Relationships | Rapporti
fresh | fresco
special | speciale
permanent | permanente
{0}: actions | {0}: azioni
Coordinator: threat +1 | Coordinatore: minaccia +1
Nothing to do for {0} now | {0} ora non può fare nulla
full distrust | sfiducia piena
partial distrust | sfiducia parziale
neutral | neutrale
partial trust | fiducia parziale
full trust | fiducia piena
# the rest scene
Rest | Riposo
Under pressure: interrupted · +1 ✗ each | Sotto pressione: interrotto · +1 ✗ a testa
+1 ✗ each · next threat in {0} | +1 ✗ a testa · minaccia tra {0}
up to {0} | rinnova fino a {0}
refreshes {0} | rinnova {0}
{0}: at most {1} | {0}: al massimo {1}
Negative aspects refresh anyway | Gli aspetti negativi si rinnovano comunque
Rest now: {0} chosen | Riposa: {0} scelti
# the end of the mission
Mission result | Esito della missione
The last milestone came first | L'ultimo traguardo è arrivato prima
The last threat level came first | L'ultima minaccia è arrivata prima
The last milestone and threat level came in one scene | Ultimo traguardo e ultima minaccia nella stessa scena
The result stands | L'esito è deciso
Can still turn Pyrrhic in this scene | In questa scena può diventare di Pirro
Scene {0} · milestones {1}/{2} · threat {3}/{4} | Scena {0} · traguardi {1}/{2} · minaccia {3}/{4}
Next mission: party file… | Prossima missione: file del gruppo…
Back to the mission | Torna alla missione
Next mission | Prossima missione
Related mission | Missione collegata
Reward: {0} | Premio: {0}
Coordinator's reward | Premio del Coordinatore
Write {0} | Scrivi {0}
Replace {0}? | Sostituire {0}?
next mission | prossima missione
Written: {0}. Choose it when a new game of Projekt Omega starts. | Scritto: {0}. Sceglilo in una nuova partita di Projekt Omega.
# moves (undo, history)
start a scene | inizia una scena
start a scene: {0} | inizia una scena: {0}
end the scene | chiudi la scena
test: {0} | prova: {0}
{0} rests | {0} riposa
{0} leaves the scene | {0} lascia la scena
{0} joins the scene | {0} torna in scena
refresh {0} | rinnova {0}
resupply {0} | rifornisci {0}
{0}: reserve to {1} | {0}: riserva per {1}
{0} gives {1} a reserve | {0} dà una riserva a {1}
threat +1 for {0} | minaccia +1 per {0}
seek danger | cerca il pericolo
exhaust {0} | esaurisci {0}
describe {0} | descrivi {0}
disadvantage: {0} | svantaggio: {0}
ignore {0} | ignora {0}
remove {0} | togli {0}
permanent {0} | {0} permanente
worsen {0} | aggrava {0}
overcome distrust of {0} | supera la sfiducia in {0}
against {0} | contro {0}
defend against {0} | difesa da {0}
help from {0} | aiuto da {0}
draw {0} card | pesca {0} carta | pesca {0} carte
draw the cards | pesca le carte
cards {0} | carte {0}
close the test | chiudi la prova
keep a complication | tieni una complicazione
keep a success | tieni un successo
threat factor | fattore di minaccia
temporary aspect | aspetto temporaneo
betray the trust | tradisci la fiducia
healing test | prova di cura
aspect {0} | aspetto {0}
describe a detail | descrivere un dettaglio
find an item | trovare un oggetto
add a vote | aggiungere un voto
reach the others | raggiungere gli altri
a special aspect | un aspetto speciale
a temporary aspect | un aspetto temporaneo
ignore a disadvantage | ignorare uno svantaggio
overcome distrust | superare la sfiducia
refresh an aspect | rinnovare un aspetto
# events (the line at the bottom)
Scene {0}: {1} | Scena {0}: {1}
The first card: {0} | La prima carta: {0}
Scene {0} ended | Scena {0} finita
The result stands: {0} | L'esito è deciso: {0}
Mission: {0} | Missione: {0}
Milestone {0}! | Traguardo {0}!
Threat {0}! | Minaccia {0}!
Threat +{0} from the next scene | Minaccia +{0} dalla prossima scena
{0}: ✓{1} ✗{2} to the piles | {0}: ✓{1} ✗{2} sulle pile
{0}: exhausted, advantage | {0}: esaurito, vantaggio
{0}: +1 card | {0}: +1 carta
Temporary aspect: +1 card | Aspetto temporaneo: +1 carta
{0}: +1 card, disadvantage | {0}: +1 carta, svantaggio
{0} ignored for this scene | {0} ignorato fino a fine scena
Threat factor {0}: disadvantage | Fattore di minaccia {0}: svantaggio
{0} acts against {1} | {0} agisce contro {1}
{0} defends against {1} | {0} si difende da {1}
Trust betrayed: {0} cannot act against {1} this scene | Tradimento: {0} non può agire contro {1} in questa scena
Trust betrayed: +1 success | Tradimento: +1 successo
Deck reshuffled | Mazzo rimescolato
A complication kept | Complicazione tenuta
A success kept | Successo tenuto
{0}: new negative aspect {1} | {0}: nuovo aspetto negativo {1}
{0} removed | {0} tolto
{0}: permanent {1} | {0}: {1} permanente
{0}: {1} once more | {0}: {1} ancora una volta
{0}: interrupted rest, {1} refreshed | {0}: riposo interrotto, {1} rinnovati
{0} rested: {1} refreshed | {0} ha riposato: {1} rinnovati
{0} refreshed | {0} rinnovato
{0} resupplied | {0} rifornito
{0}: reserve to {1} ({2} left) | {0}: riserva per {1} (ne restano {2})
{0}: {1} reserves left | {0}: restano {1} riserve
Threat +{0} for {1}; Coordinator: {2} reserves | Minaccia +{0} per {1}; Coordinatore: {2} riserve
The agents seek danger | Gli agenti cercano il pericolo
# the move builder
Next scene | Prossima scena
Change a relationship | Cambia un rapporto
Refresh an aspect (reserve) | Rinnova un aspetto (riserva)
Test | Prova
End the scene | Chiudi la scena
Leave the scene | Lascia la scena
Join the scene | Torna in scena
Resupply equipment | Rifornisci equipaggiamento
Use a reserve | Usa una riserva
Give a reserve | Dai una riserva
Seek danger | Cerca il pericolo
Describe an aspect | Descrivi un aspetto
Draw the cards | Pesca le carte
Enter the cards | Inserisci le carte
Negative aspect (disadvantage) | Aspetto negativo (svantaggio)
Threat factor (disadvantage) | Fattore di minaccia (svantaggio)
Temporary aspect (reserve) | Aspetto temporaneo (riserva)
Ignore a negative aspect (reserve) | Ignora un aspetto negativo (riserva)
Overcome distrust (reserve) | Supera la sfiducia (riserva)
Act against an agent | Agisci contro un agente
Defend against an agent | Difenditi da un agente
Betray their trust | Tradisci la fiducia
Close the test | Chiudi la prova
Keep a complication | Tieni una complicazione
Keep a success | Tieni un successo
Help from a trusted agent | Aiuto da chi ha fiducia
✗ → negative aspect | ✗ → aspetto negativo
Remove a negative aspect | Togli un aspetto negativo
Worsen a negative aspect | Aggrava un aspetto negativo
Exhaust: advantage | Esaurisci: vantaggio
Permanent | Permanente
# the reasons of shared/omega*.py
the cards were drawn | le carte sono state pescate
A card is black (b) or red (r) | Una carta è nera (b) o rossa (r)
A full rest refreshes everything | Un riposo pieno rinnova tutto
A move is a list that starts with a verb | Una mossa è una lista che inizia con un verbo
A neutral relationship is not an aspect | Un rapporto neutrale non è un aspetto
A permanent aspect cannot be removed | Un aspetto permanente non si può togliere
A relationship is -2 to 2 | Un rapporto va da -2 a 2
Already a healing test | È già una prova di cura
Already away | È già assente
Already betrayed | Già tradita
Already exhausted | Già esaurito
Already ignored | Già ignorato
Already in the scene | È già in scena
Already overcome | Già superata
Already rested in this scene | Ha già riposato in questa scena
Already seeking danger | Cercano già il pericolo
At most {0} cards in one test | Al massimo {0} carte in una prova
At most {0} negative aspects | Al massimo {0} aspetti negativi
Betrayal needs an action against them | Il tradimento richiede un'azione contro di loro
Change Ohrožení by -1, 0 or +1 | La minaccia cambia di -1, 0 o +1
Choose a negative aspect | Scegli un aspetto negativo
Choose a negative aspect used in this test | Scegli un aspetto negativo di questa prova
Choose an agent | Scegli un agente
Choose an agent and a negative aspect | Scegli un agente e un aspetto negativo
Choose an agent and a use | Scegli un agente e un uso
Choose an agent and an aspect | Scegli un agente e un aspetto
Choose an aspect | Scegli un aspetto
Choose another agent | Scegli un altro agente
Choose equipment | Scegli un equipaggiamento
Choose exhausted aspects the rest refreshes | Scegli aspetti esauriti da rinnovare
Choose two agents | Scegli due agenti
Distrust helps only against their action | La sfiducia aiuta solo contro la loro azione
Draw the cards first | Prima pesca le carte
Each complication must worsen a negative aspect | Ogni complicazione deve aggravare un aspetto negativo
End the scene first | Prima chiudi la scena
Enter the colours of the cards | Inserisci i colori delle carte
Enter the colours of {0} cards | Inserisci i colori di {0} carte
Equipment is resupplied, not refreshed | L'equipaggiamento si rifornisce, non si rinnova
Equipment needs a character aspect first | L'equipaggiamento richiede prima un aspetto del personaggio
Exhausted equipment cannot be used | L'equipaggiamento esaurito non si usa
Finish the test first | Prima finisci la prova
Full distrust: no advantage in this test | Sfiducia piena: niente vantaggi in questa prova
Full trust betrayed: no action against them | Fiducia piena tradita: niente azioni contro
Ignored for the rest of this scene | Ignorato fino alla fine della scena
Interrupted rest: at most {0} aspects | Riposo interrotto: al massimo {0} aspetti
Negative aspects are the Coordinator's | Gli aspetti negativi li usa il Coordinatore
No distrust to overcome | Nessuna sfiducia da superare
No help from an opponent | Nessun aiuto da un avversario
No negative aspect to remove | Nessun aspetto negativo da togliere
No reserve left | Nessuna riserva rimasta
No rest near a fully distrusted agent | Niente riposo vicino a chi riceve sfiducia piena
No such aspect | Aspetto inesistente
No test in progress | Nessuna prova in corso
No trust to lean on in an opponent | Non ci si appoggia a un avversario
Not exhausted | Non esaurito
Ohrožení allows {0} threat disadvantages here | La minaccia qui consente {0} svantaggi
Ohrožení was not raised at the start | La minaccia non era aumentata all'inizio
Ohrožení {0} at the start leaves no mission | Minaccia {0} all'inizio: nessuna missione
Only a failure raises Ohrožení | Solo un fallimento aumenta la minaccia
Only a healing test removes aspects | Solo una prova di cura toglie aspetti
Only a healing test worsens aspects | Solo una prova di cura aggrava aspetti
Only a related mission inherits Ohrožení | Solo una missione collegata eredita la minaccia
Only a strong success lowers Ohrožení | Solo un successo netto riduce la minaccia
Only an agent away reaches the others | Solo un agente assente raggiunge gli altri
Only an agent they trust can help | Può aiutare solo chi riceve fiducia
Only before help and negative aspects | Solo prima di aiuti e aspetti negativi
Only to an agent who trusts the giver | Solo a un agente che si fida di chi dà
Partial trust: one complication per test | Fiducia parziale: una complicazione per prova
Partial trust: one reserve per scene | Fiducia parziale: una riserva per scena
Piles are level: choose how the scene opens | Pile in parità: scegli come inizia la scena
Projekt Omega needs a party file | Projekt Omega richiede un file del gruppo
Relationships change only between scenes | I rapporti cambiano solo tra le scene
Reserves never refresh negative aspects | Le riserve non rinnovano aspetti negativi
Start a scene first | Prima inizia una scena
The Coordinator has no reserve left | Il Coordinatore non ha più riserve
The device draws: use its deck | Pesca il dispositivo: usa il suo mazzo
The first card has not decided the scene yet | La prima carta non ha ancora deciso
The mission has no result yet | La missione non ha ancora un esito
The opponent is already chosen | L'avversario è già scelto
The piles decide how the scene opens | Le pile decidono come inizia la scena
The relationship is already so | Il rapporto è già così
Their trust is exhausted | La loro fiducia è esaurita
They are not in this scene | Non è in questa scena
They do not trust this agent | Non si fida di questo agente
They have no success of this scene to give | Non ha successi di questa scena da dare
This aspect is already described | Aspetto già descritto
This distrust does not count now | Questa sfiducia ora non conta
This step takes no choice | Questo passo non ha scelte
Trust counts only with them present | La fiducia conta solo se è presente
Unknown move: {0} | Mossa sconosciuta: {0}
"""
# written by host/langtable.py from TEXT: do not edit
INDEX = b'\x00\x02\x00\x00\x00\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x02\x00\x03\x00\x03\x00\x03\x00\x04\x00\x05\x00\x05\x00\x05\x00\x05\x00\x05\x00\x06\x00\x06\x00\x06\x00\x07\x00\x07\x00\x08\x00\t\x00\t\x00\x0b\x00\x0b\x00\x0b\x00\x0c\x00\x0c\x00\x0c\x00\r\x00\r\x00\r\x00\x0e\x00\x0f\x00\x0f\x00\x0f\x00\x10\x00\x10\x00\x11\x00\x12\x00\x12\x00\x14\x00\x14\x00\x15\x00\x15\x00\x15\x00\x16\x00\x16\x00\x17\x00\x17\x00\x17\x00\x18\x00\x18\x00\x18\x00\x18\x00\x18\x00\x18\x00\x18\x00\x19\x00\x1a\x00\x1a\x00\x1a\x00\x1b\x00\x1c\x00\x1c\x00\x1c\x00\x1d\x00\x1e\x00\x1e\x00\x1e\x00\x1e\x00 \x00 \x00 \x00 \x00"\x00#\x00#\x00#\x00#\x00$\x00$\x00$\x00$\x00$\x00$\x00$\x00$\x00$\x00$\x00$\x00%\x00%\x00%\x00%\x00(\x00(\x00*\x00,\x00.\x00.\x00.\x00/\x00/\x00/\x00/\x00/\x000\x000\x000\x000\x000\x000\x001\x001\x001\x001\x001\x001\x001\x001\x001\x001\x001\x001\x002\x002\x003\x004\x005\x005\x005\x005\x005\x005\x005\x005\x005\x005\x006\x008\x008\x008\x009\x009\x009\x00:\x00:\x00;\x00;\x00<\x00=\x00=\x00=\x00=\x00=\x00>\x00>\x00>\x00>\x00>\x00>\x00>\x00>\x00@\x00@\x00A\x00A\x00B\x00D\x00E\x00H\x00I\x00J\x00K\x00K\x00L\x00M\x00M\x00N\x00O\x00Q\x00Q\x00Q\x00Q\x00R\x00R\x00R\x00T\x00W\x00X\x00Y\x00Y\x00Z\x00[\x00[\x00\\\x00\\\x00\\\x00^\x00_\x00`\x00a\x00c\x00d\x00d\x00d\x00f\x00f\x00f\x00f\x00g\x00g\x00g\x00g\x00h\x00j\x00j\x00l\x00l\x00l\x00l\x00m\x00n\x00o\x00o\x00o\x00o\x00q\x00r\x00r\x00s\x00s\x00t\x00u\x00v\x00w\x00w\x00w\x00w\x00x\x00x\x00x\x00y\x00y\x00z\x00z\x00{\x00|\x00|\x00}\x00~\x00\x80\x00\x80\x00\x81\x00\x84\x00\x86\x00\x86\x00\x87\x00\x8b\x00\x8c\x00\x8c\x00\x8d\x00\x91\x00\x94\x00\x95\x00\x98\x00\x9a\x00\x9a\x00\x9d\x00\x9d\x00\x9d\x00\x9d\x00\x9e\x00\xa0\x00\xa1\x00\xa1\x00\xa2\x00\xa3\x00\xa3\x00\xa6\x00\xa7\x00\xa8\x00\xa9\x00\xa9\x00\xae\x00\xaf\x00\xb1\x00\xb3\x00\xb4\x00\xb4\x00\xb6\x00\xb7\x00\xb7\x00\xb7\x00\xb9\x00\xb9\x00\xb9\x00\xba\x00\xbb\x00\xbb\x00\xbb\x00\xbb\x00\xbc\x00\xbc\x00\xbf\x00\xbf\x00\xc0\x00\xc1\x00\xc2\x00\xc6\x00\xc6\x00\xca\x00\xcd\x00\xce\x00\xd1\x00\xd3\x00\xd3\x00\xd3\x00\xd3\x00\xd4\x00\xd7\x00\xd8\x00\xda\x00\xdb\x00\xdd\x00\xdf\x00\xe0\x00\xe0\x00\xe1\x00\xe1\x00\xe3\x00\xe3\x00\xe3\x00\xe4\x00\xe4\x00\xe4\x00\xe4\x00\xe6\x00\xe6\x00\xe8\x00\xea\x00\xec\x00\xed\x00\xef\x00\xef\x00\xef\x00\xf1\x00\xf2\x00\xf4\x00\xf4\x00\xf5\x00\xf8\x00\xf9\x00\xfa\x00\xfc\x00\xfd\x00\x00\x01\x01\x01\x02\x01\x02\x01\x04\x01\x06\x01\x06\x01\x07\x01\x08\x01\t\x01\n\x01\x0b\x01\x0b\x01\x0c\x01\r\x01\x10\x01\x10\x01\x10\x01\x11\x01\x11\x01\x13\x01\x15\x01\x16\x01\x16\x01\x16\x01\x19\x01\x1a\x01\x1a\x01\x1a\x01\x1a\x01\x1c\x01\x1c\x01\x1d\x01\x1d\x01\x1e\x01\x1e\x01\x1f\x01\x1f\x01\x1f\x01 \x01 \x01"\x01$\x01$\x01&\x01(\x01(\x01(\x01(\x01(\x01)\x01*\x01+\x01+\x01+\x01+\x01-\x01.\x010\x010\x011\x011\x011\x011\x011\x012\x012\x012\x013\x013\x014\x016\x017\x019\x019\x01:\x01:\x01<\x01<\x01<\x01>\x01>\x01>\x01>\x01@\x01B\x01E\x01E\x01E\x01F\x01F\x01H\x01K\x01K\x01K\x01L\x01L\x01N\x01N\x01N\x01N\x01N\x01N\x01O\x01P\x01P\x01Q\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01S\x01T\x01T\x01T\x01T\x01T\x01T\x01T\x01U\x01V\x01V\x01V\x01V\x01V\x01X\x01Y\x01Y\x01\xd8\n\xf2\n\x12\x0b\xbe"\xcd"\xdf"|\x03\x8b\x03\xa1\x03\xbd\x18\xd0\x18\xea\x18}\x14\xbd\x14\xfd\x14\x17\x18$\x183\x18\x99\x15\xa2\x15\xaf\x15&\x031\x03O\x03a\x0em\x0e{\x0e\x08\x07\x19\x07)\x07\xb8$\xda$\x01%\x8e\x02\x9b\x02\xb1\x02*\x0cD\x0cb\x0c!2F2r2\xe9 \x07!/!}\x1c\x9c\x1c\xbc\x1c0!F!a!\xeb\x18\xf9\x18\r\x19\xe7%\xfa%\x14&\xba5\xda5\x036?\x17I\x17V\x17R\rZ\re\r\xfa6!7M7\x9d6\xc76\xf96\x984\xa54\xb44\xdd\x04\xe5\x04\xf3\x04\x0f"\x19"*"J\x07P\x07X\x07M\x06[\x06r\x06\xde\x05\xe9\x05\xf6\x05\xfc\x1b\n\x1c\x1b\x1c\x15&#&7&\xde\x08\xe8\x08\xf6\x08\xc82\xdf2\xfe2+\x0f2\x0f=\x0f83T3z3\xe0\x0b\xe8\x0b\xf6\x0bP\x05`\x05u\x05v\x10\x86\x10\x9c\x10\\\x14h\x14|\x14\xc6\x07\xcd\x07\xdc\x07\xcc\x1f\xde\x1f\xf4\x1f*\x07/\x079\x07<\x16O\x16f\x16\x01\x00\x0e\x00\x1e\x00\x01\x1e\x15\x1e-\x1e.\x1eE\x1e]\x1eu\x1f\x91\x1f\xb3\x1fN\x08j\x08\x8e\x08\xc4\x02\xca\x02\xd5\x02\x97\x13\xa3\x13\xb7\x13\xb54\xe44\r5\xb2\x00\xbc\x00\xc8\x00\x03\x1a\r\x1a"\x1a)\r,\r4\r-\x11;\x11R\x11\x92\r\x98\r\xa3\r\x8c9\xac9\xd89)\x13D\x13l\x13\xe28\x06909\x0e\x08\x15\x08\x1f\x08"\x020\x02D\x02\xf7\x05\x05\x06\x1a\x06\xa0\x0c\xc5\x0c\xed\x0c\xeb\r\xfb\r\x0e\x0e\x19\x051\x05O\x05\xeb)\xfa)\n*#464O4\xa9)\xb9)\xc8)\xd4\x06\xdd\x06\xe9\x06\xc9)\xda)\xea)\xfe3\x0c4"4{3\x8a3\xa43\xce\x1a\xdf\x1a\xf6\x1a\xff#\x1d$=$\xbf\x0b\xce\x0b\xdf\x0b3*C*S*\xc5\n\xcb\n\xd7\n%(M(~(\x0b*\x1f*2*\xff2\x17373j\x00s\x00\x7f\x00\x16\x15#\x156\x15s2\x992\xc72\xf4\x0f\x15\x10:\x10T*p*\x93*`5\x8d5\xb95\xd0(\xf4(!)P4r4\x974\xa17\xc27\xe97\xa53\xca3\xfd3J\x0eS\x0e`\x0eP\x03[\x03{\x03T\x04j\x04\x8b\x04>\x0fK\x0f^\x0f\xdf\x1b\xeb\x1b\xfb\x1b\x02%\x1d%<%\xaf\x0e\xc8\x0e\xe6\x0e\x06\x0f\x16\x0f*\x0f\xc9\x00\xd7\x00\xdf\x00\x1c\r!\r(\r\xe4\'\x04($(98^8\x888\x8c\x1b\x9b\x1b\xae\x1b\x046\'6O6P6s6\x9c6N7s7\xa07\xea7\x0f888\xea\x06\xf8\x06\x07\x07\x9d\x10\xbc\x10\xe9\x10\x0e545_54\x18A\x18e\x185\'>\'K\'\x02\x04\x0b\x04\x16\x047\x0e>\x0eI\x0e4\x00:\x00C\x00\xc4\x08\xd0\x08\xdd\x08\xdc\x03\xeb\x03\x01\x04\xf7\x13\x0b\x14%\x14\x80\x00\x89\x00\x92\x00\xa6\x17\xbe\x17\xda\x17\n\n\x18\n*\n\x8c\x04\xa4\x04\xdc\x04\xe3,\xfc,\x18-L\x1a\\\x1ar\x1a\x8e\x05\x9c\x05\xae\x05S\x01]\x01j\x01s\x1a\x85\x1a\x9d\x1a\xb8\x13\xc7\x13\xdc\x139\x08B\x08M\x0819\\9\x8b9\x98<\xb0<\xce<s\x02}\x02\x8d\x02\x0f\x1d(\x1dG\x1d#\x1a3\x1aK\x1ax\n\x89\n\x9b\n\xea\x10\xfe\x10\x13\x11s\x12\x97\x12\xc1\x12\x898\xb18\xe18Y\x07f\x07\x8a\x07\x05\x1f\x14\x1f(\x1fn\x17{\x17\x8c\x17l&\x83&\x9e&\x94=\xb4=\xcd=\x0f>(>E>\xa5\x01\xb0\x01\xbf\x01U\x0bf\x0b{\x0b\xcf<\xe9<\x02=B\rH\rQ\r\xbd\r\xc4\r\xce\rb\x15o\x15\x81\x15\xf7\x1a\x08\x1b\x1f\x1bE\x02N\x02\\\x02]\x02f\x02r\x02\xa5\x06\xb4\x06\xc8\x068\x1cW\x1c|\x1c\xbb\x1d\xda\x1d\x00\x1ef\rj\rt\rm\x13\x80\x13\x96\x13\x94*\xaa*\xc5*\x90\t\xa8\t\xc4\t\xc3\x16\xce\x16\xe2\x16\\\tt\t\x8f\t\xf4\x04\x02\x05\x18\x05T\x1fb\x1ft\x1f?=i=\x93=X\x19h\x19~\x190#=#O#\xa1\'\xbf\'\xe3\'|\x0b\x9b\x0b\xbe\x0b\x8b\x0f\x8f\x0f\x98\x0f\x1c\x1c\'\x1c7\x1c)\x1f<\x1fS\x1fG+l+\x9e+=%Q%k%\x0f\x0e\x1c\x0e\'\x0e\x08+$+F+\xb5\x19\xc6\x19\xe0\x19W)m)\x89)n\'\x82\'\xa0\'\xdf\x11\x14\x12L\x12^\x1e\x93\x1e\xcf\x1e\x8b\x07\x99\x07\xc5\x07V"q"\x90"\xc6*\xe3*\x07+\x9e"\xab"\xbd"\x00#\x12#/#\x0b\'\x1d\'4\'\xc0\x01\xce\x01\xdf\x01\x9f&\xb7&\xd3&\x7f(\xa6(\xcf(\x9c\x19\xa6\x19\xb4\x19\xdb\x17\xe6\x17\xf3\x17q#|#\x90#(\x0e-\x0e6\x0e\x9c\x18\xaa\x18\xbc\x18\x0e\x19\x1b\x191\x19\xf5:\x13;<;\xe0\x01\xee\x01\xff\x01\xb8\x03\xc7\x03\xdb\x03\x1b\x06"\x06-\x06\xa90\xcb0\xf30\x00\x02\x0f\x02!\x02\x8a)\x96)\xa8)*:Q:}:\xd99\x01:):\'\x00+\x003\x00+\n=\nZ\n\x9d%\xaf%\xc5%\x13\x0b\x18\x0b"\x0b\xe9/\x0f0A0\x88\x06\x94\x06\xa4\x06.\x04?\x04S\x04\xee\x0c\x02\r\x1b\r+"@"U"W\x17a\x17m\x17s\x06z\x06\x87\x06\x04\x16\x0f\x16\x1d\x16\x1e\x16*\x16;\x16\xf7\x08\x02\t\x11\tZ\x10g\x10u\x10\\\x00a\x00i\x00\xaf\x05\xc5\x05\xdd\x052\x19B\x19W\x19\x99\x0f\xc3\x0f\xf3\x0f~:\x91:\xaa:\xd3;\xf1;\x0f<f\x18t\x18\x85\x18*.;.O.]<{<\x97<\xc5\t\xd0\t\xde\t\x9c\n\xaf\n\xc4\n\'\x01;\x01R\x01");)V)\x12\t\x1f\t5\t\xc6%\xd4%\xe6%q,\x80,\x93,W-g-{-\xaa-\xba-\xd6-\xdd\x07\xea\x07\xfa\x07\x91"\x95"\x9d"|-\x90-\xa9-.\x06;\x06L\x06\xa4\r\xaf\r\xbc\r\xc4!\xda!\xfb!\xa2\x03\xab\x03\xb7\x03\xe1\x19\xed\x19\x02\x1a\xe3+\xfb+\x18,M\x12^\x12r\x12#\x0b-\x0b:\x0b\x93\x00\x9f\x00\xb1\x00\xdd\x13\xe8\x13\xf6\x13~$\x98$\xb7$u\r\x82\r\x91\r\x19-6-V-P.x.\xa7.>$Z$}$6\tF\t[\t7\x15I\x15a\x15P#^#p#\xff\x00\x12\x01&\x01\xd0\x1e\xea\x1e\x04\x1f\xd7-\x02.).\x94,\xb9,\xe2,\xba#\xc8#\xd9# \x08)\x088\x08\x86\x18\x8f\x18\x9b\x18\x19,C,p,\x03=\x1f=>=S\x11p\x11\x97\x11\x90;\xad;\xd2;\x10<4<\\<\x98\x11\xb8\x11\xde\x11\xb1\x08\xb8\x08\xc3\x08\x91#\xa3#\xb9#\xab:\xce:\xf4:F>i>\x90>\xa8.\xbc.\xd3.\xf7\x0b\x0f\x0c)\x0cb!\x90!\xc3!l%\x83%\x9c%\x82\x15\x8b\x15\x98\x15v\x05\x80\x05\x8d\x05=;i;\x8f;B\x1bP\x1ba\x1b\x9b\x16\xac\x16\xc2\x16|\x0e\x92\x0e\xae\x0e\xce=\xee=\x0e>\x9e\x1a\xb3\x1a\xcd\x1a\xda#\xe9#\xfe#\xcf\r\xd8\r\xea\r_\x0fi\x0fy\x0fk\x01v\x01\x89\x01\x9f+\xbf+\xe2+\xe7\x0e\xf4\x0e\x05\x0f\xff\x16\x0b\x17\x1a\x17\x1b\x17,\x17>\x17\xf4\x17\x06\x18\x16\x18</O/g/h/\x86/\xa7/\xa8/\xc6/\xe8/;\x10D\x10Y\x10\x17\x04 \x04-\x04~1\xa91\xd71\xd6\x02\xe0\x02\xec\x02\xc2\x12\xf3\x12(\x13b\x1bu\x1b\x8b\x1b\xb4\x1f\xbf\x1f\xcb\x1f\xaf\x1b\xc5\x1b\xde\x1b\xf2\x1c\xfe\x1c\x0e\x1d\xac \xb9 \xc9 \xca \xd8 \xe8 B0j0\xa80\xe3\x16\xee\x16\xfe\x16\xe0\x00\xed\x00\xfe\x00=\x14I\x14[\x14\x8f\x08\x9e\x08\xb0\x08\xd4.\x03/;/\xf5\x1f\x07 # q \x8a \xab \xdb\x15\xee\x15\x03\x16\xf40\t1"1\xdf\t\xf4\t\t\n\xb0\x15\xc4\x15\xda\x15\xd81\xfa1 2g\x16~\x16\x9a\x16c\x0c}\x0c\x9f\x0c\xbd\x1c\xd6\x1c\xf1\x1c\x8a\x01\x94\x01\xa4\x01H\x1db\x1d~\x1d\x7f\x1d\x99\x1d\xba\x1d$ H p \xe0"\xee"\xff"\x91>\xa2>\xbb>\xd4&\xec&\n\'#1K1}1\x7f\x19\x8b\x19\x9b\x19:\x07A\x07I\x07\x8d\x17\x97\x17\xa5\x17[\ng\nw\n\xed\x02\xfd\x02%\x03\xfb\x07\x02\x08\r\x08&\x14/\x14<\x148&Q&k&;\x0bE\x0bT\x0b'
