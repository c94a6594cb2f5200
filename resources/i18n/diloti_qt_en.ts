<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>History</name>
    <message numerus="yes">
        <source>You dealt {each} more cards to each player; %n card(s) left in the stock.</source>
        <translation>
            <numerusform>You dealt {each} more cards to each player; %n card left in the stock.</numerusform>
            <numerusform>You dealt {each} more cards to each player; %n cards left in the stock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} dealt {each} more cards to each player; %n card(s) left in the stock.</source>
        <translation>
            <numerusform>{who} dealt {each} more cards to each player; %n card left in the stock.</numerusform>
            <numerusform>{who} dealt {each} more cards to each player; %n cards left in the stock.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryExport</name>
    <message numerus="yes">
        <source>%n match record(s) written to {path}.</source>
        <translation>
            <numerusform>%n match record written to {path}.</numerusform>
            <numerusform>%n match records written to {path}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchesDialog</name>
    <message numerus="yes">
        <source>%n match record(s) kept.</source>
        <translation>
            <numerusform>%n match record kept.</numerusform>
            <numerusform>%n match records kept.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message numerus="yes">
        <source>{card}: %n more move(s), not listed. To find yours, select the table cards you mean on the table (Up, then Enter on each), go back to {card} (Down) and press Enter.</source>
        <translation>
            <numerusform>{card}: %n more move, not listed. To find yours, select the table cards you mean on the table (Up, then Enter on each), go back to {card} (Down) and press Enter.</numerusform>
            <numerusform>{card}: %n more moves, not listed. To find yours, select the table cards you mean on the table (Up, then Enter on each), go back to {card} (Down) and press Enter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card}: at least %n more move(s), not listed. To find yours, select the table cards you mean on the table (Up, then Enter on each), go back to {card} (Down) and press Enter.</source>
        <translation>
            <numerusform>{card}: at least %n more move, not listed. To find yours, select the table cards you mean on the table (Up, then Enter on each), go back to {card} (Down) and press Enter.</numerusform>
            <numerusform>{card}: at least %n more moves, not listed. To find yours, select the table cards you mean on the table (Up, then Enter on each), go back to {card} (Down) and press Enter.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message numerus="yes">
        <source>In your match, your move here lost %n point(s) against the best one (the last deal: solved exactly). Find the best move.</source>
        <translation>
            <numerusform>In your match, your move here lost %n point against the best one (the last deal: solved exactly). Find the best move.</numerusform>
            <numerusform>In your match, your move here lost %n points against the best one (the last deal: solved exactly). Find the best move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That move lost %n point(s) against the answer.</source>
        <translation>
            <numerusform>That move lost %n point against the answer.</numerusform>
            <numerusform>That move lost %n points against the answer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{move}: %n point(s) more than your move in the match (solved exactly).</source>
        <translation>
            <numerusform>{move}: %n point more than your move in the match (solved exactly).</numerusform>
            <numerusform>{move}: %n points more than your move in the match (solved exactly).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>%n defeat(s)</source>
        <translation>
            <numerusform>%n defeat</numerusform>
            <numerusform>%n defeats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n past result(s) could not be read and are not shown.</source>
        <translation>
            <numerusform>%n past result could not be read and are not shown.</numerusform>
            <numerusform>%n past results could not be read and are not shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n xeri(s)</source>
        <translation>
            <numerusform>%n xeri</numerusform>
            <numerusform>%n xeris</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s) left to deal</source>
        <translation>
            <numerusform>Stock: %n card left to deal</numerusform>
            <numerusform>Stock: %n cards left to deal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} can be played in %n way(s): select the table cards you mean first, then drop it on them or press Enter.</source>
        <translation>
            <numerusform>{card} can be played in %n way: select the table cards you mean first, then drop it on them or press Enter.</numerusform>
            <numerusform>{card} can be played in %n ways: select the table cards you mean first, then drop it on them or press Enter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} can be played in at least %n way(s): select the table cards you mean first, then drop it on them or press Enter.</source>
        <translation>
            <numerusform>{card} can be played in at least %n way: select the table cards you mean first, then drop it on them or press Enter.</numerusform>
            <numerusform>{card} can be played in at least %n ways: select the table cards you mean first, then drop it on them or press Enter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} can be played onto these cards in %n way(s): select the table cards you mean, then drop it again.</source>
        <translation>
            <numerusform>{card} can be played onto these cards in %n way: select the table cards you mean, then drop it again.</numerusform>
            <numerusform>{card} can be played onto these cards in %n ways: select the table cards you mean, then drop it again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{card} can be played onto these cards in at least %n way(s): select the table cards you mean, then drop it again.</source>
        <translation>
            <numerusform>{card} can be played onto these cards in at least %n way: select the table cards you mean, then drop it again.</numerusform>
            <numerusform>{card} can be played onto these cards in at least %n ways: select the table cards you mean, then drop it again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <source>Still, the opponent could take %n point(s).</source>
        <translation>
            <numerusform>Still, the opponent could take %n point.</numerusform>
            <numerusform>Still, the opponent could take %n points.</numerusform>
        </translation>
    </message>
</context>
</TS>
