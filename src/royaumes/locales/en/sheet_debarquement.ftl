## Débarquement's score sheet (issue 22): per deal, each player's captured boats.
## $person is a person (their name on the sheet).

sheet-debarquement-card = { $card } ({ $colour ->
        [red] red
        [blue] blue
        [red_blue] red and blue
        [grey] grey
        [orange] orange
       *[green] green
    })
sheet-debarquement-boats = Boats captured
sheet-debarquement-boats_help = One group of cards per boat captured this deal, covered cards included.
sheet-debarquement-deal = Deal { $n }
sheet-debarquement-expects = Deal { $n }: each player's captured boats (the game ends when a total reaches { $threshold }, or after deal { $max })
sheet-debarquement-not_playing = { $person } is out of the game.
sheet-debarquement-boat = { $person }, boat { $n }: { $cards } → { $sum } = { $base }
sheet-debarquement-boat_orange = { $person }, boat { $n }: orange { $cards } makes the boat worth 0
sheet-debarquement-boat_green = { $person }, boat { $n }: green { $cards } → ×{ $factor } = { $value }
sheet-debarquement-no_capture = { $person }: no boat captured, 0
sheet-debarquement-deal_total = { $person }: boats worth { $total } in all
sheet-debarquement-single_colour = { $person }: every card is { $colour ->
        [red] red
       *[blue] blue
    } ({ $ignore ->
        [grey] grey cards aside
       *[other] grey, orange and green cards aside
    }): the score is negated, { $score }
sheet-debarquement-mixed = { $person }: more than one colour, deal score { $score }
sheet-debarquement-mono_later = { $person }: deal score { $score } (the single-colour test is made at the end of the game)
sheet-debarquement-reached = { $person } reaches { $total } (threshold { $threshold }): the game ends
sheet-debarquement-eliminated = { $person } reaches { $total } (threshold { $threshold }) and is out
sheet-debarquement-deal_limit = Deal limit reached ({ $deals } deals): the game ends
sheet-debarquement-last_standing = { $left ->
        [0] No player is left in: the game ends
       *[other] One player is left in: the game ends
    }
sheet-debarquement-game_single_colour = { $person }: every card captured in the game is { $colour ->
        [red] red
       *[blue] blue
    }: { $before } becomes { $after }
sheet-debarquement-loses = { $person } loses with { $total } (at or above { $threshold })
sheet-debarquement-out = { $person } was out after deal { $deal }
sheet-debarquement-lowest = Lowest total: { $total }{ $tied ->
        [1] {""}
       *[other] {" "}(tied between { $tied } players)
    }
sheet-debarquement-tie_boats = { $person }: { $boats ->
        [one] 1 boat
       *[other] { $boats } boats
    } captured in the game
sheet-debarquement-fewest_boats = Fewest boats captured wins: { $boats }
sheet-debarquement-shared = { $n } players share the victory
sheet-debarquement-winner = { $person } wins with { $total }
sheet-debarquement-error-people = a deal needs one list of boats per player: { $expected }, not { $n }
sheet-debarquement-error-card_unknown = { $person }: { $card } is not a card (1 to 50)
sheet-debarquement-error-card_twice = { $person }: card { $card } is entered twice in this deal (also with { $other })
sheet-debarquement-error-out_captures = { $person } is out of the game and cannot capture a boat
sheet-debarquement-error-boat_small = { $person }, boat { $boat }: { $n } cards, but a boat is captured at its { $min }th visible card
sheet-debarquement-error-boat_mixed = { $person }, boat { $boat }: red { $red } and blue { $blue } cannot be in the same boat
sheet-debarquement-error-boats_many = { $person }: { $n } boats, but a player captures at most one a turn ({ $max } turns in a deal)
sheet-debarquement-error-cards_many = { $n } cards captured, but a deal plays only { $max }
