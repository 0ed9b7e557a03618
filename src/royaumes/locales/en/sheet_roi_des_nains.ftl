## Le Roi des Nains' score sheet (issue 22): a deal per entry, seven deals, extra deals on a tie.
## Names and texts of the Quest faces and special cards come from the game's data
## (cards.toml), in both languages: each language shows its own ($name_en, $text_en)
## and reads the other's in a selector that shows nothing, so that both messages take
## the same variables.

sheet-roi_des_nains-quest = { $quest } { $name_en } — { $text_en }{ $name_fr ->
   *[other] {""}
}{ $text_fr ->
   *[other] {""}
}
sheet-roi_des_nains-special = { $special } { $name_en } — { $text_en }{ $name_fr ->
   *[other] {""}
}{ $text_fr ->
   *[other] {""}
}
sheet-roi_des_nains-player = { $player }

## The form
sheet-roi_des_nains-field-quest = Quest face
sheet-roi_des_nains-help-quest = The face the blue 5's holder chose for this deal (tile and side, e.g. Q02A). Each tile serves once a game.
sheet-roi_des_nains-field-special = Special card
sheet-roi_des_nains-help-special = The special card shuffled into this deal. Each serves once a game.
sheet-roi_des_nains-field-mode = Enter
sheet-roi_des_nains-mode-totals = each player's deal total
sheet-roi_des_nains-mode-counts = what the quest counts
sheet-roi_des_nains-help-mode = Either each player's total for the deal, or the counts the chosen quest reads (and what the special card needs): the sheet then computes the totals.
sheet-roi_des_nains-field-totals = Deal total
sheet-roi_des_nains-help-totals = Points won or lost this deal, quest and special card together; a negative total as it is.
sheet-roi_des_nains-field-special_player = Who played the special card
sheet-roi_des_nains-help-special_player = Counts only: the player who played it (the Scout scores its own player).
sheet-roi_des_nains-field-special_winner = Who won the special card's trick
sheet-roi_des_nains-help-special_winner = Counts only: who took the trick holding it (the Shaman's −3, the Goldsmith's +4).
sheet-roi_des_nains-field-special_ranked = { $ranks } in the special card's trick
sheet-roi_des_nains-help-special_ranked = Counts only: the cards ranked { $ranks } in its trick, whoever won it (the Scout's points).

## Counts a quest reads: the label, then the help. Only the chosen quest's counts are read.
sheet-roi_des_nains-count-tricks = Tricks won
sheet-roi_des_nains-count-first_trick = Won the first trick
sheet-roi_des_nains-count-last_trick = Won the last trick
sheet-roi_des_nains-count-last = Tricks won among the last { $k }
sheet-roi_des_nains-count-run = Longest run of tricks won in a row
sheet-roi_des_nains-count-suit = Cards won: { rdn-suit-name }
sheet-roi_des_nains-count-ranks = Cards won ranked { $ranks }
sheet-roi_des_nains-count-cards = Cards won among { $cards }
sheet-roi_des_nains-count-wins_at_most = Tricks won with a card of { $strength } or less
sheet-roi_des_nains-count-wins_with = Tricks won with a card ranked { $rank }
sheet-roi_des_nains-count-led_won = Tricks led and won
sheet-roi_des_nains-count-led_lost = Tricks led and not won
sheet-roi_des_nains-help-tricks = Counts only, for the quests on tricks won.
sheet-roi_des_nains-help-first_trick = Counts only: tick the player who won trick 1.
sheet-roi_des_nains-help-last_trick = Counts only: tick the player who won the last trick.
sheet-roi_des_nains-help-last = Counts only: tricks this player won among the deal's last { $k }.
sheet-roi_des_nains-help-run = Counts only: the most tricks this player won one after the other (0 without a trick).
sheet-roi_des_nains-help-suit = Counts only: cards of this people in the tricks this player won; special 1s and 11s count, Magic cards never.
sheet-roi_des_nains-help-ranks = Counts only: cards ranked { $ranks } in the tricks this player won; Magic cards never count.
sheet-roi_des_nains-help-cards = Counts only: how many of { $cards } are in the tricks this player won.
sheet-roi_des_nains-help-wins_at_most = Counts only: tricks this player won whose winning card has a strength of { $strength } or less (a trick won by a Magic card does not count).
sheet-roi_des_nains-help-wins_with = Counts only: tricks this player won whose winning card is ranked { $rank } (a trick won by a Magic card does not count).
sheet-roi_des_nains-help-led_won = Counts only: tricks this player led and won.
sheet-roi_des_nains-help-led_lost = Counts only: tricks this player led and did not win.

## Rows
sheet-roi_des_nains-row = { $extra ->
    [0] Deal { $deal }
   *[other] Deal { $deal } (tie-break)
} · { $quest } { $name_en } · { $special_en }{ $name_fr ->
   *[other] {""}
}{ $special_fr ->
   *[other] {""}
}
sheet-roi_des_nains-step-quest = Quest { sheet-roi_des_nains-quest }
sheet-roi_des_nains-step-special = Special card { sheet-roi_des_nains-special }
sheet-roi_des_nains-step-totals = Deal totals entered: { $values }
sheet-roi_des_nains-step-count-tricks = { sheet-roi_des_nains-count-tricks }: { $values }
sheet-roi_des_nains-step-count-first_trick = { sheet-roi_des_nains-count-first_trick }: { $values }
sheet-roi_des_nains-step-count-last_trick = { sheet-roi_des_nains-count-last_trick }: { $values }
sheet-roi_des_nains-step-count-last = { sheet-roi_des_nains-count-last }: { $values }
sheet-roi_des_nains-step-count-run = { sheet-roi_des_nains-count-run }: { $values }
sheet-roi_des_nains-step-count-suit = { sheet-roi_des_nains-count-suit }: { $values }
sheet-roi_des_nains-step-count-ranks = { sheet-roi_des_nains-count-ranks }: { $values }
sheet-roi_des_nains-step-count-cards = { sheet-roi_des_nains-count-cards }: { $values }
sheet-roi_des_nains-step-count-wins_at_most = { sheet-roi_des_nains-count-wins_at_most }: { $values }
sheet-roi_des_nains-step-count-wins_with = { sheet-roi_des_nains-count-wins_with }: { $values }
sheet-roi_des_nains-step-count-led_won = { sheet-roi_des_nains-count-led_won }: { $values }
sheet-roi_des_nains-step-count-led_lost = { sheet-roi_des_nains-count-led_lost }: { $values }
sheet-roi_des_nains-step-special_player = { $player } played the special card
sheet-roi_des_nains-step-special_winner = { $player } won the special card's trick
sheet-roi_des_nains-step-special_ranked = { $ranks } in its trick: { $n }
sheet-roi_des_nains-step-quest_points = Quest points: { $values }
sheet-roi_des_nains-step-special_points = Special card points: { $values }
sheet-roi_des_nains-step-deal_points = Deal totals: { $values }
sheet-roi_des_nains-step-left_out = Out of the tie-break, not added: { $players ->
    [one] { $names }
   *[other] { $names }
}

## The end
sheet-roi_des_nains-expects-deal = Deal { $deal } of { $deals }: the quest face, the special card, then each player's total or the quest's counts
sheet-roi_des_nains-expects-extra = Deal { $deal }, a tie-break deal: { $names } are tied at the top
sheet-roi_des_nains-end-tie = After deal { $deal }, { $names } are tied at the top with { $points }: one more deal
sheet-roi_des_nains-end-tie_only = Only { $names } play for the win from now on (their deal totals alone are added)
sheet-roi_des_nains-end-winner = After deal { $deal }, { $player } has the highest total, { $points }, and wins
sheet-roi_des_nains-end-shared = After { $extra } tie-break deals, { $names } are still tied at the top with { $points }: they share the victory

## Refusals
sheet-roi_des_nains-error-quest = { $quest } is not a Quest face (Q01A … Q20B)
sheet-roi_des_nains-error-special = { $special } is not a special card (B1, G1, R1, B11a, B11b, G11a, G11b, R11a, R11b, M1 … M5)
sheet-roi_des_nains-error-tile_used = tile { $tile } was already played at deal { $deal }: each tile serves once a game
sheet-roi_des_nains-error-tile_last = tile { $tile } was played at the last deal: the tiles reshuffled for this deal leave it out
sheet-roi_des_nains-error-tile_complex = tile { $tile } is a complex tile, left out of a first game's deals
sheet-roi_des_nains-error-special_used = { $special } was already the special card of deal { $deal }: each serves once a game
sheet-roi_des_nains-error-special_last = { $special } was the last deal's special card: the cards reshuffled for this deal leave it out
sheet-roi_des_nains-error-per_person = { $field }: { $n } values for { $people } players
sheet-roi_des_nains-error-no_total = { $player }: no deal total
sheet-roi_des_nains-error-total = { $player }: { $total } points cannot be scored this deal with { $quest } and { $special } (from { $least } to { $most }, not every value between)
sheet-roi_des_nains-error-nothing = enter each player's deal total, or the counts the quest reads
sheet-roi_des_nains-error-mixed = { $mode ->
    [totals] the deal is entered as totals: leave the counts empty ({ $field }), or choose to enter what the quest counts
   *[counts] the counts are entered: leave the totals empty
}
sheet-roi_des_nains-error-unread = { $quest } and { $special } do not read { $field }: leave it empty
sheet-roi_des_nains-error-no_count = { $field }: no value for { $player } ({ $quest } reads it)
sheet-roi_des_nains-error-count = { $field }: { $player } has { $value }; this deal allows 0 to { $most }
sheet-roi_des_nains-error-count_total = { $field }: the players' values add up to { $total }, but must add up to { $most } this deal
sheet-roi_des_nains-error-count_range = { $field }: the players' values add up to { $total }, but must add up to { $least } to { $most } this deal
sheet-roi_des_nains-error-no_special_fact = { $special } scores from { $field }: enter it
sheet-roi_des_nains-error-player = { $field }: { $value } is not a player of this sheet (P0 … P{ $last })
sheet-roi_des_nains-error-ranked = { $field }: { $value }, but its trick holds at most { $most } other cards
sheet-roi_des_nains-error-together = { $values }: no deal gives these totals together with { $quest } and { $special } (the tricks and cards the quest counts must add up to the deal’s)
