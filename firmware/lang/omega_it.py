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
INDEX = b'\x00\x02\x00\x00\x00\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x02\x00\x02\x00\x02\x00\x02\x00\x03\x00\x04\x00\x04\x00\x04\x00\x04\x00\x04\x00\x05\x00\x05\x00\x05\x00\x06\x00\x06\x00\x07\x00\x08\x00\x08\x00\n\x00\n\x00\n\x00\x0b\x00\x0b\x00\x0b\x00\x0c\x00\x0c\x00\x0c\x00\r\x00\x0e\x00\x0e\x00\x0e\x00\x0f\x00\x0f\x00\x10\x00\x11\x00\x11\x00\x13\x00\x13\x00\x14\x00\x14\x00\x14\x00\x15\x00\x15\x00\x16\x00\x16\x00\x16\x00\x17\x00\x17\x00\x17\x00\x17\x00\x17\x00\x17\x00\x17\x00\x18\x00\x19\x00\x19\x00\x19\x00\x1a\x00\x1b\x00\x1b\x00\x1b\x00\x1c\x00\x1d\x00\x1d\x00\x1d\x00\x1d\x00\x1f\x00\x1f\x00\x1f\x00\x1f\x00!\x00"\x00"\x00"\x00"\x00#\x00#\x00#\x00#\x00#\x00#\x00#\x00#\x00#\x00#\x00#\x00$\x00$\x00$\x00$\x00\'\x00\'\x00)\x00+\x00-\x00-\x00-\x00.\x00.\x00.\x00.\x00.\x00/\x00/\x00/\x00/\x00/\x00/\x000\x000\x000\x000\x000\x000\x000\x000\x000\x000\x000\x000\x001\x001\x002\x003\x004\x004\x004\x004\x004\x004\x004\x004\x004\x004\x005\x007\x007\x007\x008\x008\x008\x009\x009\x00:\x00:\x00;\x00<\x00<\x00<\x00<\x00<\x00=\x00=\x00=\x00=\x00=\x00=\x00=\x00=\x00?\x00?\x00@\x00@\x00A\x00C\x00D\x00G\x00H\x00I\x00J\x00J\x00K\x00L\x00L\x00M\x00N\x00P\x00P\x00P\x00P\x00Q\x00Q\x00Q\x00S\x00V\x00W\x00X\x00X\x00Y\x00Z\x00Z\x00[\x00[\x00[\x00]\x00^\x00_\x00`\x00b\x00c\x00c\x00c\x00e\x00e\x00e\x00e\x00f\x00f\x00f\x00f\x00g\x00i\x00i\x00k\x00k\x00k\x00k\x00l\x00m\x00n\x00n\x00n\x00n\x00p\x00q\x00q\x00r\x00r\x00s\x00t\x00u\x00v\x00v\x00v\x00v\x00w\x00w\x00w\x00x\x00x\x00y\x00y\x00z\x00{\x00{\x00|\x00}\x00\x7f\x00\x7f\x00\x80\x00\x83\x00\x85\x00\x85\x00\x86\x00\x8a\x00\x8b\x00\x8b\x00\x8c\x00\x90\x00\x93\x00\x94\x00\x97\x00\x99\x00\x99\x00\x9b\x00\x9b\x00\x9b\x00\x9b\x00\x9c\x00\x9e\x00\x9f\x00\x9f\x00\xa0\x00\xa1\x00\xa1\x00\xa4\x00\xa5\x00\xa6\x00\xa7\x00\xa7\x00\xac\x00\xad\x00\xaf\x00\xb1\x00\xb2\x00\xb2\x00\xb4\x00\xb5\x00\xb5\x00\xb5\x00\xb7\x00\xb7\x00\xb7\x00\xb8\x00\xb9\x00\xb9\x00\xb9\x00\xb9\x00\xba\x00\xba\x00\xbd\x00\xbd\x00\xbe\x00\xbf\x00\xc0\x00\xc4\x00\xc4\x00\xc8\x00\xcb\x00\xcc\x00\xcf\x00\xd1\x00\xd1\x00\xd1\x00\xd1\x00\xd2\x00\xd5\x00\xd6\x00\xd8\x00\xd9\x00\xdb\x00\xdd\x00\xde\x00\xde\x00\xdf\x00\xdf\x00\xe1\x00\xe1\x00\xe1\x00\xe2\x00\xe2\x00\xe2\x00\xe2\x00\xe4\x00\xe4\x00\xe6\x00\xe8\x00\xea\x00\xeb\x00\xed\x00\xed\x00\xed\x00\xef\x00\xf0\x00\xf2\x00\xf2\x00\xf3\x00\xf6\x00\xf7\x00\xf8\x00\xfa\x00\xfb\x00\xfe\x00\xff\x00\x00\x01\x00\x01\x02\x01\x04\x01\x04\x01\x05\x01\x06\x01\x07\x01\x08\x01\t\x01\t\x01\n\x01\x0b\x01\x0e\x01\x0e\x01\x0e\x01\x0f\x01\x0f\x01\x11\x01\x13\x01\x14\x01\x14\x01\x14\x01\x17\x01\x18\x01\x18\x01\x18\x01\x18\x01\x1a\x01\x1a\x01\x1b\x01\x1b\x01\x1c\x01\x1c\x01\x1d\x01\x1d\x01\x1d\x01\x1e\x01\x1e\x01 \x01"\x01"\x01$\x01&\x01&\x01&\x01&\x01&\x01\'\x01(\x01)\x01)\x01)\x01)\x01+\x01,\x01.\x01.\x01/\x01/\x01/\x01/\x01/\x010\x010\x010\x011\x011\x012\x014\x015\x017\x017\x018\x018\x01:\x01:\x01:\x01<\x01<\x01<\x01<\x01>\x01@\x01C\x01C\x01C\x01D\x01D\x01F\x01I\x01I\x01I\x01J\x01J\x01L\x01L\x01L\x01L\x01L\x01L\x01M\x01N\x01N\x01O\x01P\x01P\x01P\x01P\x01P\x01P\x01P\x01P\x01P\x01P\x01P\x01P\x01P\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01Q\x01R\x01R\x01R\x01R\x01R\x01R\x01R\x01S\x01T\x01T\x01T\x01T\x01T\x01V\x01W\x01W\x01\xb2\n\xcc\n\xec\nS"b"t"\x97\x18\xaa\x18\xc4\x18W\x14\x97\x14\xd7\x14\xf1\x17\xfe\x17\r\x18s\x15|\x15\x89\x15&\x031\x03O\x03;\x0eG\x0eU\x0e\xe2\x06\xf3\x06\x03\x07M$o$\x96$\x8e\x02\x9b\x02\xb1\x02\x04\x0c\x1e\x0c<\x0c\xb61\xdb1\x072~ \x9c \xc4 \x12\x1c1\x1cQ\x1c\xc5 \xdb \xf6 \xc5\x18\xd3\x18\xe7\x18|%\x8f%\xa9%O5o5\x985\x19\x17#\x170\x17,\r4\r?\r\x8f6\xb66\xe2626\\6\x8e6-4:4I4\xb7\x04\xbf\x04\xcd\x04\xa4!\xae!\xbf!$\x07*\x072\x07\'\x065\x06L\x06\xb8\x05\xc3\x05\xd0\x05\xd6\x1b\xe4\x1b\xf5\x1b\xaa%\xb8%\xcc%\xb8\x08\xc2\x08\xd0\x08]2t2\x932\x05\x0f\x0c\x0f\x17\x0f\xcd2\xe92\x0f3\xba\x0b\xc2\x0b\xd0\x0b*\x05:\x05O\x05P\x10`\x10v\x106\x14B\x14V\x14\xa0\x07\xa7\x07\xb6\x07a\x1fs\x1f\x89\x1f\x04\x07\t\x07\x13\x07\x16\x16)\x16@\x16\x01\x00\x0e\x00\x1e\x00\x96\x1d\xaa\x1d\xc2\x1d\xc3\x1d\xda\x1d\xf2\x1d\n\x1f&\x1fH\x1f(\x08D\x08h\x08\xc4\x02\xca\x02\xd5\x02q\x13}\x13\x91\x13J4y4\xa24\xb2\x00\xbc\x00\xc8\x00\xdd\x19\xe7\x19\xfc\x19\x03\r\x06\r\x0e\r\x07\x11\x15\x11,\x11l\rr\r}\r!9A9m9\x03\x13\x1e\x13F\x13w8\x9b8\xc58\xe8\x07\xef\x07\xf9\x07"\x020\x02D\x02\xd1\x05\xdf\x05\xf4\x05z\x0c\x9f\x0c\xc7\x0c\xc5\r\xd5\r\xe8\r\xf3\x04\x0b\x05)\x05\x80)\x8f)\x9f)\xb83\xcb3\xe43>)N)])\xae\x06\xb7\x06\xc3\x06^)o)\x7f)\x933\xa13\xb73\x103\x1f393\xa8\x1a\xb9\x1a\xd0\x1a\x94#\xb2#\xd2#\x99\x0b\xa8\x0b\xb9\x0b\xc8)\xd8)\xe8)\x9f\n\xa5\n\xb1\n\xba\'\xe2\'\x13(\xa0)\xb4)\xc7)\x942\xac2\xcc2j\x00s\x00\x7f\x00\xf0\x14\xfd\x14\x10\x15\x082.2\\2\xce\x0f\xef\x0f\x14\x10\xe9)\x05*(*\xf54"5N5e(\x89(\xb6(\xe53\x074,467W7~7:3_3\x923$\x0e-\x0e:\x0eP\x03[\x03{\x03.\x04D\x04e\x04\x18\x0f%\x0f8\x0f\xb9\x1b\xc5\x1b\xd5\x1b\x97$\xb2$\xd1$\x89\x0e\xa2\x0e\xc0\x0e\xe0\x0e\xf0\x0e\x04\x0f\xc9\x00\xd7\x00\xdf\x00\xf6\x0c\xfb\x0c\x02\ry\'\x99\'\xb9\'\xce7\xf37\x1d8f\x1bu\x1b\x88\x1b\x995\xbc5\xe45\xe55\x08616\xe36\x08757\x7f7\xa47\xcd7\xc4\x06\xd2\x06\xe1\x06w\x10\x96\x10\xc3\x10\xa34\xc94\xf44\x0e\x18\x1b\x18?\x18\xca&\xd3&\xe0&\xdc\x03\xe5\x03\xf0\x03\x11\x0e\x18\x0e#\x0e4\x00:\x00C\x00\x9e\x08\xaa\x08\xb7\x08\xb6\x03\xc5\x03\xdb\x03\xd1\x13\xe5\x13\xff\x13\x80\x00\x89\x00\x92\x00\x80\x17\x98\x17\xb4\x17\xe4\t\xf2\t\x04\nf\x04~\x04\xb6\x04x,\x91,\xad,&\x1a6\x1aL\x1ah\x05v\x05\x88\x05S\x01]\x01j\x01M\x1a_\x1aw\x1a\x92\x13\xa1\x13\xb6\x13\x13\x08\x1c\x08\'\x08\xc68\xf18 9-<E<c<s\x02}\x02\x8d\x02\xa4\x1c\xbd\x1c\xdc\x1c\xfd\x19\r\x1a%\x1aR\nc\nu\n\xc4\x10\xd8\x10\xed\x10M\x12q\x12\x9b\x12\x1e8F8v83\x07@\x07d\x07\x9a\x1e\xa9\x1e\xbd\x1eH\x17U\x17f\x17\x01&\x18&3&)=I=b=\xa4=\xbd=\xda=\xa5\x01\xb0\x01\xbf\x01/\x0b@\x0bU\x0bd<~<\x97<\x1c\r"\r+\r\x97\r\x9e\r\xa8\r<\x15I\x15[\x15\xd1\x1a\xe2\x1a\xf9\x1aE\x02N\x02\\\x02]\x02f\x02r\x02\x7f\x06\x8e\x06\xa2\x06P\x1do\x1d\x95\x1d@\rD\rN\rG\x13Z\x13p\x13)*?*Z*j\t\x82\t\x9e\t\x9d\x16\xa8\x16\xbc\x166\tN\ti\t\xce\x04\xdc\x04\xf2\x04\xe9\x1e\xf7\x1e\t\x1f\xd4<\xfe<(=2\x19B\x19X\x19\xc5"\xd2"\xe4"6\'T\'x\'V\x0bu\x0b\x98\x0be\x0fi\x0fr\x0f\xf6\x1b\x01\x1c\x11\x1c\xbe\x1e\xd1\x1e\xe8\x1e\xdc*\x01+3+\xd2$\xe6$\x00%\xe9\r\xf6\r\x01\x0e\x9d*\xb9*\xdb*\x8f\x19\xa0\x19\xba\x19\xec(\x02)\x1e)\x03\'\x17\'5\'\xb9\x11\xee\x11&\x12\xf3\x1d(\x1ed\x1ee\x07s\x07\x9f\x07\xeb!\x06"%"[*x*\x9c*3"@"R"\x95"\xa7"\xc4"\xa0&\xb2&\xc9&\xc0\x01\xce\x01\xdf\x014&L&h&\x14(;(d(v\x19\x80\x19\x8e\x19\xb5\x17\xc0\x17\xcd\x17\x06#\x11#%#\x02\x0e\x07\x0e\x10\x0ev\x18\x84\x18\x96\x18\xe8\x18\xf5\x18\x0b\x19\x8a:\xa8:\xd1:\xe0\x01\xee\x01\xff\x01\x92\x03\xa1\x03\xb5\x03\xf5\x05\xfc\x05\x07\x06>0`0\x880\x00\x02\x0f\x02!\x02\x1f)+)=)\xbf9\xe69\x12:n9\x969\xbe9\'\x00+\x003\x00\x05\n\x17\n4\n2%D%Z%\xed\n\xf2\n\xfc\n~/\xa4/\xd6/b\x06n\x06~\x06\x08\x04\x19\x04-\x04\xc8\x0c\xdc\x0c\xf5\x0c\xc0!\xd5!\xea!1\x17;\x17G\x17M\x06T\x06a\x06\xde\x15\xe9\x15\xf7\x15\xf8\x15\x04\x16\x15\x16\xd1\x08\xdc\x08\xeb\x084\x10A\x10O\x10\\\x00a\x00i\x00\x89\x05\x9f\x05\xb7\x05\x0c\x19\x1c\x191\x19s\x0f\x9d\x0f\xcd\x0f\x13:&:?:h;\x86;\xa4;@\x18N\x18_\x18\xbf-\xd0-\xe4-\xf2;\x10<,<\x9f\t\xaa\t\xb8\tv\n\x89\n\x9e\n\'\x01;\x01R\x01\xb7(\xd0(\xeb(\xec\x08\xf9\x08\x0f\t[%i%{%\x06,\x15,(,\xec,\xfc,\x10-?-O-k-\xb7\x07\xc4\x07\xd4\x07&"*"2"\x11-%->-\x08\x06\x15\x06&\x06~\r\x89\r\x96\rY!o!\x90!|\x03\x85\x03\x91\x03\xbb\x19\xc7\x19\xdc\x19x+\x90+\xad+\'\x128\x12L\x12\xfd\n\x07\x0b\x14\x0b\x93\x00\x9f\x00\xb1\x00\xb7\x13\xc2\x13\xd0\x13\x13$-$L$O\r\\\rk\r\xae,\xcb,\xeb,\xe5-\r.<.\xd3#\xef#\x12$\x10\t \t5\t\x11\x15#\x15;\x15\xe5"\xf3"\x05#\xff\x00\x12\x01&\x01e\x1e\x7f\x1e\x99\x1el-\x97-\xbe-),N,w,O#]#n#\xfa\x07\x03\x08\x12\x08`\x18i\x18u\x18\xae+\xd8+\x05,\x98<\xb4<\xd3<-\x11J\x11q\x11%;B;g;\xa5;\xc9;\xf1;r\x11\x92\x11\xb8\x11\x8b\x08\x92\x08\x9d\x08&#8#N#@:c:\x89:\xdb=\xfe=%>=.Q.h.\xd1\x0b\xe9\x0b\x03\x0c\xf7 %!X!\x01%\x18%1%\\\x15e\x15r\x15P\x05Z\x05g\x05\xd2:\xfe:$;\x1c\x1b*\x1b;\x1bu\x16\x86\x16\x9c\x16V\x0el\x0e\x88\x0ec=\x83=\xa3=x\x1a\x8d\x1a\xa7\x1ao#~#\x93#\xa9\r\xb2\r\xc4\r9\x0fC\x0fS\x0fk\x01v\x01\x89\x014+T+w+\xc1\x0e\xce\x0e\xdf\x0e\xd9\x16\xe5\x16\xf4\x16\xf5\x16\x06\x17\x18\x17\xce\x17\xe0\x17\xf0\x17\xd1.\xe4.\xfc.\xfd.\x1b/</=/[/}/\x15\x10\x1e\x103\x10\xf1\x03\xfa\x03\x07\x04\x131>1l1\xd6\x02\xe0\x02\xec\x02\x9c\x12\xcd\x12\x02\x13<\x1bO\x1be\x1bI\x1fT\x1f`\x1f\x89\x1b\x9f\x1b\xb8\x1b\x87\x1c\x93\x1c\xa3\x1cA N ^ _ m } \xd7/\xff/=0\xbd\x16\xc8\x16\xd8\x16\xe0\x00\xed\x00\xfe\x00\x17\x14#\x145\x14i\x08x\x08\x8a\x08i.\x98.\xd0.\x8a\x1f\x9c\x1f\xb8\x1f\x06 \x1f @ \xb5\x15\xc8\x15\xdd\x15\x890\x9e0\xb70\xb9\t\xce\t\xe3\t\x8a\x15\x9e\x15\xb4\x15m1\x8f1\xb51A\x16X\x16t\x16=\x0cW\x0cy\x0cR\x1ck\x1c\x86\x1c\x8a\x01\x94\x01\xa4\x01\xdd\x1c\xf7\x1c\x13\x1d\x14\x1d.\x1dO\x1d\xb9\x1f\xdd\x1f\x05 u"\x83"\x94"&>7>P>i&\x81&\x9f&\xb80\xe00\x121Y\x19e\x19u\x19\x14\x07\x1b\x07#\x07g\x17q\x17\x7f\x175\nA\nQ\n\xed\x02\xfd\x02%\x03\xd5\x07\xdc\x07\xe7\x07\x00\x14\t\x14\x16\x14\xcd%\xe6%\x00&\x15\x0b\x1f\x0b.\x0b'
