## Les 4 Royaumes' score sheet (issue 22): one entry per round.

sheet-quatre_royaumes-who = { $who ->
    [V] the automaton V
   *[other] { $who }
  }
sheet-quatre_royaumes-Who = { $who ->
    [V] The automaton V
   *[other] { $who }
  }

sheet-quatre_royaumes-field-mission = Mission
sheet-quatre_royaumes-field-visible = Last trick won
sheet-quatre_royaumes-field-tricks = Tricks won (for a tie)
sheet-quatre_royaumes-field-cards = Cards of the tricks won (for a tie)
sheet-quatre_royaumes-field-v_mission = Automaton V: mission
sheet-quatre_royaumes-field-v_visible = Automaton V: last trick won
sheet-quatre_royaumes-field-v_tricks = Automaton V: tricks won (for a tie)
sheet-quatre_royaumes-field-v_cards = Automaton V: cards of the tricks won (for a tie)
sheet-quatre_royaumes-suit-S = { qr-suit-S }
sheet-quatre_royaumes-suit-C = { qr-suit-C }
sheet-quatre_royaumes-suit-H = { qr-suit-H }
sheet-quatre_royaumes-suit-D = { qr-suit-D }
sheet-quatre_royaumes-suit-none = no trick won
sheet-quatre_royaumes-card = { $card }
sheet-quatre_royaumes-help-visible = The suit led in the last trick this player won this round (the card on top of their tricks), or no trick won.
sheet-quatre_royaumes-help-visible_last_card = The suit of the last card this player played this round (option), or no trick won.
sheet-quatre_royaumes-help-tricks = Only needed to break a tie at the end: the tricks won in this round.
sheet-quatre_royaumes-help-cards = Only needed to break a tie at the end: every card of the tricks won in this round, renounced ones included.
sheet-quatre_royaumes-row = Round { $round }
sheet-quatre_royaumes-expects = Round { $round } ({ $pile } missions in the pile)

sheet-quatre_royaumes-step-same_suit = { sheet-quatre_royaumes-Who }: mission { $mission }, last trick { $visible }: { $signed }, the mission is kept face up
sheet-quatre_royaumes-step-other_colour = { sheet-quatre_royaumes-Who }: mission { $mission }, last trick { $visible } (other colour): { $signed }, the mission is kept face down
sheet-quatre_royaumes-step-partner_suit = { sheet-quatre_royaumes-Who }: mission { $mission }, last trick { $visible } (partner suit): { $signed }, the mission goes back to the pile
sheet-quatre_royaumes-step-no_trick = { sheet-quatre_royaumes-Who }: mission { $mission }, no trick won: { $signed }, the mission is kept face down
sheet-quatre_royaumes-step-pile = Mission pile: { $before } − { $dealt } dealt + { $returned } returned = { $after }
sheet-quatre_royaumes-step-next = { $pile } missions for { $seats } places: round { $round } is dealt
sheet-quatre_royaumes-step-end_pile = { $pile } missions for { $seats } places: the pile cannot serve everyone, the game ends
sheet-quatre_royaumes-step-end_max = { $rounds ->
    [one] { $rounds } round played
   *[other] { $rounds } rounds played
  }, the most the option max_rounds allows: the game ends

sheet-quatre_royaumes-end-automaton_out = The automaton V scores { $points } but cannot win
sheet-quatre_royaumes-end-highest_score = { sheet-quatre_royaumes-Who } has the highest score ({ $points })
sheet-quatre_royaumes-end-equal_score = { $count } players tie on { $points } points: most tricks won in the last round
sheet-quatre_royaumes-end-tricks = { sheet-quatre_royaumes-Who }: { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
  } in the last round
sheet-quatre_royaumes-end-missing_tricks = { sheet-quatre_royaumes-Who }: tricks won in the last round not entered
sheet-quatre_royaumes-end-most_tricks = { sheet-quatre_royaumes-Who } won the most tricks in the last round ({ $tricks })
sheet-quatre_royaumes-end-equal_tricks = { $count } players won { $tricks } tricks each: most identical numbers in those tricks
sheet-quatre_royaumes-end-identical = { sheet-quatre_royaumes-Who }: identical numbers { $value }
sheet-quatre_royaumes-end-missing_cards = { sheet-quatre_royaumes-Who }: cards of the tricks won in the last round not entered
sheet-quatre_royaumes-end-most_identical = { sheet-quatre_royaumes-Who } has the most identical numbers ({ $value })
sheet-quatre_royaumes-end-equal_identical = { $count } players have the same identical numbers ({ $value })
sheet-quatre_royaumes-end-shared = Shared victory between { $count } players
sheet-quatre_royaumes-end-undecided = The tie cannot be broken yet
sheet-quatre_royaumes-end-enter = Correct round { $round } with the missing tricks or cards to break the tie
sheet-quatre_royaumes-end-automaton_wins = The automaton V wins: nobody at the table wins
sheet-quatre_royaumes-end-automaton_shares = The automaton V shares the victory

sheet-quatre_royaumes-error-per_person = { $field }: { $n } values for { $people } players
sheet-quatre_royaumes-error-automaton_missing = at 2 players, enter the automaton V's round too ({ $field })
sheet-quatre_royaumes-error-no_automaton = there is no automaton at { $people } players
sheet-quatre_royaumes-error-card = { sheet-quatre_royaumes-who }: { $card } is not a card (e.g. 7H, 10S)
sheet-quatre_royaumes-error-card_out = { sheet-quatre_royaumes-who }: { $card } is not dealt at this table (set aside)
sheet-quatre_royaumes-error-card_twice = card { $card } is entered twice
sheet-quatre_royaumes-error-cards_multiple = { sheet-quatre_royaumes-who }: { $n } cards, but each trick holds { $seats } cards
sheet-quatre_royaumes-error-cards_count = { sheet-quatre_royaumes-who }: { $n } cards for { $tricks } tricks, which hold { $expected }
sheet-quatre_royaumes-error-tricks_without_visible = { sheet-quatre_royaumes-who }: { $tricks } tricks won but no last trick entered
sheet-quatre_royaumes-error-visible_without_trick = { sheet-quatre_royaumes-who }: a last trick { $visible } but 0 tricks won
sheet-quatre_royaumes-error-cards_visible = { sheet-quatre_royaumes-who }: the tricks won hold no { $visible } card, yet the last one was led { $visible }
sheet-quatre_royaumes-error-no_winner = nobody won a trick: every trick is won by someone
sheet-quatre_royaumes-error-tricks_over = the tricks add up to at least { $total }: a round has { $tricks }
sheet-quatre_royaumes-error-tricks_short = the tricks add up to { $total }: a round has { $tricks }
sheet-quatre_royaumes-error-mission_gone = { sheet-quatre_royaumes-who }: mission { $mission } is no longer in the pile (the game has { $per_suit } of each suit; kept missions leave it)
sheet-quatre_royaumes-error-mission_bottom = { sheet-quatre_royaumes-who }: mission { $mission }, but the next mission comes from under the pile: { $expected }
sheet-quatre_royaumes-note-virtual = The automaton V: { $points } { $points ->
    [one] point
   *[other] points
}
