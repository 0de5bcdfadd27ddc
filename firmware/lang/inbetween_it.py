# Italian words of InBetween's screens (firmware/games/inbetween.py) and the
# reasons of its rules (shared/inbetween.py). The game's own terms (Città,
# Creatura, Al Sicuro, the characters, the symbols) come from the card data.
# One text a line: English | translation (a counted text: each plural
# form after " | "); INDEX is written by host/langtable.py.
TEXT = """
InBetween | InBetween
# the new-game options
Circle dealt by | Cerchio distribuito da
the device | il dispositivo
the players | i giocatori
Symbol tokens | Segnalini Simbolo
as in the data | come nei dati
unlimited | illimitati
{0} each | {0} per simbolo
InBetween count by face | InBetween contano per lato
Tie with five left | Parità con cinque rimasti
draw | pareggio
higher Awareness wins | vince più Consapevolezza
# phases, the main screen
Action | Azione
Card effects | Effetti della carta
Activity | Attività
Deal | Distribuzione
Marker start | Partenza dell'indicatore
Game over | Partita finita
Draw | Pareggio
{0} wins | Vince {0}
{0}: three characters | {0}: tre personaggi
{0} reached {1} 6 | {0} ha raggiunto {1} 6
five characters left, a tie: higher {0} | cinque personaggi rimasti, parità: più {0}
five characters left, a tie | cinque personaggi rimasti, parità
five characters left, more in its dimension | cinque personaggi rimasti, più nella sua dimensione
Deal: card {0} of 10 | Distribuzione: carta {0} di 10
Where does the marker start? | Dove parte l'indicatore?
turn {0} | turno {0}
{0}: removed | {0}: rimosso
Activity marker | indicatore di Attività
(ability {0} used) | (abilità {0} usata)
hand {0} | mano {0}
deck {0} | mazzo {0}
(not in the data: read the card) | (non nei dati: leggi la carta)
# pickers
Read all… | Leggi tutto…
Which character shows the first star? | Quale personaggio mostra la prima stella?
Prepare: discard how many? | Prepararsi: quante carte scarti?
Play {0} | Gioca {0}
Prepare… | Prepararsi…
Rest: +{0} {1} | Riposare: +{0} {1}
{0} ability… | Abilità di {0}…
Adjust… | Correggi…
Apply it (Adjust), then your action. | Applicala (Correggi), poi la tua azione.
{0} ability | Abilità di {0}
Level {0}: {1} | Livello {0}: {1}
Once per game, before the action. | Una volta per partita, prima dell'azione.
Place a token… | Piazza un segnalino…
Place a token ({0} left)… | Piazza un segnalino ({0})…
Card {0} of 10: {1} | Carta {0} di 10: {1}
Done: effects applied | Fatto: effetti applicati
Paid {0} for {1}. | Pagato {0} per {1}.
Apply its ability (Adjust), then Done. | Applica la sua abilità (Correggi), poi Fatto.
Raise {0} to {1}: pay {2} | {0} a {1}: paga {2}
No raise: move on | Non alzare: avanti
Not enough {0} to raise {1}. | {0} insufficiente per alzare {1}.
Its ability: {0} | La sua abilità: {0}
Activity: {0} | Attività: {0}
Circle | Cerchio
Lay out clockwise, faces as shown | Disponi in senso orario, lati come indicato
Lay out clockwise; marker on {0}: {1} begins | Disponi in senso orario; indicatore su {0}: inizia {1}
Ability: {0} | Abilità: {0}
Other face: {0} | Altro lato: {0}
{0} in play | {0} in gioco
# moves (undo, history)
deal {0} | distribuisci {0}
start at {0} | inizio su {0}
{0} ability {1} | abilità di {0} {1}
play {0} | gioca {0}
token on {0} | segnalino su {0}
pay {0} | paga {0}
prepare, discard {0} | prepararsi, scarta {0}
adjust: {0} | correzione: {0}
rest | riposare
effects done | effetti applicati
raise {0} | alza {0}
no raise | non alzare
{0}: marker on | {0}: metti l'indicatore
flip | gira
flip {0} | gira {0}
remove {0} | rimuovi {0}
reverse the Direction | inverti la Direzione
Activity marker to {0} | indicatore di Attività su {0}
{0} token on {1} | segnalino {0} su {1}
{0} token off {1} | segnalino {0} tolto da {1}
hand | mano
deck | mazzo
# events
{0} flipped: {1} | {0} girato: {1}
{0} begins | inizia {0}
paid {0} | pagato {0}
{0}: discards {1}, draws {2} | {0}: scarta {1}, pesca {2}
turn {0}: {1} | turno {0}: {1}
{0} removed | {0} rimosso
clockwise | senso orario
counter-clockwise | senso antiorario
Activity marker: {0} → {1} | indicatore di Attività: {0} → {1}
# move-builder items
Level {0} | Livello {0}
discard {0}, draw {1} | scarta {0}, pesca {1}
Deal a card | Distribuisci una carta
Play a card | Gioca una carta
Prepare | Prepararsi
Rest | Riposare
Adjust | Correggi
Move a marker | Sposta un indicatore
Flip: {0} | Gira: {0}
Marker on: {0} | Indicatore su: {0}
Without its ability | Senza la sua abilità
Pay {0} | Paga {0}
add a token | aggiungi un segnalino
take a token off | togli un segnalino
Safety marker | Indicatore di Sicurezza
Flip a character | Gira un personaggio
Remove a character | Rimuovi un personaggio
Reverse the Direction | Inverti la Direzione
Move the Activity marker | Sposta l'indicatore di Attività
Cards in hand | Carte in mano
Cards in the deck | Carte nel mazzo
# shared/inbetween.py: why a move is refused
A card moves a marker (step) or places a token | Una carta sposta un indicatore o mette un segnalino
A move must be a list | Una mossa deve essere una lista
Ability names one level | L'abilità indica un livello
Activity first: raise or pass | Prima l'Attività: alza o passa
Adjustment not possible | Correzione non possibile
Apply the card's effects, then Done | Applica gli effetti della carta, poi Fatto
Awareness ability: level 1 to your level ({0}) | Abilità di Consapevolezza: dal livello 1 al tuo ({0})
Awareness is 0 to 6 | La Consapevolezza va da 0 a 6
Cannot pay {0} for this card | Non puoi pagare {0} per questa carta
Deal names one character | La distribuzione indica un personaggio
Discard 0 to {0} cards | Scarta da 0 a {0} carte
Done takes no arguments | Fatto non ha argomenti
Energy is 0 to 10 | L'Energia va da 0 a 10
Enter the circle first | Prima inserisci il cerchio
Five characters must stay | Devono restare cinque personaggi
InBetween needs its card data | InBetween ha bisogno dei dati delle carte
InBetween: put the marker on, or flip | InBetween: metti l'indicatore o gira la carta
Move the marker up or down | Sposta l'indicatore in su o in giù
Name the card's symbol | Indica il simbolo della carta
No cards in hand | Nessuna carta in mano
No character in play there | Nessun personaggio in gioco lì
No {0} tokens left | Non restano segnalini {0}
None of your cards has this symbol | Nessuna delle tue carte ha questo simbolo
Not a move: {0} | Non è una mossa: {0}
Not enough Energy to raise Awareness | Energia insufficiente per alzare la Consapevolezza
Pass takes no arguments | Passa non ha argomenti
Prepare names how many cards to discard | Prepararsi indica quante carte scartare
Raise takes no arguments | Alza non ha argomenti
Rest takes no arguments | Riposare non ha argomenti
Say where the Activity marker starts | Indica dove parte l'indicatore di Attività
Secured and Devoured markers stay put | Gli indicatori Al Sicuro e Divorato non si muovono
Start names one position | L'inizio indica una posizione
Step: symbol, position, direction, pay | Spostamento: simbolo, posizione, direzione, pagamento
That character does not show this symbol | Quel personaggio non mostra questo simbolo
The Activity marker cannot start there | L'indicatore di Attività non può partire da lì
The Awareness ability was already used | L'abilità di Consapevolezza è già stata usata
The game is over | La partita è finita
Token: symbol, position, pay | Segnalino: simbolo, posizione, pagamento
Unknown adjustment | Correzione sconosciuta
Unknown move: {0} | Mossa sconosciuta: {0}
Unknown player: {0} | Giocatore sconosciuto: {0}
Unknown symbol: {0} | Simbolo sconosciuto: {0}
{0} is not a character left to deal | {0} non è un personaggio da distribuire
{0} is not possible now | {0} non è possibile ora
"""
# written by host/langtable.py from TEXT: do not edit
INDEX = b'\x00\x01\x00\x00\x00\x00\x01\x00\x02\x00\x06\x00\x06\x00\x07\x00\x07\x00\x07\x00\x07\x00\x08\x00\t\x00\x0b\x00\r\x00\x0f\x00\x10\x00\x12\x00\x12\x00\x13\x00\x14\x00\x14\x00\x15\x00\x16\x00\x16\x00\x17\x00\x17\x00\x17\x00\x17\x00\x18\x00\x18\x00\x19\x00\x1b\x00\x1c\x00\x1d\x00\x1e\x00\x1f\x00 \x00 \x00 \x00 \x00!\x00!\x00!\x00"\x00#\x00$\x00$\x00$\x00$\x00$\x00$\x00$\x00$\x00%\x00&\x00\'\x00\'\x00)\x00)\x00)\x00)\x00*\x00+\x00,\x00/\x00/\x00/\x000\x001\x001\x002\x002\x003\x004\x004\x004\x004\x004\x004\x005\x006\x006\x006\x007\x007\x007\x007\x009\x00;\x00<\x00<\x00=\x00=\x00=\x00=\x00?\x00@\x00C\x00E\x00E\x00E\x00G\x00G\x00G\x00I\x00I\x00I\x00J\x00J\x00L\x00L\x00M\x00N\x00O\x00O\x00Q\x00Q\x00R\x00R\x00R\x00T\x00U\x00U\x00V\x00W\x00X\x00X\x00Y\x00Z\x00Z\x00[\x00\\\x00^\x00_\x00a\x00a\x00b\x00c\x00e\x00e\x00f\x00f\x00f\x00f\x00h\x00h\x00h\x00h\x00i\x00i\x00i\x00i\x00j\x00j\x00j\x00j\x00l\x00m\x00n\x00n\x00n\x00o\x00o\x00o\x00o\x00o\x00o\x00o\x00o\x00q\x00q\x00q\x00q\x00r\x00t\x00t\x00t\x00u\x00v\x00v\x00v\x00v\x00v\x00v\x00v\x00v\x00w\x00w\x00x\x00y\x00y\x00y\x00y\x00z\x00z\x00{\x00{\x00{\x00}\x00}\x00~\x00\x7f\x00\x82\x00\x82\x00\x82\x00\x84\x00\x85\x00\x85\x00\x85\x00\x86\x00\x87\x00\x88\x00\x89\x00\x89\x00\x89\x00\x89\x00\x89\x00\x89\x00\x8a\x00\x8a\x00\x8a\x00\x8a\x00\x8a\x00\x8a\x00\x8a\x00\x8a\x00\x8a\x00\x8c\x00\x8c\x00\x8c\x00\x8d\x00\x90\x00\x91\x00\x91\x00\x91\x00\x92\x00\x93\x00\x96\x00\x96\x00\x97\x00\x97\x00\x99\x00\x99\x00\x99\x00\x99\x00\x9a\x00\x9c\x00\x9c\x00\x9c\x00\x9c\x00\x9c\x00\x9c\x00\x9d\x00\x9e\x00\x9e\x00\x9f\x00\x9f\x00@\x05K\x05\\\x05H\x0bO\x0bZ\x0b\x1c\x08-\x08C\x08\x13\x0b\x1b\x0b\'\x0b~\r\x86\r\x93\r\xe4\x0e\xef\x0e\x08\x0f\xc1\x10\xd6\x10\xed\x10\xa1\x04\xb3\x04\xca\x04\xb7\x0b\xc3\x0b\xd7\x0b\xcb\x04\xd3\x04\xde\x04_\nn\n\x80\nw\x04\x86\x04\xa0\x04\x9b\x15\xc0\x15\xf0\x15\xeb\x07\x00\x08\x1b\x08-\r1\r9\r\xae\x1a\xd4\x1a\x07\x1b[\x0bo\x0b\x88\x0b\x99\x11\xc7\x11\xfd\x11L\x0fR\x0f]\x0fq\x02y\x02\x85\x02f\rp\r}\rS\x1ay\x1a\xad\x1a\xf4\x04\x14\x055\x05H\x11Y\x11k\x11\xed\x0b\xf5\x0b\x02\x0c<\x0f@\x0fK\x0f\x95\x10\xa7\x10\xc0\x10\x86\x02\x9b\x02\xb1\x02\xfe\x11\x13\x125\x12m\x12\x8a\x12\xac\x12\xe9\x0f\xf0\x0f\xfb\x0f\xed\x05\xf5\x05\x01\x06e\x19}\x19\x9d\x19\x83\x18\x9a\x18\xb6\x18R\x18j\x18\x82\x181\x13_\x13\x98\x13\t\x02\r\x02\x1d\x02\x89\x0b\x94\x0b\xa6\x0b\xf4\x01\xfc\x01\x08\x024\x03O\x03t\x03F\x10S\x10m\x10s\x00~\x00\x8c\x00~\x1c\x95\x1c\xb0\x1ci\x16y\x16\x91\x16\x8d\x00\x9a\x00\xae\x00\xcd\x06\xd8\x06\xea\x06\x81\n\x8c\n\x9b\n\xd8\x0b\xe1\x0b\xec\x0bL\x0cV\x0cd\x0c}\x06\xa1\x06\xcc\x06D\x08j\x08\x9b\x08\xfd\x19%\x1aR\x1a\xd1\x01\xdd\x01\xf3\x01\x92\x16\xac\x16\xce\x164\tD\t[\tB\nN\n^\n\xb7\x18\xdb\x18\t\x19\\\ti\tz\t\x8c\t\xad\t\xdb\t!\r%\r,\r\x08\x1b\x18\x1b/\x1b\x0e\x04*\x04E\x04\n\x19/\x19d\x19\xed\n\xfc\n\x12\x0b\x92\x0c\xa8\x0c\xc9\x0c\xca\x0c\xda\x0c\xf1\x0cC\rS\re\re\x01i\x01t\x01\xf2\x0c\x03\r \r\xd0\n\xdc\n\xec\nE\x0ea\x0e\x88\x0e]\x05\x82\x05\xae\x05\x1d\x06+\x06@\x065\x01G\x01d\x01\x94\r\xb0\r\xcd\r\x99\x13\xac\x13\xcc\x13,\x0c0\x0c7\x0c\xf1\x15\x0b\x161\x16\xb2\x02\xc3\x02\xdc\x02\x9c\x08\xb5\x08\xcb\x08\x11\x14)\x14R\x14\xaf\x00\xbd\x00\xcd\x00\t\x0f\x14\x0f&\x0fS\x14i\x14\x83\x14\x84\x14\x9b\x14\xb4\x14\'\x0f.\x0f;\x0f.\x00=\x00V\x002\x16H\x16h\x16^\x0fk\x0f\x82\x0fF\x04N\x04Z\x04a\x02e\x02p\x02\x9e\x19\xc4\x19\xfc\x19\xaf\x05\xc9\x05\xec\x05(\x0b4\x0bG\x0b\xce\r\xdb\r\xec\r\xcc\x08\xdd\x08\xf2\x08\xdc\t\x08\nA\nu\x03\xa0\x03\xd7\x03\xfe\x16 \x17L\x17\xee\x10\x06\x11)\x11x\x1b\x8a\x1b\xa3\x1b\x1e\x02*\x02E\x02\xdf\x04\xe7\x04\xf3\x04\xb4\n\xbc\n\xcf\n\x00\x18\'\x18Q\x180\x1bL\x1bw\x1b\xc0\x07\xd3\x07\xea\x07Q\x15n\x15\x9a\x15\xb6\x0e\xcb\x0e\xe3\x0e\xe0\x14\xf6\x14\x13\x15\xd8\x03\xec\x03\r\x04\x9e\x0e\xa7\x0e\xb5\x0en\x10~\x10\x94\x10\xed\r\xf8\r\x06\x0e[\x04g\x04v\x04\xeb\x06\xf9\x06\x0c\x07\xcf\x16\xe1\x16\xfd\x16\x00\x01\x17\x014\x01\xad\x12\xc4\x12\xdf\x12u\x17\x99\x17\xce\x17\xb5\x14\xc6\x14\xdf\x14F\x02O\x02`\x02\x02\x06\x0c\x06\x1c\x06\xe5\x00\xed\x00\xff\x00\xe0\x12\x03\x130\x13\xa4\x1b\xb5\x1b\xce\x1b[\x07k\x07\x84\x07\x07\x0e\x10\x0e\x1f\x0e\xcf\x1b\xe2\x1b\xff\x1b\x00\x1c\x13\x1c.\x1c\x99\x0f\xa7\x0f\xbc\x0f\xfc\x0f\x07\x10\x1f\x108\x0c@\x0cK\x0c\xf3\x08\x0f\t3\t \x0e1\x0eD\x0eu\x01\x8a\x01\xa6\x01\x85\x07\xa0\x07\xbf\x07W\x00a\x00r\x00\x01\x00\n\x00\x16\x00\x14\x15-\x15P\x15e\x0cz\x0c\x91\x0c{\t\x81\t\x8b\t \x100\x10E\x10*\x117\x11G\x11\xc1\x01\xc7\x01\xd0\x016\x12M\x12l\x12\xbd\x0f\xd0\x0f\xe8\x0f\xdd\x02\x04\x033\x03M\x17\\\x17t\x17\xcf\x17\xe6\x17\xff\x17\x83\x0f\x8c\x0f\x98\x0f\xce\x00\xd7\x00\xe4\x00e\x06n\x06|\x06\r\x07.\x07Z\x07\x03\x0c\x11\x0c+\x0c\xcd\x13\xe9\x13\x10\x14A\x06O\x06d\x06/\x1cR\x1c}\x1c\xa7\x0b\xab\x0b\xb6\x0b'
