<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/about.py" line="26"/>
        <source>About Diloti</source>
        <translation>Σχετικά με τη Δηλωτή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/about.py" line="12"/>
        <source>&lt;h3&gt;Diloti — Δηλωτή {version}&lt;/h3&gt;&lt;p&gt;The Greek fishing card game of captures, declarations («δηλωμένα») and xeri, on your desktop.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. The card deck is drawn for this game.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Δηλωτή — Diloti {version}&lt;/h3&gt;&lt;p&gt;Το ελληνικό παιχνίδι της τράπουλας με το μάζεμα, τα «δηλωμένα» και την ξερή, στον υπολογιστή σου.&lt;/p&gt;&lt;p&gt;Ελεύθερο λογισμικό με την άδεια GNU General Public License, έκδοση 3 ή νεότερη. Η τράπουλα σχεδιάστηκε γι’ αυτό το παιχνίδι.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../diloti_qt/ui/announcer.py" line="72"/>
        <source>The other players&apos; moves</source>
        <translation>Οι κινήσεις των άλλων παικτών</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/announcer.py" line="73"/>
        <location filename="../../diloti_qt/ui/announcer.py" line="100"/>
        <source>No move yet</source>
        <translation>Καμία κίνηση ακόμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/announcer.py" line="116"/>
        <source>Round over: you scored {a}, the computer {b}.</source>
        <translation>Τέλος γύρου: έγραψες {a}, ο υπολογιστής {b}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/announcer.py" line="118"/>
        <source>Round over: your side scored {a}, the other side {b}.</source>
        <translation>Τέλος γύρου: η ομάδα σου έγραψε {a}, η άλλη ομάδα {b}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/announcer.py" line="126"/>
        <source>Your side wins the match, {a} to {b}.</source>
        <translation>Η ομάδα σου κερδίζει την παρτίδα, {a} με {b}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/announcer.py" line="127"/>
        <source>The other side wins the match, {b} to {a}.</source>
        <translation>Η άλλη ομάδα κερδίζει την παρτίδα, {b} με {a}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/announcer.py" line="129"/>
        <source>You win the match, {a} to {b}.</source>
        <translation>Κερδίζεις την παρτίδα, {a} με {b}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/announcer.py" line="131"/>
        <source>The computer wins the match, {b} to {a}.</source>
        <translation>Ο υπολογιστής κερδίζει την παρτίδα, {b} με {a}.</translation>
    </message>
</context>
<context>
    <name>Chooser</name>
    <message>
        <location filename="../../diloti_qt/ui/table/chooser.py" line="76"/>
        <source>Play {card}:</source>
        <translation>Παίξε {card}:</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="36"/>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="80"/>
        <source>a family of {plural}</source>
        <translation>{plural}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="39"/>
        <source>You declared {what}, so the pile is yours until someone takes it or changes it (R26, R27).</source>
        <translation>Δήλωσες {what}, οπότε τα δηλωμένα είναι δικά σου, ώσπου να τα μαζέψει ή να τα αλλάξει κάποιος (R26, R27).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="42"/>
        <source>You must take it in the end with a {value}; you hold {cards} (R18).</source>
        <translation>Στο τέλος πρέπει να τα μαζέψεις με ένα {value}· κρατάς {cards} (R18).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="44"/>
        <source>Until then you may not lay a card (R30), and you may not start, raise or join another declaration (R29).</source>
        <translation>Ως τότε δεν μπορείς να ρίξεις χαρτί κάτω (R30), ούτε να κάνεις, να ανεβάσεις ή να συμπληρώσεις άλλη δήλωση (R29).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="47"/>
        <source>You may take other cards with a card that is not your reserve, take your pile, or add another {value} to it (R28).</source>
        <translation>Μπορείς να πάρεις άλλα χαρτιά με χαρτί που δεν είναι η ρεζέρβα σου, να μαζέψεις τα δηλωμένα σου ή να βάλεις από πάνω κι άλλο {value} (R28).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="52"/>
        <source>{card} is your last {value}: spend it only on a move that takes your declaration (R29).</source>
        <translation>Το {card} είναι το τελευταίο σου {value}: παίξ’ το μόνο για να μαζέψεις τα δηλωμένα σου (R29).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="82"/>
        <source>{who} declared {what}. The owner must keep a {value} to take it, may not lay a card, and may not start or raise another declaration (R18, R29, R30).</source>
        <translation>Ο {who} δήλωσε {what}. Όποιος δήλωσε πρέπει να κρατά ένα {value} για να τα μαζέψει, δεν ρίχνει χαρτί κάτω και δεν κάνει ούτε ανεβάζει άλλη δήλωση (R18, R29, R30).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="87"/>
        <source>Duties are personal: you may still take or raise your partner&apos;s pile (R42).</source>
        <translation>Οι υποχρεώσεις είναι προσωπικές: μπορείς κι εσύ να μαζέψεις ή να ανεβάσεις τα δηλωμένα του συμπαίκτη σου (R42).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="94"/>
        <source>You can take it: {move}.</source>
        <translation>Μπορείς να τα μαζέψεις: {move}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="97"/>
        <source>Only a card of value {value} takes it, and only whole (R14).</source>
        <translation>Τα μαζεύει μόνο χαρτί αξίας {value}, και μόνο ολόκληρα (R14).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="102"/>
        <source>You can raise it: {move} (R22).</source>
        <translation>Μπορείς να τα ανεβάσεις: {move} (R22).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="105"/>
        <source>You own a declaration, so you may not raise it (R22).</source>
        <translation>Έχεις δικά σου δηλωμένα, οπότε δεν μπορείς να τα ανεβάσεις (R22).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="108"/>
        <source>A family is never raised (R23).</source>
        <translation>Η πολλαπλή δήλωση δεν ανεβαίνει ποτέ (R23).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="119"/>
        <source>{id}: {rule}</source>
        <translation>{id}: {rule}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="157"/>
        <source>{sentence} ({rules})</source>
        <translation>{sentence} ({rules})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="166"/>
        <source>Why not</source>
        <translation>Γιατί όχι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="178"/>
        <source>Start a match: the coach explains the declarations in play as you go.</source>
        <translation>Ξεκίνα μια παρτίδα: ο σύμβουλος εξηγεί τα δηλωμένα του τραπεζιού όσο παίζεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="186"/>
        <source>You own no declaration: on your turn you may take, declare, raise or lay a card (R9).</source>
        <translation>Δεν έχεις δηλωμένα: στη σειρά σου μπορείς να πάρεις, να δηλώσεις, να ανεβάσεις ή να ρίξεις χαρτί κάτω (R9).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="189"/>
        <source>Your duty</source>
        <translation>Η υποχρέωσή σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/coach.py" line="194"/>
        <source>Declarations in play</source>
        <translation>Δηλωμένα στο τραπέζι</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <location filename="../../diloti_qt/controller/game.py" line="200"/>
        <source>You</source>
        <translation>Εσύ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/game.py" line="202"/>
        <source>Computer</source>
        <translation>Υπολογιστής</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/game.py" line="204"/>
        <source>Right</source>
        <translation>Δεξιός</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/game.py" line="205"/>
        <source>Partner</source>
        <translation>Συμπαίκτης</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/game.py" line="206"/>
        <source>Left</source>
        <translation>Αριστερός</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/game.py" line="214"/>
        <source>Computer</source>
        <comment>the subject of a sentence: Computer took 9♣ with 9♦</comment>
        <translation>Ο υπολογιστής</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/game.py" line="217"/>
        <source>Right</source>
        <comment>the subject of a sentence: Right took 9♣ with 9♦</comment>
        <translation>Ο Δεξιός</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/game.py" line="219"/>
        <source>Your partner</source>
        <translation>Ο συμπαίκτης σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/game.py" line="220"/>
        <source>Left</source>
        <comment>the subject of a sentence: Left took 9♣ with 9♦</comment>
        <translation>Ο Αριστερός</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/drops.py" line="115"/>
        <source>Wait for your turn.</source>
        <translation>Περίμενε τη σειρά σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/drops.py" line="33"/>
        <source>Select exactly the table cards you mean, then drop again.</source>
        <translation>Διάλεξε ακριβώς τα χαρτιά του τραπεζιού που εννοείς και άφησε ξανά το χαρτί σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/drops.py" line="51"/>
        <source>{card} cannot take a jack: face cards have no number, and only a jack takes a jack.</source>
        <translation>Το {card} δεν παίρνει βαλέ: οι φιγούρες δεν έχουν αριθμό, και βαλέ παίρνει μόνο βαλές.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/drops.py" line="54"/>
        <source>{card} cannot take a queen: face cards have no number, and only a queen takes a queen.</source>
        <translation>Το {card} δεν παίρνει ντάμα: οι φιγούρες δεν έχουν αριθμό, και ντάμα παίρνει μόνο ντάμα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/drops.py" line="57"/>
        <source>{card} cannot take a king: face cards have no number, and only a king takes a king.</source>
        <translation>Το {card} δεν παίρνει ρήγα: οι φιγούρες δεν έχουν αριθμό, και ρήγα παίρνει μόνο ρήγας.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/drops.py" line="61"/>
        <source>{card} takes only cards of value {value}, or cards that add up to {value}.</source>
        <translation>Το {card} παίρνει μόνο χαρτιά αξίας {value} ή χαρτιά που κάνουν μαζί {value}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/drops.py" line="69"/>
        <source>{first} or {last}</source>
        <translation>{first} ή {last}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/drops.py" line="83"/>
        <source>Your {card} takes nothing on this table: you can only lay it.</source>
        <translation>Το {card} σου δεν παίρνει τίποτα σε αυτό το τραπέζι: μπορείς μόνο να το ρίξεις κάτω.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/drops.py" line="86"/>
        <source>Your {card} cannot be played now: play another card.</source>
        <translation>Το {card} σου δεν παίζεται τώρα: παίξε άλλο χαρτί.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/drops.py" line="92"/>
        <source>take {cards}</source>
        <translation>να πάρεις {cards}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/drops.py" line="95"/>
        <source>declare {values}</source>
        <translation>να δηλώσεις {values}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/drops.py" line="98"/>
        <source>lay it</source>
        <translation>να το ρίξεις κάτω</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/drops.py" line="99"/>
        <source>With your {card} you can {what}.</source>
        <translation>Με το {card} σου μπορείς {what}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/drops.py" line="107"/>
        <source>You own the {value}: you may not lay a card, nor start, raise or join another declaration.</source>
        <translation>Τα δηλωμένα {value} είναι δικά σου: δεν μπορείς να ρίξεις χαρτί κάτω, ούτε να κάνεις, να ανεβάσεις ή να συμπληρώσεις άλλη δήλωση.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/game.py" line="328"/>
        <source>Move taken back.</source>
        <translation>Η κίνηση αναιρέθηκε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/game.py" line="552"/>
        <source>The computer player of {name} failed; an easy player made this move for it (see the log).</source>
        <translation>Ο παίκτης-υπολογιστής ({name}) απέτυχε· ένας εύκολος παίκτης έκανε αυτή την κίνηση στη θέση του (δείτε το αρχείο καταγραφής).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/game.py" line="266"/>
        <source>The match is over. Start a new one from the Game menu.</source>
        <translation>Η παρτίδα τελείωσε. Ξεκίνα νέα από το μενού Παιχνίδι.</translation>
    </message>
</context>
<context>
    <name>DealOfTheDay</name>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="52"/>
        <source>not played</source>
        <translation>δεν παίχτηκε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="54"/>
        <source>won</source>
        <translation>νίκη</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="54"/>
        <source>lost</source>
        <translation>ήττα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="55"/>
        <source>{mine}–{theirs}, {outcome}</source>
        <translation>{mine}–{theirs}, {outcome}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="68"/>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="73"/>
        <source>Deal of the day</source>
        <translation>Μοίρασμα της ημέρας</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="75"/>
        <source>{day}: deal {number}. Everyone plays the same cards today: {rules}, to {target}, against the {level} computer.</source>
        <translation>{day}: μοίρασμα {number}. Σήμερα όλοι παίζουν τα ίδια φύλλα: {rules}, ως τους {target}, με αντίπαλο τον υπολογιστή ({level}).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="92"/>
        <source>&amp;Copy the line</source>
        <translation>&amp;Αντιγραφή της γραμμής</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="94"/>
        <source>Copy the line to share</source>
        <translation>Αντιγραφή της γραμμής για κοινοποίηση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="98"/>
        <source>The match in progress is abandoned (it is not counted in your statistics).</source>
        <translation>Η παρτίδα που παίζεται εγκαταλείπεται (δεν μετράει στα στατιστικά σου).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="104"/>
        <source>Earlier days</source>
        <translation>Προηγούμενες μέρες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="106"/>
        <source>Day</source>
        <translation>Μέρα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="106"/>
        <source>Deal</source>
        <translation>Μοίρασμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="106"/>
        <source>Result</source>
        <translation>Αποτέλεσμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="118"/>
        <source>&amp;Play today&apos;s deal</source>
        <translation>&amp;Παίξε το σημερινό μοίρασμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="131"/>
        <source>Your result today: {result}. The line to share:</source>
        <translation>Το σημερινό σου αποτέλεσμα: {result}. Η γραμμή για να το μοιραστείς:</translation>
    </message>
    <message>
        <source>Your result today: {result}. Share it: {line}</source>
        <translation type="vanished">Το σημερινό σου αποτέλεσμα: {result}. Μοιράσου το: {line}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="134"/>
        <source>&amp;Play it again (not counted)</source>
        <translation>&amp;Παίξ&apos; το ξανά (δεν μετράει)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="136"/>
        <source>Not played yet today.</source>
        <translation>Δεν το έχεις παίξει ακόμα σήμερα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="143"/>
        <source>Leave the table shown to play the deal of the day.</source>
        <translation>Άφησε το τραπέζι που φαίνεται για να παίξεις το μοίρασμα της ημέρας.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/deal_of_the_day.py" line="152"/>
        <source>The line is copied: paste it to your friends.</source>
        <translation>Η γραμμή αντιγράφηκε: επικόλλησέ τη στους φίλους σου.</translation>
    </message>
</context>
<context>
    <name>EndOfMatchDialog</name>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_match.py" line="22"/>
        <source>You win the match, {a} to {b}!</source>
        <translation>Κέρδισες την παρτίδα, {a} με {b}!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_match.py" line="23"/>
        <source>The computer wins the match, {b} to {a}.</source>
        <translation>Ο υπολογιστής κερδίζει την παρτίδα, {b} με {a}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_match.py" line="25"/>
        <source>Your side wins the match, {a} to {b}!</source>
        <translation>Η ομάδα σου κέρδισε την παρτίδα, {a} με {b}!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_match.py" line="26"/>
        <source>The other side wins the match, {b} to {a}.</source>
        <translation>Η άλλη ομάδα κερδίζει την παρτίδα, {b} με {a}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_match.py" line="40"/>
        <source>End of the match</source>
        <translation>Τέλος της παρτίδας</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_match.py" line="48"/>
        <source>&amp;New match…</source>
        <translation>&amp;Νέα παρτίδα…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_match.py" line="50"/>
        <source>Choose the rules and the opponent.</source>
        <translation>Διάλεξε κανόνες και αντίπαλο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_match.py" line="51"/>
        <source>&amp;Play again</source>
        <translation>&amp;Ξαναπαίζουμε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_match.py" line="53"/>
        <source>A new match with the same rules and opponent.</source>
        <translation>Νέα παρτίδα με τους ίδιους κανόνες και τον ίδιο αντίπαλο.</translation>
    </message>
</context>
<context>
    <name>EndOfRoundDialog</name>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="53"/>
        <source>This round</source>
        <translation>Αυτός ο γύρος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="53"/>
        <source>Score sheet</source>
        <translation>Σκορ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="59"/>
        <source>Who took what</source>
        <translation>Ποιος πήρε τι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="124"/>
        <source>End of round {n}</source>
        <translation>Τέλος του γύρου {n}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="135"/>
        <source>&amp;Next round</source>
        <translation>&amp;Επόμενος γύρος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="139"/>
        <source>&amp;Look at the table</source>
        <translation>&amp;Δες το τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="141"/>
        <source>Close this sheet; Game ▸ Next round deals when you are ready.</source>
        <translation>Κλείνει το φύλλο· όταν είσαι έτοιμος, μοίρασε από Παιχνίδι ▸ Επόμενος γύρος.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="88"/>
        <source>&amp;Review my decisions…</source>
        <translation>&amp;Ανασκόπηση των κινήσεών μου…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="90"/>
        <source>Your costliest decisions of this round, each on the table as it was, by the Expert&apos;s estimate</source>
        <translation>Οι κινήσεις σου που κόστισαν περισσότερο σε αυτόν τον γύρο, η καθεμιά στο τραπέζι όπως ήταν, κατά την εκτίμηση του Μάστορα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="152"/>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="159"/>
        <source>The round is shared, {a} to {b}.</source>
        <translation>Ισοπαλία στον γύρο, {a} με {b}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="154"/>
        <source>You take the round, {a} to {b}.</source>
        <translation>Κερδίζεις τον γύρο, {a} με {b}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="155"/>
        <source>{name} takes the round, {b} to {a}.</source>
        <translation>Ο {name} κερδίζει τον γύρο, {b} με {a}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="161"/>
        <source>Your side takes the round, {a} to {b}.</source>
        <translation>Η ομάδα σου κερδίζει τον γύρο, {a} με {b}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="162"/>
        <source>The other side takes the round, {b} to {a}.</source>
        <translation>Η άλλη ομάδα κερδίζει τον γύρο, {b} με {a}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="171"/>
        <source>Both sides reached {target} with the same score: one more round decides.</source>
        <translation>Και οι δύο πλευρές έφτασαν τους {target} με το ίδιο σκορ: ένας ακόμα γύρος θα κρίνει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="174"/>
        <source>To reach {target} you need {ours} more points, the computer {theirs}.</source>
        <translation>Για τους {target} σου λείπουν {ours} πόντοι, στον υπολογιστή {theirs}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/end_of_round.py" line="177"/>
        <source>To reach {target} your side needs {ours} more points, the other side {theirs}.</source>
        <translation>Για τους {target} της ομάδας σου λείπουν {ours} πόντοι, της άλλης {theirs}.</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/file_dialog.py" line="24"/>
        <source>&amp;Look in:</source>
        <translation>Αναζήτηση &amp;σε:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/file_dialog.py" line="24"/>
        <source>File &amp;name:</source>
        <translation>Όνομα &amp;αρχείου:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/file_dialog.py" line="25"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Τύπος αρχείων:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/file_dialog.py" line="26"/>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/file_dialog.py" line="44"/>
        <source>&amp;Save</source>
        <translation>&amp;Αποθήκευση</translation>
    </message>
</context>
<context>
    <name>GameLock</name>
    <message>
        <location filename="../../diloti_qt/ui/instance.py" line="317"/>
        <source>Diloti</source>
        <translation>Δηλωτή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/instance.py" line="318"/>
        <source>Diloti is already open. Only one game at a time can use your saved match and statistics: please switch to the window that is open.</source>
        <translation>Η Δηλωτή είναι ήδη ανοιχτή. Μόνο ένα παιχνίδι τη φορά μπορεί να χρησιμοποιεί την αποθηκευμένη παρτίδα και τα στατιστικά σου: πήγαινε στο παράθυρο που είναι ήδη ανοιχτό.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="33"/>
        <source>{card}</source>
        <translation>το {card}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="40"/>
        <source>{cards}</source>
        <comment>several cards joined with +</comment>
        <translation>τα {cards}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="48"/>
        <source>a family of aces</source>
        <translation>δηλωμένους άσσους</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="48"/>
        <source>a family of twos</source>
        <translation>δηλωμένα δυάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="48"/>
        <source>a family of threes</source>
        <translation>δηλωμένα τριάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="49"/>
        <source>a family of fours</source>
        <translation>δηλωμένα τεσσάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="49"/>
        <source>a family of fives</source>
        <translation>δηλωμένα πεντάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="49"/>
        <source>a family of sixes</source>
        <translation>δηλωμένα εξάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="50"/>
        <source>a family of sevens</source>
        <translation>δηλωμένα εφτάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="50"/>
        <source>a family of eights</source>
        <translation>δηλωμένα οχτάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="50"/>
        <source>a family of nines</source>
        <translation>δηλωμένα εννιάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="51"/>
        <source>a family of tens</source>
        <translation>δηλωμένα δεκάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="59"/>
        <source>the family of aces</source>
        <translation>τους δηλωμένους άσσους</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="59"/>
        <source>the family of twos</source>
        <translation>τα δηλωμένα δυάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="59"/>
        <source>the family of threes</source>
        <translation>τα δηλωμένα τριάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="60"/>
        <source>the family of fours</source>
        <translation>τα δηλωμένα τεσσάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="60"/>
        <source>the family of fives</source>
        <translation>τα δηλωμένα πεντάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="60"/>
        <source>the family of sixes</source>
        <translation>τα δηλωμένα εξάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="61"/>
        <source>the family of sevens</source>
        <translation>τα δηλωμένα εφτάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="61"/>
        <source>the family of eights</source>
        <translation>τα δηλωμένα οχτάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="61"/>
        <source>the family of nines</source>
        <translation>τα δηλωμένα εννιάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="62"/>
        <source>the family of tens</source>
        <translation>τα δηλωμένα δεκάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="76"/>
        <source>{family} ({cards})</source>
        <translation>{family} ({cards})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="77"/>
        <source>the declared {value} ({cards})</source>
        <translation>τα δηλωμένα {value} ({cards})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="83"/>
        <source>on the table</source>
        <translation>στο τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="85"/>
        <source>on {card}</source>
        <translation>πάνω στο {card}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="86"/>
        <source>on {cards}</source>
        <comment>several cards</comment>
        <translation>πάνω στα {cards}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="91"/>
        <source> — xeri!</source>
        <translation> — ξερή!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="99"/>
        <source>You laid {card}</source>
        <translation>Έριξες κάτω {card}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="100"/>
        <source>{who} laid {card}</source>
        <translation>{who} έριξε κάτω {card}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="107"/>
        <source>You took {taken} with {card}</source>
        <translation>Μάζεψες {taken} με {card}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="109"/>
        <source>{who} took {taken} with {card}</source>
        <translation>{who} μάζεψε {taken} με {card}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="117"/>
        <source>You declared {value}, putting {card} {on}</source>
        <translation>Δήλωσες {value}: έβαλες {card} {on}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="119"/>
        <source>{who} declared {value}, putting {card} {on}</source>
        <translation>{who} δήλωσε {value}: έβαλε {card} {on}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="126"/>
        <source>You declared {family} with {card}: {parts}</source>
        <translation>Έκανες {family} με {card}: {parts}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="128"/>
        <source>{who} declared {family} with {card}: {parts}</source>
        <translation>{who} έκανε {family} με {card}: {parts}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="136"/>
        <source>You raised the {old} to {value} with {cards}</source>
        <translation>Ανέβασες τα δηλωμένα {old} σε {value} με {cards}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="138"/>
        <source>{who} raised the {old} to {value} with {cards}</source>
        <translation>{who} ανέβασε τα δηλωμένα {old} σε {value} με {cards}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="145"/>
        <source>You added {cards} to {family}</source>
        <translation>Μεγάλωσες {family} με {cards}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="146"/>
        <source>{who} added {cards} to {family}</source>
        <translation>{who} μεγάλωσε {family} με {cards}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="153"/>
        <source>You added {cards} to the declared {old}, making it {family}</source>
        <translation>Πρόσθεσες {cards} στα δηλωμένα {old} και τα έκανες {family}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="155"/>
        <source>{who} added {cards} to the declared {old}, making it {family}</source>
        <translation>{who} πρόσθεσε {cards} στα δηλωμένα {old} και τα έκανε {family}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="162"/>
        <source>You took the cards left on the table: {cards} (R35)</source>
        <translation>Μάζεψες τα φύλλα που έμειναν στο τραπέζι: {cards} (R35)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="163"/>
        <source>{who} took the cards left on the table: {cards} (R35)</source>
        <translation>{who} μάζεψε τα φύλλα που έμειναν στο τραπέζι: {cards} (R35)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="170"/>
        <source>You dealt the last cards, {each} to each player.</source>
        <translation>Μοίρασες τα τελευταία φύλλα, από {each} στον καθένα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="171"/>
        <source>{who} dealt the last cards, {each} to each player.</source>
        <translation>{who} μοίρασε τα τελευταία φύλλα, από {each} στον καθένα.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/controller/history_words.py" line="174"/>
        <source>You dealt {each} more cards to each player; %n card(s) left in the stock.</source>
        <translation>
            <numerusform>Μοίρασες από {each} ακόμα φύλλα στον καθένα· στην τράπουλα μένει %n φύλλο.</numerusform>
            <numerusform>Μοίρασες από {each} ακόμα φύλλα στον καθένα· στην τράπουλα μένουν %n φύλλα.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/controller/history_words.py" line="178"/>
        <source>{who} dealt {each} more cards to each player; %n card(s) left in the stock.</source>
        <translation>
            <numerusform>{who} μοίρασε από {each} ακόμα φύλλα στον καθένα· στην τράπουλα μένει %n φύλλο.</numerusform>
            <numerusform>{who} μοίρασε από {each} ακόμα φύλλα στον καθένα· στην τράπουλα μένουν %n φύλλα.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="187"/>
        <source>Round {n}. You deal; on the table: {cards}.</source>
        <translation>Γύρος {n}. Μοιράζεις εσύ· στο τραπέζι: {cards}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="189"/>
        <source>Round {n}. {who} deals; on the table: {cards}.</source>
        <translation>Γύρος {n}. {who} μοιράζει· στο τραπέζι: {cards}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="214"/>
        <source>A computer, for you,</source>
        <translation>Ένας υπολογιστής, στη θέση σου,</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/history_words.py" line="215"/>
        <source>A computer, for {who},</source>
        <translation>Ένας υπολογιστής, αντί για {who},</translation>
    </message>
</context>
<context>
    <name>HistoryExport</name>
    <message>
        <source>&amp;Look in:</source>
        <translation type="vanished">Αναζήτηση &amp;σε:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation type="vanished">Όνομα &amp;αρχείου:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation type="vanished">&amp;Τύπος αρχείων:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="vanished">Άκυρο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/history_export.py" line="47"/>
        <source>Export the match history</source>
        <translation>Εξαγωγή του ιστορικού παρτίδων</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="vanished">&amp;Αποθήκευση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/history_export.py" line="49"/>
        <source>CSV, a row per round (*.csv)</source>
        <translation>CSV, μία γραμμή ανά γύρο (*.csv)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/history_export.py" line="50"/>
        <source>JSON, a document per match (*.json)</source>
        <translation>JSON, ένα αντικείμενο ανά παρτίδα (*.json)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/history_export.py" line="74"/>
        <source>The history could not be written to {path}: {error}</source>
        <translation>Το ιστορικό δεν γράφτηκε στο {path}: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/ui/dialogs/history_export.py" line="77"/>
        <source>%n match record(s) written to {path}.</source>
        <translation>
            <numerusform>Γράφτηκε %n παρτίδα στο {path}.</numerusform>
            <numerusform>Γράφτηκαν %n παρτίδες στο {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="60"/>
        <source>computer</source>
        <translation>υπολογιστής</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="62"/>
        <source>not known</source>
        <translation>άγνωστο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="64"/>
        <source>away — a computer plays</source>
        <translation>λείπει — παίζει ο υπολογιστής</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="67"/>
        <source>here</source>
        <translation>εδώ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="67"/>
        <source>away</source>
        <translation>λείπει</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="72"/>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="295"/>
        <source>team A</source>
        <translation>ομάδα Α</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="72"/>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="295"/>
        <source>team B</source>
        <translation>ομάδα Β</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="73"/>
        <source>Seat {n} ({team})</source>
        <translation>Θέση {n} ({team})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="74"/>
        <source>Seat {n}</source>
        <translation>Θέση {n}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="104"/>
        <source>&amp;Copy</source>
        <translation>Αντι&amp;γραφή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="104"/>
        <source>Copy the invitation</source>
        <translation>Αντιγραφή της πρόσκλησης</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="109"/>
        <source>Cop&amp;y</source>
        <translation>Αντιγρα&amp;φή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="109"/>
        <source>Copy the invitation for this network</source>
        <translation>Αντιγραφή της πρόσκλησης για αυτό το δίκτυο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="121"/>
        <source>Let anyone with the room code &amp;watch</source>
        <translation>Όποιος έχει τον κωδικό μπορεί να &amp;παρακολουθεί</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="123"/>
        <source>Watchers see the table, the piles, the history and the scores, never a card in anyone&apos;s hand.</source>
        <translation>Οι θεατές βλέπουν το τραπέζι, τις στοίβες, το ιστορικό και το σκορ, ποτέ φύλλο από χέρι παίκτη.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="149"/>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="261"/>
        <source>I am &amp;ready</source>
        <translation>Είμαι &amp;έτοιμος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="153"/>
        <source>&amp;Start the match</source>
        <translation>&amp;Ξεκίνα την παρτίδα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="156"/>
        <source>&amp;Leave the table</source>
        <translation>Φύγε από το &amp;τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="203"/>
        <source>The server cannot be reached: reconnecting…</source>
        <translation>Ο διακομιστής δεν απαντά: γίνεται επανασύνδεση…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="236"/>
        <source>Room code: {code}</source>
        <translation>Κωδικός τραπεζιού: {code}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="239"/>
        <source>Friends join with this code at {addresses}</source>
        <translation>Οι φίλοι μπαίνουν με αυτόν τον κωδικό στη διεύθυνση {addresses}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="260"/>
        <source>I am ready to &amp;play the next match</source>
        <translation>Είμαι έτοιμος για την &amp;επόμενη παρτίδα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="263"/>
        <source>You are watching this table: the match shows here when it starts.</source>
        <translation>Παρακολουθείς αυτό το τραπέζι: η παρτίδα θα φανεί εδώ μόλις αρχίσει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="266"/>
        <source>This table is between two matches: say you are ready to play the next one.</source>
        <translation>Το τραπέζι είναι ανάμεσα σε δύο παρτίδες: πες ότι είσαι έτοιμος για την επόμενη.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="274"/>
        <source>Waiting for friends: {seats}</source>
        <translation>Περιμένουμε φίλους: {seats}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="276"/>
        <source>Waiting for {names} to say they are ready.</source>
        <translation>Περιμένουμε να πει ότι είναι έτοιμος/η: {names}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="279"/>
        <source>Everyone is here and ready: start the match.</source>
        <translation>Είναι όλοι εδώ και έτοιμοι: ξεκίνα την παρτίδα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="281"/>
        <source>When everyone is ready, {host} starts the match.</source>
        <translation>Όταν είναι όλοι έτοιμοι, την παρτίδα την ξεκινά: {host}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="296"/>
        <source>Series: {a} {x} – {y} {b}</source>
        <translation>Σειρά παρτίδων: {a} {x} – {y} {b}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="305"/>
        <source>Watching: {names}</source>
        <translation>Παρακολουθούν: {names}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="317"/>
        <source>Turn c&amp;lock:</source>
        <translation>Χρόνος κί&amp;νησης:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="325"/>
        <source>Turn clock: {choice}</source>
        <translation>Χρόνος κίνησης: {choice}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="362"/>
        <source>For friends anywhere: {invitation}</source>
        <translation>Για φίλους οπουδήποτε: {invitation}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="363"/>
        <source>Invitation for friends: {invitation}</source>
        <translation>Πρόσκληση για φίλους: {invitation}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="372"/>
        <source>On this network: {invitation}</source>
        <translation>Σε αυτό το δίκτυο: {invitation}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="385"/>
        <source>Over IPv6: {invitations}</source>
        <translation>Μέσω IPv6: {invitations}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="387"/>
        <source>Friends whose internet has IPv6 can join all the same: {invitations}</source>
        <translation>Φίλοι που το διαδίκτυό τους έχει IPv6 μπορούν να μπουν κι έτσι: {invitations}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="395"/>
        <source>The invitation is copied: paste it to your friends.</source>
        <translation>Η πρόσκληση αντιγράφηκε: επικόλλησέ τη στους φίλους σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="400"/>
        <source>The invitation for this network is copied.</source>
        <translation>Η πρόσκληση για αυτό το δίκτυο αντιγράφηκε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="410"/>
        <source>A friend</source>
        <translation>Ένας φίλος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="412"/>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="437"/>
        <source>Computer: {level}</source>
        <translation>Υπολογιστής: {level}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="414"/>
        <source>Swap with next</source>
        <translation>Άλλαξε με την επόμενη</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="417"/>
        <source>Sit here</source>
        <translation>Κάτσε εδώ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="439"/>
        <source> (you)</source>
        <translation> (εσύ)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="441"/>
        <source>{name}: ready</source>
        <translation>{name}: έτοιμος/η</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/lobby.py" line="444"/>
        <source>(empty)</source>
        <translation>(άδεια)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Diloti — Δηλωτή</source>
        <translation type="vanished">Δηλωτή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="333"/>
        <source>&amp;New match…</source>
        <translation>&amp;Νέα παρτίδα…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="335"/>
        <source>Choose the rules and the opponent and start a new match</source>
        <translation>Διάλεξε κανόνες και αντίπαλο και ξεκίνα νέα παρτίδα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="338"/>
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="339"/>
        <source>Take back your last move and the computer&apos;s reply</source>
        <translation>Πάρε πίσω την τελευταία σου κίνηση και την απάντηση του υπολογιστή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="342"/>
        <source>&amp;Hint</source>
        <translation>&amp;Υπόδειξη</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="342"/>
        <source>Show a good move</source>
        <translation>Δείξε μου μια καλή κίνηση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="345"/>
        <source>Next &amp;round</source>
        <translation>Επόμενος &amp;γύρος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="345"/>
        <source>Deal the next round</source>
        <translation>Μοίρασε τον επόμενο γύρο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="348"/>
        <source>Re&amp;view last round…</source>
        <translation>Ανασκό&amp;πηση τελευταίου γύρου…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="349"/>
        <source>Your costliest decisions of the last round, by the Expert&apos;s estimate</source>
        <translation>Οι κινήσεις του τελευταίου γύρου που σου κόστισαν περισσότερο, κατά την εκτίμηση του Μάστορα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="351"/>
        <source>Play with &amp;friends…</source>
        <translation>Παίξε με &amp;φίλους…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="352"/>
        <source>Host a table for friends or join one, on your network or a server</source>
        <translation>Στήσε τραπέζι για φίλους ή μπες σε ένα, στο δίκτυό σου ή σε διακομιστή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="354"/>
        <source>&amp;Statistics…</source>
        <translation>&amp;Στατιστικά…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="355"/>
        <source>Your results, streaks and the score chart of every finished match</source>
        <translation>Τα αποτελέσματά σου, τα σερί και η πορεία του σκορ κάθε τελειωμένης παρτίδας</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="357"/>
        <source>M&amp;atches…</source>
        <translation>Παρτί&amp;δες…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="358"/>
        <source>Every match you finished: replay it, export it, play its deal again</source>
        <translation>Κάθε παρτίδα που τελείωσες: ξαναδές την, στείλ’ την, ξαναπαίξε το μοίρασμά της</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="360"/>
        <source>Play &amp;deal…</source>
        <translation>Παιχνίδι με αριθμό μοι&amp;ράσματος…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="361"/>
        <source>Start a match from a deal number, with these rules and players</source>
        <translation>Νέα παρτίδα από αριθμό μοιράσματος, με αυτούς τους κανόνες και παίκτες</translation>
    </message>
    <message>
        <source>Deal of the &amp;day…</source>
        <translation type="vanished">Μοίρασμα της &amp;ημέρας…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="364"/>
        <source>Today&apos;s deal, the same for everyone, and your results of the days before</source>
        <translation>Το σημερινό μοίρασμα, ίδιο για όλους, και τα αποτελέσματά σου τις προηγούμενες μέρες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="366"/>
        <source>Score &amp;pad…</source>
        <translation>&amp;Μπλοκ σκορ…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="367"/>
        <source>Keep the score of a match played with real cards</source>
        <translation>Κράτα το σκορ μιας παρτίδας με αληθινή τράπουλα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="369"/>
        <source>Your &amp;moves list</source>
        <translation>&amp;Λίστα με τις κινήσεις σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="370"/>
        <source>Choose a move from a list with the arrow keys and Enter</source>
        <translation>Διάλεξε κίνηση από λίστα με τα βελάκια και το Enter</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="372"/>
        <source>The &amp;table</source>
        <translation>Το &amp;τραπέζι</translation>
    </message>
    <message>
        <source>Arrow keys walk your hand; Up goes to the table, Enter selects or plays</source>
        <translation type="vanished">Τα βελάκια περνούν από τα χαρτιά σου· το Πάνω πάει στο τραπέζι, το Enter διαλέγει ή παίζει</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="376"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Προτιμήσεις…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="377"/>
        <source>Language, speed, card size, table colour and more</source>
        <translation>Γλώσσα, ταχύτητα, μέγεθος χαρτιών, χρώμα τραπεζιού κ.ά.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="384"/>
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="389"/>
        <source>&amp;Normal</source>
        <translation>&amp;Κανονική</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="389"/>
        <source>&amp;Fast</source>
        <translation>&amp;Γρήγορη</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="389"/>
        <source>&amp;Instant</source>
        <translation>&amp;Άμεση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="397"/>
        <source>Side &amp;panel</source>
        <translation>Πλαϊνό &amp;πάνελ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="400"/>
        <source>The history, your moves and the score sheet beside the table ({key})</source>
        <translation>Το ιστορικό, οι κινήσεις σου και το σκορ δίπλα στο τραπέζι ({key})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="403"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Τετράχρωμη τράπουλα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="404"/>
        <source>Diamonds blue and clubs green</source>
        <translation>Καρό μπλε και σπαθιά πράσινα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="408"/>
        <source>&amp;Rules summary</source>
        <translation>&amp;Σύνοψη κανόνων</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="411"/>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Γρίφοι…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="412"/>
        <source>Find the best move of a last deal, on your own table (your match waits)</source>
        <translation>Βρες την καλύτερη κίνηση στο τελευταίο μοίρασμα, στο δικό σου τραπέζι (η παρτίδα σου περιμένει)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="413"/>
        <source>&amp;About Diloti</source>
        <translation>Σ&amp;χετικά με τη Δηλωτή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="418"/>
        <source>&amp;Game</source>
        <translation>&amp;Παιχνίδι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="437"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ρυθμίσεις</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="440"/>
        <source>Animation &amp;speed</source>
        <translation>Ταχύτητα &amp;κινήσεων</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="446"/>
        <source>&amp;Help</source>
        <translation>&amp;Οδηγίες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="453"/>
        <source>Game</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="491"/>
        <source>Move history</source>
        <translation>Ιστορικό κινήσεων</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="493"/>
        <source>History</source>
        <translation>Ιστορικό</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="493"/>
        <source>The moves played so far, in words</source>
        <translation>Οι κινήσεις που παίχτηκαν ως τώρα, με λόγια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="494"/>
        <source>Moves</source>
        <translation>Κινήσεις</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="495"/>
        <source>Your moves, the table and your hand as lists (M)</source>
        <translation>Οι κινήσεις σου, το τραπέζι και το χέρι σου σε λίστες (M)</translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation type="vanished">Οι κινήσεις σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="499"/>
        <location filename="../../diloti_qt/ui/main_window.py" line="529"/>
        <source>Score sheet</source>
        <translation>Σκορ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="473"/>
        <source>Side panel</source>
        <translation>Πλαϊνό πάνελ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="363"/>
        <source>Deal of the da&amp;y…</source>
        <translation>Μοίρασμα της &amp;ημέρας…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="655"/>
        <source>The new language takes effect the next time Diloti starts.</source>
        <translation>Η νέα γλώσσα θα ισχύσει την επόμενη φορά που θα ανοίξεις τη Δηλωτή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/local_match.py" line="194"/>
        <source>Abandon this match?</source>
        <translation>Να εγκαταλείψεις την παρτίδα;</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/local_match.py" line="195"/>
        <source>A match is in progress. Start a new one and abandon it?</source>
        <translation>Μια παρτίδα είναι σε εξέλιξη. Να ξεκινήσει νέα και να εγκαταλειφθεί αυτή;</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/local_match.py" line="197"/>
        <source>The abandoned match is not counted in your statistics. You can turn this question off in the preferences.</source>
        <translation>Η παρτίδα που εγκαταλείπεις δεν μετράει στα στατιστικά σου. Αυτή την ερώτηση μπορείς να την κλείσεις από τις προτιμήσεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/local_match.py" line="196"/>
        <source>&amp;Choose a new match…</source>
        <translation>&amp;Διάλεξε νέα παρτίδα…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="373"/>
        <source>Arrow keys walk the table&apos;s cards and Enter selects them; Down goes to your hand, where Enter plays</source>
        <translation>Τα βελάκια περνούν από τα χαρτιά του τραπεζιού και το Enter τα διαλέγει· το Κάτω πάει στο χέρι σου, όπου το Enter παίζει</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/local_match.py" line="196"/>
        <source>&amp;Keep playing</source>
        <translation>&amp;Συνεχίζω να παίζω</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/local_match.py" line="177"/>
        <source>Looking for a good move…</source>
        <translation>Ψάχνω μια καλή κίνηση…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/local_match.py" line="182"/>
        <source>Hint: {why}</source>
        <translation>Υπόδειξη: {why}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/local_match.py" line="114"/>
        <location filename="../../diloti_qt/ui/online/match.py" line="211"/>
        <source>Target {target}</source>
        <translation>Στόχος {target}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/main_window.py" line="836"/>
        <source>Rule {rules} (see Help ▸ Rules summary)</source>
        <translation>Κανόνας {rules} (δες Οδηγίες ▸ Σύνοψη κανόνων)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/local_match.py" line="120"/>
        <source>Computer is thinking…</source>
        <translation>Ο υπολογιστής σκέφτεται…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/local_match.py" line="121"/>
        <source>{name} is thinking…</source>
        <translation>Ο {name} σκέφτεται…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/app.py" line="179"/>
        <location filename="../../diloti_qt/ui/local_match.py" line="87"/>
        <location filename="../../diloti_qt/ui/main_window.py" line="102"/>
        <source>Diloti</source>
        <translation>Δηλωτή</translation>
    </message>
</context>
<context>
    <name>MatchChart</name>
    <message>
        <location filename="../../diloti_qt/ui/replay/chart.py" line="47"/>
        <source>Most cards</source>
        <translation>Περισσότερα χαρτιά</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/chart.py" line="47"/>
        <source>Aces</source>
        <translation>Άσσοι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/chart.py" line="47"/>
        <source>10♦</source>
        <translation>10♦</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/chart.py" line="48"/>
        <source>2♣</source>
        <translation>2♣</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/chart.py" line="48"/>
        <source>Xeris</source>
        <translation>Ξερές</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/chart.py" line="86"/>
        <source>The match as a picture</source>
        <translation>Η παρτίδα σε εικόνα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/chart.py" line="160"/>
        <source>Round {n}: {me} {a}, {them} {b} ({parts})</source>
        <translation>Γύρος {n}: {me} {a}, {them} {b} ({parts})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/chart.py" line="163"/>
        <source>chance of winning {p}%</source>
        <translation>πιθανότητα νίκης {p}%</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/chart.py" line="166"/>
        <source>Target {target}.</source>
        <translation>Στόχος {target}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/chart.py" line="173"/>
        <source>Chance of winning (the Expert)</source>
        <translation>Πιθανότητα νίκης (ο Μάστορας)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/chart.py" line="175"/>
        <source>The chance of winning comes with the Expert&apos;s comments</source>
        <translation>Η πιθανότητα νίκης έρχεται με τα σχόλια του Μάστορα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/chart.py" line="177"/>
        <source>Target {target}</source>
        <translation>Στόχος {target}</translation>
    </message>
</context>
<context>
    <name>MatchRecords</name>
    <message>
        <location filename="../../diloti_qt/ui/replay/hooks.py" line="178"/>
        <source>{name} is not a match record that can be opened: {why}</source>
        <translation>Το {name} δεν είναι καταγραφή παρτίδας που μπορεί να ανοίξει: {why}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/hooks.py" line="181"/>
        <source>Open a match</source>
        <translation>Άνοιγμα παρτίδας</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/hooks.py" line="188"/>
        <source>The match could not be kept: {why}</source>
        <translation>Η παρτίδα δεν μπόρεσε να φυλαχτεί: {why}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/hooks.py" line="213"/>
        <source>Shown from {name}&apos;s seat: your name.</source>
        <translation>Από τη θέση του/της {name}: το όνομά σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/hooks.py" line="215"/>
        <source>Shown from {name}&apos;s seat: the only person at the table.</source>
        <translation>Από τη θέση του/της {name}: ο μόνος άνθρωπος στο τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/hooks.py" line="218"/>
        <source>Shown from {name}&apos;s seat: the file was kept by {name} (Play this deal asks whose cards you take).</source>
        <translation>Από τη θέση του/της {name}: το αρχείο το κράτησε ο/η {name} (το «Παίξε αυτό το μοίρασμα» θα ρωτήσει ποια φύλλα παίρνεις).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/hooks.py" line="220"/>
        <source>Shown from {name}&apos;s seat: the file does not say which seat was yours (Play this deal asks).</source>
        <translation>Από τη θέση του/της {name}: το αρχείο δεν λέει ποια θέση ήταν η δική σου (το «Παίξε αυτό το μοίρασμα» θα ρωτήσει).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/hooks.py" line="258"/>
        <source>The deals of that match, from {name}&apos;s seat, against the computer.</source>
        <translation>Τα μοιράσματα εκείνης της παρτίδας, από τη θέση του/της {name}, κόντρα στον υπολογιστή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/hooks.py" line="267"/>
        <source>The file does not say which seat was yours. Whose cards do you take?</source>
        <translation>Το αρχείο δεν λέει ποια θέση ήταν η δική σου. Ποιανού τα χαρτιά παίρνεις;</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/hooks.py" line="273"/>
        <source>{name} (seat {n})</source>
        <translation>{name} (θέση {n})</translation>
    </message>
    <message>
        <source>This match has no deal number (it was dealt at a table with friends): its deals cannot be played again yet.</source>
        <translation type="vanished">Αυτή η παρτίδα δεν έχει αριθμό μοιράσματος (μοιράστηκε σε τραπέζι με φίλους): τα μοιράσματά της δεν ξαναπαίζονται ακόμα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/hooks.py" line="242"/>
        <location filename="../../diloti_qt/ui/replay/hooks.py" line="266"/>
        <source>Play this deal</source>
        <translation>Παίξε αυτό το μοίρασμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/hooks.py" line="243"/>
        <source>The match in progress is abandoned (it is not counted in your statistics). Play this deal?</source>
        <translation>Η παρτίδα σε εξέλιξη εγκαταλείπεται (δεν μετράει στα στατιστικά σου). Να παιχτεί αυτό το μοίρασμα;</translation>
    </message>
</context>
<context>
    <name>MatchesDialog</name>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="53"/>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="96"/>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="204"/>
        <source>Won</source>
        <translation>Νίκη</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="53"/>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="96"/>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="204"/>
        <source>Lost</source>
        <translation>Ήττα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="54"/>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="207"/>
        <source>{result} {mine}–{theirs}</source>
        <translation>{result} {mine}–{theirs}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="81"/>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="343"/>
        <source>Matches</source>
        <translation>Παρτίδες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="106"/>
        <source>Kept matches</source>
        <translation>Φυλαγμένες παρτίδες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="91"/>
        <source>Search opponents, rules, deal number</source>
        <translation>Αναζήτηση σε αντιπάλους, κανόνες, αριθμό μοιράσματος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="92"/>
        <source>Search</source>
        <translation>Αναζήτηση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="95"/>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="105"/>
        <source>Result</source>
        <translation>Αποτέλεσμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="96"/>
        <source>Every result</source>
        <translation>Κάθε αποτέλεσμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="99"/>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="105"/>
        <source>Rules</source>
        <translation>Κανόνες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="105"/>
        <source>Date</source>
        <translation>Ημερομηνία</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="105"/>
        <source>Opponents</source>
        <translation>Αντίπαλοι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="105"/>
        <source>Deal number</source>
        <translation>Αριθμός μοιράσματος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="115"/>
        <source>&amp;Replay</source>
        <translation>&amp;Ξαναδές την</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="116"/>
        <source>&amp;Export this match…</source>
        <translation>Α&amp;ποθήκευση σε αρχείο…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="117"/>
        <source>&amp;Play this deal</source>
        <translation>Παίξε αυτό το &amp;μοίρασμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="118"/>
        <source>&amp;Delete</source>
        <translation>&amp;Διαγραφή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="119"/>
        <source>Delete &amp;all</source>
        <translation>Διαγραφή ό&amp;λων</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="120"/>
        <source>&amp;Close</source>
        <translation>&amp;Κλείσιμο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="150"/>
        <source>Every rule set</source>
        <translation>Όλοι οι κανόνες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="195"/>
        <source>{rules} · to {target}</source>
        <translation>{rules} · στους {target}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="209"/>
        <source>no record</source>
        <translation>χωρίς καταγραφή</translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="211"/>
        <source>%n match record(s) kept.</source>
        <translation>
            <numerusform>Φυλάγεται %n παρτίδα.</numerusform>
            <numerusform>Φυλάγονται %n παρτίδες.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="213"/>
        <source>No match kept yet: every match you finish is kept here, to replay and share.</source>
        <translation>Καμία φυλαγμένη παρτίδα ακόμα: κάθε παρτίδα που τελειώνεις φυλάγεται εδώ, για να την ξαναδείς και να τη στείλεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="258"/>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="278"/>
        <source>This match&apos;s record cannot be read: {why}</source>
        <translation>Η καταγραφή αυτής της παρτίδας δεν διαβάζεται: {why}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="300"/>
        <source>The match could not be written to {name}: {why}</source>
        <translation>Η παρτίδα δεν γράφτηκε στο {name}: {why}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="303"/>
        <source>The match was written to {name}.</source>
        <translation>Η παρτίδα γράφτηκε στο {name}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="312"/>
        <source>Export this match</source>
        <translation>Αποθήκευση της παρτίδας σε αρχείο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="314"/>
        <source>Diloti matches (*.diloti)</source>
        <translation>Παρτίδες Δηλωτής (*.diloti)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="329"/>
        <source>Delete this match&apos;s record? Its result stays in your statistics.</source>
        <translation>Να διαγραφεί η καταγραφή αυτής της παρτίδας; Το αποτέλεσμα μένει στα στατιστικά σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/matches.py" line="338"/>
        <source>Delete every kept match record? The results stay in your statistics.</source>
        <translation>Να διαγραφούν όλες οι φυλαγμένες παρτίδες; Τα αποτελέσματα μένουν στα στατιστικά σου.</translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="118"/>
        <source>Your legal moves</source>
        <translation>Οι κινήσεις που μπορείς να κάνεις</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="119"/>
        <source>Enter or a double-click plays the move</source>
        <translation>Με Enter ή διπλό κλικ παίζεται η κίνηση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="126"/>
        <source>Cards on the table</source>
        <translation>Χαρτιά στο τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="127"/>
        <source>Loose cards, then declarations</source>
        <translation>Πρώτα τα ελεύθερα χαρτιά, μετά τα δηλωμένα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="130"/>
        <source>Your hand</source>
        <translation>Το χέρι σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="130"/>
        <source>The cards in your hand</source>
        <translation>Τα χαρτιά στο χέρι σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="133"/>
        <source>Your &amp;moves:</source>
        <translation>Οι &amp;κινήσεις σου:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="134"/>
        <source>On the &amp;table:</source>
        <translation>Στο &amp;τραπέζι:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="135"/>
        <source>In your h&amp;and:</source>
        <translation>Στο &amp;χέρι σου:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="175"/>
        <source>No match in progress.</source>
        <translation>Δεν παίζεται παρτίδα.</translation>
    </message>
    <message>
        <source>The match is over. Start a new one from the Game menu.</source>
        <translation type="vanished">Η παρτίδα τελείωσε. Ξεκίνα νέα από το μενού Παιχνίδι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="179"/>
        <source>The round is over. Press N for the next round.</source>
        <translation>Ο γύρος τελείωσε. Πάτα N για τον επόμενο γύρο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="183"/>
        <source>Your turn: choose a move and press Enter.</source>
        <translation>Σειρά σου: διάλεξε κίνηση και πάτα Enter.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="185"/>
        <source>Your move is being sent…</source>
        <translation>Η κίνησή σου στέλνεται…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="187"/>
        <source>Your turn is coming.</source>
        <translation>Έρχεται η σειρά σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="189"/>
        <source>The computer is playing.</source>
        <translation>Παίζει ο υπολογιστής.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/moves_panel.py" line="191"/>
        <source>{name} is playing.</source>
        <translation>Παίζει ο {name}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/models/legal_moves.py" line="40"/>
        <source>{card}: %n more move(s), not listed. To find yours, select the table cards you mean on the table (Up, then Enter on each), go back to {card} (Down) and press Enter.</source>
        <translation>
            <numerusform>{card}: άλλη %n κίνηση, που δεν φαίνεται εδώ. Για να βρεις τη δική σου, διάλεξε στο τραπέζι τα χαρτιά που εννοείς (Πάνω, μετά Enter στο καθένα), γύρνα στο {card} (Κάτω) και πάτα Enter.</numerusform>
            <numerusform>{card}: άλλες %n κινήσεις, που δεν φαίνονται εδώ. Για να βρεις τη δική σου, διάλεξε στο τραπέζι τα χαρτιά που εννοείς (Πάνω, μετά Enter στο καθένα), γύρνα στο {card} (Κάτω) και πάτα Enter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/models/legal_moves.py" line="45"/>
        <source>{card}: at least %n more move(s), not listed. To find yours, select the table cards you mean on the table (Up, then Enter on each), go back to {card} (Down) and press Enter.</source>
        <translation>
            <numerusform>{card}: τουλάχιστον %n ακόμα κίνηση, που δεν φαίνεται εδώ. Για να βρεις τη δική σου, διάλεξε στο τραπέζι τα χαρτιά που εννοείς (Πάνω, μετά Enter στο καθένα), γύρνα στο {card} (Κάτω) και πάτα Enter.</numerusform>
            <numerusform>{card}: τουλάχιστον %n ακόμα κινήσεις, που δεν φαίνονται εδώ. Για να βρεις τη δική σου, διάλεξε στο τραπέζι τα χαρτιά που εννοείς (Πάνω, μετά Enter στο καθένα), γύρνα στο {card} (Κάτω) και πάτα Enter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="39"/>
        <source>Random</source>
        <translation>Στην τύχη</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="40"/>
        <source>Easy</source>
        <translation>Εύκολος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="41"/>
        <source>Medium</source>
        <translation>Μέτριος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="42"/>
        <source>Hard</source>
        <translation>Δύσκολος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="43"/>
        <source>Expert</source>
        <translation>Μάστορας</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="51"/>
        <source>Takes what it sees and often leaves you a sweep: for your very first games.</source>
        <translation>Παίρνει ό,τι βλέπει και συχνά σου αφήνει ξερή: για τις πρώτες σου παρτίδες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="53"/>
        <source>Counts the cards, avoids leaving sweeps and declares with care: a real game for most players.</source>
        <translation>Μετράει τα χαρτιά, δεν αφήνει εύκολα ξερή και δηλώνει με προσοχή: αληθινή παρτίδα για τους περισσότερους παίκτες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="55"/>
        <source>Reads your likely hand from what you played, looks ahead and plays the last deal perfectly.</source>
        <translation>Μαντεύει το χέρι σου από όσα έπαιξες, σκέφτεται μπροστά και παίζει τέλεια το τελευταίο μοίρασμα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="57"/>
        <source>The strongest: weighs many possible hands on every move. For experienced players.</source>
        <translation>Ο πιο δυνατός: ζυγίζει πολλά πιθανά χέρια σε κάθε κίνηση. Για έμπειρους παίκτες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="65"/>
        <source>Classic, two players</source>
        <translation>Κλασική, δύο παίκτες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="66"/>
        <source>The rules of record (pagat.com), every house rule off.</source>
        <translation>Οι κανόνες αναφοράς (pagat.com), χωρίς καμία παραλλαγή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="67"/>
        <source>Taverna, two players</source>
        <translation>Της ταβέρνας, δύο παίκτες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="68"/>
        <source>Greek taverna rules: must capture, forced sums («ζ»), three face cards go to the fourth, σόι locked.</source>
        <translation>Οι κανόνες της ταβέρνας: υποχρεωτικό μάζεμα, υποχρεωτικά αθροίσματα («ζ»), τις τρεις φιγούρες τις παίρνει η τέταρτη, κλειδωμένο σόι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="70"/>
        <source>Taverna, four players</source>
        <translation>Της ταβέρνας, τέσσερις παίκτες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="71"/>
        <source>Two against two, partners opposite, with the taverna rules.</source>
        <translation>Δύο εναντίον δύο, οι συμπαίκτες απέναντι, με τους κανόνες της ταβέρνας.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="72"/>
        <source>Partnership, four players</source>
        <translation>Ζευγάρια, τέσσερις παίκτες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="73"/>
        <source>Two against two, partners opposite, every house rule off.</source>
        <translation>Δύο εναντίον δύο, οι συμπαίκτες απέναντι, χωρίς καμία παραλλαγή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="80"/>
        <source>Must capture</source>
        <translation>Υποχρεωτικό μάζεμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="81"/>
        <source>A card that could capture may not be laid (it may still declare).</source>
        <translation>Χαρτί που μπορεί να πάρει δεν ρίχνεται κάτω (μπορεί όμως να δηλώσει).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="83"/>
        <source>Forced sums («ζ»)</source>
        <translation>Υποχρεωτικά αθροίσματα («ζ»)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="84"/>
        <source>Taking a declaration may not leave loose cards worth its value on the table.</source>
        <translation>Όποιος μαζεύει δηλωμένα δεν αφήνει στο τραπέζι ελεύθερα χαρτιά της ίδιας αξίας.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="86"/>
        <source>Sweep the rank</source>
        <translation>Σκούπισμα του ίδιου χαρτιού</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="87"/>
        <source>A numeral capture may not leave a loose card of the capturing card&apos;s rank.</source>
        <translation>Όταν παίρνεις με νούμερο, δεν αφήνεις στο τραπέζι ελεύθερο χαρτί ίδιο με αυτό που έπαιξες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="89"/>
        <source>Three equal face cards dealt</source>
        <translation>Τρεις ίδιες φιγούρες στο μοίρασμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="90"/>
        <source>Among the first four table cards: redeal, or leave them for the fourth card of that rank to take all three.</source>
        <translation>Στα τέσσερα πρώτα χαρτιά του τραπεζιού: ξαναμοίρασμα, ή μένουν κάτω ώσπου η τέταρτη ίδια φιγούρα να τις πάρει και τις τρεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="92"/>
        <source>Raise your own declaration</source>
        <translation>Ανέβασμα της δικής σου δήλωσης</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="93"/>
        <source>The owner may raise its own simple declaration.</source>
        <translation>Όποιος δήλωσε μπορεί να ανεβάσει τη δική του απλή δήλωση.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="94"/>
        <source>Raise with table cards</source>
        <translation>Ανέβασμα με χαρτιά του τραπεζιού</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="95"/>
        <source>A raise may also add loose table cards.</source>
        <translation>Στο ανέβασμα μπορείς να βάλεις και ελεύθερα χαρτιά του τραπεζιού.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="96"/>
        <source>Anyone may extend a family</source>
        <translation>Όλοι συμπληρώνουν πολλαπλές δηλώσεις</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="97"/>
        <source>Anyone allowed to declare may extend a family of exact value and become its owner.</source>
        <translation>Όποιος μπορεί να δηλώσει μπορεί να συμπληρώσει πολλαπλή δήλωση της ίδιας ακριβώς αξίας και να γίνει δική του.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="99"/>
        <source>Σόι locked</source>
        <translation>Κλειδωμένο σόι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="100"/>
        <source>A family of exactly two equal single cards can never be extended.</source>
        <translation>Πολλαπλή δήλωση από ακριβώς δύο ίδια μονά χαρτιά δεν συμπληρώνεται ποτέ.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="102"/>
        <source>First card may score a xeri</source>
        <translation>Ξερή και με το πρώτο χαρτί</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="103"/>
        <source>The round&apos;s very first card can score a xeri.</source>
        <translation>Και το πρώτο πρώτο χαρτί του γύρου μπορεί να κάνει ξερή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="104"/>
        <source>Target score</source>
        <translation>Πόντοι για νίκη</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="105"/>
        <source>The match ends when a side reaches this score.</source>
        <translation>Η παρτίδα τελειώνει όταν μια πλευρά φτάσει αυτούς τους πόντους.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="106"/>
        <source>Direction of play</source>
        <translation>Φορά του παιχνιδιού</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="107"/>
        <source>Four players: the direction the turn passes in.</source>
        <translation>Τέσσερις παίκτες: προς τα πού πηγαίνει η σειρά.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="113"/>
        <source>No</source>
        <translation>Όχι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="114"/>
        <source>Yes</source>
        <translation>Ναι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="115"/>
        <source>Redeal</source>
        <translation>Ξαναμοίρασμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="116"/>
        <source>The fourth takes all three</source>
        <translation>Η τέταρτη τις παίρνει και τις τρεις</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="117"/>
        <source>Counter-clockwise</source>
        <translation>Αριστερόστροφα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="118"/>
        <source>Clockwise</source>
        <translation>Δεξιόστροφα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="141"/>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="241"/>
        <source>New match</source>
        <translation>Νέα παρτίδα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="146"/>
        <source>T&amp;wo: you against the computer</source>
        <translation>&amp;Δύο: εσύ κόντρα στον υπολογιστή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="147"/>
        <source>&amp;Four: you and a partner against two</source>
        <translation>&amp;Τέσσερις: εσύ και ένας συμπαίκτης κόντρα σε δύο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="148"/>
        <source>One against one.</source>
        <translation>Ένας εναντίον ενός.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="149"/>
        <source>Two against two, partners opposite; play passes counter-clockwise (R40, R41).</source>
        <translation>Δύο εναντίον δύο, οι συμπαίκτες απέναντι· η σειρά πηγαίνει αριστερόστροφα (R40, R41).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="180"/>
        <source>Your computer partner, opposite you. It plays for your side.</source>
        <translation>Ο συμπαίκτης σου, ο υπολογιστής, κάθεται απέναντί σου. Παίζει για την ομάδα σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="193"/>
        <source>Play to {target}</source>
        <translation>Παρτίδα στους {target}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="198"/>
        <source>Players:</source>
        <translation>Παίκτες:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="201"/>
        <source>&amp;Partner:</source>
        <translation>&amp;Συμπαίκτης:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="202"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Κανόνες:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="383"/>
        <source>&amp;Opponents:</source>
        <translation>&amp;Αντίπαλοι:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="384"/>
        <source>The level of both computer opponents.</source>
        <translation>Το επίπεδο και των δύο αντιπάλων σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="385"/>
        <source>The computer&apos;s level.</source>
        <translation>Το επίπεδο του υπολογιστή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="200"/>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="383"/>
        <source>&amp;Opponent:</source>
        <translation>&amp;Αντίπαλος:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="205"/>
        <source>&amp;Target score:</source>
        <translation>&amp;Πόντοι για νίκη:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="244"/>
        <source>House rules</source>
        <translation>Παραλλαγές</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="229"/>
        <source>Reset to the profile&apos;s rules</source>
        <translation>Επαναφορά στους κανόνες της επιλογής</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/new_game.py" line="236"/>
        <source>&amp;Start</source>
        <translation>&amp;Ξεκίνα</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="22"/>
        <source>No open table has this code. Check the code and the address.</source>
        <translation>Κανένα ανοιχτό τραπέζι δεν έχει αυτόν τον κωδικό. Έλεγξε τον κωδικό και τη διεύθυνση.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="23"/>
        <source>Every seat at this table is taken.</source>
        <translation>Όλες οι θέσεις σε αυτό το τραπέζι είναι πιασμένες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="24"/>
        <source>That cannot be done at this moment of the game.</source>
        <translation>Αυτό δεν γίνεται αυτή τη στιγμή της παρτίδας.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="25"/>
        <source>Only the host can do that.</source>
        <translation>Μόνο αυτός που στήνει το τραπέζι μπορεί να το κάνει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="26"/>
        <source>That seat is not free.</source>
        <translation>Αυτή η θέση δεν είναι ελεύθερη.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="27"/>
        <source>It is not your turn.</source>
        <translation>Δεν είναι η σειρά σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="28"/>
        <source>Too many messages: wait a moment.</source>
        <translation>Πάρα πολλά μηνύματα: περίμενε λίγο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="29"/>
        <source>The server is full. Try again later.</source>
        <translation>Ο διακομιστής είναι γεμάτος. Δοκίμασε ξανά αργότερα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="30"/>
        <source>Could not reach the server at this address.</source>
        <translation>Δεν βρέθηκε διακομιστής σε αυτή τη διεύθυνση.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="31"/>
        <source>Could not start the table on this computer.</source>
        <translation>Δεν ήταν δυνατό να στηθεί το τραπέζι σε αυτόν τον υπολογιστή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="32"/>
        <source>The connection to the table was lost.</source>
        <translation>Χάθηκε η σύνδεση με το τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="33"/>
        <source>The host of this table does not let anyone watch it.</source>
        <translation>Όποιος έστησε αυτό το τραπέζι δεν επιτρέπει σε κανέναν να το παρακολουθεί.</translation>
    </message>
    <message>
        <source>The server could not save this table (its disk is full or failing): the match is paused until the server is mended.</source>
        <translation type="vanished">Ο διακομιστής δεν μπόρεσε να αποθηκεύσει αυτό το τραπέζι (ο δίσκος του είναι γεμάτος ή χαλασμένος): η παρτίδα σταματά ώσπου να διορθωθεί ο διακομιστής.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="34"/>
        <source>The server cannot store this table at the moment (its database or its disk), so the match is paused at the last move stored. It goes on from there once the server can store it again.</source>
        <translation>Ο διακομιστής δεν μπορεί να αποθηκεύσει αυτό το τραπέζι αυτή τη στιγμή (η βάση δεδομένων ή ο δίσκος του), οπότε η παρτίδα σταματά στην τελευταία κίνηση που αποθηκεύτηκε. Συνεχίζει από εκεί μόλις ο διακομιστής μπορέσει ξανά να την αποθηκεύσει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="37"/>
        <source>Your table with friends could not be restored: its saved copy was damaged and has been kept aside. Host or join a table again.</source>
        <translation>Το τραπέζι σου με τους φίλους δεν μπόρεσε να ξαναστηθεί: το αποθηκευμένο αντίγραφό του είχε χαλάσει και φυλάχτηκε στην άκρη. Στήσε ή μπες ξανά σε τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="40"/>
        <source>The server refused that.</source>
        <translation>Ο διακομιστής δεν το δέχτηκε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="48"/>
        <source>This table needs a newer diloti-qt: update the game to join it.</source>
        <translation>Αυτό το τραπέζι θέλει νεότερο diloti-qt: ενημερώστε το παιχνίδι για να μπείτε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="49"/>
        <source>This table runs an older diloti-qt: ask whoever runs it to update the game.</source>
        <translation>Αυτό το τραπέζι τρέχει παλαιότερο diloti-qt: ζητήστε από όποιον το τρέχει να ενημερώσει το παιχνίδι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="62"/>
        <source>The host closed the table: the match with friends is over.</source>
        <translation>Αυτός που έστησε το τραπέζι το έκλεισε: η παρτίδα με τους φίλους τελείωσε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="63"/>
        <source>The server stopped: the match with friends is over.</source>
        <translation>Ο διακομιστής σταμάτησε: η παρτίδα με τους φίλους τελείωσε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="69"/>
        <source>Paste the invitation your friend sent (diloti://…).</source>
        <translation>Επικόλλησε την πρόσκληση που σου έστειλε ο φίλος σου (diloti://…).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="70"/>
        <source>That invitation is far too long to be one.</source>
        <translation>Αυτή η πρόσκληση είναι πολύ μεγάλη για να είναι πρόσκληση.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="71"/>
        <source>That invitation has spaces or characters an invitation never has.</source>
        <translation>Αυτή η πρόσκληση έχει κενά ή χαρακτήρες που μια πρόσκληση δεν έχει ποτέ.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="72"/>
        <source>An invitation looks like diloti://server:8765/ABCDE-FGHJK.</source>
        <translation>Μια πρόσκληση μοιάζει με diloti://server:8765/ABCDE-FGHJK.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="73"/>
        <source>An invitation starts with diloti:// or dilotis://.</source>
        <translation>Μια πρόσκληση αρχίζει με diloti:// ή dilotis://.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="74"/>
        <source>The server&apos;s name in that invitation is not a valid one.</source>
        <translation>Το όνομα του διακομιστή σε αυτή την πρόσκληση δεν είναι έγκυρο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="75"/>
        <source>The port in that invitation is not a number from 1 to 65535.</source>
        <translation>Η θύρα σε αυτή την πρόσκληση δεν είναι αριθμός από 1 έως 65535.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="76"/>
        <source>The room code in that invitation is not one (ten letters and digits).</source>
        <translation>Ο κωδικός τραπεζιού σε αυτή την πρόσκληση δεν είναι έγκυρος (δέκα γράμματα και ψηφία).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="87"/>
        <source>Asking your router to let friends on the internet in…</source>
        <translation>Ζητάμε από τον δρομολογητή σου να αφήσει να μπουν φίλοι από το διαδίκτυο…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="89"/>
        <source>Your router opened a port for this table: friends anywhere can join with the first invitation. It closes when the table closes.</source>
        <translation>Ο δρομολογητής σου άνοιξε μια θύρα για αυτό το τραπέζι: φίλοι από οπουδήποτε μπαίνουν με την πρώτη πρόσκληση. Κλείνει όταν κλείσει το τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="92"/>
        <source>Only friends on your network can join: the router is not asked to open a port (Preferences).</source>
        <translation>Μόνο φίλοι στο δίκτυό σου μπορούν να μπουν: δεν ζητείται από τον δρομολογητή να ανοίξει θύρα (Προτιμήσεις).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="98"/>
        <source>Only friends on your network can join: your internet provider shares one address among many homes, so no port can be opened for you. To play with friends elsewhere, host the table on a server.</source>
        <translation>Μόνο φίλοι στο δίκτυό σου μπορούν να μπουν: ο πάροχος του διαδικτύου σου μοιράζει μία διεύθυνση σε πολλά σπίτια, οπότε καμία θύρα δεν μπορεί να ανοίξει για σένα. Για να παίξεις με φίλους αλλού, στήσε το τραπέζι σε διακομιστή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="102"/>
        <source>Only friends on your network can join: your router refused to open a port. Allow UPnP or NAT-PMP in its settings, or host the table on a server.</source>
        <translation>Μόνο φίλοι στο δίκτυό σου μπορούν να μπουν: ο δρομολογητής σου αρνήθηκε να ανοίξει θύρα. Επίτρεψε το UPnP ή το NAT-PMP στις ρυθμίσεις του, ή στήσε το τραπέζι σε διακομιστή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/words.py" line="105"/>
        <source>Only friends on your network can join: no router answered the request to open a port. Turn on UPnP or NAT-PMP in your router&apos;s settings, or host the table on a server.</source>
        <translation>Μόνο φίλοι στο δίκτυό σου μπορούν να μπουν: κανένας δρομολογητής δεν απάντησε στο αίτημα να ανοίξει θύρα. Ενεργοποίησε το UPnP ή το NAT-PMP στις ρυθμίσεις του δρομολογητή σου, ή στήσε το τραπέζι σε διακομιστή.</translation>
    </message>
    <message>
        <source>This server runs a different version of the game.</source>
        <translation type="vanished">Αυτός ο διακομιστής τρέχει άλλη έκδοση του παιχνιδιού.</translation>
    </message>
</context>
<context>
    <name>OnlinePanel</name>
    <message>
        <source>You</source>
        <translation type="vanished">Εσύ</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation type="vanished">Θέση {n}</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation type="vanished">Υπολογιστής ({level})</translation>
    </message>
    <message>
        <source>family of {v}</source>
        <translation type="vanished">δηλωμένα {v}</translation>
    </message>
    <message>
        <source>declared {v}</source>
        <translation type="vanished">δήλωση {v}</translation>
    </message>
    <message>
        <source>(the table is empty)</source>
        <translation type="vanished">(το τραπέζι είναι άδειο)</translation>
    </message>
    <message>
        <source>On the table:</source>
        <translation type="vanished">Στο τραπέζι:</translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation type="vanished">Οι κινήσεις σου</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation type="vanished">Οι κινήσεις που παίχτηκαν</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation type="vanished">Φύγε από το &amp;τραπέζι</translation>
    </message>
    <message>
        <source>Connection lost: trying again…</source>
        <translation type="vanished">Χάθηκε η σύνδεση: ξαναδοκιμάζουμε…</translation>
    </message>
    <message>
        <source>Round over: {a} to {b}.</source>
        <translation type="vanished">Τέλος γύρου: {a} με {b}.</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation type="vanished">Ομάδα Α</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation type="vanished">Ομάδα Β</translation>
    </message>
    <message>
        <source>   ·   stock: {n}</source>
        <translation type="vanished">   ·   τράπουλα: {n}</translation>
    </message>
    <message>
        <source>Your hand: {cards}</source>
        <translation type="vanished">Τα χαρτιά σου: {cards}</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation type="vanished">Ο γύρος τελείωσε.</translation>
    </message>
    <message>
        <source>Your turn: choose a move.</source>
        <translation type="vanished">Σειρά σου: διάλεξε κίνηση.</translation>
    </message>
    <message>
        <source>{who} to play.</source>
        <translation type="vanished">Σειρά έχει: {who}.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation type="vanished">
            <numerusform>%n χαρτί</numerusform>
            <numerusform>%n χαρτιά</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineSeat</name>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="171"/>
        <source>You</source>
        <translation>Εσύ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="174"/>
        <location filename="../../diloti_qt/ui/online/seat.py" line="177"/>
        <location filename="../../diloti_qt/ui/online/seat.py" line="451"/>
        <source>Seat {n}</source>
        <translation>Θέση {n}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="186"/>
        <source>Computer ({level})</source>
        <translation>Υπολογιστής ({level})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="263"/>
        <source>Wait: the connection to the table is coming back.</source>
        <translation>Περίμενε: η σύνδεση με το τραπέζι επανέρχεται.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="265"/>
        <source>Wait: the table is taking your move.</source>
        <translation>Περίμενε: το τραπέζι παίρνει την κίνησή σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="432"/>
        <source>A computer plays your seat now: Table ▸ Play my seat again takes it back.</source>
        <translation>Ο υπολογιστής παίζει τώρα στη θέση σου: με Τραπέζι ▸ Παίζω ξανά στη θέση μου την παίρνεις πίσω.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="450"/>
        <source>{name} left the table.</source>
        <translation>{name}: έφυγε από το τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="456"/>
        <source>A computer now plays at {name}&apos;s seat.</source>
        <translation>Στη θέση του/της {name} παίζει τώρα ο υπολογιστής.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="461"/>
        <source>{name}&apos;s connection dropped: the table waits for them.</source>
        <translation>Χάθηκε η σύνδεση του/της {name}: το τραπέζι περιμένει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="464"/>
        <source>{name}&apos;s connection dropped: the table waits {minutes}:{seconds:02d} for them, then a computer plays for them until they come back.</source>
        <translation>Χάθηκε η σύνδεση του/της {name}: το τραπέζι περιμένει {minutes}:{seconds:02d}, και μετά ο υπολογιστής παίζει για {name} μέχρι να γυρίσει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="469"/>
        <source>A computer plays for {name} until they come back.</source>
        <translation>Ο υπολογιστής παίζει για {name} μέχρι να γυρίσει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="474"/>
        <source>{name}&apos;s seat waits for them again.</source>
        <translation>Η θέση του/της {name} τον/την περιμένει ξανά.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="476"/>
        <source>{name}&apos;s seat waits {minutes}:{seconds:02d} for them again.</source>
        <translation>Η θέση του/της {name} τον/την περιμένει ξανά {minutes}:{seconds:02d}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="480"/>
        <source>{name} is back at the table.</source>
        <translation>Ο/Η {name} γύρισε στο τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="492"/>
        <source>You are back at the table.</source>
        <translation>Γύρισες στο τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="493"/>
        <source>Connection lost: trying to come back…</source>
        <translation>Χάθηκε η σύνδεση: προσπαθώ να επιστρέψω…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="516"/>
        <source>Your move is being sent to the table…</source>
        <translation>Η κίνησή σου στέλνεται στο τραπέζι…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="517"/>
        <source>Connection lost: your move waits to be sent…</source>
        <translation>Χάθηκε η σύνδεση: η κίνησή σου περιμένει να σταλεί…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="527"/>
        <source>The server did not answer: your move was not played. Play it again.</source>
        <translation>Ο διακομιστής δεν απάντησε: η κίνησή σου δεν παίχτηκε. Παίξε την ξανά.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="535"/>
        <source>The server answered late: your move was played after all.</source>
        <translation>Ο διακομιστής απάντησε αργά: η κίνησή σου παίχτηκε τελικά.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="569"/>
        <source>The server stores the table again: the match goes on.</source>
        <translation>Ο διακομιστής αποθηκεύει ξανά το τραπέζι: η παρτίδα συνεχίζεται.</translation>
    </message>
    <message>
        <source>{name} did not come back: a computer plays for them.</source>
        <translation type="vanished">Ο/Η {name} δεν γύρισε: παίζει ο υπολογιστής στη θέση του/της.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="187"/>
        <source>Computer at seat {n} ({level})</source>
        <translation>Υπολογιστής στη θέση {n} ({level})</translation>
    </message>
    <message>
        <source>Computer on your right ({level})</source>
        <translation type="vanished">Υπολογιστής στα δεξιά σου ({level})</translation>
    </message>
    <message>
        <source>Computer on your left ({level})</source>
        <translation type="vanished">Υπολογιστής στα αριστερά σου ({level})</translation>
    </message>
    <message>
        <source>Computer opposite you ({level})</source>
        <translation type="vanished">Υπολογιστής απέναντί σου ({level})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="277"/>
        <source>The match is over. The players may play another one at this table.</source>
        <translation>Η παρτίδα τελείωσε. Οι παίκτες μπορούν να παίξουν κι άλλη σε αυτό το τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/seat.py" line="278"/>
        <source>The match is over. Play again from the score sheet or the Table menu (the next match starts when everyone agrees), or leave the table.</source>
        <translation>Η παρτίδα τελείωσε. Πάτα «Ξαναπαίζουμε» στο σκορ ή στο μενού Τραπέζι (η επόμενη παρτίδα αρχίζει όταν συμφωνήσουν όλοι) ή φύγε από το τραπέζι.</translation>
    </message>
</context>
<context>
    <name>OnlineSheet</name>
    <message>
        <source>Us</source>
        <translation type="vanished">Εμείς</translation>
    </message>
    <message>
        <source>Them</source>
        <translation type="vanished">Εσείς</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="49"/>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="64"/>
        <source>The round is shared, {a} to {b}.</source>
        <translation>Ισοπαλία στον γύρο, {a} με {b}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="67"/>
        <source>You take the round, {a} to {b}.</source>
        <translation>Κερδίζεις τον γύρο, {a} με {b}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="54"/>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="68"/>
        <source>{name} takes the round, {b} to {a}.</source>
        <translation>Τον γύρο τον κερδίζει: {name}, {b} με {a}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="71"/>
        <source>Your side takes the round, {a} to {b}.</source>
        <translation>Η ομάδα σου κερδίζει τον γύρο, {a} με {b}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="72"/>
        <source>The other side takes the round, {b} to {a}.</source>
        <translation>Η άλλη ομάδα κερδίζει τον γύρο, {b} με {a}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="83"/>
        <source>You win the match, {a} to {b}!</source>
        <translation>Κέρδισες την παρτίδα, {a} με {b}!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="53"/>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="84"/>
        <source>{name} wins the match, {b} to {a}.</source>
        <translation>Την παρτίδα την κερδίζει: {name}, {b} με {a}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="87"/>
        <source>Your side wins the match, {a} to {b}!</source>
        <translation>Η ομάδα σου κέρδισε την παρτίδα, {a} με {b}!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="88"/>
        <source>The other side wins the match, {b} to {a}.</source>
        <translation>Η άλλη ομάδα κερδίζει την παρτίδα, {b} με {a}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="93"/>
        <source>no commitment to it came before the first card.</source>
        <translation>δεν ήρθε δέσμευση γι’ αυτό πριν από το πρώτο φύλλο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="94"/>
        <source>the table did not reveal its seed when the round ended.</source>
        <translation>το τραπέζι δεν φανέρωσε τον σπόρο του όταν τελείωσε ο γύρος.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="96"/>
        <source>the seed revealed does not match the commitment sent with the deal.</source>
        <translation>ο σπόρος που φανερώθηκε δεν ταιριάζει με τη δέσμευση που ήρθε με το μοίρασμα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="98"/>
        <source>the seed revealed deals other cards than the ones dealt.</source>
        <translation>ο σπόρος που φανερώθηκε μοιράζει άλλα φύλλα από αυτά που μοιράστηκαν.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="100"/>
        <source>the table sent two different commitments for it.</source>
        <translation>το τραπέζι έστειλε δύο διαφορετικές δεσμεύσεις γι’ αυτό.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="113"/>
        <source>This deal was fixed before the first card: checked.</source>
        <translation>Αυτό το μοίρασμα ήταν ορισμένο πριν από το πρώτο φύλλο: ελέγχθηκε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="115"/>
        <source>This deal could not be checked: {why}</source>
        <translation>Αυτό το μοίρασμα δεν μπόρεσε να ελεγχθεί: {why}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="124"/>
        <source>Series: {a} {x} – {y} {b}</source>
        <translation>Σειρά παρτίδων: {a} {x} – {y} {b}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="141"/>
        <source>End of the match</source>
        <translation>Τέλος της παρτίδας</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="142"/>
        <source>End of round {n}</source>
        <translation>Τέλος του γύρου {n}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="163"/>
        <source>This round</source>
        <translation>Αυτός ο γύρος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="164"/>
        <source>Score sheet</source>
        <translation>Σκορ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="188"/>
        <source>&amp;Play again</source>
        <translation>&amp;Ξαναπαίζουμε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="194"/>
        <source>A &amp;computer takes the free seat</source>
        <translation>Ο &amp;υπολογιστής παίρνει την άδεια θέση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="198"/>
        <source>&amp;Leave the table</source>
        <translation>Φύγε από το &amp;τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="206"/>
        <source>&amp;Ready for the next round</source>
        <translation>&amp;Έτοιμος για τον επόμενο γύρο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="212"/>
        <source>Look at the &amp;table</source>
        <translation>Δες το &amp;τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="214"/>
        <source>Close this sheet; Game ▸ Next round says you are ready.</source>
        <translation>Κλείνει το φύλλο· όταν είσαι έτοιμος, πες το από Παιχνίδι ▸ Επόμενος γύρος.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="244"/>
        <source>Next match, &amp;rules:</source>
        <translation>Επόμενη παρτίδα, &amp;κανόνες:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="245"/>
        <source>Next match, play &amp;to:</source>
        <translation>Επόμενη παρτίδα, &amp;μέχρι:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="294"/>
        <source>The next round is dealt when everyone is ready: you, {names}.</source>
        <translation>Ο επόμενος γύρος μοιράζεται όταν είναι όλοι έτοιμοι: εσύ, {names}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="297"/>
        <source>Everyone else is ready: the next round is dealt when you are.</source>
        <translation>Όλοι οι άλλοι είναι έτοιμοι: ο επόμενος γύρος μοιράζεται μόλις είσαι κι εσύ.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="299"/>
        <source>You are ready. Waiting for {names}…</source>
        <translation>Είσαι έτοιμος. Περιμένουμε: {names}…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="292"/>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="301"/>
        <source>Everyone is ready: dealing…</source>
        <translation>Είναι όλοι έτοιμοι: μοιράζουμε…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="312"/>
        <source>Next match: {rules}, target {target}.</source>
        <translation>Επόμενη παρτίδα: {rules}, στόχος {target}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="324"/>
        <source>A seat is free: a friend may join with the room code, or the host lets a computer take it.</source>
        <translation>Μια θέση είναι άδεια: ένας φίλος μπορεί να μπει με τον κωδικό, ή όποιος έστησε το τραπέζι τη δίνει στον υπολογιστή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="327"/>
        <source>Play again? The next match starts when everyone agrees: you, {names}.</source>
        <translation>Ξαναπαίζουμε; Η επόμενη παρτίδα αρχίζει όταν συμφωνήσουν όλοι: εσύ, {names}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="330"/>
        <source>Everyone else wants to play again: the next match starts when you do.</source>
        <translation>Όλοι οι άλλοι θέλουν να ξαναπαίξουν: η επόμενη αρχίζει μόλις συμφωνήσεις κι εσύ.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="333"/>
        <source>Waiting for {names} to say play again…</source>
        <translation>Περιμένουμε {names} να πει «ξαναπαίζουμε»…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="335"/>
        <source>Everyone agrees: the next match begins…</source>
        <translation>Συμφωνούν όλοι: αρχίζει η επόμενη παρτίδα…</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation type="vanished">{a} και {b}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="213"/>
        <source>Close this sheet.</source>
        <translation>Κλείνει το φύλλο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/sheet.py" line="291"/>
        <source>Waiting for {names} to be ready…</source>
        <translation>Περιμένουμε να πει ότι είναι έτοιμος/η: {names}…</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="51"/>
        <source>Round over: {sentence}</source>
        <translation>Τέλος γύρου: {sentence}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="95"/>
        <source>&amp;Table</source>
        <translation>&amp;Τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="98"/>
        <location filename="../../diloti_qt/ui/online/match.py" line="348"/>
        <location filename="../../diloti_qt/ui/online/match.py" line="365"/>
        <source>&amp;Leave the table</source>
        <translation>Φύγε από το &amp;τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="99"/>
        <source>Leave the table with friends and go back to your own game</source>
        <translation>Φύγε από το τραπέζι με τους φίλους και γύρνα στη δική σου παρτίδα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="131"/>
        <source>At the table with friends</source>
        <translation>Στο τραπέζι με φίλους</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="163"/>
        <source>You are at the table with friends. No undo here: every move counts.</source>
        <translation>Είσαι στο τραπέζι με φίλους. Εδώ δεν παίρνεις πίσω κινήσεις: κάθε κίνηση μετράει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="183"/>
        <source>Talk</source>
        <translation>Κουβέντα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="184"/>
        <source>Talk at the table</source>
        <translation>Κουβέντα στο τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="195"/>
        <source>No undo at a table with friends: every move counts.</source>
        <translation>Στο τραπέζι με φίλους δεν παίρνεις πίσω κινήσεις: κάθε κίνηση μετράει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="196"/>
        <source>No hints at a table with friends.</source>
        <translation>Στο τραπέζι με φίλους δεν υπάρχουν συμβουλές.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="202"/>
        <source>Leave the table with friends first (Table ▸ Leave the table).</source>
        <translation>Φύγε πρώτα από το τραπέζι με τους φίλους (Τραπέζι ▸ Φύγε από το τραπέζι).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="213"/>
        <source>Room {code}</source>
        <translation>Τραπέζι {code}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="215"/>
        <source>Series {x}–{y}</source>
        <translation>Σειρά {x}–{y}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="238"/>
        <source>The server cannot be reached: reconnecting ({minutes}:{seconds:02d} left to take your seat back)…</source>
        <translation>Ο διακομιστής δεν απαντά: γίνεται επανασύνδεση (μένουν {minutes}:{seconds:02d} για να πάρεις πίσω τη θέση σου)…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="304"/>
        <source>Your time ran out three times in a row: a computer keeps your seat. Table ▸ Play my seat again takes it back.</source>
        <translation>Ο χρόνος σου τελείωσε τρεις φορές στη σειρά: ο υπολογιστής κρατά τη θέση σου. Με Τραπέζι ▸ Παίζω ξανά στη θέση μου την παίρνεις πίσω.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="307"/>
        <source>Your time ran out: a computer made your move.</source>
        <translation>Ο χρόνος σου τελείωσε: ο υπολογιστής έκανε την κίνησή σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="309"/>
        <source>{name}&apos;s time ran out three times in a row: a computer plays for them until they are back.</source>
        <translation>{name}: ο χρόνος τελείωσε τρεις φορές στη σειρά· ο υπολογιστής παίζει στη θέση του/της μέχρι να γυρίσει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="312"/>
        <source>{name}&apos;s time ran out: a computer made their move.</source>
        <translation>{name}: ο χρόνος τελείωσε· ο υπολογιστής έκανε την κίνηση στη θέση του/της.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="344"/>
        <source>The table is closed</source>
        <translation>Το τραπέζι έκλεισε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="347"/>
        <source>The cards stay on the table until you leave it.</source>
        <translation>Τα χαρτιά μένουν στο τραπέζι ώσπου να φύγεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="349"/>
        <source>Look at the &amp;table</source>
        <translation>Δες το &amp;τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="362"/>
        <source>Leave the table?</source>
        <translation>Να φύγεις από το τραπέζι;</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="363"/>
        <source>You host this table: leaving closes it for your friends.</source>
        <translation>Εσύ έστησες αυτό το τραπέζι: αν φύγεις, κλείνει και για τους φίλους σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="364"/>
        <source>The match goes on without you: a computer plays your seat.</source>
        <translation>Η παρτίδα συνεχίζεται χωρίς εσένα: στη θέση σου παίζει ο υπολογιστής.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="365"/>
        <source>&amp;Stay</source>
        <translation>&amp;Μένω</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="402"/>
        <source>Close the table for your friends?</source>
        <translation>Να κλείσει το τραπέζι για τους φίλους σου;</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="403"/>
        <source>You host this table. Closing Diloti ends the match for everyone at it.</source>
        <translation>Εσύ έστησες αυτό το τραπέζι. Αν κλείσεις τη Δηλωτή, η παρτίδα τελειώνει για όλους.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="405"/>
        <source>Your friends&apos; tables will say that you closed it.</source>
        <translation>Στα τραπέζια των φίλων σου θα γράψει ότι το έκλεισες εσύ.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="404"/>
        <source>&amp;Close the table and quit</source>
        <translation>&amp;Κλείσε το τραπέζι και βγες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="404"/>
        <source>&amp;Keep playing</source>
        <translation>&amp;Συνεχίζω να παίζω</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="443"/>
        <source>Let a &amp;computer play for {name}</source>
        <translation>Να παίξει ο &amp;υπολογιστής για: {name}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="450"/>
        <source>{name} is at the table</source>
        <translation>Ο/Η {name} είναι στο τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="453"/>
        <source>&amp;Give the seat back to {name}</source>
        <translation>&amp;Δώσε πίσω τη θέση στον/στην {name}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="458"/>
        <source>&amp;Hear {name} again</source>
        <translation>&amp;Άκου ξανά τον/την {name}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="459"/>
        <source>&amp;Mute {name}</source>
        <translation>&amp;Σίγαση: {name}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="486"/>
        <source>Play my &amp;seat again</source>
        <translation>Παίζω ξανά στη &amp;θέση μου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="492"/>
        <source>Turn &amp;clock</source>
        <translation>&amp;Χρόνος κίνησης</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="500"/>
        <source>Let anyone with the room code &amp;watch</source>
        <translation>Όποιος έχει τον κωδικό μπορεί να &amp;παρακολουθεί</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="506"/>
        <source>Watching: {names}</source>
        <translation>Παρακολουθούν: {names}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="510"/>
        <source>Let a computer play for {name}</source>
        <translation>Να παίξει ο υπολογιστής για: {name}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="515"/>
        <source>Give the seat back to {name}</source>
        <translation>Δώσε πίσω τη θέση στον/στην {name}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="547"/>
        <source>The online match could not be saved: {error}</source>
        <translation>Η παρτίδα με τους φίλους δεν αποθηκεύτηκε: {error}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="130"/>
        <source>Watching a table with friends</source>
        <translation>Παρακολουθείς τραπέζι με φίλους</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="160"/>
        <source>You are watching a table with friends: you see what every seat sees, and no hand.</source>
        <translation>Παρακολουθείς τραπέζι με φίλους: βλέπεις ό,τι βλέπουν όλοι οι παίκτες και κανένα χέρι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="236"/>
        <source>The server cannot be reached: reconnecting ({minutes}:{seconds:02d} left)…</source>
        <translation>Ο διακομιστής δεν απαντά: γίνεται επανασύνδεση (μένουν {minutes}:{seconds:02d})…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="478"/>
        <source>&amp;Play again</source>
        <translation>&amp;Ξαναπαίζουμε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/match.py" line="482"/>
        <source>Score &amp;sheet</source>
        <translation>&amp;Σκορ</translation>
    </message>
</context>
<context>
    <name>PlayDeal</name>
    <message>
        <location filename="../../diloti_qt/ui/match_setup.py" line="28"/>
        <source>Deal {number} · round {n}</source>
        <translation>Μοίρασμα {number} · γύρος {n}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/play_deal.py" line="40"/>
        <location filename="../../diloti_qt/ui/dialogs/play_deal.py" line="43"/>
        <source>Play a deal</source>
        <translation>Παιχνίδι με αριθμό μοιράσματος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/play_deal.py" line="44"/>
        <source>Every match has a deal number (in the score sheet). The same number deals the same cards, round after round, on any computer: play it and compare with a friend.</source>
        <translation>Κάθε παρτίδα έχει έναν αριθμό μοιράσματος (στο φύλλο του σκορ). Ο ίδιος αριθμός μοιράζει τα ίδια χαρτιά, γύρο με γύρο, σε κάθε υπολογιστή: παίξ&apos; τον και σύγκρινε με έναν φίλο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/play_deal.py" line="58"/>
        <source>Deal &amp;number:</source>
        <translation>&amp;Αριθμός μοιράσματος:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/play_deal.py" line="65"/>
        <source>Rules:</source>
        <translation>Κανόνες:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/play_deal.py" line="65"/>
        <source>{rules} · to {target}</source>
        <translation>{rules} · ως τους {target}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/play_deal.py" line="67"/>
        <source>Opponent:</source>
        <translation>Αντίπαλος:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/play_deal.py" line="69"/>
        <source>The match in progress is abandoned (it is not counted in your statistics).</source>
        <translation>Η παρτίδα που παίζεται εγκαταλείπεται (δεν μετράει στα στατιστικά σου).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/play_deal.py" line="80"/>
        <source>&amp;Play this deal</source>
        <translation>&amp;Παίξε αυτό το μοίρασμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/play_deal.py" line="105"/>
        <source>A deal number is a whole number from 0 to {max}.</source>
        <translation>Ο αριθμός μοιράσματος είναι ακέραιος από 0 ως {max}.</translation>
    </message>
</context>
<context>
    <name>PlayWithFriends</name>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="61"/>
        <source>Player</source>
        <translation>Παίκτης</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="84"/>
        <source>The name your friends know you by</source>
        <translation>Το όνομα με το οποίο σε ξέρουν οι φίλοι σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="93"/>
        <source>{rules}, target {target}</source>
        <translation>{rules}, στόχος {target}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="94"/>
        <source>free seats: {n}</source>
        <translation>άδειες θέσεις: {n}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="120"/>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="139"/>
        <source>Play with friends</source>
        <translation>Παίξε με φίλους</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="133"/>
        <source>&amp;Host a table</source>
        <translation>&amp;Στήσε τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="134"/>
        <source>&amp;Join a table</source>
        <translation>&amp;Μπες σε τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="164"/>
        <source>You left a match at table {code}: Join takes your seat back.</source>
        <translation>Έφυγες από μια παρτίδα στο τραπέζι {code}: με «Μπες» παίρνεις πίσω τη θέση σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="175"/>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="355"/>
        <source>Your &amp;name:</source>
        <translation>Το &amp;όνομά σου:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="178"/>
        <source>On this computer</source>
        <translation>Σε αυτόν τον υπολογιστή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="179"/>
        <source>On a server</source>
        <translation>Σε διακομιστή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="180"/>
        <source>&amp;Where:</source>
        <translation>&amp;Πού:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="185"/>
        <source>wss://server.example.org</source>
        <translation>wss://server.example.org</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="186"/>
        <source>The game server&apos;s address</source>
        <translation>Η διεύθυνση του διακομιστή παιχνιδιού</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="187"/>
        <source>Ser&amp;ver:</source>
        <translation>Διακο&amp;μιστής:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="198"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Κανόνες:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="203"/>
        <source>Play &amp;to:</source>
        <translation>Παίζουμε &amp;στους:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="209"/>
        <source>A friend</source>
        <translation>Ένας φίλος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="211"/>
        <source>Computer: {level}</source>
        <translation>Υπολογιστής: {level}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="212"/>
        <source>Seat {n}:</source>
        <translation>Θέση {n}:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="221"/>
        <source>If a friend drops out, a &amp;computer plays for them:</source>
        <translation>Αν φύγει κάποιος φίλος, παίζει στη θέση του ο &amp;υπολογιστής:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="255"/>
        <source>As the server sets it</source>
        <translation>Όπως τον ορίζει ο διακομιστής</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="228"/>
        <source>When a friend&apos;s time runs out, a computer makes that move for them.</source>
        <translation>Όταν τελειώσει ο χρόνος ενός φίλου, ο υπολογιστής κάνει εκείνη την κίνηση για αυτόν.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="230"/>
        <source>Turn c&amp;lock:</source>
        <translation>Χρόνος κί&amp;νησης:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="231"/>
        <source>&amp;Show this table to computers on my network</source>
        <translation>&amp;Δείξε αυτό το τραπέζι στους υπολογιστές του δικτύου μου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="235"/>
        <source>&amp;Open the table</source>
        <translation>Ά&amp;νοιξε το τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="286"/>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="443"/>
        <source>Type your name first.</source>
        <translation>Γράψε πρώτα το όνομά σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="296"/>
        <source>That is not a server&apos;s address (for example wss://server.example.org).</source>
        <translation>Αυτή δεν είναι διεύθυνση διακομιστή (για παράδειγμα wss://server.example.org).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="330"/>
        <source>Friends on the internet</source>
        <translation>Φίλοι στο διαδίκτυο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="331"/>
        <source>So that friends outside your home can join, the game asks your router to open one port for this table, and closes it when the table closes. Nothing else on the router is changed.</source>
        <translation>Για να μπορούν να μπουν φίλοι έξω από το σπίτι σου, το παιχνίδι ζητά από τον δρομολογητή σου να ανοίξει μία θύρα για αυτό το τραπέζι, και την κλείνει όταν κλείσει το τραπέζι. Τίποτε άλλο δεν αλλάζει στον δρομολογητή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="334"/>
        <source>&amp;Open the port</source>
        <translation>Ά&amp;νοιξε τη θύρα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="334"/>
        <source>&amp;Only my network</source>
        <translation>&amp;Μόνο το δίκτυό μου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="335"/>
        <source>You can change this in Preferences.</source>
        <translation>Μπορείς να το αλλάξεις στις Προτιμήσεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="340"/>
        <source>Opening the table…</source>
        <translation>Ανοίγει το τραπέζι…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="364"/>
        <source>Tables on this &amp;network:</source>
        <translation>Τραπέζια σε αυτό το &amp;δίκτυο:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="367"/>
        <source>192.168.1.20:8765 or wss://server.example.org</source>
        <translation>192.168.1.20:8765 ή wss://server.example.org</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="368"/>
        <source>&amp;Address:</source>
        <translation>&amp;Διεύθυνση:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="373"/>
        <source>Room &amp;code:</source>
        <translation>&amp;Κωδικός τραπεζιού:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="376"/>
        <source>&amp;Join</source>
        <translation>&amp;Μπες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="379"/>
        <source>&amp;Watch</source>
        <translation>&amp;Παρακολούθησε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="381"/>
        <source>Watch the table without a seat (if its host lets people watch): the table, the piles and the scores, never a card in anyone&apos;s hand.</source>
        <translation>Παρακολούθησε το τραπέζι χωρίς θέση (αν το επιτρέπει όποιος το έστησε): το τραπέζι, τις στοίβες και το σκορ, ποτέ φύλλο από χέρι παίκτη.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="397"/>
        <source>(the local network cannot be searched)</source>
        <translation>(δεν γίνεται αναζήτηση στο τοπικό δίκτυο)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="415"/>
        <source>Type the room code your host gives you.</source>
        <translation>Γράψε τον κωδικό τραπεζιού που σου δίνει αυτός που το έστησε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="434"/>
        <source>Invitation read: type your name and join.</source>
        <translation>Η πρόσκληση διαβάστηκε: γράψε το όνομά σου και μπες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="446"/>
        <source>That is not an address (for example 192.168.1.20:8765).</source>
        <translation>Αυτή δεν είναι διεύθυνση (για παράδειγμα 192.168.1.20:8765).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="449"/>
        <source>A room code has ten letters and digits, like ABCDE-FGHJK.</source>
        <translation>Ο κωδικός τραπεζιού έχει δέκα γράμματα και ψηφία, όπως ABCDE-FGHJK.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="454"/>
        <source>Joining…</source>
        <translation>Μπαίνεις…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="471"/>
        <source>Coming back to your table with friends…</source>
        <translation>Επιστρέφεις στο τραπέζι σου με τους φίλους…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="536"/>
        <source>Your table with friends cannot be reached now. Diloti tries again the next time it starts.</source>
        <translation>Το τραπέζι σου με τους φίλους δεν είναι διαθέσιμο τώρα. Η Δηλωτή θα ξαναδοκιμάσει την επόμενη φορά που θα ανοίξει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="546"/>
        <source>Your seat at that table is gone: the match is over, the table was closed, or a computer took your seat. Host or join a table again.</source>
        <translation>Η θέση σου σε εκείνο το τραπέζι δεν υπάρχει πια: η παρτίδα τελείωσε, το τραπέζι έκλεισε ή τη θέση σου την πήρε ο υπολογιστής. Στήσε ή μπες ξανά σε τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="551"/>
        <source>Eight people watch this table already.</source>
        <translation>Οκτώ άτομα παρακολουθούν ήδη αυτό το τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="556"/>
        <source>This table&apos;s match has already started. You can watch it if its host lets people watch.</source>
        <translation>Η παρτίδα σε αυτό το τραπέζι έχει ήδη αρχίσει. Μπορείς να την παρακολουθήσεις, αν όποιος έστησε το τραπέζι επιτρέπει να το παρακολουθούν.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/dialog.py" line="630"/>
        <source>Leave this table first to join another one.</source>
        <translation>Φύγε πρώτα από αυτό το τραπέζι για να μπεις σε άλλο.</translation>
    </message>
    <message>
        <source>The online match could not be saved: {error}</source>
        <translation type="vanished">Η διαδικτυακή παρτίδα δεν αποθηκεύτηκε: {error}</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="66"/>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="69"/>
        <source>Preferences</source>
        <translation>Προτιμήσεις</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="71"/>
        <source>Table</source>
        <translation>Τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="75"/>
        <source>System language</source>
        <translation>Γλώσσα του συστήματος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="75"/>
        <source>English</source>
        <translation>Αγγλικά (English)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="76"/>
        <source>Greek (Ελληνικά)</source>
        <translation>Ελληνικά</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="78"/>
        <source>A new language takes effect the next time Diloti starts.</source>
        <translation>Η νέα γλώσσα θα ισχύσει την επόμενη φορά που θα ανοίξεις τη Δηλωτή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="85"/>
        <source>Normal</source>
        <translation>Κανονική</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="85"/>
        <source>Fast</source>
        <translation>Γρήγορη</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="86"/>
        <source>Instant (no animation)</source>
        <translation>Άμεση (χωρίς κίνηση)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="90"/>
        <source>Small</source>
        <translation>Μικρά</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="90"/>
        <source>Medium</source>
        <translation>Μεσαία</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="91"/>
        <source>Large</source>
        <translation>Μεγάλα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="95"/>
        <source>Green</source>
        <translation>Πράσινο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="95"/>
        <source>Blue</source>
        <translation>Μπλε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="95"/>
        <source>Red</source>
        <translation>Κόκκινο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="96"/>
        <source>Dark</source>
        <translation>Σκούρο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="99"/>
        <source>&amp;Four-colour deck (diamonds blue, clubs green)</source>
        <translation>&amp;Τετράχρωμη τράπουλα (καρό μπλε, σπαθιά πράσινα)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="104"/>
        <source>Blue, Greek key</source>
        <translation>Μπλε, με μαίανδρο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="104"/>
        <source>Red, laurel</source>
        <translation>Κόκκινη, με δάφνη</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="106"/>
        <source>&amp;Language:</source>
        <translation>&amp;Γλώσσα:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="108"/>
        <source>&amp;Animation speed:</source>
        <translation>Ταχύτητα &amp;κινήσεων:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="109"/>
        <source>&amp;Card size:</source>
        <translation>&amp;Μέγεθος χαρτιών:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="110"/>
        <source>&amp;Table colour:</source>
        <translation>&amp;Χρώμα τραπεζιού:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="111"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Πλάτη χαρτιών:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="116"/>
        <source>Playing</source>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="118"/>
        <source>Ask before abandoning a match in &amp;progress</source>
        <translation>Ερώτηση πριν εγκαταλείψεις παρτίδα σε &amp;εξέλιξη</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="120"/>
        <source>Allow &amp;hints (H)</source>
        <translation>Να επιτρέπονται οι &amp;υποδείξεις (H)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="122"/>
        <source>Show the &amp;coach while playing</source>
        <translation>Να φαίνεται ο &amp;σύμβουλος όσο παίζεις</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="124"/>
        <source>Play &amp;sounds</source>
        <translation>Να ακούγονται &amp;ήχοι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="126"/>
        <source>&amp;Talk at tables with friends (phrases and lines)</source>
        <translation>&amp;Κουβέντα στα τραπέζια με φίλους (φράσεις και μηνύματα)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="128"/>
        <source>Let friends on the &amp;internet join tables I host (the game asks my router to open a port)</source>
        <translation>Να μπαίνουν φίλοι από το &amp;διαδίκτυο στα τραπέζια που στήνω (το παιχνίδι ζητά από τον δρομολογητή μου να ανοίξει θύρα)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="131"/>
        <source>One port, for as long as the table is open; nothing else on the router is changed.</source>
        <translation>Μία θύρα, όσο είναι ανοιχτό το τραπέζι· τίποτε άλλο δεν αλλάζει στον δρομολογητή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="166"/>
        <source>Custom (×{scale})</source>
        <translation>Άλλο (×{scale})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="91"/>
        <source>Very large</source>
        <translation>Πολύ μεγάλα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/preferences.py" line="97"/>
        <source>High contrast (white on black)</source>
        <translation>Υψηλή αντίθεση (λευκό σε μαύρο)</translation>
    </message>
</context>
<context>
    <name>PuzzleBar</name>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="54"/>
        <source>Puzzle</source>
        <translation>Γρίφος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="69"/>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Προηγούμενος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="70"/>
        <source>Previous puzzle</source>
        <translation>Προηγούμενος γρίφος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="71"/>
        <source>&amp;Next ▶</source>
        <translation>&amp;Επόμενος ▶</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="72"/>
        <source>Next puzzle</source>
        <translation>Επόμενος γρίφος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="73"/>
        <source>Show &amp;answer</source>
        <translation>Δείξε τη &amp;λύση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="74"/>
        <source>Show answer</source>
        <translation>Δείξε τη λύση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="75"/>
        <source>&amp;Leave</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="76"/>
        <source>Leave the puzzles</source>
        <translation>Έξοδος από τους γρίφους</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="77"/>
        <source>Back to your match, as you left it</source>
        <translation>Πίσω στην παρτίδα σου, όπως την άφησες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="78"/>
        <source>The best move, on the table and in words (the puzzle then no longer counts)</source>
        <translation>Η καλύτερη κίνηση, στο τραπέζι και με λόγια (ο γρίφος τότε δεν μετράει πια)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="82"/>
        <source>Which puzzles</source>
        <translation>Ποιοι γρίφοι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="83"/>
        <source>The puzzles of the game, or your own costliest decisions from your kept matches</source>
        <translation>Οι γρίφοι του παιχνιδιού ή οι αποφάσεις σου που κόστισαν περισσότερο, από τις φυλαγμένες παρτίδες σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="168"/>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="169"/>
        <source>Rules: {ids}</source>
        <translation>Κανόνες: {ids}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="179"/>
        <source>Puzzles ({count})</source>
        <translation>Γρίφοι ({count})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="180"/>
        <source>From your matches (looking…)</source>
        <translation>Από τις παρτίδες σου (ψάχνω…)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/bar.py" line="181"/>
        <source>From your matches ({count})</source>
        <translation>Από τις παρτίδες σου ({count})</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <location filename="../../diloti_qt/controller/puzzle_play.py" line="162"/>
        <source>The rest of the round could not be worked out.</source>
        <translation>Η συνέχεια του γύρου δεν μπόρεσε να βρεθεί.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="67"/>
        <source>en</source>
        <translation>el</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="106"/>
        <source>Puzzle</source>
        <translation>Γρίφος</translation>
    </message>
    <message>
        <source>Diloti puzzles</source>
        <translation type="vanished">Γρίφοι της Δηλωτής</translation>
    </message>
    <message>
        <source>Leave the puzzles first (Puzzle ▸ Leave): your match waits as you left it.</source>
        <translation type="vanished">Βγες πρώτα από τους γρίφους (Γρίφος ▸ Έξοδος): η παρτίδα σου σε περιμένει όπως την άφησες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="189"/>
        <source>Puzzle {n}</source>
        <translation>Γρίφος {n}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="193"/>
        <source>From deal {deal}</source>
        <translation>Από το μοίρασμα {deal}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="260"/>
        <source>Back to your match.</source>
        <translation>Πίσω στην παρτίδα σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="386"/>
        <source>Not the best move: watch how the round goes on.</source>
        <translation>Δεν είναι η καλύτερη κίνηση: δες πώς συνεχίζεται ο γύρος.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="422"/>
        <source>Puzzle {n} of {count} · grade {grade} of 5</source>
        <translation>Γρίφος {n} από {count} · δυσκολία {grade} από 5</translation>
    </message>
    <message numerus="yes">
        <source>Your move: find the move worth the most points (at least %n more than any other).</source>
        <translation type="vanished">
            <numerusform>Η κίνησή σου: βρες την κίνηση που αξίζει τους περισσότερους πόντους (τουλάχιστον %n παραπάνω από κάθε άλλη).</numerusform>
            <numerusform>Η κίνησή σου: βρες την κίνηση που αξίζει τους περισσότερους πόντους (τουλάχιστον %n παραπάνω από κάθε άλλη).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="160"/>
        <source>Puzzles</source>
        <translation>Γρίφοι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="175"/>
        <source>Leave the puzzles first (Puzzle ▸ Leave the puzzles): your match waits as you left it.</source>
        <translation>Βγες πρώτα από τους γρίφους (Γρίφος ▸ Έξοδος από τους γρίφους): η παρτίδα σου σε περιμένει όπως την άφησες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="187"/>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="327"/>
        <source>From your matches</source>
        <translation>Από τις παρτίδες σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="188"/>
        <source>Decision {n}</source>
        <translation>Απόφαση {n}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="190"/>
        <source>Match of {date}, round {round}</source>
        <translation>Παρτίδα της {date}, γύρος {round}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="384"/>
        <source>Not the Expert&apos;s move.</source>
        <translation>Δεν είναι η κίνηση του Μάστορα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="420"/>
        <source>Your decision {n} of {count} · {source}</source>
        <translation>Η απόφασή σου {n} από {count} · {source}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="428"/>
        <source>your match of {date}, round {round}</source>
        <translation>η παρτίδα σου της {date}, γύρος {round}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="435"/>
        <source>In your match, your move here lost %n point(s) against the best one (the last deal: solved exactly). Find the best move.</source>
        <translation>
            <numerusform>Στην παρτίδα σου, η κίνησή σου εδώ έχασε %n πόντο σε σχέση με την καλύτερη (το τελευταίο μοίρασμα: λυμένο ακριβώς). Βρες την καλύτερη κίνηση.</numerusform>
            <numerusform>Στην παρτίδα σου, η κίνησή σου εδώ έχασε %n πόντους σε σχέση με την καλύτερη (το τελευταίο μοίρασμα: λυμένο ακριβώς). Βρες την καλύτερη κίνηση.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="438"/>
        <source>In your match, your move here lost about {loss} points, by the Expert&apos;s estimate. Find the Expert&apos;s move.</source>
        <translation>Στην παρτίδα σου, η κίνησή σου εδώ έχασε περίπου {loss} πόντους, κατά την εκτίμηση του Μάστορα. Βρες την κίνηση του Μάστορα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="441"/>
        <source>Your move: find the move worth the most points (at least {margin} more than any other).</source>
        <translation>Η κίνησή σου: βρες την κίνηση που αξίζει τους περισσότερους πόντους (τουλάχιστον {margin} παραπάνω από κάθε άλλη).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="447"/>
        <source>Looking for your costly decisions…</source>
        <translation>Ψάχνω τις αποφάσεις σου που σου κόστισαν πόντους…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="448"/>
        <source>None was found yet. Finish a match against the computer, then ask for the Expert&apos;s comments in its replay (Game ▸ Matches…): they find the moves that cost you points.</source>
        <translation>Δεν βρέθηκε καμία ακόμα. Τελείωσε μια παρτίδα με τον υπολογιστή και ζήτα τα σχόλια του Μάστορα όταν την ξαναδείς (Παιχνίδι ▸ Παρτίδες…): βρίσκουν τις κινήσεις που σου κόστισαν πόντους.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="454"/>
        <source>Solved {solved} · tried {tried} · of {count} — streak {streak}, best {best}</source>
        <translation>Λυμένοι {solved} · δοκιμασμένοι {tried} · από {count} — σερί {streak}, καλύτερο {best}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="476"/>
        <source>{move}: %n point(s) more than your move in the match (solved exactly).</source>
        <translation>
            <numerusform>{move}: %n πόντο περισσότερο από την κίνησή σου στην παρτίδα (λυμένο ακριβώς).</numerusform>
            <numerusform>{move}: %n πόντους περισσότερους από την κίνησή σου στην παρτίδα (λυμένο ακριβώς).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="478"/>
        <source>{move}: about {loss} points more than your move in the match, by the Expert&apos;s estimate.</source>
        <translation>{move}: περίπου {loss} πόντους περισσότερους από την κίνησή σου στην παρτίδα, κατά την εκτίμηση του Μάστορα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="483"/>
        <source>Right! {why}</source>
        <translation>Σωστά! {why}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="491"/>
        <source>That is the move you played in the match.</source>
        <translation>Αυτή είναι η κίνηση που έπαιξες στην παρτίδα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="493"/>
        <source>Not the Expert&apos;s move (what it costs is not known).</source>
        <translation>Δεν είναι η κίνηση του Μάστορα (πόσο κοστίζει δεν είναι γνωστό).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="494"/>
        <source>{lost} The Expert&apos;s move: {why}</source>
        <translation>{lost} Η κίνηση του Μάστορα: {why}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="496"/>
        <source>That move lost %n point(s) against the answer.</source>
        <translation>
            <numerusform>Αυτή η κίνηση έχασε %n πόντο σε σχέση με τη λύση.</numerusform>
            <numerusform>Αυτή η κίνηση έχασε %n πόντους σε σχέση με τη λύση.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="497"/>
        <source>{lost} The answer: {why}</source>
        <translation>{lost} Η λύση: {why}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="500"/>
        <source>The answer: {why}</source>
        <translation>Η λύση: {why}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="508"/>
        <source>Your puzzle progress could not be read: {why} Nothing else was affected.</source>
        <translation>Η πρόοδός σου στους γρίφους δεν διαβάστηκε: {why} Τίποτε άλλο δεν επηρεάστηκε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="525"/>
        <source>&amp;Puzzle</source>
        <translation>&amp;Γρίφος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="527"/>
        <source>&amp;Previous puzzle</source>
        <translation>&amp;Προηγούμενος γρίφος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="529"/>
        <source>&amp;Next puzzle</source>
        <translation>&amp;Επόμενος γρίφος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="531"/>
        <source>Show the &amp;answer</source>
        <translation>Δείξε τη &amp;λύση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="535"/>
        <source>The game&apos;s p&amp;uzzles</source>
        <translation>Οι γ&amp;ρίφοι του παιχνιδιού</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="536"/>
        <source>From your &amp;matches</source>
        <translation>Από τις παρ&amp;τίδες σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="537"/>
        <source>Your own costliest decisions, from your kept matches with the Expert&apos;s comments</source>
        <translation>Οι αποφάσεις σου που κόστισαν περισσότερο, από τις φυλαγμένες παρτίδες σου με τα σχόλια του Μάστορα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="544"/>
        <source>&amp;Leave the puzzles</source>
        <translation>Έ&amp;ξοδος από τους γρίφους</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="545"/>
        <source>Back to your match, as you left it</source>
        <translation>Πίσω στην παρτίδα σου, όπως την άφησες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/puzzles/keeper.py" line="569"/>
        <source>The puzzles could not be read: {error}</source>
        <translation>Οι γρίφοι δεν διαβάστηκαν: {error}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../tools/i18n.py" line="120"/>
        <source>Folder</source>
        <translation>Φάκελος</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="121"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Φάκελος</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="122"/>
        <source>File</source>
        <translation>Αρχείο</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="123"/>
        <source>%1 File</source>
        <translation>Αρχείο %1</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../../tools/i18n.py" line="91"/>
        <source>&amp;Select All</source>
        <translation>Επι&amp;λογή όλων</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="92"/>
        <source>&amp;Step up</source>
        <translation>&amp;Αύξηση</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="93"/>
        <source>Step &amp;down</source>
        <translation>&amp;Μείωση</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <location filename="../../tools/i18n.py" line="73"/>
        <source>OK</source>
        <translation>Εντάξει</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <location filename="../../tools/i18n.py" line="107"/>
        <source>Float</source>
        <translation>Αποσύνδεση</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="108"/>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Αποσπά και ξανασυνδέει το πλαίσιο</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="109"/>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="110"/>
        <source>Closes the dock widget</source>
        <translation>Κλείνει το πλαίσιο</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../tools/i18n.py" line="124"/>
        <source>Back</source>
        <translation>Πίσω</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="125"/>
        <source>Forward</source>
        <translation>Μπροστά</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="126"/>
        <source>Parent Directory</source>
        <translation>Γονικός φάκελος</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="127"/>
        <source>Create New Folder</source>
        <translation>Νέος φάκελος</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="128"/>
        <source>List View</source>
        <translation>Λίστα</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="129"/>
        <source>Detail View</source>
        <translation>Λεπτομέρειες</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="132"/>
        <source>Go back</source>
        <translation>Πήγαινε πίσω</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="133"/>
        <source>Go forward</source>
        <translation>Πήγαινε μπροστά</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="134"/>
        <source>Go to the parent directory</source>
        <translation>Πήγαινε στον γονικό φάκελο</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="135"/>
        <source>Create a New Folder</source>
        <translation>Φτιάξε νέο φάκελο</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="136"/>
        <source>Change to list view mode</source>
        <translation>Δείξε τα αρχεία σε λίστα</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="137"/>
        <source>Change to detail view mode</source>
        <translation>Δείξε τα αρχεία με λεπτομέρειες</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="138"/>
        <source>Files</source>
        <translation>Αρχεία</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="139"/>
        <source>Sidebar</source>
        <translation>Πλαϊνή στήλη</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="140"/>
        <source>List of places and bookmarks</source>
        <translation>Τοποθεσίες και σελιδοδείκτες</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="141"/>
        <source>Recent Places</source>
        <translation>Πρόσφατες τοποθεσίες</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="142"/>
        <source>New Folder</source>
        <translation>Νέος φάκελος</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="143"/>
        <source>&amp;New Folder</source>
        <translation>&amp;Νέος φάκελος</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="144"/>
        <source>&amp;Rename</source>
        <translation>&amp;Μετονομασία</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="145"/>
        <source>&amp;Delete</source>
        <translation>&amp;Διαγραφή</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="146"/>
        <source>Show &amp;hidden files</source>
        <translation>Δείξε τα &amp;κρυφά αρχεία</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="147"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>Το %1 υπάρχει ήδη.
Να αντικατασταθεί;</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../../tools/i18n.py" line="115"/>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="116"/>
        <source>Size</source>
        <translation>Μέγεθος</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="117"/>
        <source>Type</source>
        <comment>All other platforms</comment>
        <translation>Τύπος</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="118"/>
        <source>Date Modified</source>
        <translation>Ημερομηνία αλλαγής</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="119"/>
        <source>Computer</source>
        <translation>Υπολογιστής</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../tools/i18n.py" line="68"/>
        <source>&amp;OK</source>
        <translation>&amp;Εντάξει</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="69"/>
        <source>&amp;Save</source>
        <translation>&amp;Αποθήκευση</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="70"/>
        <source>&amp;Cancel</source>
        <translation>Ά&amp;κυρο</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="71"/>
        <source>&amp;Close</source>
        <translation>&amp;Κλείσιμο</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="72"/>
        <source>Close without Saving</source>
        <translation>Κλείσιμο χωρίς αποθήκευση</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../tools/i18n.py" line="76"/>
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="77"/>
        <source>&amp;Redo</source>
        <translation>Α&amp;κύρωση αναίρεσης</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="78"/>
        <source>Cu&amp;t</source>
        <translation>Α&amp;ποκοπή</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="79"/>
        <source>&amp;Copy</source>
        <translation>Αντι&amp;γραφή</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="80"/>
        <source>&amp;Paste</source>
        <translation>&amp;Επικόλληση</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="81"/>
        <source>Delete</source>
        <translation>Διαγραφή</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="82"/>
        <source>Select All</source>
        <translation>Επιλογή όλων</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../../tools/i18n.py" line="74"/>
        <source>Show Details...</source>
        <translation>Εμφάνιση λεπτομερειών...</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="75"/>
        <source>Hide Details...</source>
        <translation>Απόκρυψη λεπτομερειών...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../tools/i18n.py" line="50"/>
        <source>OK</source>
        <translation>Εντάξει</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="51"/>
        <source>Save</source>
        <translation>Αποθήκευση</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="52"/>
        <source>Save All</source>
        <translation>Αποθήκευση όλων</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="53"/>
        <source>Open</source>
        <translation>Άνοιγμα</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="54"/>
        <source>&amp;Yes</source>
        <translation>&amp;Ναι</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="55"/>
        <source>Yes to &amp;All</source>
        <translation>Ναι σε &amp;όλα</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="56"/>
        <source>&amp;No</source>
        <translation>Ό&amp;χι</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="57"/>
        <source>N&amp;o to All</source>
        <translation>Όχι σε ό&amp;λα</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="58"/>
        <source>Abort</source>
        <translation>Διακοπή</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="59"/>
        <source>Retry</source>
        <translation>Ξανά</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="60"/>
        <source>Ignore</source>
        <translation>Παράβλεψη</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="61"/>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="62"/>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="63"/>
        <source>Discard</source>
        <translation>Απόρριψη</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="64"/>
        <source>Help</source>
        <translation>Βοήθεια</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="65"/>
        <source>Apply</source>
        <translation>Εφαρμογή</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="66"/>
        <source>Reset</source>
        <translation>Επαναφορά</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="67"/>
        <source>Restore Defaults</source>
        <translation>Προεπιλογές</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <location filename="../../tools/i18n.py" line="94"/>
        <source>Scroll here</source>
        <translation>Κύλιση εδώ</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="95"/>
        <source>Left edge</source>
        <translation>Αριστερό άκρο</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="96"/>
        <source>Top</source>
        <translation>Αρχή</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="97"/>
        <source>Right edge</source>
        <translation>Δεξί άκρο</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="98"/>
        <source>Bottom</source>
        <translation>Τέλος</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="99"/>
        <source>Page left</source>
        <translation>Μια σελίδα αριστερά</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="100"/>
        <source>Page up</source>
        <translation>Μια σελίδα πάνω</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="101"/>
        <source>Page right</source>
        <translation>Μια σελίδα δεξιά</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="102"/>
        <source>Page down</source>
        <translation>Μια σελίδα κάτω</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="103"/>
        <source>Scroll left</source>
        <translation>Κύλιση αριστερά</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="104"/>
        <source>Scroll up</source>
        <translation>Κύλιση πάνω</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="105"/>
        <source>Scroll right</source>
        <translation>Κύλιση δεξιά</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="106"/>
        <source>Scroll down</source>
        <translation>Κύλιση κάτω</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <location filename="../../tools/i18n.py" line="111"/>
        <source>Scroll Left</source>
        <translation>Κύλιση αριστερά</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="112"/>
        <source>Scroll Right</source>
        <translation>Κύλιση δεξιά</translation>
    </message>
</context>
<context>
    <name>QUnicodeControlCharacterMenu</name>
    <message>
        <location filename="../../tools/i18n.py" line="113"/>
        <source>Insert Unicode control character</source>
        <translation>Εισαγωγή χαρακτήρα ελέγχου Unicode</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location filename="../../tools/i18n.py" line="83"/>
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="84"/>
        <source>&amp;Redo</source>
        <translation>Α&amp;κύρωση αναίρεσης</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="85"/>
        <source>Cu&amp;t</source>
        <translation>Α&amp;ποκοπή</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="86"/>
        <source>&amp;Copy</source>
        <translation>Αντι&amp;γραφή</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="87"/>
        <source>Copy &amp;Link Location</source>
        <translation>Αντιγραφή &amp;συνδέσμου</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="88"/>
        <source>&amp;Paste</source>
        <translation>&amp;Επικόλληση</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="89"/>
        <source>Delete</source>
        <translation>Διαγραφή</translation>
    </message>
    <message>
        <location filename="../../tools/i18n.py" line="90"/>
        <source>Select All</source>
        <translation>Επιλογή όλων</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="74"/>
        <source>Replay</source>
        <translation>Επανάληψη παρτίδας</translation>
    </message>
    <message>
        <source>Replay of a finished match</source>
        <translation type="vanished">Επανάληψη μιας τελειωμένης παρτίδας</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="88"/>
        <source>Round</source>
        <translation>Γύρος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="222"/>
        <source>Round {n}</source>
        <translation>Γύρος {n}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="91"/>
        <source>Move in the round</source>
        <translation>Κίνηση του γύρου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="92"/>
        <source>◀ Back</source>
        <translation>◀ Πίσω</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="93"/>
        <source>Next ▶</source>
        <translation>Επόμενη ▶</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="108"/>
        <source>Moves of the round: choose one to go there</source>
        <translation>Οι κινήσεις του γύρου: διάλεξε μία για να πας εκεί</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="141"/>
        <source>The &amp;Expert&apos;s comments</source>
        <translation>Τα σχόλια του &amp;Μάστορα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="245"/>
        <source>The Expert looks at each of your decisions: its preferred move and what yours cost</source>
        <translation>Ο Μάστορας κοιτάζει κάθε απόφασή σου: την κίνηση που προτιμά και πόσο σου κόστισε η δική σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="142"/>
        <source>&amp;Stop</source>
        <translation>&amp;Διακοπή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="145"/>
        <source>The Expert&apos;s comments: progress</source>
        <translation>Τα σχόλια του Μάστορα: πρόοδος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="247"/>
        <source>&amp;Only my costly decisions</source>
        <translation>Μόνο οι &amp;ακριβές αποφάσεις μου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="250"/>
        <source>The Expert looks at each decision of yours and your partner&apos;s: its preferred move and what the move played cost</source>
        <translation>Ο Μάστορας κοιτάζει κάθε απόφαση δική σου και του συμπαίκτη σου: την κίνηση που προτιμά και πόσο κόστισε αυτή που παίχτηκε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="253"/>
        <source>&amp;Only our costly decisions</source>
        <translation>Μόνο οι &amp;ακριβές αποφάσεις μας</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="254"/>
        <source>Your costly decisions and your partner&apos;s</source>
        <translation>Οι ακριβές αποφάσεις σου και του συμπαίκτη σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="391"/>
        <source>move {m} of {n} · the match is over</source>
        <translation>κίνηση {m} από {n} · η παρτίδα τελείωσε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="393"/>
        <source>move {m} of {n} · the round is over</source>
        <translation>κίνηση {m} από {n} · ο γύρος τελείωσε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="395"/>
        <source>move {m} of {n} · {name} to play</source>
        <translation>κίνηση {m} από {n} · παίζει: {name}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="497"/>
        <source>Expert: {best} — your partner&apos;s cost about {loss} points</source>
        <translation>Μάστορας: {best} — η απόφαση του συμπαίκτη σου κόστισε περίπου {loss} πόντους</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="517"/>
        <source>Here your decision cost about {loss} points. The Expert: {best}.</source>
        <translation>Εδώ η απόφασή σου κόστισε περίπου {loss} πόντους. Ο Μάστορας: {best}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="518"/>
        <source>Here your partner&apos;s decision cost about {loss} points. The Expert: {best}.</source>
        <translation>Εδώ η απόφαση του συμπαίκτη σου κόστισε περίπου {loss} πόντους. Ο Μάστορας: {best}.</translation>
    </message>
    <message>
        <source>move {m} of {n}</source>
        <translation type="vanished">κίνηση {m} από {n}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="408"/>
        <source>{a} {x} – {y} {b}</source>
        <translation>{a} {x} – {y} {b}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="456"/>
        <source>The Expert could not comment: {why}</source>
        <translation>Ο Μάστορας δεν μπόρεσε να σχολιάσει: {why}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="496"/>
        <source>Expert: {best} — yours cost about {loss} points</source>
        <translation>Μάστορας: {best} — η δική σου κόστισε περίπου {loss} πόντους</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/viewer.py" line="367"/>
        <source>{line} ({position})</source>
        <translation>{line} ({position})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/replay/source.py" line="172"/>
        <source>The match is over.</source>
        <translation>Η παρτίδα τελείωσε.</translation>
    </message>
</context>
<context>
    <name>RoundReview</name>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="77"/>
        <source>The table before your move</source>
        <translation>Το τραπέζι πριν από την κίνησή σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="112"/>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="249"/>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="273"/>
        <source>Round {n} review</source>
        <translation>Ανασκόπηση του γύρου {n}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="132"/>
        <source>&amp;Close</source>
        <translation>&amp;Κλείσιμο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="151"/>
        <source>%v of %m</source>
        <translation>%v από %m</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="153"/>
        <source>Decisions reviewed</source>
        <translation>Κινήσεις που εξετάστηκαν</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="155"/>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="156"/>
        <source>Stop the review and close this window</source>
        <translation>Σταματά την ανασκόπηση και κλείνει το παράθυρο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="167"/>
        <source>Your costliest decisions</source>
        <translation>Οι κινήσεις που σου κόστισαν περισσότερο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="176"/>
        <source>The &amp;Expert&apos;s move</source>
        <translation>Η κίνηση του &amp;Μάστορα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="177"/>
        <source>&amp;Your move</source>
        <translation>Η &amp;δική σου κίνηση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="183"/>
        <source>Outline the move the Expert prefers</source>
        <translation>Δείχνει στο τραπέζι την κίνηση που προτιμά ο Μάστορας</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="184"/>
        <source>Outline the move you played</source>
        <translation>Δείχνει στο τραπέζι την κίνηση που έπαιξες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="187"/>
        <source>Show on the table:</source>
        <translation>Στο τραπέζι:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="208"/>
        <source>Select a decision to see the table as it was before your move.</source>
        <translation>Διάλεξε μια κίνηση για να δεις το τραπέζι όπως ήταν πριν παίξεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="228"/>
        <source>Round {n}: the Expert looks at your decisions</source>
        <translation>Γύρος {n}: ο Μάστορας εξετάζει τις κινήσεις σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="229"/>
        <source>The Expert is estimating what each of your decisions cost, comparing it with the move it prefers…</source>
        <translation>Ο Μάστορας υπολογίζει πόσο σου κόστισε η κάθε κίνηση, συγκρίνοντάς τη με εκείνη που θα προτιμούσε…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="251"/>
        <source>Well played: no decision cost you more than half a point by the Expert&apos;s estimate.</source>
        <translation>Μπράβο, καλά έπαιξες: κατά την εκτίμηση του Μάστορα, καμία κίνησή σου δεν σου κόστισε πάνω από μισό πόντο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="254"/>
        <source>You had no decisions to review in this round.</source>
        <translation>Σε αυτόν τον γύρο δεν είχες κινήσεις για ανασκόπηση.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="259"/>
        <source>Round {n}: your costliest decisions, by the Expert&apos;s estimate</source>
        <translation>Γύρος {n}: οι κινήσεις που σου κόστισαν περισσότερο, κατά την εκτίμηση του Μάστορα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="274"/>
        <source>The review could not be finished: {error}</source>
        <translation>Η ανασκόπηση δεν ολοκληρώθηκε: {error}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="284"/>
        <source>{rank}. Move {move}: about {points} points lost</source>
        <translation>{rank}. Κίνηση {move}: χάθηκαν περίπου {points} πόντοι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="303"/>
        <source>&lt;b&gt;Move {move}:&lt;/b&gt; this decision cost you about {points} points.</source>
        <translation>&lt;b&gt;Κίνηση {move}:&lt;/b&gt; αυτή η κίνηση σου κόστισε περίπου {points} πόντους.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="286"/>
        <source>You: {move}</source>
        <translation>Εσύ: {move}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="287"/>
        <source>Expert: {move}</source>
        <translation>Μάστορας: {move}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="305"/>
        <source>&lt;b&gt;You played:&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;Έπαιξες:&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/round_review.py" line="307"/>
        <source>&lt;b&gt;The Expert prefers:&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;Ο Μάστορας προτιμά:&lt;/b&gt; {why}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="10"/>
        <source>Cards and values</source>
        <translation>Χαρτιά και αξίες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="11"/>
        <source>One deck of 52 cards, no jokers.</source>
        <translation>Μία τράπουλα με 52 χαρτιά, χωρίς τζόκερ.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="12"/>
        <source>The ace counts 1 and the cards 2 to 10 their number. Jacks, queens and kings (face cards, «φιγούρες») have no value: they are never part of a sum or a declaration. A face card takes only a face card of the same rank.</source>
        <translation>Ο άσσος μετράει 1 και τα χαρτιά από 2 ως 10 όσο γράφουν. Βαλέδες, ντάμες και ρηγάδες («φιγούρες») δεν έχουν αξία: δεν μπαίνουν ποτέ σε άθροισμα ούτε σε δήλωση. Μια φιγούρα παίρνει μόνο ίδια φιγούρα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="13"/>
        <source>Suits matter only for scoring: the 10♦ and the 2♣.</source>
        <translation>Τα χρώματα μετράνε μόνο στο μέτρημα των πόντων: το 10♦ και το 2♣.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="15"/>
        <source>Dealing and turns</source>
        <translation>Μοίρασμα και σειρά</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="16"/>
        <source>The first dealer is drawn by lot; then the deal passes to the other player every round.</source>
        <translation>Ποιος μοιράζει πρώτος βγαίνει με κλήρο· μετά, σε κάθε γύρο μοιράζει ο άλλος παίκτης.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="17"/>
        <source>Each player gets 6 cards, the dealer&apos;s opponent first, and 4 cards are turned face up on the table. The other 36 cards are the stock.</source>
        <translation>Κάθε παίκτης παίρνει 6 χαρτιά, πρώτα ο αντίπαλος αυτού που μοιράζει, και 4 χαρτιά ανοίγονται στο τραπέζι. Τα άλλα 36 χαρτιά μένουν στην τράπουλα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="18"/>
        <source>If 3 or 4 of the opening table cards are face cards of the same rank, the table is dealt again. Hands are kept. (House rule V-TRIPLE-FACES.)</source>
        <translation>Αν 3 ή 4 από τα πρώτα χαρτιά του τραπεζιού είναι ίδιες φιγούρες, το τραπέζι ξαναμοιράζεται. Τα χέρια μένουν ίδια. (Παραλλαγή V-TRIPLE-FACES.)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="19"/>
        <source>When both hands are empty and the stock is not, each player gets 6 more cards; nothing is added to the table. With two players there are 4 deals per round.</source>
        <translation>Όταν αδειάσουν και τα δύο χέρια και η τράπουλα έχει ακόμα χαρτιά, κάθε παίκτης παίρνει άλλα 6· στο τραπέζι δεν προστίθεται τίποτα. Με δύο παίκτες κάθε γύρος έχει 4 μοιράσματα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="20"/>
        <source>The dealer&apos;s opponent plays first after every deal; then the players take turns.</source>
        <translation>Μετά από κάθε μοίρασμα παίζει πρώτος ο αντίπαλος αυτού που μοιράζει· μετά παίζουν εναλλάξ.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="21"/>
        <source>On your turn you play exactly one card and do exactly one thing with it: take, declare (or raise, or add to a family), or lay.</source>
        <translation>Στη σειρά σου παίζεις ακριβώς ένα χαρτί και κάνεις μ’ αυτό ακριβώς ένα πράγμα: παίρνεις, δηλώνεις (ή ανεβάζεις, ή συμπληρώνεις πολλαπλή δήλωση) ή ρίχνεις κάτω.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="23"/>
        <source>Taking cards</source>
        <translation>Πώς παίρνεις χαρτιά</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="24"/>
        <source>A numeral card takes, in one move, any number of groups worth its value: a loose card of that value, loose cards that add up to it, a whole declaration of that value. Example: a 6 takes a loose 6 and 2 + 4 together.</source>
        <translation>Ένα νούμερο παίρνει με μία κίνηση όσες ομάδες θέλεις που αξίζουν όσο αυτό: ένα ελεύθερο χαρτί ίδιας αξίας, ελεύθερα χαρτιά που κάνουν μαζί την αξία του, ολόκληρα δηλωμένα αυτής της αξίας. Παράδειγμα: ένα 6 παίρνει μαζί ένα ελεύθερο 6 και 2 + 4.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="25"/>
        <source>Each table card is used once. You choose the groups; the cards you do not choose stay. You never have to take the most you can (house rules V-SWEEP and V-FORCED-SUMS).</source>
        <translation>Κάθε χαρτί του τραπεζιού μετράει μία φορά. Εσύ διαλέγεις τις ομάδες· όσα χαρτιά δεν διαλέξεις μένουν κάτω. Δεν είσαι ποτέ υποχρεωμένος να πάρεις όσα περισσότερα μπορείς (παραλλαγές V-SWEEP και V-FORCED-SUMS).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="26"/>
        <source>Taking with a numeral is optional: a card that could take may be laid instead, unless you own a declaration (R30). (House rule V-MUST-CAPTURE.)</source>
        <translation>Με νούμερο δεν είσαι υποχρεωμένος να πάρεις: ένα χαρτί που μπορεί να πάρει μπορεί και να ριχτεί κάτω, εκτός αν έχεις δικά σου δηλωμένα (R30). (Παραλλαγή V-MUST-CAPTURE.)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="27"/>
        <source>A face card played while a face card of its rank lies loose must take exactly one of them; you pick which. It cannot be laid then, never takes two and never takes numerals. With no equal face card on the table it can only be laid.</source>
        <translation>Φιγούρα που παίζεται ενώ υπάρχει ίδια ελεύθερη φιγούρα στο τραπέζι πρέπει να πάρει ακριβώς μία από αυτές· εσύ διαλέγεις ποια. Τότε δεν ρίχνεται κάτω, δεν παίρνει ποτέ δύο και δεν παίρνει ποτέ νούμερα. Αν δεν υπάρχει ίδια φιγούρα στο τραπέζι, μόνο ρίχνεται κάτω.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="28"/>
        <source>A declaration is taken only whole, only as its own group, and only by a card equal to its value. It is never part of a sum: a 9 does not take a declared 5 with a loose 4, and a 10 does not take a family of nines with an ace.</source>
        <translation>Τα δηλωμένα μαζεύονται μόνο ολόκληρα, μόνο σαν δική τους ομάδα και μόνο με χαρτί ίσο με την αξία τους. Δεν μπαίνουν ποτέ σε άθροισμα: ένα 9 δεν παίρνει δηλωμένα 5 μαζί με ελεύθερο 4, και ένα 10 δεν παίρνει δηλωμένα εννιάρια μαζί με έναν άσσο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="29"/>
        <source>The card you played and the cards you took go face down to your pile. Nobody may look at the piles before the count at the end of the round.</source>
        <translation>Το χαρτί που έπαιξες και όσα πήρες πάνε κλειστά στα μαζεμένα σου. Κανείς δεν κοιτάζει τα μαζεμένα πριν από το μέτρημα στο τέλος του γύρου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="31"/>
        <source>Laying a card</source>
        <translation>Ρίχνω κάτω</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="32"/>
        <source>A card laid on the table becomes a new loose card.</source>
        <translation>Το χαρτί που ρίχνεις κάτω γίνεται ένα ακόμα ελεύθερο χαρτί του τραπεζιού.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="33"/>
        <source>A face card cannot be laid while an equal face card lies loose (R13). A player who owns a declaration cannot lay any card (R30).</source>
        <translation>Φιγούρα δεν ρίχνεται κάτω όσο υπάρχει ίδια ελεύθερη φιγούρα (R13). Όποιος έχει δικά του δηλωμένα δεν ρίχνει κανένα χαρτί κάτω (R30).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="35"/>
        <source>Declarations («δήλωση»)</source>
        <translation>Δηλώσεις</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="36"/>
        <source>Every declaration: its value is at most 10; only numerals; at least one table card is used; and afterwards you still hold another card of the announced value, the reserve (the card you played does not count).</source>
        <translation>Σε κάθε δήλωση: η αξία είναι το πολύ 10· μόνο νούμερα· χρησιμοποιείται τουλάχιστον ένα χαρτί του τραπεζιού· και μετά σου μένει στο χέρι άλλο ένα χαρτί της αξίας που δήλωσες, η ρεζέρβα (το χαρτί που έπαιξες δεν μετράει).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="37"/>
        <source>Simple declaration: your card plus one or more loose numerals adding up exactly to the value. The pile stays on the table as one unit, and you own it. Example: 3 on 5, announced eight.</source>
        <translation>Απλή δήλωση: το χαρτί σου μαζί με ένα ή περισσότερα ελεύθερα νούμερα κάνουν ακριβώς την αξία. Τα δηλωμένα μένουν στο τραπέζι σαν ένα κομμάτι και είναι δικά σου. Παράδειγμα: 3 πάνω στο 5, «δηλωμένα οχτώ».</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="38"/>
        <source>Family declaration: your card and table cards form two or more parts, each worth exactly the value. A part is a loose card of the value, loose cards adding up to it, or one simple declaration of exactly that value (which is absorbed; its owner is released). Two sixes are a family of sixes, worth 6, never 12.</source>
        <translation>Πολλαπλή δήλωση: το χαρτί σου και χαρτιά του τραπεζιού φτιάχνουν δύο ή περισσότερα κομμάτια, το καθένα ακριβώς της αξίας. Κομμάτι είναι ένα ελεύθερο χαρτί αυτής της αξίας, ελεύθερα χαρτιά που την κάνουν μαζί, ή μία απλή δήλωση ακριβώς αυτής της αξίας (που ενσωματώνεται· όποιος την είχε δηλώσει απαλλάσσεται). Δύο εξάρια είναι «δηλωμένα εξάρια», αξίας 6, ποτέ 12.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="39"/>
        <source>Adding to a family: put one or more parts worth its value (your card and loose numerals) on a family of that value, keeping a reserve; you become or stay its owner. An owner may turn its own simple declaration into a family this way. (House rule V-JOIN-FAMILY.)</source>
        <translation>Συμπλήρωση πολλαπλής: βάζεις ένα ή περισσότερα κομμάτια της ίδιας αξίας (το χαρτί σου και ελεύθερα νούμερα) πάνω σε πολλαπλή δήλωση αυτής της αξίας, κρατώντας ρεζέρβα· η δήλωση γίνεται ή μένει δική σου. Έτσι μπορείς να κάνεις και τη δική σου απλή δήλωση πολλαπλή. (Παραλλαγή V-JOIN-FAMILY.)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="40"/>
        <source>Raise («ανεβάζω»): only a player who owns no declaration may raise a simple one. Put exactly one card from your hand on it and announce the new total, at most 10, keeping a reserve of it. You become the owner and the previous owner is released. Nobody may raise a pile they own; once an opponent has raised your pile it is theirs, and you may raise it back. (House rules V-SELF-RAISE and V-RAISE-TABLE-CARDS.)</source>
        <translation>Ανέβασμα: μόνο όποιος δεν έχει δικά του δηλωμένα μπορεί να ανεβάσει μια απλή δήλωση. Βάζεις πάνω της ακριβώς ένα χαρτί από το χέρι σου και λες το νέο σύνολο, το πολύ 10, κρατώντας ρεζέρβα γι’ αυτό. Η δήλωση γίνεται δική σου και ο προηγούμενος απαλλάσσεται. Κανείς δεν ανεβάζει τα δικά του δηλωμένα· αν ο αντίπαλος ανέβασε τα δικά σου, είναι πια δικά του και μπορείς να τα ξανανεβάσεις. (Παραλλαγές V-SELF-RAISE και V-RAISE-TABLE-CARDS.)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="41"/>
        <source>A family is never raised: its value never changes.</source>
        <translation>Η πολλαπλή δήλωση δεν ανεβαίνει ποτέ: η αξία της δεν αλλάζει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="42"/>
        <source>Two declarations are never merged in one move, and a simple declaration is never part of a different total: it can only be raised (R22) or absorbed into a family of its exact value (R20).</source>
        <translation>Δύο δηλώσεις δεν ενώνονται ποτέ σε μία κίνηση, και μια απλή δήλωση δεν μπαίνει ποτέ σε άλλο σύνολο: μόνο ανεβαίνει (R22) ή μπαίνει σε πολλαπλή δήλωση της ίδιας ακριβώς αξίας (R20).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="43"/>
        <source>One card may take several declarations of its value at once, each as its own group.</source>
        <translation>Ένα χαρτί μπορεί να μαζέψει μονομιάς πολλά δηλωμένα της αξίας του, το καθένα σαν δική του ομάδα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="45"/>
        <source>The duties of an owner</source>
        <translation>Οι υποχρεώσεις όποιου δήλωσε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="46"/>
        <source>The owner of a declaration is the player who made it or last changed it (by raising it or adding to it as a family). A player owns at most one declaration.</source>
        <translation>Τα δηλωμένα ανήκουν σε όποιον τα δήλωσε ή τα άλλαξε τελευταίος (ανεβάζοντάς τα ή συμπληρώνοντάς τα ως πολλαπλή δήλωση). Κάθε παίκτης έχει το πολύ μία δήλωση.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="47"/>
        <source>Your duties end when another player takes your pile or changes it: raises it, absorbs it into a family, or adds to it.</source>
        <translation>Οι υποχρεώσεις σου τελειώνουν όταν άλλος παίκτης μαζέψει ή αλλάξει τα δηλωμένα σου: τα ανεβάσει, τα βάλει σε πολλαπλή δήλωση ή τα συμπληρώσει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="48"/>
        <source>While you own a pile you may: take anything you are allowed to with a card other than your reserve; take your own pile (with the reserve, possibly together with other groups); add to your own pile as a family, keeping a reserve.</source>
        <translation>Όσο έχεις δικά σου δηλωμένα μπορείς: να πάρεις ό,τι επιτρέπεται με χαρτί που δεν είναι η ρεζέρβα σου· να μαζέψεις τα δηλωμένα σου (με τη ρεζέρβα, ίσως μαζί με άλλες ομάδες)· να τα συμπληρώσεις ως πολλαπλή δήλωση, κρατώντας ρεζέρβα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="49"/>
        <source>While you own a pile you may not: start another declaration, raise or join another pile, or spend your last reserve card on anything that does not take your own pile.</source>
        <translation>Όσο έχεις δικά σου δηλωμένα δεν μπορείς: να κάνεις άλλη δήλωση, να ανεβάσεις ή να συμπληρώσεις άλλα δηλωμένα, ή να παίξεις την τελευταία σου ρεζέρβα σε κάτι που δεν μαζεύει τα δηλωμένα σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="50"/>
        <source>While you own a pile you may not lay a card.</source>
        <translation>Όσο έχεις δικά σου δηλωμένα δεν ρίχνεις χαρτί κάτω.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="51"/>
        <source>So no declaration survives the end of a round: at the latest, the owner&apos;s last card takes it.</source>
        <translation>Έτσι καμία δήλωση δεν μένει στο τραπέζι στο τέλος του γύρου: το αργότερο, τη μαζεύει το τελευταίο χαρτί όποιου δήλωσε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="53"/>
        <source>Xeri («ξερή») and the end of a round</source>
        <translation>Η ξερή και το τέλος του γύρου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="54"/>
        <source>A capture that leaves the table empty is a xeri, worth 10 points.</source>
        <translation>Όταν παίρνεις και αφήνεις το τραπέζι άδειο, κάνεις ξερή, που αξίζει 10 πόντους.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="55"/>
        <source>The very first card of a round never scores a xeri, even if it clears the opening table. The first card after a new deal can. (House rule V-FIRST-XERI.)</source>
        <translation>Το πρώτο πρώτο χαρτί του γύρου δεν κάνει ποτέ ξερή, ακόμα κι αν σηκώσει όλο το αρχικό τραπέζι. Το πρώτο χαρτί μετά από νέο μοίρασμα μπορεί. (Παραλλαγή V-FIRST-XERI.)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="56"/>
        <source>Declaring never scores a xeri: the cards stay on the table.</source>
        <translation>Η δήλωση δεν κάνει ποτέ ξερή: τα χαρτιά μένουν στο τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="57"/>
        <source>After the last card of the round, the cards left on the table go to the player who took cards last (to the dealer if nobody took any). That is never a xeri. If the last card itself clears the table, it is a xeri.</source>
        <translation>Μετά το τελευταίο χαρτί του γύρου, όσα χαρτιά μένουν στο τραπέζι τα παίρνει όποιος μάζεψε τελευταίος (αυτός που μοίρασε, αν δεν μάζεψε κανείς). Αυτό δεν είναι ποτέ ξερή. Αν όμως το ίδιο το τελευταίο χαρτί σηκώσει όλο το τραπέζι, είναι ξερή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="59"/>
        <source>Scoring and the match</source>
        <translation>Πόντοι και παρτίδα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="60"/>
        <source>Each round: the most cards 4 points (none if both have 26); each ace 1; the 10♦ 2; the 2♣ 1; each xeri 10. Example: 28 cards, two aces, the 10♦ and one xeri make 4 + 2 + 2 + 10 = 18.</source>
        <translation>Σε κάθε γύρο: τα περισσότερα χαρτιά 4 πόντους (κανείς, αν έχουν και οι δύο 26)· κάθε άσσος 1· το 10♦ 2· το 2♣ 1· κάθε ξερή 10. Παράδειγμα: 28 χαρτιά, δύο άσσοι, το 10♦ και μία ξερή κάνουν 4 + 2 + 2 + 10 = 18.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="61"/>
        <source>Points add up from round to round; the target is 61. (House rule V-TARGET.)</source>
        <translation>Οι πόντοι προστίθενται από γύρο σε γύρο· ο στόχος είναι 61. (Παραλλαγή V-TARGET.)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="62"/>
        <source>After a round: if one side has reached the target, it wins; if both have, the higher total wins; an exact tie plays another round.</source>
        <translation>Μετά από κάθε γύρο: αν μία πλευρά έφτασε τον στόχο, κερδίζει· αν τον έφτασαν και οι δύο, κερδίζει το μεγαλύτερο σύνολο· σε απόλυτη ισοπαλία παίζεται κι άλλος γύρος.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="64"/>
        <source>Four players</source>
        <translation>Τέσσερις παίκτες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="65"/>
        <source>Partners sit opposite each other. Each team shares its captures, card count, xeris and score.</source>
        <translation>Οι συμπαίκτες κάθονται απέναντι. Κάθε ομάδα μοιράζεται τα μαζεμένα, το μέτρημα των χαρτιών, τις ξερές και το σκορ της.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="66"/>
        <source>The dealer gives 6 cards to each player and turns up 4 table cards; play goes round the table starting next to the dealer, after every deal. There are 2 deals per round. (House rule V-DIRECTION.)</source>
        <translation>Αυτός που μοιράζει δίνει 6 χαρτιά σε κάθε παίκτη και ανοίγει 4 χαρτιά στο τραπέζι· μετά από κάθε μοίρασμα το παιχνίδι γυρίζει γύρω από το τραπέζι, ξεκινώντας από τον διπλανό του. Κάθε γύρος έχει 2 μοιράσματα. (Παραλλαγή V-DIRECTION.)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="67"/>
        <source>Duties are personal: a partner of an owner may lay, take, raise or take the partner&apos;s pile like any other player (a raise by the partner makes the partner the owner).</source>
        <translation>Οι υποχρεώσεις είναι προσωπικές: ο συμπαίκτης όποιου δήλωσε μπορεί να ρίξει κάτω, να πάρει, να ανεβάσει ή να μαζέψει τα δηλωμένα του συμπαίκτη του, όπως κάθε άλλος παίκτης (αν τα ανεβάσει, γίνονται δικά του).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="68"/>
        <source>The last team to take cards gets the leftovers; the first card of a round never scores a xeri; scoring and the target are counted per team.</source>
        <translation>Ό,τι μένει κάτω το παίρνει η ομάδα που μάζεψε τελευταία· το πρώτο χαρτί του γύρου δεν κάνει ποτέ ξερή· πόντοι και στόχος μετράνε ανά ομάδα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="74"/>
        <source>Must capture. No (default): a numeral may be laid even if it could take. Yes: a card that could take may not be laid (it may still declare). From the taverna rule that a 10 thrown must take cards adding up to 10.</source>
        <translation>Υποχρεωτικό μάζεμα. Όχι (προεπιλογή): ένα νούμερο ρίχνεται κάτω ακόμα κι αν μπορεί να πάρει. Ναι: χαρτί που μπορεί να πάρει δεν ρίχνεται κάτω (μπορεί όμως να δηλώσει). Από τον κανόνα της ταβέρνας ότι το 10 που πέφτει πρέπει να πάρει χαρτιά που κάνουν 10.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="75"/>
        <source>Forced sums («ζ»). No (default). Yes: whoever takes a declaration must also take every loose card or group of loose cards worth its value.</source>
        <translation>Υποχρεωτικά αθροίσματα («ζ»). Όχι (προεπιλογή). Ναι: όποιος μαζεύει δηλωμένα πρέπει να πάρει και κάθε ελεύθερο χαρτί ή ομάδα ελεύθερων χαρτιών της ίδιας αξίας.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="76"/>
        <source>Sweep. No (default). Yes: a capture with a numeral may not leave a loose card of the same rank on the table.</source>
        <translation>Σκούπισμα. Όχι (προεπιλογή). Ναι: όταν παίρνεις με νούμερο, δεν αφήνεις στο τραπέζι ελεύθερο χαρτί ίδιο με αυτό που έπαιξες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="77"/>
        <source>Three face cards. Redeal (default): three or four equal face cards on the opening table are dealt again (R6). Capture all: three stay, and the fourth card of that rank must take all three together; four are always dealt again.</source>
        <translation>Τρεις φιγούρες. Ξαναμοίρασμα (προεπιλογή): τρεις ή τέσσερις ίδιες φιγούρες στο αρχικό τραπέζι ξαναμοιράζονται (R6). Τις παίρνει η τέταρτη: οι τρεις μένουν κάτω και η τέταρτη ίδια φιγούρα πρέπει να τις πάρει και τις τρεις μαζί· οι τέσσερις ξαναμοιράζονται πάντα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="78"/>
        <source>Raise your own. No (default). Yes: the owner may raise its own simple declaration.</source>
        <translation>Ανέβασμα της δικής σου. Όχι (προεπιλογή). Ναι: όποιος δήλωσε μπορεί να ανεβάσει τη δική του απλή δήλωση.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="79"/>
        <source>Raise with table cards. No (default). Yes: a raise may also add loose table cards; the new value is the old one plus your card plus the added cards, and the pile stays simple.</source>
        <translation>Ανέβασμα με χαρτιά του τραπεζιού. Όχι (προεπιλογή). Ναι: στο ανέβασμα μπορείς να βάλεις και ελεύθερα χαρτιά του τραπεζιού· η νέα αξία είναι η παλιά συν το χαρτί σου συν τα χαρτιά που πρόσθεσες, και η δήλωση μένει απλή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="80"/>
        <source>Join a family. Yes (default): anyone allowed to declare may add to any family of the exact value and becomes its owner. No: only the owner adds to its family (absorbing a simple declaration into a new family stays open to all).</source>
        <translation>Συμπλήρωση πολλαπλής. Ναι (προεπιλογή): όποιος μπορεί να δηλώσει μπορεί να συμπληρώσει κάθε πολλαπλή δήλωση της ίδιας ακριβώς αξίας, και γίνεται δική του. Όχι: μόνο όποιος τη δήλωσε τη συμπληρώνει (το να γίνει μια απλή δήλωση κομμάτι νέας πολλαπλής επιτρέπεται σε όλους).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="81"/>
        <source>Locked «σόι». No (default). Yes: a family made of exactly two equal single cards can never be added to.</source>
        <translation>Κλειδωμένο «σόι». Όχι (προεπιλογή). Ναι: πολλαπλή δήλωση από ακριβώς δύο ίδια μονά χαρτιά δεν συμπληρώνεται ποτέ.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="82"/>
        <source>First-card xeri. No (default): R33. Yes: the first card of a round can score a xeri.</source>
        <translation>Ξερή με το πρώτο χαρτί. Όχι (προεπιλογή): R33. Ναι: και το πρώτο χαρτί του γύρου μπορεί να κάνει ξερή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="83"/>
        <source>Target. 61 (default), 101, or any number of points.</source>
        <translation>Στόχος. 61 (προεπιλογή), 101 ή όσους πόντους θέλεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="84"/>
        <source>Direction (four players). Counter-clockwise (default, the Greek way) or clockwise. Only the drawing of the table changes, never the rules.</source>
        <translation>Φορά (τέσσερις παίκτες). Αριστερόστροφα (προεπιλογή, όπως παίζουμε στην Ελλάδα) ή δεξιόστροφα. Αλλάζει μόνο το σχέδιο του τραπεζιού, ποτέ οι κανόνες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="88"/>
        <source>Two players, every house rule at its default (the rules on pagat.com).</source>
        <translation>Δύο παίκτες, όλες οι παραλλαγές στην προεπιλογή τους (οι κανόνες του pagat.com).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="89"/>
        <source>Two players, as in a Greek taverna: must capture, forced sums, three face cards captured together, locked σόι.</source>
        <translation>Δύο παίκτες, όπως στην ταβέρνα: υποχρεωτικό μάζεμα, υποχρεωτικά αθροίσματα, οι τρεις φιγούρες μαζεύονται μαζί, κλειδωμένο σόι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="90"/>
        <source>Four players in two teams, with the taverna house rules.</source>
        <translation>Τέσσερις παίκτες σε δύο ομάδες, με τις παραλλαγές της ταβέρνας.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rulebook.py" line="91"/>
        <source>Four players in two teams, every house rule at its default.</source>
        <translation>Τέσσερις παίκτες σε δύο ομάδες, όλες οι παραλλαγές στην προεπιλογή τους.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rules_reference.py" line="37"/>
        <source>The rules of Diloti (Δηλωτή)</source>
        <translation>Οι κανόνες της Δηλωτής</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rules_reference.py" line="40"/>
        <source>Each rule has an id, like R30. The game names it when it refuses a move, and the lessons of the tutorial cite it.</source>
        <translation>Κάθε κανόνας έχει έναν κωδικό, όπως R30. Το παιχνίδι τον αναφέρει όταν δεν δέχεται μια κίνηση, και τον αναφέρουν και τα μαθήματα της εκμάθησης.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rules_reference.py" line="52"/>
        <source>House rules (variants)</source>
        <translation>Παραλλαγές (κανόνες του τραπεζιού)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rules_reference.py" line="55"/>
        <source>Tables differ. Choose the house rules in the New match dialog; each game keeps the rules it started with.</source>
        <translation>Κάθε τραπέζι έχει τα δικά του. Διάλεξε παραλλαγές στο παράθυρο «Νέα παρτίδα»· κάθε παρτίδα κρατά τους κανόνες με τους οποίους ξεκίνησε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rules_reference.py" line="62"/>
        <source>Rule sets</source>
        <translation>Σύνολα κανόνων</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rules_reference.py" line="66"/>
        <source>No rule matches “{query}”.</source>
        <translation>Κανένας κανόνας δεν ταιριάζει με «{query}».</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rules_reference.py" line="77"/>
        <source>Rules reference</source>
        <translation>Όλοι οι κανόνες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rules_reference.py" line="81"/>
        <source>Search the rules (a word or an id like R30)</source>
        <translation>Ψάξε στους κανόνες (μια λέξη ή έναν κωδικό όπως R30)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rules_reference.py" line="83"/>
        <source>Search the rules</source>
        <translation>Ψάξε στους κανόνες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/rules_reference.py" line="89"/>
        <source>The rules</source>
        <translation>Οι κανόνες</translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/rules_summary.py" line="14"/>
        <source>&lt;h2&gt;Diloti (Δηλωτή) in brief&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Cards.&lt;/b&gt; Ace counts 1, 2–10 their pips. Jacks, queens and kings have no value: a face card only takes one face card of the same rank.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Deal.&lt;/b&gt; Six cards each and four face up on the table; when both hands are empty, six more each until the deck is used up.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Your turn: one card, one action.&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Take&lt;/b&gt; (μαζεύω): a card takes table cards of its value, loose cards that add up to it, and declarations of its value — several groups at once.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Declare&lt;/b&gt; (δηλώνω): put a card on table cards to build a value up to 10 that you can take later with another card you hold. 3 on 5 is «δηλωμένα οχτώ»; 6 on 6 is a family of sixes.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Raise&lt;/b&gt; (ανεβάζω): add one card to the opponent&apos;s simple declaration and announce the new total, if you hold a card of it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lay&lt;/b&gt; a card (ρίχνω κάτω).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Obligations.&lt;/b&gt; While you own a declaration you may not lay a card nor start or raise another; you must take it in the end (R28–R30).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Xeri&lt;/b&gt; (ξερή): a capture that clears the table scores 10.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Scoring.&lt;/b&gt; Most cards 4, each ace 1, 10♦ 2, 2♣ 1, each xeri 10. Cards left at the end go to the last player who took. The first side to reach the target (61 unless you choose otherwise) wins.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Η Δηλωτή με λίγα λόγια&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Χαρτιά.&lt;/b&gt; Ο άσσος μετράει 1, τα 2–10 όσο γράφουν. Βαλέδες, ντάμες και ρηγάδες δεν έχουν αξία: μια φιγούρα παίρνει μόνο μία ίδια φιγούρα.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Μοίρασμα.&lt;/b&gt; Έξι χαρτιά στον καθένα και τέσσερα ανοιχτά στο τραπέζι· όταν αδειάσουν και τα δύο χέρια, άλλα έξι στον καθένα, ώσπου να τελειώσει η τράπουλα.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Στη σειρά σου: ένα χαρτί, μία κίνηση.&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Παίρνεις&lt;/b&gt; (μαζεύεις): ένα χαρτί παίρνει τα χαρτιά του τραπεζιού με την αξία του, ελεύθερα χαρτιά που κάνουν μαζί την αξία του και δηλωμένα της αξίας του — πολλές ομάδες μαζί.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Δηλώνεις&lt;/b&gt;: βάζεις ένα χαρτί πάνω σε χαρτιά του τραπεζιού και φτιάχνεις αξία ως το 10, που θα τη μαζέψεις αργότερα με άλλο χαρτί που κρατάς. 3 πάνω στο 5 είναι «δηλωμένα οχτώ»· 6 πάνω στο 6 είναι «δηλωμένα εξάρια».&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ανεβάζεις&lt;/b&gt;: βάζεις ένα χαρτί στην απλή δήλωση του αντιπάλου και λες το νέο σύνολο, αν κρατάς χαρτί γι’ αυτό.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ρίχνεις κάτω&lt;/b&gt; ένα χαρτί.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Υποχρεώσεις.&lt;/b&gt; Όσο έχεις δικά σου δηλωμένα, δεν ρίχνεις χαρτί κάτω και δεν κάνεις ούτε ανεβάζεις άλλη δήλωση· στο τέλος πρέπει να τα μαζέψεις (R28–R30).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ξερή&lt;/b&gt;: όποιος μαζεύει και αφήνει άδειο το τραπέζι γράφει 10.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Μέτρημα.&lt;/b&gt; Τα περισσότερα χαρτιά 4, κάθε άσσος 1, το 10♦ 2, το 2♣ 1, κάθε ξερή 10. Ό,τι μένει στο τέλος κάτω το παίρνει όποιος μάζεψε τελευταίος. Κερδίζει η πλευρά που φτάνει πρώτη τον στόχο (61, αν δεν διαλέξεις άλλο).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/rules_summary.py" line="43"/>
        <location filename="../../diloti_qt/ui/dialogs/rules_summary.py" line="46"/>
        <source>Rules of Diloti</source>
        <translation>Οι κανόνες της Δηλωτής</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_chart.py" line="47"/>
        <source>You</source>
        <translation>Εσύ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_chart.py" line="47"/>
        <source>Opponent</source>
        <translation>Αντίπαλος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_chart.py" line="48"/>
        <source>Score progression chart</source>
        <translation>Γράφημα της πορείας του σκορ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_chart.py" line="77"/>
        <source>No match selected.</source>
        <translation>Δεν έχεις διαλέξει παρτίδα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_chart.py" line="80"/>
        <source>round {n}: {you} {a}, {them} {b}</source>
        <translation>γύρος {n}: {you} {a}, {them} {b}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_chart.py" line="84"/>
        <source>Target {target}. After {rounds}.</source>
        <translation>Στόχος {target}. Σκορ μετά από κάθε γύρο — {rounds}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_chart.py" line="100"/>
        <source>Select a match to see how the score went.</source>
        <translation>Διάλεξε μια παρτίδα για να δεις πώς πήγε το σκορ.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_chart.py" line="155"/>
        <source>Round</source>
        <translation>Γύρος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_chart.py" line="165"/>
        <source>Target {target}</source>
        <translation>Στόχος {target}</translation>
    </message>
</context>
<context>
    <name>ScorePad</name>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="89"/>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="291"/>
        <source>Round</source>
        <translation>Γύρος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="89"/>
        <source>Deals</source>
        <translation>Μοιράζει</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="89"/>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="89"/>
        <source>Total</source>
        <translation>Σύνολο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="90"/>
        <source>Score sheet</source>
        <translation>Φύλλο σκορ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="129"/>
        <source>Score pad</source>
        <translation>Μπλοκ σκορ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="189"/>
        <source>What is wrong with the entry</source>
        <translation>Τι δεν πάει καλά στην καταχώριση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="193"/>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="414"/>
        <source>&amp;Add the round</source>
        <translation>&amp;Γράψε τον γύρο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="197"/>
        <source>Cancel the co&amp;rrection</source>
        <translation>Άκυρη η &amp;διόρθωση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="199"/>
        <source>&amp;Correct a round</source>
        <translation>Διόρ&amp;θωσε γύρο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="200"/>
        <source>The round chosen in the sheet (Enter on it)</source>
        <translation>Τον γύρο που διάλεξες στο φύλλο (Enter πάνω του)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="202"/>
        <source>&amp;Delete the last round</source>
        <translation>Σ&amp;βήσε τον τελευταίο γύρο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="204"/>
        <source>&amp;New pad…</source>
        <translation>&amp;Νέο μπλοκ…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="206"/>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="264"/>
        <source>Round {n} added: {a} to {b}.</source>
        <translation>Γράφτηκε ο γύρος {n}: {a} με {b}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="267"/>
        <source>Round {n} corrected.</source>
        <translation>Ο γύρος {n} διορθώθηκε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="294"/>
        <source>The last round is back in the form: type it again, or change it.</source>
        <translation>Ο τελευταίος γύρος γύρισε στη φόρμα: γράψ&apos; τον ξανά ή άλλαξέ τον.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="304"/>
        <source>Start a new pad?</source>
        <translation>Νέο μπλοκ;</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="305"/>
        <source>This match is not finished. Throw its pad away and start a new one?</source>
        <translation>Η παρτίδα δεν τελείωσε. Να πεταχτεί το μπλοκ της και να ξεκινήσει νέο;</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="306"/>
        <source>&amp;Throw it away</source>
        <translation>&amp;Πέτα το</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="306"/>
        <source>&amp;Keep it</source>
        <translation>&amp;Κράτα το</translation>
    </message>
    <message>
        <source>The result could not be written to the statistics: {error}</source>
        <translation type="vanished">Το αποτέλεσμα δεν γράφτηκε στα στατιστικά: {error}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="390"/>
        <source>{rules} · to {target}</source>
        <translation>{rules} · ως τους {target}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="392"/>
        <source>Total {a} : {b}  ·  target {target}</source>
        <translation>Σύνολο {a} : {b}  ·  στόχος {target}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="397"/>
        <source>Correcting round {n} (dealt by {name})</source>
        <translation>Διόρθωση του γύρου {n} (μοίρασε: {name})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="400"/>
        <source>{name} wins the match, {a} to {b}!</source>
        <translation>Την παρτίδα την κερδίζει: {name}, {a} με {b}!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="403"/>
        <source>Round {n} · {name} deals</source>
        <translation>Γύρος {n} · μοιράζει: {name}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="407"/>
        <source>Round {n}, corrected</source>
        <translation>Γύρος {n}, διόρθωση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="409"/>
        <source>Round {n}</source>
        <translation>Γύρος {n}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="411"/>
        <source>The match is over</source>
        <translation>Η παρτίδα τελείωσε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="413"/>
        <source>&amp;Save the correction</source>
        <translation>&amp;Γράψε τη διόρθωση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="40"/>
        <source>Cards</source>
        <translation>Χαρτιά</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="40"/>
        <source>Aces</source>
        <translation>Άσσοι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="40"/>
        <source>10♦</source>
        <translation>10♦</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="41"/>
        <source>2♣</source>
        <translation>2♣</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="41"/>
        <source>Xeris</source>
        <translation>Ξερές</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="51"/>
        <source>The cards add up to {total}, not 52. Count the piles again, or choose “Who had more”.</source>
        <translation>Τα χαρτιά κάνουν {total}, όχι 52. Μέτρα ξανά τα χαρτιά, ή διάλεξε «Ποιος είχε τα περισσότερα».</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="54"/>
        <source>Count the cards of both sides, or choose “Who had more”.</source>
        <translation>Μέτρα τα χαρτιά και των δύο, ή διάλεξε «Ποιος είχε τα περισσότερα».</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="56"/>
        <source>Say which side had more cards.</source>
        <translation>Πες ποιος είχε τα περισσότερα χαρτιά.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="58"/>
        <source>The aces add up to {total}, not 4.</source>
        <translation>Οι άσσοι κάνουν {total}, όχι 4.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="60"/>
        <source>Nobody has the 10♦: tick it for the side that took it.</source>
        <translation>Κανείς δεν έχει το 10♦: σημείωσέ το σε όποιον το πήρε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="61"/>
        <source>Both sides have the 10♦, but there is only one.</source>
        <translation>Και οι δύο έχουν το 10♦, αλλά υπάρχει μόνο ένα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="63"/>
        <source>Nobody has the 2♣: tick it for the side that took it.</source>
        <translation>Κανείς δεν έχει το 2♣: σημείωσέ το σε όποιον το πήρε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="64"/>
        <source>Both sides have the 2♣, but there is only one.</source>
        <translation>Και οι δύο έχουν το 2♣, αλλά υπάρχει μόνο ένα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="66"/>
        <source>{side} took {cards} cards: too few for {count} aces, 10♦ and 2♣.</source>
        <translation>{side}: {cards} χαρτιά είναι λίγα για {count} άσσους, 10♦ και 2♣.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="69"/>
        <source>{side} took {cards} cards: too few for {count} xeris (each takes two cards or more).</source>
        <translation>{side}: {cards} χαρτιά είναι λίγα για {count} ξερές (κάθε ξερή παίρνει δύο χαρτιά ή περισσότερα).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="72"/>
        <source>{side} took one card, but every capture takes two cards or more: a side takes no cards or at least two.</source>
        <translation>{side}: πήρε ένα χαρτί, αλλά κάθε μάζεμα παίρνει δύο χαρτιά ή περισσότερα· μια πλευρά παίρνει κανένα χαρτί ή τουλάχιστον δύο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="75"/>
        <source>{count} xeris in one round, but a round has at most {most}: after a xeri the table is empty and the next card can only be laid.</source>
        <translation>{count} ξερές σε έναν γύρο, αλλά ένας γύρος έχει το πολύ {most}: μετά από ξερή το τραπέζι είναι άδειο και το επόμενο χαρτί μόνο ρίχνεται κάτω.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="79"/>
        <source>{side} had fewer cards, so at most {most}: too few for {count} xeris (each takes two cards or more).</source>
        <translation>{side}: είχε τα λιγότερα χαρτιά, άρα το πολύ {most}· είναι λίγα για {count} ξερές (κάθε ξερή παίρνει δύο χαρτιά ή περισσότερα).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="83"/>
        <source>These xeris, aces, 10♦ and 2♣ need at least {count} cards, but the deck has 52.</source>
        <translation>Αυτές οι ξερές, οι άσσοι, το 10♦ και το 2♣ θέλουν τουλάχιστον {count} χαρτιά, αλλά η τράπουλα έχει 52.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="86"/>
        <source>{side}: a count cannot be below 0.</source>
        <translation>{side}: κανένας αριθμός δεν είναι κάτω από 0.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="88"/>
        <source>The match is over: {side} won. Correct a round, or start a new pad.</source>
        <translation>Η παρτίδα τελείωσε: κέρδισε {side}. Διόρθωσε έναν γύρο ή ξεκίνα νέο μπλοκ.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="91"/>
        <source>With this correction {side} would win after round {n}, but later rounds were played. Delete those rounds first.</source>
        <translation>Με αυτή τη διόρθωση θα κέρδιζε {side} στον γύρο {n}, όμως παίχτηκαν κι άλλοι γύροι μετά. Σβήσε πρώτα εκείνους τους γύρους.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="93"/>
        <source>There is no round {n}.</source>
        <translation>Δεν υπάρχει γύρος {n}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="173"/>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="181"/>
        <source>{side}: {row}</source>
        <translation>{side}: {row}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="180"/>
        <source>taken</source>
        <translation>το πήρε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="186"/>
        <source>had more</source>
        <translation>τα περισσότερα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="187"/>
        <source>{side} had more cards</source>
        <translation>{side}: τα περισσότερα χαρτιά</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="257"/>
        <source>C&amp;ounted</source>
        <translation>&amp;Μετρημένα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="258"/>
        <source>Who had &amp;more</source>
        <translation>Ποιος είχε τα &amp;περισσότερα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="259"/>
        <source>&amp;26 each</source>
        <translation>&amp;26 ο καθένας</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="265"/>
        <source>Cards:</source>
        <translation>Χαρτιά:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="292"/>
        <source>Running total</source>
        <translation>Σύνολο ως τώρα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_form.py" line="365"/>
        <source>Target {target}</source>
        <translation>Στόχος {target}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="36"/>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="37"/>
        <source>&amp;You:</source>
        <translation>&amp;Εσύ:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="36"/>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="37"/>
        <source>You</source>
        <translation>Εσύ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="36"/>
        <source>&amp;Opponent:</source>
        <translation>&amp;Αντίπαλος:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="36"/>
        <source>Opponent</source>
        <translation>Αντίπαλος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="37"/>
        <source>Right</source>
        <translation>Δεξιά</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="37"/>
        <source>On your ri&amp;ght:</source>
        <translation>Στα &amp;δεξιά σου:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="38"/>
        <source>Your &amp;partner:</source>
        <translation>Ο &amp;συμπαίκτης σου:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="38"/>
        <source>Partner</source>
        <translation>Συμπαίκτης</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="38"/>
        <source>On your &amp;left:</source>
        <translation>Στ&apos; α&amp;ριστερά σου:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="38"/>
        <source>Left</source>
        <translation>Αριστερά</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="49"/>
        <source>Keep the score of a match played with real cards. Type each round&apos;s counts: the pad adds them up as the rules say.</source>
        <translation>Κράτα το σκορ μιας παρτίδας με αληθινή τράπουλα. Γράψε τι μέτρησε ο καθένας σε κάθε γύρο: το μπλοκ τα προσθέτει όπως λένε οι κανόνες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="56"/>
        <source>T&amp;wo players</source>
        <translation>Δύο &amp;παίκτες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="57"/>
        <source>Two &amp;teams of two</source>
        <translation>Δύο &amp;ζευγάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="65"/>
        <source>Players:</source>
        <translation>Παίκτες:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="69"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Κανόνες:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="81"/>
        <source>Play to {target}</source>
        <translation>Ως τους {target}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="84"/>
        <source>T&amp;arget score:</source>
        <translation>Πόντοι για &amp;νίκη:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="104"/>
        <source>&amp;Deals first:</source>
        <translation>&amp;Μοιράζει πρώτος:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad_setup.py" line="107"/>
        <source>&amp;Start the pad</source>
        <translation>&amp;Ξεκίνα το μπλοκ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_pad.py" line="145"/>
        <source>A new score pad</source>
        <translation>Νέο μπλοκ σκορ</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Us</source>
        <translation type="vanished">Εμείς</translation>
    </message>
    <message>
        <source>Them</source>
        <translation type="vanished">Εσείς</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_sheet.py" line="41"/>
        <source>{count} → {points}</source>
        <translation>{count} → {points}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_sheet.py" line="47"/>
        <location filename="../../diloti_qt/ui/dialogs/score_sheet.py" line="170"/>
        <source>Cards</source>
        <translation>Χαρτιά</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_sheet.py" line="49"/>
        <source>Aces</source>
        <translation>Άσσοι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_sheet.py" line="50"/>
        <source>10♦</source>
        <translation>10♦</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_sheet.py" line="51"/>
        <source>2♣</source>
        <translation>2♣</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_sheet.py" line="52"/>
        <location filename="../../diloti_qt/ui/dialogs/score_sheet.py" line="172"/>
        <source>Xeris</source>
        <translation>Ξερές</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_sheet.py" line="104"/>
        <source>Target {target}</source>
        <translation>Στόχος {target}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_sheet.py" line="125"/>
        <source>Round</source>
        <translation>Γύρος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_sheet.py" line="126"/>
        <source>Running total</source>
        <translation>Σύνολο ως τώρα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_sheet.py" line="138"/>
        <source>Round {n}</source>
        <translation>Γύρος {n}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/score_sheet.py" line="142"/>
        <source>Total</source>
        <translation>Σύνολο</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <location filename="../../diloti_qt/models/scores.py" line="91"/>
        <source>Total</source>
        <translation>Σύνολο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/models/scores.py" line="92"/>
        <source>Round {n}</source>
        <translation>Γύρος {n}</translation>
    </message>
    <message>
        <source>Us</source>
        <translation type="vanished">Εμείς</translation>
    </message>
    <message>
        <source>Them</source>
        <translation type="vanished">Εσείς</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../diloti_qt/ui/session.py" line="125"/>
        <source>Your match was resumed where you left it.</source>
        <translation>Η παρτίδα σου συνεχίζεται από εκεί που την άφησες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/session.py" line="167"/>
        <source>Diloti</source>
        <translation>Δηλωτή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/session.py" line="171"/>
        <source>Notice about your files</source>
        <translation>Ειδοποίηση για τα αρχεία σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/session.py" line="172"/>
        <source>Nothing else was lost. You can keep playing.</source>
        <translation>Τίποτε άλλο δεν χάθηκε. Μπορείς να συνεχίσεις να παίζεις.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Hide the side panel ({key})</source>
        <translation type="vanished">Κρύψε το πλαϊνό πάνελ ({key})</translation>
    </message>
    <message>
        <source>Hide the side panel</source>
        <translation type="vanished">Κρύψε το πλαϊνό πάνελ</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="167"/>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="171"/>
        <source>Statistics</source>
        <translation>Στατιστικά</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="175"/>
        <source>&amp;Opponent:</source>
        <translation>&amp;Αντίπαλος:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="185"/>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="187"/>
        <source>Results by opponent</source>
        <translation>Αποτελέσματα ανά αντίπαλο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="184"/>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="206"/>
        <source>Opponent</source>
        <translation>Αντίπαλος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="184"/>
        <source>Played</source>
        <translation>Παρτίδες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="184"/>
        <source>Won</source>
        <translation>Νίκες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="184"/>
        <source>Lost</source>
        <translation>Ήττες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="184"/>
        <source>Won %</source>
        <translation>Νίκες %</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="198"/>
        <source>Figures</source>
        <translation>Σε αριθμούς</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="194"/>
        <source>Matches:</source>
        <translation>Παρτίδες:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="195"/>
        <source>Winning streak:</source>
        <translation>Σερί νικών:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="196"/>
        <source>Points per round:</source>
        <translation>Πόντοι ανά γύρο:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="197"/>
        <source>Xeris per round:</source>
        <translation>Ξερές ανά γύρο:</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="207"/>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="214"/>
        <source>Past matches</source>
        <translation>Προηγούμενες παρτίδες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="206"/>
        <source>Date</source>
        <translation>Ημερομηνία</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="207"/>
        <source>Rules</source>
        <translation>Κανόνες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="206"/>
        <source>Result</source>
        <translation>Αποτέλεσμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="44"/>
        <source>Real cards (score pad)</source>
        <translation>Αληθινή τράπουλα (μπλοκ σκορ)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="52"/>
        <source>{opponents} (with partner)</source>
        <translation>{opponents} (με συμπαίκτη)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="59"/>
        <source>{names} (real cards)</source>
        <translation>{names} (αληθινή τράπουλα)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="61"/>
        <source>{opponents} (with partner {partner})</source>
        <translation>{opponents} (με συμπαίκτη: {partner})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="105"/>
        <source>%n past result(s) could not be read and are not shown.</source>
        <translation>
            <numerusform>%n προηγούμενο αποτέλεσμα δεν διαβάστηκε και δεν εμφανίζεται.</numerusform>
            <numerusform>%n προηγούμενα αποτελέσματα δεν διαβάστηκαν και δεν εμφανίζονται.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="109"/>
        <source>The match history could not be read ({error}).</source>
        <translation>Το ιστορικό παρτίδων δεν διαβάστηκε ({error}).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="206"/>
        <source>Score</source>
        <translation>Σκορ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="206"/>
        <source>Rounds</source>
        <translation>Γύροι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="218"/>
        <source>Score progression</source>
        <translation>Πορεία του σκορ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="221"/>
        <source>No finished matches yet. Play a match to the end and it appears here.</source>
        <translation>Δεν υπάρχουν ακόμα τελειωμένες παρτίδες. Παίξε μια παρτίδα ως το τέλος και θα εμφανιστεί εδώ.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="237"/>
        <source>&amp;Export…</source>
        <translation>&amp;Εξαγωγή…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="239"/>
        <source>Every match (score pads too) as CSV or JSON</source>
        <translation>Όλες οι παρτίδες (και του μπλοκ σκορ) σε CSV ή JSON</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="287"/>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="305"/>
        <source>All opponents</source>
        <translation>Όλοι οι αντίπαλοι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="308"/>
        <source>{share} %</source>
        <translation>{share}%</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="323"/>
        <source>{played} ({won}, {lost})</source>
        <translation>{played} ({won}, {lost})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="324"/>
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n νίκη</numerusform>
            <numerusform>%n νίκες</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="325"/>
        <source>%n defeat(s)</source>
        <translation>
            <numerusform>%n ήττα</numerusform>
            <numerusform>%n ήττες</numerusform>
        </translation>
    </message>
    <message>
        <source>{played} played, {won} won, {lost} lost</source>
        <translation type="vanished">{played} παίχτηκαν, {won} νίκες, {lost} ήττες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="326"/>
        <source>{current} now, best {best}</source>
        <translation>{current} τώρα, καλύτερο {best}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="329"/>
        <source>your side {you}, the other side {them}</source>
        <translation>η ομάδα σου {you}, η άλλη ομάδα {them}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="331"/>
        <source>you {you}, opponent {them}</source>
        <translation>εσύ {you}, αντίπαλος {them}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="370"/>
        <source>Won</source>
        <comment>a match&apos;s result</comment>
        <translation>Νίκη</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="372"/>
        <source>Lost</source>
        <comment>a match&apos;s result</comment>
        <translation>Ήττα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="374"/>
        <source>{you}–{them}</source>
        <translation>{you}–{them}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="407"/>
        <source>You</source>
        <translation>Εσύ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="407"/>
        <source>Computer ({level})</source>
        <translation>Υπολογιστής ({level})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="409"/>
        <source>Your side</source>
        <translation>Η ομάδα σου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/dialogs/statistics.py" line="409"/>
        <source>Other side ({level})</source>
        <translation>Η άλλη ομάδα ({level})</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="17"/>
        <source>The file {name} could not be read: it is damaged or incomplete. It has been kept as {kept} and the game starts without it.</source>
        <translation>Το αρχείο {name} δεν διαβάστηκε: είναι χαλασμένο ή ελλιπές. Φυλάχτηκε ως {kept} και το παιχνίδι ξεκινά χωρίς αυτό.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="21"/>
        <source>The file {name} could not be read: it is damaged or incomplete. It has been kept as {kept} and the previous copy was used instead.</source>
        <translation>Το αρχείο {name} δεν διαβάστηκε: είναι χαλασμένο ή ελλιπές. Φυλάχτηκε ως {kept} και χρησιμοποιήθηκε το προηγούμενο αντίγραφο.</translation>
    </message>
    <message>
        <source>The file {name} was written by a newer version of Diloti. It has been kept as {kept} and this version starts without it.</source>
        <translation type="vanished">Το αρχείο {name} γράφτηκε από νεότερη έκδοση της Δηλωτής. Φυλάχτηκε ως {kept} και αυτή η έκδοση ξεκινά χωρίς αυτό.</translation>
    </message>
    <message>
        <source>The file {name} was written by a newer version of Diloti. It has been kept as {kept} and the previous copy was used instead.</source>
        <translation type="vanished">Το αρχείο {name} γράφτηκε από νεότερη έκδοση της Δηλωτής. Φυλάχτηκε ως {kept} και χρησιμοποιήθηκε το προηγούμενο αντίγραφο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="26"/>
        <source>The file {name} was written by a newer version of Diloti, which this version cannot read. It has been kept as {kept} and this version starts without it. To use it again, update Diloti to its newest version, then, with the game closed, rename {kept} back to {name}.</source>
        <translation>Το αρχείο {name} γράφτηκε από νεότερη έκδοση της Δηλωτής, που αυτή η έκδοση δεν μπορεί να διαβάσει. Φυλάχτηκε ως {kept} και αυτή η έκδοση ξεκινά χωρίς αυτό. Για να το ξαναχρησιμοποιήσεις, ενημέρωσε τη Δηλωτή στη νεότερη έκδοσή της και μετά, με το παιχνίδι κλειστό, μετονόμασε το {kept} ξανά σε {name}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="32"/>
        <source>The file {name} was written by a newer version of Diloti, which this version cannot read. It has been kept as {kept} and the previous copy was used instead. To use the newer file again, update Diloti to its newest version, then, with the game closed, rename {kept} back to {name}.</source>
        <translation>Το αρχείο {name} γράφτηκε από νεότερη έκδοση της Δηλωτής, που αυτή η έκδοση δεν μπορεί να διαβάσει. Φυλάχτηκε ως {kept} και χρησιμοποιήθηκε το προηγούμενο αντίγραφο. Για να ξαναχρησιμοποιήσεις το νεότερο αρχείο, ενημέρωσε τη Δηλωτή στη νεότερη έκδοσή της και μετά, με το παιχνίδι κλειστό, μετονόμασε το {kept} ξανά σε {name}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="38"/>
        <source>The saved match {name} cannot be continued: it does not follow the rules of the game. It has been kept as {kept} and a new match starts.</source>
        <translation>Η αποθηκευμένη παρτίδα {name} δεν μπορεί να συνεχιστεί: δεν ακολουθεί τους κανόνες του παιχνιδιού. Φυλάχτηκε ως {kept} και ξεκινά νέα παρτίδα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="42"/>
        <source>The saved match {name} cannot be continued: it does not follow the rules of the game. It has been kept as {kept} and the previous copy was used instead.</source>
        <translation>Η αποθηκευμένη παρτίδα {name} δεν μπορεί να συνεχιστεί: δεν ακολουθεί τους κανόνες του παιχνιδιού. Φυλάχτηκε ως {kept} και χρησιμοποιήθηκε το προηγούμενο αντίγραφο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="46"/>
        <source>The file {name} is larger than {limit} MB, more than it can ever need, and was not read. It has been kept as {kept} and the game starts without it.</source>
        <translation>Το αρχείο {name} είναι μεγαλύτερο από {limit} MB, πολύ περισσότερο απ’ όσο θα χρειαζόταν ποτέ, και δεν διαβάστηκε. Φυλάχτηκε ως {kept} και το παιχνίδι ξεκινά χωρίς αυτό.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="50"/>
        <source>The file {name} is larger than {limit} MB, more than it can ever need, and was not read. It has been kept as {kept} and the previous copy was used instead.</source>
        <translation>Το αρχείο {name} είναι μεγαλύτερο από {limit} MB, πολύ περισσότερο απ’ όσο θα χρειαζόταν ποτέ, και δεν διαβάστηκε. Φυλάχτηκε ως {kept} και χρησιμοποιήθηκε το προηγούμενο αντίγραφο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="54"/>
        <source>The file {name} could not be opened ({error}). The game starts without it; the file was left untouched.</source>
        <translation>Το αρχείο {name} δεν άνοιξε ({error}). Το παιχνίδι ξεκινά χωρίς αυτό· το αρχείο έμεινε όπως ήταν.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="58"/>
        <source>The file {name} could not be read and could not be set aside ({error}). The game starts without it; the file was left untouched.</source>
        <translation>Το αρχείο {name} δεν διαβάστηκε ούτε μπόρεσε να φυλαχτεί στην άκρη ({error}). Το παιχνίδι ξεκινά χωρίς αυτό· το αρχείο έμεινε όπως ήταν.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="62"/>
        <source>{name} could not be saved ({error}). The previous copy is unchanged.</source>
        <translation>Το {name} δεν αποθηκεύτηκε ({error}). Το προηγούμενο αντίγραφο έμεινε ως είχε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="65"/>
        <source>The match history {name} could not be opened: it is damaged. It has been kept as {kept} and a new, empty history was started.</source>
        <translation>Το ιστορικό παρτίδων {name} δεν άνοιξε: είναι χαλασμένο. Φυλάχτηκε ως {kept} και ξεκίνησε νέο, άδειο ιστορικό.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="69"/>
        <source>The match history {name} was written by a newer version of Diloti. It has been kept as {kept} and a new, empty history was started. To see those matches again, update Diloti to its newest version, then, with the game closed, rename {kept} back to {name}.</source>
        <translation>Το ιστορικό παρτίδων {name} γράφτηκε από νεότερη έκδοση της Δηλωτής. Φυλάχτηκε ως {kept} και ξεκίνησε νέο, άδειο ιστορικό. Για να ξαναδείς εκείνες τις παρτίδες, ενημέρωσε τη Δηλωτή στη νεότερη έκδοσή της και μετά, με το παιχνίδι κλειστό, μετονόμασε το {kept} ξανά σε {name}.</translation>
    </message>
    <message>
        <source>The match history {name} was written by a newer version of Diloti. It has been kept as {kept} and a new, empty history was started.</source>
        <translation type="vanished">Το ιστορικό παρτίδων {name} γράφτηκε από νεότερη έκδοση της Δηλωτής. Φυλάχτηκε ως {kept} και ξεκίνησε νέο, άδειο ιστορικό.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="74"/>
        <source>The match history {name} could not be opened ({error}). Your statistics cannot be shown in this session; finished matches are kept and added to it once it can be opened.</source>
        <translation>Το ιστορικό παρτίδων {name} δεν άνοιξε ({error}). Τα στατιστικά σου δεν μπορούν να εμφανιστούν σε αυτή τη συνεδρία· οι παρτίδες που τελειώνουν φυλάγονται και θα προστεθούν μόλις ανοίξει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="78"/>
        <source>The match history {name} cannot be written right now ({error}). Finished matches are kept and will be added to it as soon as it can be written.</source>
        <translation>Το ιστορικό παρτίδων {name} δεν μπορεί να γραφτεί αυτή τη στιγμή ({error}). Οι παρτίδες που τελειώνουν φυλάγονται και θα προστεθούν μόλις γίνει δυνατό.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="82"/>
        <source>Finished matches waiting for the match history could not be kept on disk ({error}). They are added to the history if it can be written before the game closes.</source>
        <translation>Οι τελειωμένες παρτίδες που περιμένουν να μπουν στο ιστορικό δεν φυλάχτηκαν στον δίσκο ({error}). Θα προστεθούν στο ιστορικό αν αυτό μπορέσει να γραφτεί πριν κλείσει το παιχνίδι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="86"/>
        <source>Your match was resumed, but its last round could not be shown ({error}). You can play on.</source>
        <translation>Η παρτίδα σου συνεχίζεται, αλλά ο τελευταίος της γύρος δεν μπόρεσε να εμφανιστεί ({error}). Μπορείς να συνεχίσεις να παίζεις.</translation>
    </message>
    <message>
        <source>The match history {name} could not be opened ({error}). Finished matches will not be recorded in this session.</source>
        <translation type="vanished">Το ιστορικό παρτίδων {name} δεν άνοιξε ({error}). Όσες παρτίδες τελειώσουν τώρα δεν θα καταγραφούν.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="90"/>
        <source>The finished match could not be added to the match history ({error}).</source>
        <translation>Η παρτίδα που τελείωσε δεν μπήκε στο ιστορικό παρτίδων ({error}).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/storage/notice.py" line="93"/>
        <source>Some settings had values this version cannot use and were reset to their defaults: {keys}.</source>
        <translation>Κάποιες ρυθμίσεις είχαν τιμές που αυτή η έκδοση δεν καταλαβαίνει και γύρισαν στις προεπιλογές: {keys}.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="241"/>
        <source>family of {plural}</source>
        <translation>δηλωμένα {plural}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="243"/>
        <source>declaration of {value}</source>
        <translation>δηλωμένα {value}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="247"/>
        <source>{what}, {owner}: {cards}</source>
        <translation>{what} ({owner}): {cards}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="133"/>
        <source>Round {n} · you deal</source>
        <translation>Γύρος {n} · μοιράζεις εσύ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="134"/>
        <source>Round {n} · {name} deals</source>
        <translation>Γύρος {n} · μοιράζει ο {name}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="100"/>
        <source>Us</source>
        <translation>Εμείς</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="100"/>
        <source>Them</source>
        <translation>Εσείς</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="106"/>
        <source>{me} {a} · {them} {b} · to {target}</source>
        <translation>{me} {a} · {them} {b} · στους {target}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="147"/>
        <source>Your turn</source>
        <translation>Σειρά σου</translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/presenter/texts.py" line="142"/>
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n χαρτί στο χέρι</numerusform>
            <numerusform>%n χαρτιά στο χέρι</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="76"/>
        <source>Dealer</source>
        <translation>Μοιράζει</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="77"/>
        <source>{name} dealt this round</source>
        <translation>Σε αυτόν τον γύρο μοίρασε: {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/presenter/texts.py" line="78"/>
        <source>Stock: %n card(s) left to deal</source>
        <translation>
            <numerusform>Τράπουλα: μένει %n χαρτί για μοίρασμα</numerusform>
            <numerusform>Τράπουλα: μένουν %n χαρτιά για μοίρασμα</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="98"/>
        <source>{a} and {b}</source>
        <translation>{a} και {b}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="117"/>
        <source>{round} · deal {number}</source>
        <translation>{round} · μοίρασμα {number}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="128"/>
        <source>deal {number}</source>
        <translation>μοίρασμα {number}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="150"/>
        <source>{mark} · {muted}</source>
        <translation>{mark} · {muted}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="150"/>
        <location filename="../../diloti_qt/presenter/texts.py" line="151"/>
        <source>muted</source>
        <translation>σε σίγαση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="153"/>
        <source>{name} · {mark}</source>
        <translation>{name} · {mark}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="160"/>
        <source>away</source>
        <translation>λείπει</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="162"/>
        <source>a computer plays</source>
        <translation>παίζει ο υπολογιστής</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="164"/>
        <source>not known</source>
        <translation>άγνωστο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="170"/>
        <source>You are connected to the table.</source>
        <translation>Είσαι συνδεδεμένος με το τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="171"/>
        <source>Your connection dropped: trying to come back…</source>
        <translation>Χάθηκε η σύνδεσή σου: προσπαθώ να επιστρέψω…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="172"/>
        <source>A computer played for you while you were away.</source>
        <translation>Όσο έλειπες, έπαιζε ο υπολογιστής για σένα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="175"/>
        <source>{name} is at the table (connected).</source>
        <translation>Ο/Η {name} είναι στο τραπέζι (συνδεδεμένος/η).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="176"/>
        <source>{name}&apos;s connection dropped: the seat waits for them to come back.</source>
        <translation>Χάθηκε η σύνδεση του/της {name}: η θέση περιμένει να γυρίσει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="178"/>
        <source>{name} is away: a computer plays the seat until they come back.</source>
        <translation>Ο/Η {name} λείπει: παίζει ο υπολογιστής στη θέση του/της ώσπου να γυρίσει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="180"/>
        <source>A computer player.</source>
        <translation>Παίκτης-υπολογιστής.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="181"/>
        <source>Whether {name} is at the table is not known: this app cannot reach the server.</source>
        <translation>Δεν είναι γνωστό αν ο/η {name} είναι στο τραπέζι: η εφαρμογή δεν φτάνει τον διακομιστή.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/presenter/texts.py" line="194"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n χαρτί</numerusform>
            <numerusform>%n χαρτιά</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/presenter/texts.py" line="195"/>
        <source>%n xeri(s)</source>
        <translation>
            <numerusform>%n ξερή</numerusform>
            <numerusform>%n ξερές</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="197"/>
        <source>Pile of {owner}: {cards}, {xeris}</source>
        <translation>Μαζεμένα ({owner}): {cards}, {xeris}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="199"/>
        <source>Pile of {owner} (your side): {cards}, {xeris}</source>
        <translation>Μαζεμένα ({owner}, η ομάδα σου): {cards}, {xeris}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="201"/>
        <source>Pile of {owner} (the other side): {cards}, {xeris}</source>
        <translation>Μαζεμένα ({owner}, η άλλη ομάδα): {cards}, {xeris}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="207"/>
        <source>Cards taken so far: your side {ours}, the other side {theirs} (R40).</source>
        <translation>Χαρτιά μαζεμένα ως τώρα: η ομάδα σου {ours}, η άλλη ομάδα {theirs} (R40).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="217"/>
        <source>↻ clockwise</source>
        <translation>↻ δεξιόστροφα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="217"/>
        <source>Play passes clockwise (V-DIRECTION): {order}.</source>
        <translation>Η σειρά πηγαίνει δεξιόστροφα (V-DIRECTION): {order}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="219"/>
        <source>↺ counter-clockwise</source>
        <translation>↺ αριστερόστροφα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="219"/>
        <source>Play passes counter-clockwise, as on a Greek table (R41): {order}.</source>
        <translation>Η σειρά πηγαίνει αριστερόστροφα, όπως στα ελληνικά τραπέζια (R41): {order}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="226"/>
        <source>{value} ×{count}</source>
        <translation>{value} ×{count}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="256"/>
        <source>Family of {plural}</source>
        <translation>Δηλωμένα {plural}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="257"/>
        <source>Components: {parts}</source>
        <translation>Κομμάτια: {parts}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="260"/>
        <source>Declaration of {value}</source>
        <translation>Δηλωμένα {value}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="261"/>
        <source>Cards: {cards}</source>
        <translation>Χαρτιά: {cards}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="262"/>
        <source>Owner: {owner}</source>
        <translation>Κάτοχος: {owner}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="266"/>
        <source>{owner} must take it with a card of {value} before the round ends, unless someone takes it or changes it first.</source>
        <translation>Ο {owner} πρέπει να τα μαζέψει με ένα {value} πριν τελειώσει ο γύρος, εκτός αν κάποιος τα πάρει ή τα αλλάξει πρώτα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="280"/>
        <source>Your side&apos;s declaration (blue).</source>
        <translation>Δήλωση της ομάδας σου (μπλε).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="282"/>
        <source>The other side&apos;s declaration (red).</source>
        <translation>Δήλωση της άλλης ομάδας (κόκκινη).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="292"/>
        <source>Your partner&apos;s declaration (blue). Its duty is theirs alone: you may take it or raise it now (R42).</source>
        <translation>Δήλωση του συμπαίκτη σου (μπλε). Η υποχρέωση είναι μόνο δική του: μπορείς τώρα να τη μαζέψεις ή να την ανεβάσεις (R42).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="295"/>
        <source>Your partner&apos;s declaration (blue). Its duty is theirs alone: you may take it now (R42).</source>
        <translation>Δήλωση του συμπαίκτη σου (μπλε). Η υποχρέωση είναι μόνο δική του: μπορείς τώρα να τη μαζέψεις (R42).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="298"/>
        <source>Your partner&apos;s declaration (blue). Its duty is theirs alone: you may raise it now (R42).</source>
        <translation>Δήλωση του συμπαίκτη σου (μπλε). Η υποχρέωση είναι μόνο δική του: μπορείς τώρα να την ανεβάσεις (R42).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/presenter/texts.py" line="300"/>
        <source>Your partner&apos;s declaration (blue). Its duty is theirs alone: you may take it or raise it like any other (R42).</source>
        <translation>Δήλωση του συμπαίκτη σου (μπλε). Η υποχρέωση είναι μόνο δική του: μπορείς να τη μαζέψεις ή να την ανεβάσεις όπως κάθε άλλη (R42).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/table/dressing.py" line="389"/>
        <source>{parts} = {total}</source>
        <translation>{parts} = {total}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/ui/table/gesture.py" line="32"/>
        <source>{card} can be played onto these cards in %n way(s): select the table cards you mean, then drop it again.</source>
        <translation>
            <numerusform>Το {card} παίζεται πάνω σε αυτά τα χαρτιά με %n τρόπο: διάλεξε τα χαρτιά του τραπεζιού που εννοείς και άφησέ το ξανά.</numerusform>
            <numerusform>Το {card} παίζεται πάνω σε αυτά τα χαρτιά με %n τρόπους: διάλεξε τα χαρτιά του τραπεζιού που εννοείς και άφησέ το ξανά.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/ui/table/gesture.py" line="36"/>
        <source>{card} can be played onto these cards in at least %n way(s): select the table cards you mean, then drop it again.</source>
        <translation>
            <numerusform>Το {card} παίζεται πάνω σε αυτά τα χαρτιά με τουλάχιστον %n τρόπο: διάλεξε τα χαρτιά του τραπεζιού που εννοείς και άφησέ το ξανά.</numerusform>
            <numerusform>Το {card} παίζεται πάνω σε αυτά τα χαρτιά με τουλάχιστον %n τρόπους: διάλεξε τα χαρτιά του τραπεζιού που εννοείς και άφησέ το ξανά.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/ui/table/gesture.py" line="40"/>
        <source>{card} can be played in %n way(s): select the table cards you mean first, then drop it on them or press Enter.</source>
        <translation>
            <numerusform>Το {card} παίζεται με %n τρόπο: διάλεξε πρώτα τα χαρτιά του τραπεζιού που εννοείς και μετά άφησέ το πάνω τους ή πάτα Enter.</numerusform>
            <numerusform>Το {card} παίζεται με %n τρόπους: διάλεξε πρώτα τα χαρτιά του τραπεζιού που εννοείς και μετά άφησέ το πάνω τους ή πάτα Enter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/ui/table/gesture.py" line="44"/>
        <source>{card} can be played in at least %n way(s): select the table cards you mean first, then drop it on them or press Enter.</source>
        <translation>
            <numerusform>Το {card} παίζεται με τουλάχιστον %n τρόπο: διάλεξε πρώτα τα χαρτιά του τραπεζιού που εννοείς και μετά άφησέ το πάνω τους ή πάτα Enter.</numerusform>
            <numerusform>Το {card} παίζεται με τουλάχιστον %n τρόπους: διάλεξε πρώτα τα χαρτιά του τραπεζιού που εννοείς και μετά άφησέ το πάνω τους ή πάτα Enter.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/table/gesture.py" line="292"/>
        <source>Hint: {why}</source>
        <translation>Υπόδειξη: {why}</translation>
    </message>
    <message>
        <source>{sentence} ({rules})</source>
        <translation type="vanished">{sentence} ({rules})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/table/gesture.py" line="309"/>
        <source>Rules: {rules}</source>
        <translation>Κανόνες: {rules}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/table/gesture.py" line="313"/>
        <source>Click to read rule {rule} in full</source>
        <translation>Κάνε κλικ για να διαβάσεις ολόκληρο τον κανόνα {rule}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/table/dressing.py" line="421"/>
        <source>Xeri!</source>
        <translation>Ξερή!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/table/gesture.py" line="417"/>
        <source>{pile}, selected</source>
        <translation>{pile}, επιλεγμένο</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../diloti_qt/ui/table/felt.py" line="40"/>
        <location filename="../../diloti_qt/ui/table/view.py" line="61"/>
        <source>Card table</source>
        <translation>Τραπέζι</translation>
    </message>
</context>
<context>
    <name>Talk</name>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="45"/>
        <source>Hello!</source>
        <translation>Γεια σας!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="46"/>
        <source>Good luck!</source>
        <translation>Καλή τύχη!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="47"/>
        <source>Bravo!</source>
        <translation>Μπράβο!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="48"/>
        <source>Nice play!</source>
        <translation>Καλή φάση!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="49"/>
        <source>Well played!</source>
        <translation>Καλά παιγμένο!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="50"/>
        <source>Thanks!</source>
        <translation>Ευχαριστώ!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="51"/>
        <source>Sorry!</source>
        <translation>Συγγνώμη!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="52"/>
        <source>One moment</source>
        <translation>Μια στιγμή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="53"/>
        <source>Your turn!</source>
        <translation>Σειρά σου!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="54"/>
        <source>Oops!</source>
        <translation>Ωχ!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="55"/>
        <source>Good game!</source>
        <translation>Καλή παρτίδα!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="56"/>
        <source>One more?</source>
        <translation>Άλλη μία;</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="57"/>
        <source>Bye!</source>
        <translation>Γεια!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="70"/>
        <source>You say: «{words}»</source>
        <translation>Εσύ λες: «{words}»</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="71"/>
        <source>Seat {n}</source>
        <translation>Θέση {n}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="72"/>
        <source>{name} says: «{words}»</source>
        <translation>{name}: «{words}»</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="145"/>
        <source>That line cannot be sent: at most {n} characters, and no control or direction characters.</source>
        <translation>Αυτό το μήνυμα δεν στέλνεται: το πολύ {n} χαρακτήρες, χωρίς χαρακτήρες ελέγχου ή κατεύθυνσης.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="181"/>
        <source>You are talking fast: wait a few seconds.</source>
        <translation>Μιλάς γρήγορα: περίμενε λίγα δευτερόλεπτα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="183"/>
        <source>The table did not take that line.</source>
        <translation>Το τραπέζι δεν δέχτηκε αυτό το μήνυμα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="351"/>
        <source>Say: {words}</source>
        <translation>Πες: {words}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="361"/>
        <source>Say something…</source>
        <translation>Πες κάτι…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="362"/>
        <source>A line to say at the table</source>
        <translation>Ένα μήνυμα για το τραπέζι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="364"/>
        <source>&amp;Send</source>
        <translation>&amp;Στείλε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="383"/>
        <source>You are watching: the players talk, you read.</source>
        <translation>Παρακολουθείς: οι παίκτες μιλούν, εσύ διαβάζεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="385"/>
        <source>Talk at the table is off (Settings ▸ Preferences…).</source>
        <translation>Η κουβέντα στο τραπέζι είναι κλειστή (Ρυθμίσεις ▸ Προτιμήσεις…).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/talk.py" line="387"/>
        <source>What you say here is shown by your seat and in the history of everyone at the table.</source>
        <translation>Ό,τι λες εδώ φαίνεται δίπλα στη θέση σου και στο ιστορικό όλων στο τραπέζι.</translation>
    </message>
</context>
<context>
    <name>TurnClock</name>
    <message>
        <location filename="../../diloti_qt/ui/online/clock.py" line="32"/>
        <source>No clock</source>
        <translation>Χωρίς χρόνο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/clock.py" line="35"/>
        <source>1 minute a move</source>
        <translation>1 λεπτό ανά κίνηση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/clock.py" line="36"/>
        <source>{n} minutes a move</source>
        <translation>{n} λεπτά ανά κίνηση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/clock.py" line="37"/>
        <source>{n} seconds a move</source>
        <translation>{n} δευτερόλεπτα ανά κίνηση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/clock.py" line="80"/>
        <source>⏱ {time}</source>
        <translation>⏱ {time}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/online/clock.py" line="81"/>
        <source>Time left to move: {time}</source>
        <translation>Χρόνος που μένει για την κίνηση: {time}</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="7"/>
        <source>Card values and face cards</source>
        <translation>Αξίες των χαρτιών και φιγούρες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="8"/>
        <source>Numerals count their pips and the ace counts 1. Jacks, queens and kings have no value: each takes only its own kind.</source>
        <translation>Τα νούμερα μετράνε όσο γράφουν και ο άσσος μετράει 1. Βαλέδες, ντάμες και ρηγάδες δεν έχουν αξία: ο καθένας παίρνει μόνο τον όμοιό του.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="9"/>
        <source>Welcome to Diloti! On your turn you play one card from your hand. A numeral card is worth its number, and the ace counts 1. Take the 9♦ and the A♥ with your 10♣: 9 + 1 = 10. Drag the 10♣ onto one of them, or select both cards first and then drop.</source>
        <translation>Καλώς ήρθες στη Δηλωτή! Στη σειρά σου παίζεις ένα χαρτί από το χέρι σου. Ένα νούμερο αξίζει όσο γράφει, και ο άσσος μετράει 1. Πάρε το 9♦ και τον A♥ με το 10♣ σου: 9 + 1 = 10. Σύρε το 10♣ πάνω σε ένα από τα δύο, ή διάλεξε πρώτα και τα δύο χαρτιά και μετά άφησέ το.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="10"/>
        <source>A jack has no number, so it is never part of a sum. Your 10♣ cannot take the J♠ (R2).</source>
        <translation>Ο βαλές δεν έχει αριθμό, οπότε δεν μπαίνει ποτέ σε άθροισμα. Το 10♣ σου δεν μπορεί να πάρει τον J♠ (R2).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="11"/>
        <source>Count again: the cards you take must add up to exactly 10. Try the 9♦ and the A♥.</source>
        <translation>Μέτρα ξανά: τα χαρτιά που παίρνεις πρέπει να κάνουν ακριβώς 10. Δοκίμασε το 9♦ και τον A♥.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="12"/>
        <source>There is no king on the table, and a king takes only a king.</source>
        <translation>Δεν υπάρχει ρήγας στο τραπέζι, και ο ρήγας παίρνει μόνο ρήγα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="13"/>
        <source>Laying a card is allowed, but your 10♣ can take two cards right now. Take them!</source>
        <translation>Επιτρέπεται να το ρίξεις κάτω, αλλά το 10♣ σου μπορεί να πάρει δύο χαρτιά αυτή τη στιγμή. Πάρ’ τα!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="14"/>
        <source>Well done! The cards you take go face down to your pile; they are counted at the end of the round. Suits do not matter for taking. They only matter for points: the 10♦ and the 2♣ score extra (R3).</source>
        <translation>Μπράβο! Τα χαρτιά που παίρνεις πάνε κλειστά στα μαζεμένα σου· μετράνε στο τέλος του γύρου. Τα χρώματα δεν παίζουν ρόλο στο πάρσιμο. Μετράνε μόνο στους πόντους: το 10♦ και το 2♣ δίνουν πόντους παραπάνω (R3).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="15"/>
        <source>Jacks, queens and kings are face cards («φιγούρες»). They have no value (R2). A face card takes exactly one face card of the same rank: jack takes jack, queen takes queen, king takes king. Take the K♠ with your K♦.</source>
        <translation>Οι βαλέδες, οι ντάμες και οι ρηγάδες είναι οι «φιγούρες». Δεν έχουν αξία (R2). Μια φιγούρα παίρνει ακριβώς μία ίδια φιγούρα: βαλές τον βαλέ, ντάμα την ντάμα, ρήγας τον ρήγα. Πάρε τον K♠ με τον K♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="16"/>
        <source>While a king lies loose on the table, your K♦ must take it. It cannot be laid (R13).</source>
        <translation>Όσο υπάρχει ελεύθερος ρήγας στο τραπέζι, ο K♦ σου πρέπει να τον πάρει. Δεν ρίχνεται κάτω (R13).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="17"/>
        <source>A king takes only a king, never a queen (R2).</source>
        <translation>Ο ρήγας παίρνει μόνο ρήγα, ποτέ ντάμα (R2).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="18"/>
        <source>A king never takes numerals. It takes exactly one king (R13).</source>
        <translation>Ο ρήγας δεν παίρνει ποτέ νούμερα. Παίρνει ακριβώς έναν ρήγα (R13).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="19"/>
        <source>Right. If two kings lay loose, your king would still take just one of them. You choose which (R13).</source>
        <translation>Σωστά. Κι αν υπήρχαν δύο ελεύθεροι ρηγάδες, ο ρήγας σου θα έπαιρνε μόνο τον έναν. Εσύ διαλέγεις ποιον (R13).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="20"/>
        <source>There is no jack on the table, so your J♥ cannot take anything. A face card with no partner on the table can only be laid (R13). Lay your J♥: drag it onto the green felt.</source>
        <translation>Δεν υπάρχει βαλές στο τραπέζι, οπότε ο J♥ σου δεν μπορεί να πάρει τίποτα. Φιγούρα χωρίς ταίρι στο τραπέζι μόνο ρίχνεται κάτω (R13). Ρίξε κάτω τον J♥: σύρε τον πάνω στην πράσινη τσόχα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="21"/>
        <source>A jack takes only a jack, and there is none on the table.</source>
        <translation>Ο βαλές παίρνει μόνο βαλέ, και στο τραπέζι δεν υπάρχει κανένας.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="22"/>
        <source>That is allowed, but this time play your J♥ and lay it on the felt.</source>
        <translation>Επιτρέπεται, αλλά αυτή τη φορά παίξε τον J♥ σου και ρίξ’ τον στην τσόχα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="23"/>
        <source>The J♥ now lies loose on the table. The next jack that is played must take it.</source>
        <translation>Ο J♥ είναι τώρα ελεύθερος στο τραπέζι. Ο επόμενος βαλές που θα παιχτεί πρέπει να τον πάρει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="24"/>
        <source>Taking cards: by match, by sum, several groups at once</source>
        <translation>Πώς παίρνεις: ίδιο χαρτί, άθροισμα, πολλές ομάδες μαζί</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="25"/>
        <source>A card takes loose cards of its value, loose cards that add up to it, and several such groups in one move.</source>
        <translation>Ένα χαρτί παίρνει ελεύθερα χαρτιά της αξίας του, ελεύθερα χαρτιά που κάνουν μαζί την αξία του, και πολλές τέτοιες ομάδες με μία κίνηση.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="26"/>
        <source>A card takes a loose table card of the same value. Take the 6♠ with your 6♦.</source>
        <translation>Ένα χαρτί παίρνει ένα ελεύθερο χαρτί του τραπεζιού με την ίδια αξία. Πάρε το 6♠ με το 6♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="27"/>
        <source>Your 6♦ takes cards worth 6. The 3♥ alone is only 3.</source>
        <translation>Το 6♦ σου παίρνει χαρτιά που κάνουν 6. Το 3♥ μόνο του κάνει μόνο 3.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="28"/>
        <source>That is allowed, but this step asks you to take the 6♠ with your 6♦.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να πάρεις το 6♠ με το 6♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="29"/>
        <source>A match! The 6♠ and your 6♦ go face down to your pile (R15).</source>
        <translation>Ίδιο χαρτί! Το 6♠ και το 6♦ σου πάνε κλειστά στα μαζεμένα σου (R15).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="30"/>
        <source>A card also takes loose cards that add up to its value. Take the 4♦ and the 5♣ with your 9♥: 4 + 5 = 9.</source>
        <translation>Ένα χαρτί παίρνει και ελεύθερα χαρτιά που κάνουν μαζί την αξία του. Πάρε το 4♦ και το 5♣ με το 9♥ σου: 4 + 5 = 9.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="31"/>
        <source>Those cards do not add up to 9. Look for two cards that make 9 together.</source>
        <translation>Αυτά τα χαρτιά δεν κάνουν 9. Βρες δύο χαρτιά που κάνουν μαζί 9.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="32"/>
        <source>That is allowed, but this step asks you to take 4♦ + 5♣ with your 9♥.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να πάρεις 4♦ + 5♣ με το 9♥ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="33"/>
        <source>Good. A sum may have two cards or more, as long as it is exactly your card&apos;s value (R10).</source>
        <translation>Ωραία. Ένα άθροισμα μπορεί να έχει δύο ή περισσότερα χαρτιά, αρκεί να κάνει ακριβώς την αξία του χαρτιού σου (R10).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="34"/>
        <source>In one move your card may take several groups, each worth its value. With your 6♦ take all of these at once: the 6♠, 2♥ + 4♦ and 5♣ + A♥.</source>
        <translation>Με μία κίνηση το χαρτί σου μπορεί να πάρει πολλές ομάδες, την καθεμιά με την αξία του. Με το 6♦ σου πάρ’ τα όλα μαζί: το 6♠, το 2♥ + 4♦ και το 5♣ + A♥.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="35"/>
        <source>The 9♣ cannot be part of a group worth 6.</source>
        <translation>Το 9♣ δεν μπαίνει σε ομάδα που κάνει 6.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="36"/>
        <source>That is allowed: you never have to take everything (R11). But here one card can take three groups. Try to take them all.</source>
        <translation>Επιτρέπεται: δεν είσαι ποτέ υποχρεωμένος να τα πάρεις όλα (R11). Εδώ όμως ένα χαρτί μπορεί να πάρει τρεις ομάδες. Προσπάθησε να τις πάρεις όλες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="37"/>
        <source>Each group must be worth exactly 6: the 6♠, 2♥ + 4♦, and 5♣ + A♥.</source>
        <translation>Κάθε ομάδα πρέπει να κάνει ακριβώς 6: το 6♠, το 2♥ + 4♦ και το 5♣ + A♥.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="38"/>
        <source>Excellent: five cards with one 6♦! Each table card is used only once, and any cards you do not choose stay on the table (R11).</source>
        <translation>Εξαιρετικά: πέντε χαρτιά με ένα 6♦! Κάθε χαρτί του τραπεζιού μετράει μόνο μία φορά, και όσα δεν διαλέξεις μένουν στο τραπέζι (R11).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="39"/>
        <source>Laying a card</source>
        <translation>Ρίχνω κάτω</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="40"/>
        <source>A card played without taking stays loose on the table. Numerals may always be laid; a face card may not while its equal lies loose.</source>
        <translation>Χαρτί που παίζεται χωρίς να πάρει μένει ελεύθερο στο τραπέζι. Τα νούμερα ρίχνονται πάντα κάτω· μια φιγούρα όχι, όσο υπάρχει ελεύθερη ίδια φιγούρα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="41"/>
        <source>Your 8♣ cannot take anything here. Play it without taking: this is called laying («ρίχνω κάτω»). Drag your 8♣ onto the green felt.</source>
        <translation>Το 8♣ σου δεν μπορεί να πάρει τίποτα εδώ. Παίξ’ το χωρίς να πάρεις: αυτό λέγεται «ρίχνω κάτω». Σύρε το 8♣ σου πάνω στην πράσινη τσόχα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="42"/>
        <source>Nothing on the table adds up to 8. Your 8♣ can only be laid.</source>
        <translation>Τίποτα στο τραπέζι δεν κάνει 8. Το 8♣ σου μόνο ρίχνεται κάτω.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="43"/>
        <source>That is allowed, but this step asks you to lay your 8♣.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να ρίξεις κάτω το 8♣ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="44"/>
        <source>The 8♣ is now a loose table card like the others (R16). Your opponent may take it.</source>
        <translation>Το 8♣ είναι τώρα ελεύθερο χαρτί του τραπεζιού όπως τα άλλα (R16). Ο αντίπαλός σου μπορεί να το πάρει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="45"/>
        <source>The computer laid the 9♠. Taking is never compulsory for a numeral (R12). Your 5♥ could take the 5♠, but you may lay it instead. Try it: lay your 5♥.</source>
        <translation>Ο υπολογιστής έριξε κάτω το 9♠. Με νούμερο δεν είσαι ποτέ υποχρεωμένος να πάρεις (R12). Το 5♥ σου θα μπορούσε να πάρει το 5♠, αλλά μπορείς και να το ρίξεις κάτω. Δοκίμασέ το: ρίξε κάτω το 5♥.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="46"/>
        <source>Taking would be allowed, and it is often wise! But this step shows that you may also lay the card (R12). Lay your 5♥.</source>
        <translation>Θα επιτρεπόταν να πάρεις, και συχνά είναι το σωστό! Αυτό το βήμα όμως δείχνει ότι μπορείς και να ρίξεις το χαρτί κάτω (R12). Ρίξε κάτω το 5♥.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="47"/>
        <source>That is allowed, but this step asks you to lay your 5♥.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να ρίξεις κάτω το 5♥ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="48"/>
        <source>Done. Some tables play a house rule, V-MUST-CAPTURE, where a card that can take may not be laid. You will meet it in the house-rule lessons.</source>
        <translation>Έγινε. Σε κάποια τραπέζια παίζουν με την παραλλαγή V-MUST-CAPTURE, όπου χαρτί που μπορεί να πάρει δεν ρίχνεται κάτω. Θα τη δεις στα μαθήματα με τις παραλλαγές.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="49"/>
        <source>Face cards are different. While a queen lies loose, your Q♦ must take it and cannot be laid (R17). Keep your queen for later and lay one of your numerals.</source>
        <translation>Οι φιγούρες είναι αλλιώς. Όσο υπάρχει ελεύθερη ντάμα, η Q♦ σου πρέπει να την πάρει και δεν ρίχνεται κάτω (R17). Κράτα την ντάμα σου για αργότερα και ρίξε κάτω ένα από τα νούμερά σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="50"/>
        <source>While the Q♥ lies loose, your Q♦ cannot be laid: it must take it (R13, R17).</source>
        <translation>Όσο η Q♥ είναι ελεύθερη, η Q♦ σου δεν ρίχνεται κάτω: πρέπει να την πάρει (R13, R17).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="51"/>
        <source>Taking the Q♥ is allowed, but this step asks you to keep your queen and lay a numeral.</source>
        <translation>Επιτρέπεται να πάρεις την Q♥, αλλά σε αυτό το βήμα κράτα την ντάμα σου και ρίξε κάτω ένα νούμερο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="52"/>
        <source>Right. One more rule for later: a player who owns a declaration may not lay any card at all (R17, R30). Declarations come in a few lessons.</source>
        <translation>Σωστά. Κι ένας κανόνας για αργότερα: όποιος έχει δικά του δηλωμένα δεν ρίχνει κανένα χαρτί κάτω (R17, R30). Οι δηλώσεις έρχονται σε λίγα μαθήματα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="53"/>
        <source>The xeri («ξερή»)</source>
        <translation>Η ξερή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="54"/>
        <source>A capture that leaves the table empty is a xeri, worth 10 points, except with the round&apos;s first card.</source>
        <translation>Όταν παίρνεις και αφήνεις άδειο το τραπέζι, κάνεις ξερή, που αξίζει 10 πόντους, εκτός από το πρώτο χαρτί του γύρου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="55"/>
        <source>If one capture takes every card on the table, you score a xeri («ξερή»): 10 points! Clear the table with your 8♦.</source>
        <translation>Αν με μία κίνηση πάρεις όλα τα χαρτιά του τραπεζιού, κάνεις «ξερή»: 10 πόντοι! Σήκωσε όλο το τραπέζι με το 8♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="56"/>
        <source>Taking the 3♠ with your 3♣ leaves the 5♥ on the table: no xeri. Find the card that takes both.</source>
        <translation>Αν πάρεις το 3♠ με το 3♣ σου, μένει το 5♥ στο τραπέζι: όχι ξερή. Βρες το χαρτί που τα παίρνει και τα δύο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="57"/>
        <source>That is allowed, but it leaves cards on the table. Find the card that takes both.</source>
        <translation>Επιτρέπεται, αλλά αφήνει χαρτιά στο τραπέζι. Βρες το χαρτί που τα παίρνει και τα δύο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="58"/>
        <source>Xeri! The table is empty, and you score 10 points at the end of the round (R32). The card that made it stays face up, crosswise in your pile, so everyone can count it.</source>
        <translation>Ξερή! Το τραπέζι άδειασε, και στο τέλος του γύρου γράφεις 10 πόντους (R32). Το χαρτί που την έκανε μένει ανοιχτό, πλάγια μέσα στα μαζεμένα σου, για να το μετρήσουν όλοι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="59"/>
        <source>A new round has just been dealt, and you play first. Your 10♥ can take all four table cards: 2 + 3 + 4 + 1 = 10. Take them.</source>
        <translation>Μόλις μοιράστηκε νέος γύρος και παίζεις πρώτος. Το 10♥ σου μπορεί να πάρει και τα τέσσερα χαρτιά του τραπεζιού: 2 + 3 + 4 + 1 = 10. Πάρ’ τα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="60"/>
        <source>That is allowed, but this step asks you to take all four cards with your 10♥.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να πάρεις και τα τέσσερα χαρτιά με το 10♥ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="61"/>
        <source>You took the whole table, but it is no xeri: the very first card of a round never scores one (R33). The first card after a new deal in the middle of the round can.</source>
        <translation>Σήκωσες όλο το τραπέζι, αλλά δεν είναι ξερή: το πρώτο πρώτο χαρτί του γύρου δεν κάνει ποτέ ξερή (R33). Το πρώτο χαρτί μετά από νέο μοίρασμα στη μέση του γύρου μπορεί.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="62"/>
        <source>This is the last card of the round. Take the 4♠ with your 4♦.</source>
        <translation>Αυτό είναι το τελευταίο χαρτί του γύρου. Πάρε το 4♠ με το 4♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="63"/>
        <source>If you lay it, the cards left on the table go to the computer, who took cards last (R35). Take the 4♠ instead.</source>
        <translation>Αν το ρίξεις κάτω, τα χαρτιά που μένουν στο τραπέζι πάνε στον υπολογιστή, που μάζεψε τελευταίος (R35). Πάρε καλύτερα το 4♠.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="64"/>
        <source>The round is over. You took cards last, so the 9♣ left on the table is yours too (R35). But that is no xeri: leftovers never count as one. (If nobody took anything all round, the leftovers go to the dealer.)</source>
        <translation>Ο γύρος τελείωσε. Μάζεψες τελευταίος, οπότε και το 9♣ που έμεινε στο τραπέζι είναι δικό σου (R35). Αυτό όμως δεν είναι ξερή: τα απομεινάρια δεν μετράνε ποτέ για ξερή. (Αν δεν είχε μαζέψει κανείς τίποτα σε όλο τον γύρο, τα απομεινάρια θα πήγαιναν σε αυτόν που μοίρασε.)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="65"/>
        <source>The last card again. This time your 7♥ can take everything: 3 + 4 = 7. Take both cards.</source>
        <translation>Πάλι το τελευταίο χαρτί. Αυτή τη φορά το 7♥ σου μπορεί να τα πάρει όλα: 3 + 4 = 7. Πάρε και τα δύο χαρτιά.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="66"/>
        <source>If you lay it, the computer gets the table as the last to take (R35). Take both cards instead.</source>
        <translation>Αν το ρίξεις κάτω, το τραπέζι το παίρνει ο υπολογιστής, που μάζεψε τελευταίος (R35). Πάρε καλύτερα και τα δύο χαρτιά.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="67"/>
        <source>Xeri! A capture that clears the table is a xeri even with the last card of the round (R35).</source>
        <translation>Ξερή! Όταν παίρνεις και αδειάζει το τραπέζι, είναι ξερή ακόμα και με το τελευταίο χαρτί του γύρου (R35).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="68"/>
        <source>The simple declaration («δήλωση»)</source>
        <translation>Η απλή δήλωση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="69"/>
        <source>Build a pile now and take it later: announce its value and keep a card of that value in your hand.</source>
        <translation>Φτιάξε τώρα μια στοίβα και μάζεψέ την αργότερα: δήλωσε την αξία της και κράτα στο χέρι σου ένα χαρτί αυτής της αξίας.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="70"/>
        <source>A declaration («δήλωση») builds a pile now, to take it later. Put your 3♦ on the 5♠ and announce eight («δηλωμένα οχτώ»). You keep your 8♣ to take it on a later turn.</source>
        <translation>Με τη «δήλωση» φτιάχνεις τώρα μια στοίβα για να τη μαζέψεις αργότερα. Βάλε το 3♦ σου πάνω στο 5♠ και δήλωσε οχτώ («δηλωμένα οχτώ»). Κρατάς το 8♣ σου για να τα μαζέψεις σε επόμενη σειρά.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="71"/>
        <source>3♦ on 5♠ makes 8, so announce eight. You may, because you hold the 8♣.</source>
        <translation>3♦ πάνω στο 5♠ κάνει 8, άρα δηλώνεις οχτώ. Μπορείς, γιατί κρατάς το 8♣.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="72"/>
        <source>Laying is allowed, but this step is about declaring: drop the 3♦ on the 5♠ and choose «Declare 8».</source>
        <translation>Επιτρέπεται να το ρίξεις κάτω, αλλά αυτό το βήμα είναι για δήλωση: άφησε το 3♦ πάνω στο 5♠ και διάλεξε «Δήλωσε 8».</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="73"/>
        <source>You declared 8. The 5♠ and 3♦ are now one pile worth 8, and it is yours: you are its owner (R19, R26). You took nothing, so a declaration never scores a xeri (R34). The 8♣ in your hand is your reserve.</source>
        <translation>Δήλωσες 8. Το 5♠ και το 3♦ είναι τώρα μία στοίβα που αξίζει 8, και είναι δική σου: εσύ τη δήλωσες (R19, R26). Δεν πήρες τίποτα, γι’ αυτό η δήλωση δεν κάνει ποτέ ξερή (R34). Το 8♣ στο χέρι σου είναι η ρεζέρβα σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="74"/>
        <source>The computer holds no 8, so it could not take your pile. It laid the 2♠. Now take your declaration with your 8♣.</source>
        <translation>Ο υπολογιστής δεν έχει 8, άρα δεν μπορούσε να μαζέψει τα δηλωμένα σου. Έριξε κάτω το 2♠. Τώρα μάζεψε τα δηλωμένα σου με το 8♣.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="75"/>
        <source>While you own a declaration you may not lay a card (R30). Take it with your 8♣.</source>
        <translation>Όσο έχεις δικά σου δηλωμένα, δεν ρίχνεις χαρτί κάτω (R30). Μάζεψέ τα με το 8♣ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="76"/>
        <source>A declaration is one pile: take all of it, the 5♠ and the 3♦ together.</source>
        <translation>Τα δηλωμένα είναι μία στοίβα: μάζεψέ τα όλα, το 5♠ και το 3♦ μαζί.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="77"/>
        <source>Your 8♣ took the whole pile. The declaration is gone, and so is your duty to take it.</source>
        <translation>Το 8♣ σου μάζεψε όλη τη στοίβα. Η δήλωση έφυγε, και μαζί της η υποχρέωσή σου να τη μαζέψεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="78"/>
        <source>After declaring you must still hold another card of the announced value: the reserve (R18). Declare with your 3♦, and choose a total that you can keep a card for.</source>
        <translation>Αφού δηλώσεις, πρέπει να σου μένει άλλο ένα χαρτί της αξίας που δήλωσες: η ρεζέρβα (R18). Δήλωσε με το 3♦ σου και διάλεξε σύνολο για το οποίο έχεις ρεζέρβα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="79"/>
        <source>3♦ on 4♥ would be 7, but you hold no other 7, so you could never take it. A declaration needs a reserve of its value (R18).</source>
        <translation>3♦ πάνω στο 4♥ θα έκανε 7, αλλά δεν έχεις άλλο 7, οπότε δεν θα μπορούσες ποτέ να τα μαζέψεις. Μια δήλωση θέλει ρεζέρβα της αξίας της (R18).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="80"/>
        <source>A declaration is worth 10 at most (R18).</source>
        <translation>Η δήλωση φτάνει το πολύ ως το 10 (R18).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="81"/>
        <source>That capture is allowed, but this step is about declaring with your 3♦.</source>
        <translation>Αυτό το πάρσιμο επιτρέπεται, αλλά αυτό το βήμα είναι για δήλωση με το 3♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="82"/>
        <source>Laying is allowed, but this step is about declaring with your 3♦.</source>
        <translation>Επιτρέπεται να το ρίξεις κάτω, αλλά αυτό το βήμα είναι για δήλωση με το 3♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="83"/>
        <source>Right: 3♦ on 5♠ is 8, and you keep the 8♣. Only numerals can be declared, never a face card, and a declaration is worth 10 at most (R18).</source>
        <translation>Σωστά: 3♦ πάνω στο 5♠ κάνει 8, και κρατάς το 8♣. Δηλώνονται μόνο νούμερα, ποτέ φιγούρες, και η δήλωση φτάνει το πολύ ως το 10 (R18).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="84"/>
        <source>A declaration is taken whole</source>
        <translation>Τα δηλωμένα μαζεύονται ολόκληρα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="85"/>
        <source>Only a card equal to its value takes a declaration, all of it at once; it is never part of a sum.</source>
        <translation>Τα δηλωμένα τα μαζεύει μόνο χαρτί ίσο με την αξία τους, όλα μαζί· δεν μπαίνουν ποτέ σε άθροισμα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="86"/>
        <source>The computer declared 9 with 5♠ + 4♥. Any 9 may take a declaration of 9, but only whole, as one group (R14). Take it with your 9♦, and the 6♦ + 3♦ as well: they make 9 too.</source>
        <translation>Ο υπολογιστής δήλωσε 9 με 5♠ + 4♥. Κάθε 9 μπορεί να μαζέψει δηλωμένα 9, αλλά μόνο ολόκληρα, σαν μία ομάδα (R14). Μάζεψέ τα με το 9♦ σου, και πάρε μαζί και το 6♦ + 3♦: κάνουν κι αυτά 9.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="87"/>
        <source>You may not split a declaration: the 5♠ and 4♥ are one pile, taken together or not at all (R14).</source>
        <translation>Τα δηλωμένα δεν χωρίζονται: το 5♠ και το 4♥ είναι μία στοίβα, μαζεύονται μαζί ή καθόλου (R14).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="88"/>
        <source>That is allowed, but then the computer keeps its 9 and will take it later. Take the declaration too.</source>
        <translation>Επιτρέπεται, αλλά τότε ο υπολογιστής κρατά το 9 του και θα τα μαζέψει αργότερα. Μάζεψε και τα δηλωμένα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="89"/>
        <source>You took the computer&apos;s declaration. Its obligation is over (R27), and its 9♠ is just a card again.</source>
        <translation>Μάζεψες τα δηλωμένα του υπολογιστή. Η υποχρέωσή του τελείωσε (R27), και το 9♠ του είναι πάλι ένα απλό χαρτί.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="90"/>
        <source>The computer declared 5. Your 9♦ cannot take the declared 5 together with the 4♣: a declaration is never part of a sum (R14, R24). Take the declared 5 with the card that can.</source>
        <translation>Ο υπολογιστής δήλωσε 5. Το 9♦ σου δεν μπορεί να πάρει τα δηλωμένα 5 μαζί με το 4♣: τα δηλωμένα δεν μπαίνουν ποτέ σε άθροισμα (R14, R24). Μάζεψε τα δηλωμένα 5 με το χαρτί που μπορεί.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="91"/>
        <source>A declaration is never part of a sum: 5 + 4 does not let a 9 take it. Only a card of value 5 takes a declared 5 (R14).</source>
        <translation>Τα δηλωμένα δεν μπαίνουν ποτέ σε άθροισμα: το 5 + 4 δεν επιτρέπει σε ένα 9 να τα πάρει. Τα δηλωμένα 5 τα μαζεύει μόνο χαρτί αξίας 5 (R14).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="92"/>
        <source>A declaration is taken only whole, and only by a card equal to its value: here, a 5 (R14).</source>
        <translation>Τα δηλωμένα μαζεύονται μόνο ολόκληρα, και μόνο με χαρτί ίσο με την αξία τους: εδώ, με ένα 5 (R14).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="93"/>
        <source>Yes: only a card equal to its value takes a declaration, and your 5♦ took the whole pile.</source>
        <translation>Ναι: τα δηλωμένα τα μαζεύει μόνο χαρτί ίσο με την αξία τους, και το 5♦ σου μάζεψε όλη τη στοίβα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="94"/>
        <source>Both of you declared 7. One card may take several declarations of its value at once, each as its own group (R25). Take both piles with your 7♦.</source>
        <translation>Δηλώσατε και οι δύο 7. Ένα χαρτί μπορεί να μαζέψει μονομιάς πολλά δηλωμένα της αξίας του, το καθένα σαν δική του ομάδα (R25). Μάζεψε και τις δύο στοίβες με το 7♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="95"/>
        <source>Your 7♦ is your last 7: you may spend it only on a move that takes your own declaration (R29). Take both piles.</source>
        <translation>Το 7♦ είναι το τελευταίο σου 7: παίζεται μόνο για να μαζέψεις τα δικά σου δηλωμένα (R29). Μάζεψε και τις δύο στοίβες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="96"/>
        <source>That is allowed, but the computer&apos;s 7 is right there too. Take both piles with one card.</source>
        <translation>Επιτρέπεται, αλλά τα δηλωμένα 7 του υπολογιστή είναι κι αυτά εκεί. Μάζεψε και τις δύο στοίβες με ένα χαρτί.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="97"/>
        <source>You own the declared 7, so you may not start or change another declaration (R29).</source>
        <translation>Τα δηλωμένα 7 είναι δικά σου, οπότε δεν μπορείς να κάνεις ή να αλλάξεις άλλη δήλωση (R29).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="98"/>
        <source>You own a declaration: you may not lay a card (R30).</source>
        <translation>Έχεις δικά σου δηλωμένα: δεν ρίχνεις χαρτί κάτω (R30).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="99"/>
        <source>Two declarations with one card (R25). Two piles are never merged into one declaration, but one card may take them both.</source>
        <translation>Δύο δηλώσεις με ένα χαρτί (R25). Δύο στοίβες δεν ενώνονται ποτέ σε μία δήλωση, αλλά ένα χαρτί μπορεί να τις μαζέψει και τις δύο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="100"/>
        <source>Raising a declaration («ανεβάζω»)</source>
        <translation>Το ανέβασμα της δήλωσης</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="101"/>
        <source>Add one card to an opponent&apos;s simple declaration and announce the new total: the pile becomes yours.</source>
        <translation>Βάλε ένα χαρτί στην απλή δήλωση του αντιπάλου και πες το νέο σύνολο: τα δηλωμένα γίνονται δικά σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="102"/>
        <source>You may raise («ανεβάζω») an opponent&apos;s simple declaration: add exactly one card from your hand and announce the new total, as long as you keep a card of it. Raise the computer&apos;s 6 to 9 with your 3♦. You keep the 9♣.</source>
        <translation>Μπορείς να «ανεβάσεις» την απλή δήλωση του αντιπάλου: βάζεις πάνω της ακριβώς ένα χαρτί από το χέρι σου και λες το νέο σύνολο, αρκεί να κρατάς χαρτί γι’ αυτό. Ανέβασε τα 6 του υπολογιστή σε 9 με το 3♦ σου. Κρατάς το 9♣.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="103"/>
        <source>Put the 3♦ on the declared 6 and announce 9: 6 + 3 = 9, and you hold the 9♣.</source>
        <translation>Βάλε το 3♦ πάνω στα δηλωμένα 6 και δήλωσε 9: 6 + 3 = 9, και κρατάς το 9♣.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="104"/>
        <source>6 + 10 would be 16, and a declaration is worth 10 at most. Raise with your 3♦.</source>
        <translation>6 + 10 θα έκανε 16, και η δήλωση φτάνει το πολύ ως το 10. Ανέβασε με το 3♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="105"/>
        <source>That is allowed, but this step is about raising: drop your 3♦ on the declared 6.</source>
        <translation>Επιτρέπεται, αλλά αυτό το βήμα είναι για ανέβασμα: άφησε το 3♦ σου πάνω στα δηλωμένα 6.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="106"/>
        <source>You raised the 6 to 9, so the pile became yours and the computer was released from its 6 (R22, R27). Now watch its answer.</source>
        <translation>Ανέβασες τα 6 σε 9, οπότε η στοίβα έγινε δική σου και ο υπολογιστής απαλλάχτηκε από τα 6 του (R22, R27). Δες τώρα τι θα απαντήσει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="107"/>
        <source>The computer raised your 9 to 10 with its A♣. The pile is the computer&apos;s now, and you are released. A declaration is worth 10 at most, so you cannot raise it any more (R18, R22): only a 10 takes it. Take it with your 10♦.</source>
        <translation>Ο υπολογιστής ανέβασε τα 9 σου σε 10 με τον A♣ του. Τα δηλωμένα είναι τώρα του υπολογιστή κι εσύ απαλλάσσεσαι. Μια δήλωση φτάνει το πολύ ως το 10, οπότε αυτήν δεν μπορείς πια να την ανεβάσεις (R18, R22): μόνο δεκάρι τη μαζεύει. Μάζεψέ τα με το 10♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="110"/>
        <source>Well played. A pile may be raised back and forth, up to 10, until somebody takes it.</source>
        <translation>Ωραία κίνηση. Μια δήλωση μπορεί να ανεβαίνει πέρα δώθε, ως το 10, ώσπου να τη μαζέψει κάποιος.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="131"/>
        <source>A simple declaration of exactly the same value can become part of a family. Put a 7 on the computer&apos;s declared 7: together they make a family of sevens, which becomes yours, and the computer is then released (R20).</source>
        <translation>Μια απλή δήλωση ακριβώς της ίδιας αξίας μπορεί να γίνει κομμάτι πολλαπλής. Βάλε ένα 7 πάνω στα δηλωμένα 7 του υπολογιστή: μαζί κάνουν «δηλωμένα εφτάρια», που γίνονται δικά σου, και τότε ο υπολογιστής απαλλάσσεται (R20).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="155"/>
        <source>You added a second 8 to your own declaration: it became a family of eights (R21, R28). Any 8 takes a family of eights, so watch the computer&apos;s answer.</source>
        <translation>Πρόσθεσες ένα δεύτερο 8 στη δική σου δήλωση: έγιναν δηλωμένα οχτάρια (R21, R28). Κάθε 8 μαζεύει τα δηλωμένα οχτάρια, γι’ αυτό δες τι θα απαντήσει ο υπολογιστής.</translation>
    </message>
    <message>
        <source>The pile is now a declaration of 9, and it is yours. The computer is released from its 6 (R22, R27).</source>
        <translation type="vanished">Η στοίβα είναι τώρα δηλωμένα 9, και είναι δικά σου. Ο υπολογιστής απαλλάσσεται από τα 6 του (R22, R27).</translation>
    </message>
    <message>
        <source>The computer raised your 9 to 10 with its A♣. The pile is the computer&apos;s now, and you are released: you could raise it back, or take it (R22). Take it with your 10♦.</source>
        <translation type="vanished">Ο υπολογιστής ανέβασε τα 9 σου σε 10 με τον A♣ του. Τα δηλωμένα είναι τώρα του υπολογιστή κι εσύ απαλλάσσεσαι: μπορείς να τα ξανανεβάσεις ή να τα μαζέψεις (R22). Μάζεψέ τα με το 10♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="108"/>
        <source>A declaration is taken only whole: all four cards at once (R14).</source>
        <translation>Τα δηλωμένα μαζεύονται μόνο ολόκληρα: και τα τέσσερα χαρτιά μαζί (R14).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="109"/>
        <source>That is allowed, but the computer would then take its 10 with the 10♥ it keeps. Take it first with your 10♦.</source>
        <translation>Επιτρέπεται, αλλά τότε ο υπολογιστής θα μαζέψει τα 10 του με το 10♥ που κρατά. Πρόλαβέ τον με το 10♦ σου.</translation>
    </message>
    <message>
        <source>Well played. A pile may be raised back and forth until somebody takes it.</source>
        <translation type="vanished">Ωραία κίνηση. Μια δήλωση μπορεί να ανεβαίνει πέρα δώθε, ώσπου να τη μαζέψει κάποιος.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="111"/>
        <source>Only a player who owns no declaration may raise (R22). You own the 8, so you may not raise the computer&apos;s 6 with your 3♦, even though you hold a 9. Take your own 8 with the 8♣ instead.</source>
        <translation>Ανεβάζει μόνο όποιος δεν έχει δικά του δηλωμένα (R22). Τα 8 είναι δικά σου, οπότε δεν μπορείς να ανεβάσεις τα 6 του υπολογιστή με το 3♦ σου, ακόμα κι αν έχεις 9. Μάζεψε καλύτερα τα δικά σου 8 με το 8♣.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="112"/>
        <source>You own the declared 8: while you own a declaration you may not raise another one (R22, R29).</source>
        <translation>Τα δηλωμένα 8 είναι δικά σου: όσο έχεις δική σου δήλωση, δεν ανεβάζεις άλλη (R22, R29).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="113"/>
        <source>While you own a declaration you may not lay a card (R30).</source>
        <translation>Όσο έχεις δικά σου δηλωμένα, δεν ρίχνεις χαρτί κάτω (R30).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="114"/>
        <source>Right. Now you own nothing, so next time you may raise. Note that nobody may ever raise a pile they own (R22).</source>
        <translation>Σωστά. Τώρα δεν έχεις δηλωμένα, οπότε την επόμενη φορά μπορείς να ανεβάσεις. Πρόσεξε: κανείς δεν ανεβάζει ποτέ τα δικά του δηλωμένα (R22).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="115"/>
        <source>Families («σόι», «δηλωμένα εφτάρια»)</source>
        <translation>Πολλαπλές δηλώσεις: «σόι», «δηλωμένα εφτάρια»</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="116"/>
        <source>A family is a declaration of several parts of the same value: two sixes are a family of sixes, worth 6.</source>
        <translation>Η πολλαπλή δήλωση έχει πολλά κομμάτια της ίδιας αξίας: δύο εξάρια είναι «δηλωμένα εξάρια», αξίας 6.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="117"/>
        <source>Cards of the same value can be declared together as a family. Put a 6 from your hand on the 6♠ and announce sixes. Two sixes make a family of sixes, worth 6, not 12 (R20). You keep your other 6 to take it.</source>
        <translation>Χαρτιά της ίδιας αξίας δηλώνονται μαζί, σαν πολλαπλή δήλωση. Βάλε ένα 6 από το χέρι σου πάνω στο 6♠ και δήλωσε εξάρια. Δύο εξάρια κάνουν «δηλωμένα εξάρια», αξίας 6, όχι 12 (R20). Κρατάς το άλλο σου 6 για να τα μαζέψεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="118"/>
        <source>A declaration is worth 10 at most. Two sixes make a family of sixes, worth 6 (R18, R20).</source>
        <translation>Η δήλωση φτάνει το πολύ ως το 10. Δύο εξάρια κάνουν «δηλωμένα εξάρια», αξίας 6 (R18, R20).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="119"/>
        <source>Taking the 6♠ is allowed, but this step builds a family: choose «Family of sixes».</source>
        <translation>Επιτρέπεται να πάρεις το 6♠, αλλά αυτό το βήμα φτιάχνει πολλαπλή δήλωση: διάλεξε «Δήλωσε εξάρια».</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="120"/>
        <source>That is allowed, but this step asks you to put a 6 on the 6♠ and declare sixes.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα βάλε ένα 6 πάνω στο 6♠ και δήλωσε εξάρια.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="121"/>
        <source>You declared a family of sixes. A family of exactly two equal cards is called a «σόι». You own it, with the same duties as for a simple declaration.</source>
        <translation>Δήλωσες εξάρια. Πολλαπλή δήλωση από ακριβώς δύο ίδια χαρτιά λέγεται «σόι». Είναι δική σου, με τις ίδιες υποχρεώσεις όπως στην απλή δήλωση.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="122"/>
        <source>The computer laid the 2♣. You may add more parts worth 6 to your family (R21). Put your 4♣ on your family together with the 2♣: 4 + 2 = 6.</source>
        <translation>Ο υπολογιστής έριξε κάτω το 2♣. Μπορείς να προσθέσεις στα δηλωμένα σου κι άλλα κομμάτια που κάνουν 6 (R21). Βάλε το 4♣ σου μαζί με το 2♣ πάνω στα εξάρια σου: 4 + 2 = 6.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="123"/>
        <source>Taking your family is allowed, but first make it bigger: add 4♣ + 2♣.</source>
        <translation>Επιτρέπεται να τα μαζέψεις, αλλά πρώτα μεγάλωσέ τα: πρόσθεσε 4♣ + 2♣.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="124"/>
        <source>Use the 4♣ with the 2♣ (4 + 2 = 6) and your whole family, and announce sixes.</source>
        <translation>Χρησιμοποίησε το 4♣ με το 2♣ (4 + 2 = 6) και όλα τα δηλωμένα σου εξάρια, και δήλωσε εξάρια.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="125"/>
        <source>Your family of sixes now has three parts, and it is still worth 6. One 6 takes it all.</source>
        <translation>Τα δηλωμένα σου εξάρια έχουν τώρα τρία κομμάτια και αξίζουν πάλι 6. Ένα 6 τα μαζεύει όλα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="126"/>
        <source>A part of a family may also be a group of loose cards worth the value. Put a 7 on 4♠ + 3♥ and 5♣ + 2♦ and announce sevens: a family of sevens («δηλωμένα εφτάρια») with three parts (R20).</source>
        <translation>Κομμάτι μιας πολλαπλής δήλωσης μπορεί να είναι και μια ομάδα ελεύθερων χαρτιών που κάνουν την αξία. Βάλε ένα 7 πάνω στα 4♠ + 3♥ και 5♣ + 2♦ και δήλωσε εφτάρια: «δηλωμένα εφτάρια» με τρία κομμάτια (R20).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="127"/>
        <source>Each part must be worth exactly 7: your 7, 4♠ + 3♥, and 5♣ + 2♦. Announce sevens.</source>
        <translation>Κάθε κομμάτι πρέπει να κάνει ακριβώς 7: το 7 σου, το 4♠ + 3♥ και το 5♣ + 2♦. Δήλωσε εφτάρια.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="128"/>
        <source>Taking those cards with your 7 is allowed, and often wise! But this step shows how to declare a family.</source>
        <translation>Επιτρέπεται να πάρεις αυτά τα χαρτιά με το 7 σου, και συχνά είναι το σωστό! Αυτό το βήμα όμως δείχνει πώς δηλώνεις πολλαπλά.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="129"/>
        <source>That is allowed, but this step asks you to declare a family of sevens.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να δηλώσεις εφτάρια.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="130"/>
        <source>A family of sevens. Whoever takes it needs a 7, and you kept your other 7.</source>
        <translation>Δηλωμένα εφτάρια. Όποιος τα μαζέψει χρειάζεται ένα 7, κι εσύ κράτησες το άλλο σου 7.</translation>
    </message>
    <message>
        <source>A simple declaration of exactly the same value can become part of a family. Put a 7 on the computer&apos;s declared 7: together they become a family of sevens, and it is yours. The computer is released (R20).</source>
        <translation type="vanished">Μια απλή δήλωση ακριβώς της ίδιας αξίας μπορεί να γίνει κομμάτι πολλαπλής. Βάλε ένα 7 πάνω στα δηλωμένα 7 του υπολογιστή: μαζί γίνονται «δηλωμένα εφτάρια», και είναι δικά σου. Ο υπολογιστής απαλλάσσεται (R20).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="132"/>
        <source>A declaration is worth 10 at most: 7 and 7 make a family of sevens, worth 7.</source>
        <translation>Η δήλωση φτάνει το πολύ ως το 10: 7 και 7 κάνουν «δηλωμένα εφτάρια», αξίας 7.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="133"/>
        <source>Taking the computer&apos;s 7 is allowed, and often the best play! But this step shows how to join it into a family.</source>
        <translation>Επιτρέπεται να μαζέψεις τα 7 του υπολογιστή, και συχνά είναι η καλύτερη κίνηση! Αυτό το βήμα όμως δείχνει πώς τα κάνεις κομμάτι πολλαπλής δήλωσης.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="134"/>
        <source>That is allowed, but this step asks you to put a 7 on the declared 7.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να βάλεις ένα 7 πάνω στα δηλωμένα 7.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="135"/>
        <source>The family of sevens is yours now, and the computer&apos;s obligation is over.</source>
        <translation>Τα δηλωμένα εφτάρια είναι τώρα δικά σου, και η υποχρέωση του υπολογιστή τελείωσε.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="136"/>
        <source>The computer declared a family of nines. Your 10♥ cannot take it with the A♣: 9 + 1 would be a sum, and a declaration is never part of a sum (R14). Only a 9 takes it. Take the family with your 9♣.</source>
        <translation>Ο υπολογιστής δήλωσε εννιάρια. Το 10♥ σου δεν μπορεί να τα πάρει μαζί με τον A♣: 9 + 1 θα ήταν άθροισμα, και τα δηλωμένα δεν μπαίνουν ποτέ σε άθροισμα (R14). Τα παίρνει μόνο ένα 9. Μάζεψε τα εννιάρια με το 9♣ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="137"/>
        <source>A 10 never takes a family of nines, not even with an ace: a declaration is taken only by a card equal to its value (R14).</source>
        <translation>Το 10 δεν παίρνει ποτέ δηλωμένα εννιάρια, ούτε μαζί με άσσο: τα δηλωμένα τα μαζεύει μόνο χαρτί ίσο με την αξία τους (R14).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="138"/>
        <source>A family is taken whole: all of its cards at once (R14).</source>
        <translation>Η πολλαπλή δήλωση μαζεύεται ολόκληρη: όλα της τα χαρτιά μαζί (R14).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="139"/>
        <source>Right. Only a 9 takes a family of nines, and it takes the whole family.</source>
        <translation>Σωστά. Τα δηλωμένα εννιάρια τα παίρνει μόνο ένα 9, και τα παίρνει όλα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="140"/>
        <source>A family is never raised: its value never changes (R23). Your 2♦ cannot turn the computer&apos;s family of fours into a 6. Take the family with your 4♣.</source>
        <translation>Η πολλαπλή δήλωση δεν ανεβαίνει ποτέ: η αξία της δεν αλλάζει (R23). Το 2♦ σου δεν μπορεί να κάνει τα δηλωμένα τεσσάρια του υπολογιστή 6. Μάζεψέ τα με το 4♣ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="141"/>
        <source>A family is never raised (R23): its value stays 4 until somebody takes it.</source>
        <translation>Η πολλαπλή δήλωση δεν ανεβαίνει ποτέ (R23): η αξία της μένει 4 ώσπου να τη μαζέψει κάποιος.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="142"/>
        <source>That is allowed, but the computer would take its family later with the 4 it keeps. Take it now with your 4♣.</source>
        <translation>Επιτρέπεται, αλλά τότε ο υπολογιστής θα μαζέψει αργότερα τα τεσσάρια του με το 4 που κρατά. Μάζεψέ τα τώρα με το 4♣ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="143"/>
        <source>Right: a family keeps its value until somebody takes it.</source>
        <translation>Σωστά: η πολλαπλή δήλωση κρατά την αξία της ώσπου να τη μαζέψει κάποιος.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="144"/>
        <source>The duties of an owner</source>
        <translation>Οι υποχρεώσεις όποιου δήλωσε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="145"/>
        <source>While you own a declaration you may not lay, may not start or raise another, and must keep a card to take it.</source>
        <translation>Όσο έχεις δικά σου δηλωμένα δεν ρίχνεις κάτω, δεν κάνεις ούτε ανεβάζεις άλλη δήλωση, και κρατάς χαρτί για να τα μαζέψεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="146"/>
        <source>You own the declared 8 (R26). That brings duties: you may not lay a card (R30), and you must keep an 8 to take your pile. You may still take other cards with a card that is not your reserve (R28). Take the 9♣ with your 9♦.</source>
        <translation>Τα δηλωμένα 8 είναι δικά σου (R26). Αυτό φέρνει υποχρεώσεις: δεν ρίχνεις χαρτί κάτω (R30) και πρέπει να κρατάς ένα 8 για να τα μαζέψεις. Μπορείς όμως να παίρνεις άλλα χαρτιά με χαρτί που δεν είναι η ρεζέρβα σου (R28). Πάρε το 9♣ με το 9♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="147"/>
        <source>Taking your own 8 is always allowed, but this step shows that you may also do something else first. Take the 9♣ with your 9♦.</source>
        <translation>Να μαζέψεις τα δικά σου 8 επιτρέπεται πάντα, αλλά αυτό το βήμα δείχνει ότι μπορείς πρώτα να κάνεις και κάτι άλλο. Πάρε το 9♣ με το 9♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="148"/>
        <source>Allowed: your 8♣ stays in your hand, so you can still take your 8 later.</source>
        <translation>Επιτρέπεται: το 8♣ μένει στο χέρι σου, άρα μπορείς να μαζέψεις τα 8 σου αργότερα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="149"/>
        <source>The computer laid the 6♠. Your 8♣ is your last 8 now: you may spend it only on a move that takes your own declaration (R29). Take your 8, and the 6♠ + 2♠ in the same move (R28).</source>
        <translation>Ο υπολογιστής έριξε κάτω το 6♠. Το 8♣ είναι τώρα το τελευταίο σου 8: παίζεται μόνο για να μαζέψεις τα δικά σου δηλωμένα (R29). Μάζεψε τα 8 σου, και με την ίδια κίνηση πάρε και το 6♠ + 2♠ (R28).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="150"/>
        <source>The 8♣ is your last 8: spending it without taking your own declaration is not allowed (R29).</source>
        <translation>Το 8♣ είναι το τελευταίο σου 8: δεν επιτρέπεται να το παίξεις χωρίς να μαζέψεις τα δικά σου δηλωμένα (R29).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="151"/>
        <source>Your declaration is taken, and your duties end with it (R27).</source>
        <translation>Τα δηλωμένα σου μαζεύτηκαν, και μαζί τους τελειώνουν οι υποχρεώσεις σου (R27).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="152"/>
        <source>While you own a declaration you may not start a second one, nor raise or join another (R29). But you may add another 8 to your own: put your 2♥ with 4♣ + 2♦ on it (2 + 4 + 2 = 8). It becomes a family of eights (R21, R28).</source>
        <translation>Όσο έχεις δικά σου δηλωμένα, δεν κάνεις δεύτερη δήλωση ούτε ανεβάζεις ή συμπληρώνεις άλλη (R29). Μπορείς όμως να βάλεις κι άλλο 8 στη δική σου: βάλε πάνω της το 2♥ σου με το 4♣ + 2♦ (2 + 4 + 2 = 8). Γίνεται «δηλωμένα οχτάρια» (R21, R28).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="153"/>
        <source>You own the declared 8: you may not start another declaration (R29).</source>
        <translation>Τα δηλωμένα 8 είναι δικά σου: δεν κάνεις άλλη δήλωση (R29).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="154"/>
        <source>Use all of it: your 2♥, the 4♣ and the 2♦ make one more 8 for your declaration.</source>
        <translation>Χρησιμοποίησέ τα όλα: το 2♥ σου, το 4♣ και το 2♦ κάνουν ένα ακόμα 8 για τη δήλωσή σου.</translation>
    </message>
    <message>
        <source>Your 8 is now a family of eights. It is still yours, and you still hold the 8♣ to take it.</source>
        <translation type="vanished">Τα 8 σου είναι τώρα δηλωμένα οχτάρια. Είναι ακόμα δικά σου, και κρατάς ακόμα το 8♣ για να τα μαζέψεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="156"/>
        <source>The computer took your family with its 8♦. Your duties ended with it (R27): you own nothing now, so you may lay a card again. Lay your 6♦.</source>
        <translation>Ο υπολογιστής μάζεψε τα οχτάρια σου με το 8♦ του. Μαζί τους τελείωσαν και οι υποχρεώσεις σου (R27): δεν έχεις πια δηλωμένα, άρα μπορείς ξανά να ρίξεις χαρτί κάτω. Ρίξε κάτω το 6♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="157"/>
        <source>That is allowed too, but this step asks you to lay your 6♦.</source>
        <translation>Επιτρέπεται κι αυτό, αλλά σε αυτό το βήμα πρέπει να ρίξεις κάτω το 6♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="158"/>
        <source>Free again. Remember: your duties end when somebody takes your pile or changes it, by raising it or adding to it (R27).</source>
        <translation>Πάλι ελεύθερος. Θυμήσου: οι υποχρεώσεις σου τελειώνουν όταν κάποιος μαζέψει ή αλλάξει τα δηλωμένα σου, ανεβάζοντάς τα ή συμπληρώνοντάς τα (R27).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="159"/>
        <source>End of the round and scoring</source>
        <translation>Τέλος του γύρου και μέτρημα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="160"/>
        <source>Leftovers go to the last player who took. Most cards 4, each ace 1, 10♦ 2, 2♣ 1, each xeri 10.</source>
        <translation>Ό,τι μένει κάτω το παίρνει όποιος μάζεψε τελευταίος. Περισσότερα χαρτιά 4, κάθε άσσος 1, 10♦ 2, 2♣ 1, κάθε ξερή 10.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="161"/>
        <source>This is the last card of the round. Take the 2♥ with your 2♣. Then you are the last to have taken cards, so the 7♠ and Q♦ left on the table go to you as well (R35).</source>
        <translation>Αυτό είναι το τελευταίο χαρτί του γύρου. Πάρε το 2♥ με το 2♣ σου. Τότε θα έχεις μαζέψει τελευταίος, οπότε το 7♠ και η Q♦ που μένουν στο τραπέζι έρχονται κι αυτά σε σένα (R35).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="162"/>
        <source>If you lay it, the cards left on the table go to the computer, who took cards last (R35). Take the 2♥ instead.</source>
        <translation>Αν το ρίξεις κάτω, τα χαρτιά που μένουν στο τραπέζι πάνε στον υπολογιστή, που μάζεψε τελευταίος (R35). Πάρε καλύτερα το 2♥.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="163"/>
        <source>The round is over, so let&apos;s count (R36). You have 28 of the 52 cards: the most cards earn 4 points. Each ace is worth 1: your two aces make 2. The 10♦ is worth 2 and the 2♣ 1. Your xeri adds 10. You score 4 + 2 + 2 + 1 + 10 = 19. The computer scores 2, for its two aces.</source>
        <translation>Ο γύρος τελείωσε, ας μετρήσουμε (R36). Έχεις 28 από τα 52 χαρτιά: τα περισσότερα χαρτιά παίρνουν 4 πόντους. Κάθε άσσος αξίζει 1: οι δύο άσσοι σου κάνουν 2. Το 10♦ αξίζει 2 και το 2♣ 1. Η ξερή σου προσθέτει 10. Γράφεις 4 + 2 + 2 + 1 + 10 = 19. Ο υπολογιστής γράφει 2, για τους δύο άσσους του.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="164"/>
        <source>The last card of another round. Take the 5♥ with your 5♦, and watch the count.</source>
        <translation>Το τελευταίο χαρτί ενός άλλου γύρου. Πάρε το 5♥ με το 5♦ σου και πρόσεξε το μέτρημα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="165"/>
        <source>If you lay it, the computer takes the table as the last to take cards (R35). Take the 5♥ instead.</source>
        <translation>Αν το ρίξεις κάτω, ο υπολογιστής παίρνει το τραπέζι, γιατί μάζεψε τελευταίος (R35). Πάρε καλύτερα το 5♥.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="166"/>
        <source>You both have 26 cards, so nobody gets the 4 points for the most cards (R36). You score 2: the A♠ and the 2♣. The computer scores 15: three aces, the 10♦ and a xeri.</source>
        <translation>Έχετε και οι δύο 26 χαρτιά, οπότε κανείς δεν παίρνει τους 4 πόντους για τα περισσότερα χαρτιά (R36). Γράφεις 2: τον A♠ και το 2♣. Ο υπολογιστής γράφει 15: τρεις άσσους, το 10♦ και μία ξερή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="167"/>
        <source>The match and the target</source>
        <translation>Η παρτίδα και ο στόχος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="168"/>
        <source>Points add up from round to round. The first side to reach the target, 61, wins; if both reach it, the higher total wins.</source>
        <translation>Οι πόντοι προστίθενται από γύρο σε γύρο. Κερδίζει η πλευρά που φτάνει πρώτη τον στόχο, τους 61· αν τον φτάσουν και οι δύο, κερδίζει το μεγαλύτερο σύνολο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="169"/>
        <source>A match has several rounds, and the points add up from round to round (R37). You have 52 points, the computer 57, and the target is 61. Play the last card of this round: take the 9♣ with your 9♥.</source>
        <translation>Μια παρτίδα έχει πολλούς γύρους, και οι πόντοι προστίθενται από γύρο σε γύρο (R37). Έχεις 52 πόντους, ο υπολογιστής 57, και ο στόχος είναι 61. Παίξε το τελευταίο χαρτί του γύρου: πάρε το 9♣ με το 9♥ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="170"/>
        <source>If you lay it, the computer takes the 9♣, the 10♦ and your 9♥ as the last to take cards. It would have the most cards and the 10♦, reach 65 and win the match.</source>
        <translation>Αν το ρίξεις κάτω, ο υπολογιστής παίρνει το 9♣, το 10♦ και το 9♥ σου, γιατί μάζεψε τελευταίος. Θα είχε τα περισσότερα χαρτιά και το 10♦, θα έφτανε τους 65 και θα κέρδιζε την παρτίδα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="171"/>
        <source>This round gives you 9 points: the most cards (4), the 10♦ (2), the 2♣ (1) and two aces (2). 52 + 9 = 61: you reach the target and win the match (R38)! The computer stays at 59.</source>
        <translation>Αυτός ο γύρος σού δίνει 9 πόντους: τα περισσότερα χαρτιά (4), το 10♦ (2), το 2♣ (1) και δύο άσσους (2). 52 + 9 = 61: φτάνεις τον στόχο και κερδίζεις την παρτίδα (R38)! Ο υπολογιστής μένει στους 59.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="172"/>
        <source>Another match: you have 54, the computer 57. Take the 6♠ with your 6♥, the last card of the round, and see what happens when both sides reach the target.</source>
        <translation>Άλλη παρτίδα: έχεις 54, ο υπολογιστής 57. Πάρε το 6♠ με το 6♥ σου, το τελευταίο χαρτί του γύρου, και δες τι γίνεται όταν φτάνουν τον στόχο και οι δύο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="173"/>
        <source>You score 7 (four aces, the 10♦ and the 2♣), the computer 4 (the most cards). Both reach 61 with the same total: an exact tie, so another round is played (R38).</source>
        <translation>Γράφεις 7 (τέσσερις άσσους, το 10♦ και το 2♣), ο υπολογιστής 4 (τα περισσότερα χαρτιά). Φτάνετε και οι δύο τους 61 με το ίδιο σύνολο: απόλυτη ισοπαλία, οπότε παίζεται κι άλλος γύρος (R38).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="174"/>
        <source>One more: you have 58, the computer 59. Take the 3♣ with your 3♦ to end the round.</source>
        <translation>Άλλη μία: έχεις 58, ο υπολογιστής 59. Πάρε το 3♣ με το 3♦ σου για να κλείσει ο γύρος.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="175"/>
        <source>You score 7 and reach 65; the computer scores 4 and reaches 63. Both passed 61, so the higher total wins: you win the match (R38).</source>
        <translation>Γράφεις 7 και φτάνεις τους 65· ο υπολογιστής γράφει 4 και φτάνει τους 63. Ξεπεράσατε και οι δύο τους 61, οπότε κερδίζει το μεγαλύτερο σύνολο: κερδίζεις εσύ την παρτίδα (R38).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="176"/>
        <source>House rules: taking</source>
        <translation>Παραλλαγές: το πάρσιμο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="177"/>
        <source>Tables differ. Five house rules about taking: must capture, forced sums, sweep, three face cards, first-card xeri.</source>
        <translation>Κάθε τραπέζι έχει τα δικά του. Πέντε παραλλαγές για το πάρσιμο: υποχρεωτικό μάζεμα, υποχρεωτικά αθροίσματα, σκούπισμα, τρεις φιγούρες, ξερή με το πρώτο χαρτί.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="178"/>
        <source>Some tables play V-MUST-CAPTURE: a card that can take may not be laid (it may still declare). This game uses that house rule. Your 5♥ can take the 5♠, so it may not be laid. Take the 5♠ with it.</source>
        <translation>Σε κάποια τραπέζια παίζουν με το V-MUST-CAPTURE: χαρτί που μπορεί να πάρει δεν ρίχνεται κάτω (μπορεί όμως να δηλώσει). Εδώ ισχύει αυτή η παραλλαγή. Το 5♥ σου μπορεί να πάρει το 5♠, οπότε δεν ρίχνεται κάτω. Πάρε μ’ αυτό το 5♠.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="179"/>
        <source>Under this house rule your 5♥ must take: it can take the 5♠, so it may not be laid (V-MUST-CAPTURE).</source>
        <translation>Με αυτή την παραλλαγή το 5♥ σου πρέπει να πάρει: μπορεί να πάρει το 5♠, οπότε δεν ρίχνεται κάτω (V-MUST-CAPTURE).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="180"/>
        <source>That is allowed, but this step asks you to play your 5♥.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να παίξεις το 5♥ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="181"/>
        <source>Under the default rules you could have laid it (R12). The taverna rules use V-MUST-CAPTURE.</source>
        <translation>Με τους βασικούς κανόνες θα μπορούσες να το ρίξεις κάτω (R12). Οι κανόνες της ταβέρνας έχουν το V-MUST-CAPTURE.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="182"/>
        <source>Under V-FORCED-SUMS («ζ»), whoever takes a declaration must also take every loose card or group worth its value. Take the computer&apos;s declared 7 with your 7♦, together with the 7♥ and the 2♦ + 5♣.</source>
        <translation>Με το V-FORCED-SUMS («ζ»), όποιος μαζεύει δηλωμένα πρέπει να πάρει και κάθε ελεύθερο χαρτί ή ομάδα της ίδιας αξίας. Μάζεψε τα δηλωμένα 7 του υπολογιστή με το 7♦ σου, μαζί με το 7♥ και το 2♦ + 5♣.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="183"/>
        <source>Taking the declared 7 obliges you to take the 7♥ and the 2♦ + 5♣ as well (V-FORCED-SUMS).</source>
        <translation>Αν μαζέψεις τα δηλωμένα 7, είσαι υποχρεωμένος να πάρεις και το 7♥ και το 2♦ + 5♣ (V-FORCED-SUMS).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="184"/>
        <source>That is allowed, but take the declaration too: that is where this house rule matters.</source>
        <translation>Επιτρέπεται, αλλά μάζεψε και τα δηλωμένα: εκεί μετράει αυτή η παραλλαγή.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="185"/>
        <source>Under the default rules you could have left the loose sevens on the table. The taverna rules use V-FORCED-SUMS.</source>
        <translation>Με τους βασικούς κανόνες θα μπορούσες να αφήσεις στο τραπέζι τα ελεύθερα εφτάρια. Οι κανόνες της ταβέρνας έχουν το V-FORCED-SUMS.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="186"/>
        <source>Under V-SWEEP a capture may not leave a loose card of the capturing card&apos;s rank on the table. Take the 4♠ with your 4♦: you will have to take the 4♥ as well.</source>
        <translation>Με το V-SWEEP, όταν παίρνεις δεν αφήνεις στο τραπέζι ελεύθερο χαρτί ίδιο με αυτό που έπαιξες. Πάρε το 4♠ με το 4♦ σου: θα πρέπει να πάρεις και το 4♥.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="187"/>
        <source>Under this house rule your 4♦ must take every loose 4 on the table (V-SWEEP).</source>
        <translation>Με αυτή την παραλλαγή το 4♦ σου πρέπει να πάρει κάθε ελεύθερο 4 του τραπεζιού (V-SWEEP).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="188"/>
        <source>That is allowed, but this step asks you to take with your 4♦.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να πάρεις με το 4♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="189"/>
        <source>Both fours at once. Under the default rules you could have taken just one (R11).</source>
        <translation>Και τα δύο τεσσάρια μαζί. Με τους βασικούς κανόνες θα μπορούσες να πάρεις μόνο το ένα (R11).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="190"/>
        <source>Three queens were turned up on the new table. By the default rule the table cards would be dealt again (R6). Under V-TRIPLE-FACES = capture-all they stay, and the fourth queen must take all three together. Take them with your Q♣.</source>
        <translation>Στο νέο τραπέζι άνοιξαν τρεις ντάμες. Με τον βασικό κανόνα τα χαρτιά του τραπεζιού θα ξαναμοιράζονταν (R6). Με το V-TRIPLE-FACES = capture-all μένουν κάτω, και η τέταρτη ντάμα πρέπει να τις πάρει και τις τρεις μαζί. Πάρ’ τες με την Q♣ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="191"/>
        <source>The fourth queen must take all three queens together (V-TRIPLE-FACES).</source>
        <translation>Η τέταρτη ντάμα πρέπει να πάρει και τις τρεις ντάμες μαζί (V-TRIPLE-FACES).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="192"/>
        <source>While a queen lies loose, your Q♣ cannot be laid (R13).</source>
        <translation>Όσο υπάρχει ελεύθερη ντάμα, η Q♣ σου δεν ρίχνεται κάτω (R13).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="193"/>
        <source>That is allowed, but this step asks you to take the three queens with your Q♣.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να πάρεις τις τρεις ντάμες με την Q♣ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="194"/>
        <source>Three queens with one card. Four equal face cards on the new table are always dealt again.</source>
        <translation>Τρεις ντάμες με ένα χαρτί. Τέσσερις ίδιες φιγούρες στο νέο τραπέζι ξαναμοιράζονται πάντα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="195"/>
        <source>Under V-FIRST-XERI even the first card of a round can score a xeri. Take all four table cards with your 10♥.</source>
        <translation>Με το V-FIRST-XERI ακόμα και το πρώτο χαρτί του γύρου μπορεί να κάνει ξερή. Πάρε και τα τέσσερα χαρτιά του τραπεζιού με το 10♥ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="196"/>
        <source>That is allowed, but this step asks you to clear the table with your 10♥.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να σηκώσεις όλο το τραπέζι με το 10♥ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="197"/>
        <source>A xeri with the very first card: 10 points. By the default rule it would not count (R33).</source>
        <translation>Ξερή με το πρώτο πρώτο χαρτί: 10 πόντοι. Με τον βασικό κανόνα δεν θα μετρούσε (R33).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="198"/>
        <source>House rules: declarations</source>
        <translation>Παραλλαγές: οι δηλώσεις</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="199"/>
        <source>Four house rules about declarations: raising your own, raising with table cards, joining families, the locked «σόι».</source>
        <translation>Τέσσερις παραλλαγές για τις δηλώσεις: ανέβασμα της δικής σου, ανέβασμα με χαρτιά του τραπεζιού, συμπλήρωση πολλαπλής, κλειδωμένο «σόι».</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="200"/>
        <source>Under V-SELF-RAISE you may raise your own simple declaration. Raise your declared 5 to 7 with your 2♦: 5 + 2 = 7, and you keep the 7♣.</source>
        <translation>Με το V-SELF-RAISE μπορείς να ανεβάσεις τη δική σου απλή δήλωση. Ανέβασε τα δηλωμένα σου 5 σε 7 με το 2♦ σου: 5 + 2 = 7, και κρατάς το 7♣.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="201"/>
        <source>Put the 2♦ on your declared 5 and announce 7: 5 + 2 = 7.</source>
        <translation>Βάλε το 2♦ πάνω στα δηλωμένα σου 5 και δήλωσε 7: 5 + 2 = 7.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="202"/>
        <source>That is allowed, but this step asks you to raise your own 5 with your 2♦.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να ανεβάσεις τα δικά σου 5 με το 2♦ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="203"/>
        <source>Done. By the default rule nobody may ever raise a pile they own (R22).</source>
        <translation>Έγινε. Με τον βασικό κανόνα κανείς δεν ανεβάζει ποτέ τα δικά του δηλωμένα (R22).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="204"/>
        <source>Under V-RAISE-TABLE-CARDS a raise may also add loose table cards. Raise the computer&apos;s 5 to 9 with your 3♦ and the A♣: 5 + 3 + 1 = 9. You keep the 9♥.</source>
        <translation>Με το V-RAISE-TABLE-CARDS στο ανέβασμα μπορείς να βάλεις και ελεύθερα χαρτιά του τραπεζιού. Ανέβασε τα 5 του υπολογιστή σε 9 με το 3♦ σου και τον A♣: 5 + 3 + 1 = 9. Κρατάς το 9♥.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="205"/>
        <source>5 + 3 would be 8, and you hold no 8 to keep. Add the A♣ as well and announce 9.</source>
        <translation>5 + 3 θα έκανε 8, και δεν έχεις 8 για ρεζέρβα. Βάλε και τον A♣ και δήλωσε 9.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="206"/>
        <source>Put your 3♦ and the A♣ on the declared 5 and announce 9: 5 + 3 + 1 = 9.</source>
        <translation>Βάλε το 3♦ σου και τον A♣ πάνω στα δηλωμένα 5 και δήλωσε 9: 5 + 3 + 1 = 9.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="207"/>
        <source>That is allowed, but this step asks you to raise the 5 with your 3♦ and the A♣.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να ανεβάσεις τα 5 με το 3♦ σου και τον A♣.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="208"/>
        <source>The pile is still a simple declaration, now worth 9, and it is yours. By the default rule a raise adds exactly one card from your hand (R22).</source>
        <translation>Η δήλωση είναι ακόμα απλή, αξίζει τώρα 9 και είναι δική σου. Με τον βασικό κανόνα το ανέβασμα βάζει ακριβώς ένα χαρτί από το χέρι σου (R22).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="209"/>
        <source>Under V-JOIN-FAMILY = no, only its owner may add to a family. You may not add a 5 to the computer&apos;s family of fives, but you may take it. Take it with a 5.</source>
        <translation>Με το V-JOIN-FAMILY = no, μόνο όποιος δήλωσε συμπληρώνει την πολλαπλή του δήλωση. Δεν μπορείς να βάλεις ένα 5 στα δηλωμένα πεντάρια του υπολογιστή, μπορείς όμως να τα μαζέψεις. Μάζεψέ τα με ένα 5.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="210"/>
        <source>Under this house rule only the owner may add to a family (V-JOIN-FAMILY).</source>
        <translation>Με αυτή την παραλλαγή μόνο όποιος δήλωσε συμπληρώνει την πολλαπλή του δήλωση (V-JOIN-FAMILY).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="211"/>
        <source>That is allowed, but this step asks you to take the family with a 5.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να μαζέψεις τα πεντάρια με ένα 5.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="212"/>
        <source>By the default rule (V-JOIN-FAMILY = yes) you could have added your 5 to the family and become its owner (R21).</source>
        <translation>Με τον βασικό κανόνα (V-JOIN-FAMILY = yes) θα μπορούσες να βάλεις το 5 σου στα πεντάρια και να γίνουν δικά σου (R21).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="213"/>
        <source>You own a «σόι»: a family of exactly two equal cards, your 8♠ and 8♥. Under V-SOI-LOCKED a σόι can never be made bigger, so you may not add 3♥ + 5♦ to it. Take your σόι with an 8.</source>
        <translation>Έχεις ένα «σόι»: πολλαπλή δήλωση από ακριβώς δύο ίδια χαρτιά, το 8♠ και το 8♥ σου. Με το V-SOI-LOCKED το σόι δεν μεγαλώνει ποτέ, οπότε δεν μπορείς να του βάλεις 3♥ + 5♦. Μάζεψε το σόι σου με ένα 8.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="214"/>
        <source>A σόι can never be made bigger under this house rule (V-SOI-LOCKED).</source>
        <translation>Με αυτή την παραλλαγή το σόι δεν μεγαλώνει ποτέ (V-SOI-LOCKED).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="215"/>
        <source>Right. By the default rule you could have added 3♥ + 5♦ to your family of eights (R21). The taverna rules lock the σόι.</source>
        <translation>Σωστά. Με τον βασικό κανόνα θα μπορούσες να βάλεις 3♥ + 5♦ στα δηλωμένα σου οχτάρια (R21). Οι κανόνες της ταβέρνας κλειδώνουν το σόι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="216"/>
        <source>House rules: the target and four players</source>
        <translation>Παραλλαγές: ο στόχος και οι τέσσερις παίκτες</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="217"/>
        <source>Play to 101 instead of 61, and the direction of play in a four-player game.</source>
        <translation>Παρτίδα στους 101 αντί για 61, και η φορά του παιχνιδιού με τέσσερις παίκτες.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="218"/>
        <source>This match is played to 101 points (V-TARGET); the default target is 61 (R37). You have 58. Take the 9♣ with your 9♥, the last card of the round.</source>
        <translation>Αυτή η παρτίδα παίζεται στους 101 πόντους (V-TARGET)· ο βασικός στόχος είναι 61 (R37). Έχεις 58. Πάρε το 9♣ με το 9♥ σου, το τελευταίο χαρτί του γύρου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="219"/>
        <source>If you lay it, the computer takes the table as the last to take cards (R35). Take the 9♣ instead.</source>
        <translation>Αν το ρίξεις κάτω, ο υπολογιστής παίρνει το τραπέζι, γιατί μάζεψε τελευταίος (R35). Πάρε καλύτερα το 9♣.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="220"/>
        <source>You reach 67. With the default target that would win the match, but here the match goes on to 101.</source>
        <translation>Φτάνεις τους 67. Με τον βασικό στόχο θα κέρδιζες την παρτίδα, εδώ όμως η παρτίδα συνεχίζεται ως τους 101.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="221"/>
        <source>Four players: your partner sits opposite you, and your team shares its cards and points (R40). This table plays clockwise (V-DIRECTION): only the drawing of the turn order changes, never the rules. Your partner declared 7. Duties are personal, so you may take your partner&apos;s pile like any other (R42). Take it with your 7♥.</source>
        <translation>Τέσσερις παίκτες: ο συμπαίκτης σου κάθεται απέναντι, και η ομάδα σας μοιράζεται χαρτιά και πόντους (R40). Σε αυτό το τραπέζι η σειρά πάει δεξιόστροφα (V-DIRECTION): αλλάζει μόνο το σχέδιο της σειράς, ποτέ οι κανόνες. Ο συμπαίκτης σου δήλωσε 7. Οι υποχρεώσεις είναι προσωπικές, οπότε μπορείς να μαζέψεις τα δηλωμένα του όπως κάθε άλλος (R42). Μάζεψέ τα με το 7♥ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="222"/>
        <source>That is allowed, but this step asks you to take your partner&apos;s declared 7 with your 7♥.</source>
        <translation>Επιτρέπεται, αλλά σε αυτό το βήμα πρέπει να μαζέψεις τα δηλωμένα 7 του συμπαίκτη σου με το 7♥ σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="223"/>
        <source>Your team keeps those cards, and your partner is free of the duty to take the pile.</source>
        <translation>Η ομάδα σου κρατά αυτά τα χαρτιά, και ο συμπαίκτης σου γλιτώνει από την υποχρέωση να τα μαζέψει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="224"/>
        <source>That move is allowed, but it is not the one this step asks for. Read the instruction again and try another move.</source>
        <translation>Αυτή η κίνηση επιτρέπεται, αλλά δεν είναι αυτή που ζητά το βήμα. Διάβασε ξανά την οδηγία και δοκίμασε άλλη κίνηση.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/strings.py" line="225"/>
        <location filename="../../diloti_qt/ui/tutorial/lesson_controller.py" line="120"/>
        <location filename="../../diloti_qt/ui/tutorial/lesson_controller.py" line="147"/>
        <source>This step is already done: go on to the next one.</source>
        <translation>Αυτό το βήμα έγινε ήδη: πήγαινε στο επόμενο.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/tutorial/texts.py" line="26"/>
        <location filename="../../diloti_qt/ui/tutorial/lesson_controller.py" line="207"/>
        <source>{sentence} ({rules})</source>
        <translation>{sentence} ({rules})</translation>
    </message>
</context>
<context>
    <name>TutorialMenu</name>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/install.py" line="41"/>
        <source>&amp;Learn Diloti (tutorial)…</source>
        <translation>&amp;Μάθε Δηλωτή (εκμάθηση)…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/install.py" line="43"/>
        <source>Lessons that teach the game step by step</source>
        <translation>Μαθήματα που διδάσκουν το παιχνίδι βήμα βήμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/install.py" line="46"/>
        <source>Rules &amp;reference…</source>
        <translation>Όλοι οι &amp;κανόνες…</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/install.py" line="48"/>
        <source>Every rule and house rule, by its id</source>
        <translation>Κάθε κανόνας και κάθε παραλλαγή, με τον κωδικό του</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/install.py" line="51"/>
        <source>&amp;Coach</source>
        <translation>&amp;Σύμβουλος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/install.py" line="53"/>
        <source>Explain declarations and duties while you play</source>
        <translation>Εξηγεί τα δηλωμένα και τις υποχρεώσεις όσο παίζεις</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/install.py" line="105"/>
        <source>Coach</source>
        <translation>Σύμβουλος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/install.py" line="106"/>
        <source>The coach: your duty, the declarations in play and why a move was refused</source>
        <translation>Ο σύμβουλος: η υποχρέωσή σου, τα δηλωμένα στο τραπέζι και γιατί δεν έγινε δεκτή μια κίνηση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/install.py" line="131"/>
        <source>&amp;Help</source>
        <translation>&amp;Οδηγίες</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="64"/>
        <source>Show me</source>
        <translation>Δείξε μου</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="66"/>
        <source>Play the expected move slowly</source>
        <translation>Παίζει αργά την κίνηση που ζητείται</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="67"/>
        <source>Try again</source>
        <translation>Ξανά</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="69"/>
        <source>Start this step again</source>
        <translation>Ξεκίνα ξανά αυτό το βήμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="70"/>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="146"/>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="186"/>
        <source>Next step</source>
        <translation>Επόμενο βήμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="122"/>
        <source>Learn Diloti</source>
        <translation>Μάθε Δηλωτή</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="125"/>
        <source>Choose a lesson on the left. Each lesson sets up a table and asks you to play one card: drag it from your hand, as in a game.</source>
        <translation>Διάλεξε ένα μάθημα από αριστερά. Κάθε μάθημα στήνει ένα τραπέζι και σου ζητά να παίξεις ένα χαρτί: σύρε το από το χέρι σου, όπως στο παιχνίδι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="135"/>
        <source>Step {n} of {count}</source>
        <translation>Βήμα {n} από {count}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="139"/>
        <source>Rules: {ids}</source>
        <translation>Κανόνες: {ids}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="185"/>
        <source>Finish the lesson</source>
        <translation>Τέλος μαθήματος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="191"/>
        <source>Lesson complete. Well done!</source>
        <translation>Το μάθημα τελείωσε. Μπράβο!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="194"/>
        <source>Next lesson</source>
        <translation>Επόμενο μάθημα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="195"/>
        <source>All lessons done</source>
        <translation>Τελείωσαν όλα τα μαθήματα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/panel.py" line="178"/>
        <source>Then: {move}.</source>
        <translation>Μετά: {move}.</translation>
    </message>
</context>
<context>
    <name>TutorialWindow</name>
    <message>
        <source>Learn Diloti — tutorial</source>
        <translation type="vanished">Μάθε Δηλωτή — εκμάθηση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/window.py" line="50"/>
        <source>Tutorial</source>
        <translation>Εκμάθηση</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/window.py" line="67"/>
        <source>Lesson</source>
        <translation>Μάθημα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/window.py" line="71"/>
        <location filename="../../diloti_qt/ui/tutorial/window.py" line="77"/>
        <source>Lessons</source>
        <translation>Μαθήματα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/window.py" line="103"/>
        <source>Close the tutorial</source>
        <translation>Κλείσιμο της εκμάθησης</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/ui/tutorial/window.py" line="250"/>
        <source>Could not save your progress: {error}</source>
        <translation>Η πρόοδός σου δεν αποθηκεύτηκε: {error}</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="18"/>
        <source>ace</source>
        <translation>άσσος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="18"/>
        <source>two</source>
        <translation>δύο</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="19"/>
        <source>three</source>
        <translation>τρία</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="19"/>
        <source>four</source>
        <translation>τέσσερα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="20"/>
        <source>five</source>
        <translation>πέντε</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="20"/>
        <source>six</source>
        <translation>έξι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="21"/>
        <source>seven</source>
        <translation>εφτά</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="22"/>
        <source>eight</source>
        <translation>οχτώ</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="22"/>
        <source>nine</source>
        <translation>εννιά</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="23"/>
        <source>ten</source>
        <translation>δέκα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="23"/>
        <source>jack</source>
        <translation>βαλές</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="24"/>
        <source>queen</source>
        <translation>ντάμα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="24"/>
        <source>king</source>
        <translation>ρήγας</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="30"/>
        <source>spades</source>
        <translation>μπαστούνι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="31"/>
        <source>hearts</source>
        <translation>κούπα</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="32"/>
        <source>diamonds</source>
        <translation>καρό</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="33"/>
        <source>clubs</source>
        <translation>σπαθί</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="39"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="48"/>
        <source>aces</source>
        <translation>άσσους</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="48"/>
        <source>twos</source>
        <translation>δυάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="49"/>
        <source>threes</source>
        <translation>τριάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="50"/>
        <source>fours</source>
        <translation>τεσσάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="51"/>
        <source>fives</source>
        <translation>πεντάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="52"/>
        <source>sixes</source>
        <translation>εξάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="53"/>
        <source>sevens</source>
        <translation>εφτάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="54"/>
        <source>eights</source>
        <translation>οχτάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="55"/>
        <source>nines</source>
        <translation>εννιάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="56"/>
        <source>tens</source>
        <translation>δεκάρια</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="82"/>
        <source>{first} and {last}</source>
        <translation>{first} και {last}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="93"/>
        <source>the declared {value}</source>
        <translation>τα δηλωμένα {value}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="97"/>
        <source>{declared} ({cards})</source>
        <translation>{declared} ({cards})</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="116"/>
        <source>Lay {card}</source>
        <translation>Ρίξε κάτω {card}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="118"/>
        <source>Take {taken} with {card}</source>
        <translation>Πάρε {taken} με {card}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="121"/>
        <source> — xeri!</source>
        <translation> — ξερή!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="128"/>
        <source>Declare {value}: {card} on {cards}</source>
        <translation>Δήλωσε {value}: {card} πάνω σε {cards}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="131"/>
        <source>Family of {plural}: {card} with {cards}</source>
        <translation>Δήλωσε {plural}: {card} με {cards}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="136"/>
        <source>Raise the {old} to {value} with {card}</source>
        <translation>Ανέβασε τα {old} σε {value} με {card}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="141"/>
        <source>Add {card} to the family of {plural}</source>
        <translation>Ξαναδήλωσε {plural} με {card}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="145"/>
        <source>Make the {value} a family of {plural} with {card}</source>
        <translation>Κάνε τα δηλωμένα {value} {plural} με {card}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="150"/>
        <source> (you keep {card})</source>
        <translation> (κρατάς {card})</translation>
    </message>
    <message>
        <source>{who} laid {card}</source>
        <translation type="vanished">{who}: {card} κάτω</translation>
    </message>
    <message>
        <source>{who} took {taken} with {card}</source>
        <translation type="vanished">{who}: {card} παίρνει {taken}</translation>
    </message>
    <message>
        <source>{who} raised the {old} to {value}</source>
        <translation type="vanished">{who}: τα {old} ανεβαίνουν σε {value}</translation>
    </message>
    <message>
        <source>{who} declared a family of {plural}</source>
        <translation type="vanished">{who}: δηλωμένα {plural}</translation>
    </message>
    <message>
        <source>{who} declared {value}</source>
        <translation type="vanished">{who}: δηλωμένα {value}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="166"/>
        <source>a family of {plural}</source>
        <translation>{plural}</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="169"/>
        <source>You declared {what}.</source>
        <translation>Δήλωσες {what}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="170"/>
        <source>On your turn: take it with your {value}, or take something else with another card, or add another {value} to it.</source>
        <translation>Στη σειρά σου: μάζεψέ τα με το {value} σου, ή πάρε κάτι άλλο με άλλο χαρτί, ή βάλε από πάνω κι άλλο {value}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="174"/>
        <source>You may not lay a card (R30).</source>
        <translation>Δεν μπορείς να ρίξεις χαρτί κάτω (R30).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="177"/>
        <source>Your last {value} may only take your declaration (R29).</source>
        <translation>Το τελευταίο σου {value} μπορεί μόνο να μαζέψει τα δηλωμένα σου (R29).</translation>
    </message>
    <message>
        <source>{who} took the cards left on the table: {cards} (R35)</source>
        <translation type="vanished">{who}: παίρνει όσα έμειναν στο τραπέζι: {cards} (R35)</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="186"/>
        <source>That card is not in your hand.</source>
        <translation>Αυτό το χαρτί δεν είναι στο χέρι σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="187"/>
        <source>That card is not on the table.</source>
        <translation>Αυτό το χαρτί δεν είναι στο τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="188"/>
        <source>Those cards do not add up to groups worth your card.</source>
        <translation>Αυτά τα χαρτιά δεν βγάζουν ομάδες ίσες με το χαρτί σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="190"/>
        <source>A face card takes only one face card of its own rank.</source>
        <translation>Μια φιγούρα παίρνει μόνο μία ίδια φιγούρα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="192"/>
        <source>This face card must take the equal face card on the table.</source>
        <translation>Αυτή η φιγούρα πρέπει να πάρει την ίδια φιγούρα που είναι στο τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="194"/>
        <source>A declaration is taken only whole, by a card of its value.</source>
        <translation>Τα δηλωμένα μαζεύονται μόνο ολόκληρα, με χαρτί της αξίας τους.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="196"/>
        <source>To declare a value you must keep another card of that value.</source>
        <translation>Για να δηλώσεις μια αξία, πρέπει να σου μένει κι άλλο χαρτί αυτής της αξίας.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="198"/>
        <source>Those cards cannot make that declaration.</source>
        <translation>Με αυτά τα χαρτιά δεν γίνεται αυτή η δήλωση.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="200"/>
        <source>That declaration cannot be raised.</source>
        <translation>Αυτή η δήλωση δεν ανεβαίνει.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="201"/>
        <source>That family cannot be extended.</source>
        <translation>Αυτή η πολλαπλή δήλωση δεν συμπληρώνεται.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="203"/>
        <source>You own a declaration: you may not lay, nor start or raise another.</source>
        <translation>Έχεις δικά σου δηλωμένα: δεν ρίχνεις κάτω, ούτε κάνεις ή ανεβάζεις άλλη δήλωση.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="205"/>
        <source>A house rule obliges this card to capture, or to take more.</source>
        <translation>Μια παραλλαγή των κανόνων υποχρεώνει αυτό το χαρτί να πάρει, ή να πάρει περισσότερα.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="208"/>
        <source>That move is not allowed.</source>
        <translation>Αυτή η κίνηση δεν επιτρέπεται.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="213"/>
        <source>1 point</source>
        <translation>1 πόντος</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="214"/>
        <source>{n} points</source>
        <translation>{n} πόντοι</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="221"/>
        <source>Take {taken} with {card}: {points}.</source>
        <translation>Πάρε {taken} με {card}: {points}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="224"/>
        <source>Take {taken} with {card}.</source>
        <translation>Πάρε {taken} με {card}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="227"/>
        <source>It is a xeri: 10 more points!</source>
        <translation>Και είναι ξερή: άλλοι 10 πόντοι!</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="229"/>
        <source>Lay {card}.</source>
        <translation>Ρίξε κάτω {card}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="233"/>
        <source>Raise the declaration to {value} with {card}.</source>
        <translation>Ανέβασε τη δήλωση σε {value} με {card}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="236"/>
        <source>Add {card} to the declared {value}.</source>
        <translation>Πρόσθεσε {card} στα δηλωμένα {value}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="239"/>
        <source>Declare a family of {plural} with {card} and {cards}.</source>
        <translation>Δήλωσε {plural} με {card} και {cards}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="242"/>
        <source>Declare {value} with {card} and {cards}.</source>
        <translation>Δήλωσε {value} με {card} και {cards}.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="247"/>
        <source>You keep one {value} to take it.</source>
        <translation>Κρατάς ένα {value} για να τα μαζέψεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="249"/>
        <source>You keep {count} cards of {value} to take it.</source>
        <translation>Κρατάς {count} χαρτιά του {value} για να τα μαζέψεις.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="253"/>
        <source>It leaves nothing to sweep.</source>
        <translation>Δεν αφήνει ξερή στον αντίπαλο.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../diloti_qt/controller/words.py" line="255"/>
        <source>Still, the opponent could take %n point(s).</source>
        <translation>
            <numerusform>Ο αντίπαλος όμως θα μπορούσε να πάρει %n πόντο.</numerusform>
            <numerusform>Ο αντίπαλος όμως θα μπορούσε να πάρει %n πόντους.</numerusform>
        </translation>
    </message>
    <message>
        <source>Still, {points} stay within the opponent&apos;s reach.</source>
        <translation type="vanished">Μένουν όμως {points} στο χέρι του αντιπάλου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="258"/>
        <source>But it leaves a sweep to {values} (about {percent}%).</source>
        <translation>Αφήνει όμως ξερή με {values} (περίπου {percent}%).</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="262"/>
        <source>Your partner plays next.</source>
        <translation>Μετά παίζει ο συμπαίκτης σου.</translation>
    </message>
    <message>
        <location filename="../../diloti_qt/controller/words.py" line="264"/>
        <source>The cards left at the end now come to your side (R35).</source>
        <translation>Τα χαρτιά που θα μείνουν στο τέλος έρχονται τώρα σε σας (R35).</translation>
    </message>
</context>
</TS>
